import { useTranslation } from 'react-i18next';
import type { RosterImportsResponse } from '@common/contracts/roster-imports';
import { Badge } from '@web/components/ui/badge';
import { formatDate } from '@web/lib/format-date';

/** The last imports: when, which file, where it stands, and what it did. */
export function RosterImportHistory({ items }: { items: RosterImportsResponse['items'] }) {
  const { t, i18n } = useTranslation('institutions');
  // Discarded previews were never anything: the list leaves them out.
  const shown = items.filter((item) => item.status !== 'discarded');
  if (shown.length === 0) return <p className="text-sm text-muted-foreground">{t('rosterImport.none')}</p>;
  return (
    <section aria-labelledby="roster-import-history" className="grid gap-2">
      <h3 id="roster-import-history" className="font-semibold">
        {t('rosterImport.history')}
      </h3>
      <ul className="grid gap-2">
        {shown.map((item) => (
          <li key={item.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md border p-2 text-sm">
            <span className="break-all font-medium">{item.fileName}</span>
            <Badge variant={item.status === 'failed' ? 'destructive' : 'secondary'}>{t(`rosterImport.statuses.${item.status}`)}</Badge>
            <span className="text-muted-foreground">{formatDate(item.createdAt, i18n.language, { style: 'short' })}</span>
            {item.status === 'done' && (
              <span>
                {t('rosterImport.summary', { created: item.result.created, updated: item.result.updated, unchanged: item.result.unchanged })}
              </span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
