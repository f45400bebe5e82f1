import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INDUSTRIES, JOB_TYPES } from '@common/enums';
import { CITY_FILTER_MAX } from '@common/jobs-browse';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { useChoiceLabel } from '@web/lib/choice-labels';
import { NO_WORK_FILTERS, type WorkFilters } from '../lib/work-filters';
import { NearFilterFields } from './near-filter-fields';
import { WorkFilterFields } from './work-filter-fields';

interface Selection {
  city: string;
  near: string;
  within: string;
  industries: string[];
  types: string[];
  work: WorkFilters;
}

function OptionGroup({
  legend,
  options,
  label,
  selected,
  onToggle,
}: {
  legend: string;
  options: readonly string[];
  label: (option: string) => string;
  selected: string[];
  onToggle: (value: string) => void;
}) {
  const id = useId();
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-semibold">{legend}</legend>
      {options.map((option, index) => (
        <div key={option} className="flex items-center gap-2">
          {/* A native checkbox in the theme's colour: the browse page is where visitors and students
              land, and Radix's checkbox would add 2 KB to its first download (docs/benchmarks.md). */}
          <input
            type="checkbox"
            id={`${id}-${index}`}
            className="size-5 shrink-0 accent-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            checked={selected.includes(option)}
            onChange={() => onToggle(option)}
          />
          <Label htmlFor={`${id}-${index}`} weight="normal">
            {label(option)}
          </Label>
        </div>
      ))}
    </fieldset>
  );
}

const toggle = (list: string[], value: string) => (list.includes(value) ? list.filter((item) => item !== value) : [...list, value]);

/**
 * City, a place and a distance, industries, job types and what the work is (and, for a student, every
 * age or only theirs); the choice is a draft until Apply puts it in the URL. `nearError`: the server's
 * refusal of the applied place; `homePostalCode`: a student's, which a distance alone searches from.
 */
export function JobFiltersPanel({
  applied,
  onApply,
  offerAllAges,
  nearError,
  homePostalCode,
}: {
  applied: Selection;
  onApply: (selection: Selection) => void;
  offerAllAges: boolean;
  nearError: string | null;
  homePostalCode: string | null;
}) {
  const { t } = useTranslation('jobs');
  const industryLabel = useChoiceLabel('industries');
  const jobTypeLabel = useChoiceLabel('jobTypes');
  const cityId = useId();
  const [draft, setDraft] = useState<Selection>({
    city: applied.city,
    near: applied.near,
    within: applied.within,
    industries: applied.industries,
    types: applied.types,
    work: applied.work,
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t('filters.title')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-6">
        <div className="grid gap-2">
          <Label htmlFor={cityId} weight="semibold" leading="text">
            {t('filters.city')}
          </Label>
          <Input
            id={cityId}
            maxLength={CITY_FILTER_MAX}
            value={draft.city}
            autoComplete="address-level2"
            onChange={(event) => setDraft((current) => ({ ...current, city: event.target.value }))}
            onKeyDown={(event) => {
              if (event.key === 'Enter') onApply(draft);
            }}
          />
        </div>
        <NearFilterFields
          value={draft}
          onChange={({ near, within }) => setDraft((current) => ({ ...current, near, within }))}
          onEnter={() => onApply(draft)}
          error={nearError}
          homePostalCode={homePostalCode}
        />
        <OptionGroup
          legend={t('filters.industries')}
          options={INDUSTRIES}
          label={industryLabel}
          selected={draft.industries}
          onToggle={(value) => setDraft((current) => ({ ...current, industries: toggle(current.industries, value) }))}
        />
        <OptionGroup
          legend={t('filters.types')}
          options={JOB_TYPES}
          label={jobTypeLabel}
          selected={draft.types}
          onToggle={(value) => setDraft((current) => ({ ...current, types: toggle(current.types, value) }))}
        />
        <WorkFilterFields
          value={draft.work}
          offerAllAges={offerAllAges}
          onChange={(work) => setDraft((current) => ({ ...current, work }))}
          onEnter={() => onApply(draft)}
        />
        <div className="flex gap-2">
          <Button type="button" onClick={() => onApply(draft)}>
            {t('filters.apply')}
          </Button>
          <Button
            type="button"
            variant="outline"
            onClick={() => {
              // Clearing the filters keeps the student's age choice: it is a setting, not a filter.
              const cleared = {
                city: '',
                near: '',
                within: '',
                industries: [],
                types: [],
                work: { ...NO_WORK_FILTERS, allAges: draft.work.allAges },
              };
              setDraft(cleared);
              onApply(cleared);
            }}
          >
            {t('filters.clear')}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
