import { useTranslation } from 'react-i18next';
import type { JobRevision } from '@common/contracts/jobs';
import { formatDate } from '@web/lib/format-date';
import { formatList } from '@web/lib/format-list';

/** A posting's edits, newest first: when, and which fields (docs/product/jobs.md#editing). */
export function RevisionList({ revisions, label }: { revisions: JobRevision[]; label: string }) {
  const { t, i18n } = useTranslation('dashboards');
  if (revisions.length === 0) return null;
  return (
    <div className="grid gap-1 text-sm">
      <p className="font-medium">{label}</p>
      <ul className="grid gap-1 text-muted-foreground">
        {revisions.map((revision) => (
          <li key={revision.changedAt}>
            {t('revisions.item', {
              date: formatDate(revision.changedAt, i18n.language),
              fields: formatList(
                revision.fields.map((field) => t(`revisions.fields.${field}`)),
                i18n.language,
              ),
            })}
          </li>
        ))}
      </ul>
    </div>
  );
}
