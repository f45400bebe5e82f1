import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { JOB_SORTS, type JobSort } from '@common/jobs-browse';

/**
 * The browse list's order: newest first or closing soonest (applied at once; kept in the URL). A
 * native select: the browse page is a visitor's landing page, and the styled one would add its
 * popup code to the first download (tests/budget).
 */
export function JobSortSelect({ value, onChange }: { value: JobSort; onChange: (sort: JobSort) => void }) {
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
        {JOB_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {t(`sort.${sort}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
