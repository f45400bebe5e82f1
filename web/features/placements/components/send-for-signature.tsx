import { useTranslation } from 'react-i18next';
import type { Placement } from '@common/contracts/placements';
import { Button } from '@web/components/ui/button';
import { useSendForSignature } from '../api/placement';
import { RefusalMessage } from './refusal-message';

/**
 * "Send for signature" (POST …/send-for-signature): the rule pack checks the schedule and the
 * student's age, and decides who signs. A 409 lists the rules broken, as the server words them.
 */
export function SendForSignature({ placement, onSent }: { placement: Placement; onSent: () => void }) {
  const { t } = useTranslation('placements');
  const send = useSendForSignature();
  return (
    <section aria-labelledby="send-heading" className="grid gap-3 rounded-lg border p-4">
      <h2 id="send-heading" className="text-lg font-semibold">
        {t('send.title')}
      </h2>
      <p className="text-sm text-muted-foreground">{t('send.explain')}</p>
      {send.error ? <RefusalMessage error={send.error} fallback={t('send.failed')} /> : null}
      <Button
        className="w-full sm:w-fit"
        disabled={send.isPending}
        onClick={() => send.mutate({ params: { id: placement.id } }, { onSuccess: onSent })}
      >
        {send.isPending ? t('send.sending') : t('send.action')}
      </Button>
    </section>
  );
}
