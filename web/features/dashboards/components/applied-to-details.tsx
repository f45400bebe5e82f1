import { useTranslation } from 'react-i18next';
import type { PostingSnapshot } from '@common/contracts/jobs';
import { formatDate } from '@web/lib/format-date';
import { formatList } from '@web/lib/format-list';
import { useChoiceLabel } from '@web/lib/choice-labels';

/** The posting as it was when the student applied (docs/product/jobs.md#editing), folded away until asked for. */
export function AppliedToDetails({ snapshot, jobTitle }: { snapshot: PostingSnapshot; jobTitle: string }) {
  const { t, i18n } = useTranslation('dashboards');
  const jobTypeLabel = useChoiceLabel('jobTypes');
  const rows: Array<[string, string]> = [
    [t('appliedTo.title'), snapshot.title],
    [t('appliedTo.company'), snapshot.companyName],
    [t('appliedTo.place'), t('appliedTo.placeValue', { location: snapshot.location, city: snapshot.city })],
    [t('appliedTo.type'), jobTypeLabel(snapshot.type)],
    [t('appliedTo.deadline'), snapshot.applicationDeadline ? formatDate(snapshot.applicationDeadline, i18n.language) : t('appliedTo.noDeadline')],
    [t('appliedTo.requirements'), snapshot.requirements.length ? formatList(snapshot.requirements, i18n.language) : t('appliedTo.none')],
  ];
  return (
    <details className="text-sm">
      <summary className="cursor-pointer text-primary underline-offset-4 hover:underline" aria-label={t('appliedTo.summaryFor', { title: jobTitle })}>
        {t('appliedTo.summary')}
      </summary>
      <dl className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-[max-content_1fr]">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-medium">{term}</dt>
            <dd className="break-words text-muted-foreground">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 whitespace-pre-line break-words text-muted-foreground">{snapshot.description}</p>
    </details>
  );
}
