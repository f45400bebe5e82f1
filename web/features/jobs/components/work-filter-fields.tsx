import { useId, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { HOURS_PER_WEEK_MAX, PLACES_MAX } from '@common/posting-facts';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import type { WorkFilters } from '../lib/work-filters';

// Native inputs: the browse page's first download has a budget (tests/budget), as in the panel's checkboxes.
const CHECKBOX_CLASS = 'size-5 shrink-0 accent-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

/** The filters on what the work is (docs/product/jobs.md#what-the-work-is), employers who answer, and a student's "every age". */
export function WorkFilterFields({
  value,
  offerAllAges,
  onChange,
  onEnter,
}: {
  value: WorkFilters;
  offerAllAges: boolean;
  onChange: (value: WorkFilters) => void;
  onEnter: () => void;
}) {
  const { t } = useTranslation('jobs');
  const id = useId();
  const set = (change: Partial<WorkFilters>) => onChange({ ...value, ...change });
  // A yes/no filter: a native checkbox and its label (the key of its text is the filter's name).
  const flag = (name: 'paidOnly' | 'responsive' | 'allAges') => (
    <div className="flex items-center gap-2">
      <input type="checkbox" id={`${id}-${name}`} className={CHECKBOX_CLASS} checked={value[name]} onChange={() => set({ [name]: !value[name] })} />
      <Label htmlFor={`${id}-${name}`} weight="normal">
        {t(`filters.${name}`)}
      </Label>
    </div>
  );
  const applyOnEnter = (event: KeyboardEvent) => {
    if (event.key === 'Enter') onEnter();
  };
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 text-sm font-semibold">{t('filters.work')}</legend>
      {flag('paidOnly')}
      <div className="grid gap-1">
        <Label htmlFor={`${id}-hours`} weight="normal">
          {t('filters.maxHours')}
        </Label>
        <Input
          id={`${id}-hours`}
          type="number"
          inputMode="numeric"
          min={1}
          max={HOURS_PER_WEEK_MAX}
          value={value.maxHours}
          onChange={(event) => set({ maxHours: event.target.value })}
          onKeyDown={applyOnEnter}
        />
      </div>
      <div className="grid gap-1">
        <Label htmlFor={`${id}-start`} weight="normal">
          {t('filters.startFrom')}
        </Label>
        <Input
          id={`${id}-start`}
          type="date"
          value={value.startFrom}
          onChange={(event) => set({ startFrom: event.target.value })}
          onKeyDown={applyOnEnter}
        />
      </div>
      <div className="grid gap-1">
        <Label htmlFor={`${id}-places`} weight="normal">
          {t('filters.minPlaces')}
        </Label>
        <Input
          id={`${id}-places`}
          type="number"
          inputMode="numeric"
          min={1}
          max={PLACES_MAX}
          value={value.minPlaces}
          onChange={(event) => set({ minPlaces: event.target.value })}
          onKeyDown={applyOnEnter}
        />
      </div>
      {flag('responsive')}
      {offerAllAges && flag('allAges')}
    </fieldset>
  );
}
