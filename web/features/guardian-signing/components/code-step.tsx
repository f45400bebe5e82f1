import { CircleAlert, MessageSquareText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CODE_TTL_MINUTES } from '@common/constants';
import type { GuardianAgreement } from '@common/contracts/placement-signatures';
import { Button } from '@web/components/ui/button';
import { serverMessage } from '@web/lib/api-client';
import { useSendGuardianCode } from '../api/guardian-agreement';

/** A code as the server answered it: its token goes back with the code typed. */
export interface SentCode {
  codeToken: string;
  codeChannel: 'sms' | 'email';
  codeSentTo: string;
}

/**
 * Step 1: "Send me the code". Says where it goes (masked) before and after, that nobody will ask
 * for it, and lets the guardian ask for a new one (the earlier stops working).
 */
export function CodeStep({
  token,
  agreement,
  sent,
  onSent,
}: {
  token: string;
  agreement: GuardianAgreement;
  sent: SentCode | null;
  onSent: (code: SentCode) => void;
}) {
  const { t } = useTranslation('guardian');
  const send = useSendGuardianCode(token);
  const destination = sent?.codeSentTo ?? agreement.codeSentTo;
  const channel = sent?.codeChannel ?? agreement.codeChannel;
  const failure = send.error ? (serverMessage(send.error) ?? t('failed')) : null;
  return (
    <section aria-labelledby="guardian-code-heading" className="grid gap-3">
      <h2 id="guardian-code-heading" className="text-xl font-semibold">
        {t('code.heading')}
      </h2>
      {sent ? (
        <p role="status" className="flex items-start gap-2 rounded-md border border-primary/40 bg-primary/10 p-3">
          <MessageSquareText aria-hidden="true" className="mt-1 size-4 shrink-0 text-primary" />
          {t(channel === 'sms' ? 'code.sentSms' : 'code.sentEmail', { destination, minutes: CODE_TTL_MINUTES })}
        </p>
      ) : (
        <p>{t(channel === 'sms' ? 'code.explainSms' : 'code.explainEmail', { destination })}</p>
      )}
      <p className="text-sm text-muted-foreground">{t('code.neverAsk')}</p>
      {failure && (
        <p
          role="alert"
          className="flex items-start gap-2 rounded-md border border-destructive bg-destructive/10 p-3 text-sm text-destructive dark:bg-destructive/25 dark:text-red-200"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {failure}
        </p>
      )}
      <Button
        type="button"
        variant={sent ? 'outline' : 'default'}
        className="w-full sm:w-fit"
        disabled={send.isPending}
        onClick={() => send.mutate(undefined, { onSuccess: (answer) => onSent(answer) })}
      >
        {send.isPending ? t('code.sending') : t(sent ? 'code.sendAgain' : 'code.send')}
      </Button>
    </section>
  );
}
