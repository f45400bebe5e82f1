import { CheckCircle2, Clock, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Placement } from '@common/contracts/placements';
import { formatInstant } from '../lib/format';
import type { Reader } from '../lib/placement-steps';
import { signatureRows, type SignatureState } from '../lib/signature-rows';

/** The reader's own signature reads "You signed", the others' "{who} signed". */
const YOU = 'signatures.parties.you';

const ICONS: Record<SignatureState, typeof Clock> = { signed: CheckCircle2, waiting: Clock, declined: XCircle };

/** Each required party's signature of the version out: signed (name, date, how), waiting, or declined (reason). */
export function SignaturesPanel({ placement, reader }: { placement: Placement; reader: Reader }) {
  const { t, i18n } = useTranslation('placements');
  const rows = signatureRows(placement, reader);
  return (
    <section aria-labelledby="signatures-heading" className="grid gap-3">
      <h2 id="signatures-heading" className="text-xl font-semibold">
        {t('signatures.title', { version: placement.version })}
      </h2>
      <ul className="grid gap-2">
        {rows.map((row) => {
          const Icon = ICONS[row.state];
          return (
            <li key={row.party} className="flex gap-3 rounded-md border p-3">
              <Icon aria-hidden="true" className={row.state === 'declined' ? 'mt-0.5 size-5 shrink-0 text-destructive' : 'mt-0.5 size-5 shrink-0'} />
              <div className="grid min-w-0 gap-1 text-sm">
                <p className="font-medium">
                  {row.whoKey === YOU ? t(`signatures.states.you.${row.state}`) : t(`signatures.states.other.${row.state}`, { who: t(row.whoKey) })}
                </p>
                {row.state !== 'waiting' && row.name && row.answeredAt && (
                  <p className="break-words text-muted-foreground">
                    {t('signatures.byOn', { name: row.name, date: formatInstant(row.answeredAt, i18n.language) })}
                    {row.method && <> · {t(row.whoKey === YOU ? `signatures.methodsYou.${row.method}` : `signatures.methods.${row.method}`)}</>}
                  </p>
                )}
                {row.declinedReason && <p className="break-words whitespace-pre-line">{t('signatures.reason', { reason: row.declinedReason })}</p>}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
