import { Check, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { RosterImport } from '@common/contracts/roster-imports';
import { Button } from '@web/components/ui/button';
import { toast } from '@web/components/ui/use-toast';
import { serverMessage } from '@web/lib/api-client';
import { useConfirmRosterImport, useDiscardRosterImport } from '../api/roster-imports';
import { RosterImportErrors } from './roster-import-errors';

/** Label and figure pairs, two columns even at 390 px. */
function Counts({ label, counts }: { label: string; counts: Array<[string, number]> }) {
  return (
    <dl aria-label={label} className="grid grid-cols-2 gap-2 sm:grid-cols-4">
      {counts.map(([name, value]) => (
        <div key={name} className="rounded-md border p-2">
          <dt className="text-xs text-muted-foreground">{name}</dt>
          <dd className="text-lg font-semibold">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The preview: what the file would do, its faults by line, and Confirm / Discard. */
function Preview({ rosterImport, onDiscarded }: { rosterImport: RosterImport; onDiscarded: () => void }) {
  const { t } = useTranslation('institutions');
  const confirm = useConfirmRosterImport();
  const discard = useDiscardRosterImport();
  const failed = (error: Error) => toast({ variant: 'destructive', title: serverMessage(error) ?? t('rosterImport.failed') });
  const { preview, errors } = rosterImport;
  return (
    <div className="grid gap-3">
      <Counts
        label={t('rosterImport.previewTitle')}
        counts={[
          [t('rosterImport.counts.total'), rosterImport.totalRows],
          [t('rosterImport.counts.new'), preview.create],
          [t('rosterImport.counts.changed'), preview.update],
          [t('rosterImport.counts.unchanged'), preview.unchanged],
        ]}
      />
      {errors.length > 0 ? (
        <>
          <p className="text-sm">{t('rosterImport.someErrors', { count: rosterImport.totalRows - rosterImport.validRows })}</p>
          <RosterImportErrors errors={errors} />
        </>
      ) : (
        <p className="text-sm">{t('rosterImport.noErrors')}</p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button disabled={confirm.isPending || rosterImport.validRows === 0} onClick={() => confirm.mutate(rosterImport.id, { onError: failed })}>
          <Check aria-hidden="true" />
          {t('rosterImport.confirm', { count: rosterImport.validRows })}
        </Button>
        <Button
          variant="outline"
          disabled={discard.isPending}
          onClick={() =>
            discard.mutate(rosterImport.id, {
              onSuccess: () => {
                toast({ title: t('rosterImport.discarded') });
                onDiscarded();
              },
              onError: failed,
            })
          }
        >
          <X aria-hidden="true" />
          {t('rosterImport.discard')}
        </Button>
      </div>
    </div>
  );
}

/** The run's progress: rows written of the valid rows. */
function Progress({ rosterImport }: { rosterImport: RosterImport }) {
  const { t } = useTranslation('institutions');
  const { processedRows, validRows, status } = rosterImport;
  const percent = validRows === 0 ? 0 : Math.round((processedRows / validRows) * 100);
  const label = t(status === 'queued' ? 'rosterImport.queued' : 'rosterImport.running');
  return (
    <div className="grid gap-2">
      <p id="roster-import-progress-label" className="text-sm">
        {label}
      </p>
      <div
        role="progressbar"
        aria-labelledby="roster-import-progress-label"
        aria-valuemin={0}
        aria-valuemax={validRows}
        aria-valuenow={processedRows}
        aria-valuetext={t('rosterImport.progress', { processed: processedRows, total: validRows })}
        className="h-3 w-full overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-sm text-muted-foreground">{t('rosterImport.progress', { processed: processedRows, total: validRows })}</p>
    </div>
  );
}

/** The counts of a finished run (or of a failed one, up to where it stopped). */
function Result({ rosterImport }: { rosterImport: RosterImport }) {
  const { t } = useTranslation('institutions');
  const { result } = rosterImport;
  return (
    <div className="grid gap-2">
      <p role="status" className="text-sm font-medium">
        {t(rosterImport.status === 'done' ? 'rosterImport.done' : 'rosterImport.runFailed')}
      </p>
      <Counts
        label={t('rosterImport.resultTitle')}
        counts={[
          [t('rosterImport.counts.created'), result.created],
          [t('rosterImport.counts.updated'), result.updated],
          [t('rosterImport.counts.unchanged'), result.unchanged],
          [t('rosterImport.counts.invited'), result.invited],
        ]}
      />
    </div>
  );
}

/** One import at whatever stage it is: preview, queued or running, done or failed. */
export function RosterImportStatus({ rosterImport, onDiscarded }: { rosterImport: RosterImport; onDiscarded: () => void }) {
  const { t } = useTranslation('institutions');
  return (
    <section aria-labelledby="roster-import-current" className="grid gap-3 rounded-md border p-3">
      <h3 id="roster-import-current" className="break-all font-semibold">
        {t('rosterImport.fileTitle', { name: rosterImport.fileName })}
      </h3>
      {rosterImport.status === 'previewed' && <Preview rosterImport={rosterImport} onDiscarded={onDiscarded} />}
      {(rosterImport.status === 'queued' || rosterImport.status === 'running') && <Progress rosterImport={rosterImport} />}
      {(rosterImport.status === 'done' || rosterImport.status === 'failed') && <Result rosterImport={rosterImport} />}
    </section>
  );
}
