import { Download, FileUp } from 'lucide-react';
import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ROSTER_IMPORT_MAX_BYTES, ROSTER_IMPORT_MAX_ROWS } from '@common/contracts/roster-imports';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { serverMessage } from '@web/lib/api-client';
import { useRosterImport, useRosterImports, useUploadRosterImport } from '../api/roster-imports';
import { rosterTemplateHref } from '../lib/roster-template';
import { RosterImportHistory } from './roster-import-history';
import { RosterImportStatus } from './roster-import-status';

/** An import the school has not finished with: a preview to confirm, or a run under way. */
const isOpen = (status: string) => status === 'previewed' || status === 'queued' || status === 'running';

/**
 * "Import students from a file" (docs/product/school-sign-in.md#roster-import-csv): the template,
 * the file, its preview with the errors by line, Confirm / Discard, the run's progress and its
 * counts, and the last imports.
 */
export function RosterImportCard() {
  const { t, i18n } = useTranslation('institutions');
  const inputId = useId();
  const imports = useRosterImports();
  const upload = useUploadRosterImport();
  // The import this page follows: the file just sent, else one left open (a preview, a run) from before.
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [dismissed, setDismissed] = useState(false);
  const openId = imports.data?.items.find((item) => isOpen(item.status))?.id ?? null;
  const currentId = chosenId ?? (dismissed ? null : openId);
  const current = useRosterImport(currentId);

  const onChosen = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    upload.mutate(file, {
      onSuccess: ({ import: created }) => setChosenId(created.id),
      onSettled: () => (input.value = ''),
    });
  };

  const onDiscarded = () => {
    setChosenId(null);
    setDismissed(true);
  };

  return (
    <Card role="region" aria-labelledby="roster-import-title">
      <CardHeader>
        <CardTitle as="h2" id="roster-import-title" className="flex items-center gap-2">
          <FileUp aria-hidden="true" className="size-5" />
          {t('rosterImport.title')}
        </CardTitle>
        <CardDescription>{t('rosterImport.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <a
          href={rosterTemplateHref(i18n.language)}
          download={t('rosterImport.templateFileName')}
          className="flex w-fit items-center gap-2 text-sm font-medium text-primary underline underline-offset-4"
        >
          <Download aria-hidden="true" className="size-4" />
          {t('rosterImport.template')}
        </a>
        <div className="grid gap-2">
          <Label htmlFor={inputId}>{t('rosterImport.file')}</Label>
          <Input
            id={inputId}
            type="file"
            accept=".csv,text/csv"
            disabled={upload.isPending}
            aria-describedby={`${inputId}-hint`}
            onChange={onChosen}
          />
          <p id={`${inputId}-hint`} className="text-sm text-muted-foreground">
            {t('rosterImport.hint', { rows: ROSTER_IMPORT_MAX_ROWS.toLocaleString(i18n.language), size: ROSTER_IMPORT_MAX_BYTES / 1024 / 1024 })}
          </p>
        </div>
        <p role="status" className="text-sm empty:hidden">
          {upload.isPending ? t('rosterImport.checking') : ''}
        </p>
        {upload.isError && (
          <p role="alert" className="text-sm text-destructive dark:text-red-300">
            {serverMessage(upload.error) ?? t('rosterImport.failed')}
          </p>
        )}
        {current.isError && <p className="text-sm text-destructive dark:text-red-300">{t('loadFailed')}</p>}
        {current.data && <RosterImportStatus rosterImport={current.data.import} onDiscarded={onDiscarded} />}
        {imports.isError && <p className="text-sm text-destructive dark:text-red-300">{t('loadFailed')}</p>}
        {imports.data && <RosterImportHistory items={imports.data.items} />}
      </CardContent>
    </Card>
  );
}
