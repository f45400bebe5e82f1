import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Placement } from '@common/contracts/placements';
import { Button } from '@web/components/ui/button';
import { Checkbox } from '@web/components/ui/checkbox';
import { Label } from '@web/components/ui/label';
import { Spinner } from '@web/components/ui/spinner';
import { usePlacementVersion, useSignPlacement } from '../api/placement';
import { isConflict } from '../lib/server-sentences';
import { AgreementText } from './agreement-text';
import { DeclineDialog } from './decline-dialog';
import { RefusalMessage } from './refusal-message';

/**
 * The reader signs the version out for signature: its exact text first (GET …/versions/:version),
 * "I have read this agreement", then Sign, which sends the version and the hash of the text read.
 * A 409 (it changed since it was read) reloads the placement: the query client refreshes it once
 * the call settles, and the new version's text is shown to read again.
 */
export function SignAgreement({ placement, onAnswered }: { placement: Placement; onAnswered: (message: string) => void }) {
  const { t } = useTranslation('placements');
  const checkboxId = useId();
  const [read, setRead] = useState(false);
  const version = usePlacementVersion(placement.id, placement.version);
  const sign = useSignPlacement();
  const text = version.data?.version;

  return (
    <section aria-labelledby="sign-heading" className="grid gap-3 rounded-lg border-2 border-primary/40 p-4">
      <h2 id="sign-heading" className="text-xl font-semibold">
        {t('sign.title')}
      </h2>
      <p className="text-sm text-muted-foreground">{t('sign.explain')}</p>
      {text ? (
        <AgreementText text={text.text} label={t('sign.textLabel', { version: text.version })} />
      ) : version.isPending ? (
        <Spinner label={t('sign.loadingText')} />
      ) : (
        <p role="alert" className="text-destructive dark:text-red-300">
          {t('sign.textFailed')}
        </p>
      )}
      <div className="flex items-start gap-3">
        <Checkbox id={checkboxId} checked={read} onCheckedChange={(value) => setRead(value === true)} disabled={!text} />
        <Label htmlFor={checkboxId}>{t('sign.haveRead')}</Label>
      </div>
      <div aria-live="polite">
        {sign.error ? (
          isConflict(sign.error) ? (
            <RefusalMessage error={sign.error} fallback={t('sign.changed')} />
          ) : (
            <RefusalMessage error={sign.error} fallback={t('sign.failed')} />
          )
        ) : null}
      </div>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button
          disabled={!read || !text || sign.isPending}
          onClick={() => {
            if (!text) return;
            sign.mutate(
              { params: { id: placement.id }, body: { version: text.version, textHash: text.textHash } },
              // After a conflict, whatever the version now is, what was read must be read again.
              { onSuccess: () => onAnswered(t('sign.signed')), onError: (error) => isConflict(error) && setRead(false) },
            );
          }}
        >
          {sign.isPending ? t('sign.signing') : t('sign.action')}
        </Button>
        <DeclineDialog placement={placement} version={text?.version ?? placement.version} onDeclined={() => onAnswered(t('decline.done'))} />
      </div>
    </section>
  );
}
