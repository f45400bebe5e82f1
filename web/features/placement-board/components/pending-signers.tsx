import { BellRing } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Placement } from '@common/contracts/placements';
import type { SignerParty } from '@common/enums';
import { Button } from '@web/components/ui/button';
import { serverMessage } from '@web/lib/api-client';
import { useRemindSigner } from '../api/placements';
import { canRemind, pendingParties, type BoardViewer } from '../lib/placement-step';

type Outcome = { party: SignerParty; ok: true } | { party: SignerParty; ok: false; message: string };

/**
 * While the agreement is being signed: each party that has not signed yet, how often it was reminded,
 * and for the school (or, with no school, the employer) a "Remind" button. The server says when a
 * reminder is refused (already reminded today, no longer pending): its message is shown as it is.
 */
export function PendingSigners({ placement, viewer }: { placement: Placement; viewer: BoardViewer }) {
  const { t } = useTranslation('placement-board');
  const remind = useRemindSigner();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const pending = pendingParties(placement);
  if (pending.length === 0) return null;
  const remindersOf = (party: SignerParty) => placement.signatures.find((signature) => signature.party === party)?.remindersSent ?? 0;
  const send = (party: SignerParty) => {
    setOutcome(null);
    remind.mutate(
      { placementId: placement.id, party },
      {
        onSuccess: () => setOutcome({ party, ok: true }),
        onError: (error) => setOutcome({ party, ok: false, message: serverMessage(error) ?? t('remind.failedDescription') }),
      },
    );
  };
  return (
    <div className="grid gap-2">
      <p className="text-sm font-medium">{t('card.notSigned')}</p>
      <ul className="grid gap-2">
        {pending.map((party) => {
          const reminded = remindersOf(party);
          return (
            <li key={party} className="flex flex-wrap items-center justify-between gap-2 rounded-md border px-3 py-2">
              <span className="text-sm">
                {t(`parties.${party}`)}
                {reminded > 0 && <span className="text-muted-foreground">{` · ${t('card.reminded', { count: reminded })}`}</span>}
              </span>
              {canRemind(placement, viewer, party) && (
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  disabled={remind.isPending}
                  onClick={() => send(party)}
                  aria-label={t('remind.label', { party: t(`partiesInText.${party}`), student: placement.student.name, job: placement.job.title })}
                >
                  <BellRing aria-hidden="true" />
                  {t('remind.button')}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      <div aria-live="polite">
        {outcome?.ok === true && (
          <p role="status" className="text-sm">
            {t('remind.sent', { party: t(`parties.${outcome.party}`) })}
          </p>
        )}
        {outcome?.ok === false && (
          <p role="alert" className="text-sm text-destructive dark:text-red-300">
            {t('remind.failed', { message: outcome.message })}
          </p>
        )}
      </div>
    </div>
  );
}
