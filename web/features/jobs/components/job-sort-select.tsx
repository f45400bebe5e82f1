import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { JOB_SORTS, type JobSort } from '@common/jobs-browse';

/**
 * The browse list's order: newest first, closing soonest, answers most, and nearest first when the
 * search has a place to measure from, `offerDistance` (applied at once; kept in the URL). A
 * native select: the browse page is a visitor's landing page, and the styled one would add its
 * popup code to the first download (tests/budget).
 */
export function JobSortSelect({ value, onChange, offerDistance }: { value: JobSort; onChange: (sort: JobSort) => void; offerDistance: boolean }) {
  const { t } = useTranslation('jobs');
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        {t('sort.label')}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as JobSort)}
        className="h-10 rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        {JOB_SORTS.filter((sort) => offerDistance || sort !== 'distance').map((sort) => (
          <option key={sort} value={sort}>
            {t(`sort.${sort}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
