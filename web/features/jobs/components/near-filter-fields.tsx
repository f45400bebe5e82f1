import { Suspense, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_NEAR_KM, NEAR_DISTANCES_KM, NEAR_PLACE_MAX } from '@common/near-me';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { preloadable } from '@web/lib/preloadable';
import type { SuggestionKeys } from './place-suggestion-list';

// The suggestions are their own chunk, fetched when the field is first focused: the browse page's first
// download has a budget (tests/budget), and the app has no popup list to reuse.
const PlaceSuggestionList = preloadable(() => import('./place-suggestion-list').then((module) => module.PlaceSuggestionList));

interface NearValue {
  near: string;
  within: string;
}

/**
 * "Near" (a postal code or a town, with suggestions as one types) and "Distance" (docs/product/near-me.md).
 * `error`: the server's refusal of the applied place, shown under the field.
 */
export function NearFilterFields({
  value,
  onChange,
  onEnter,
  error,
  homePostalCode,
}: {
  value: NearValue;
  onChange: (value: NearValue) => void;
  onEnter: () => void;
  error: string | null;
  homePostalCode: string | null;
}) {
  const { t } = useTranslation('jobs');
  const id = useId();
  const listId = `${id}-places`;
  // Open once the person types, closed by a choice, Escape or leaving the field.
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState(false);
  const [list, setList] = useState<{ expanded: boolean; active: string | undefined }>({ expanded: false, active: undefined });
  const keys = useRef<SuggestionKeys>(null);
  const hasPlace = value.near.trim() !== '';
  const choose = (near: string) => {
    onChange({ ...value, near });
    setOpen(false);
  };

  return (
    <div className="grid gap-4">
      <div className="grid gap-2">
        <Label htmlFor={id} weight="semibold" leading="text">
          {t('near.label')}
        </Label>
        <div className="relative">
          <Input
            id={id}
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={list.expanded}
            aria-controls={list.expanded ? listId : undefined}
            aria-activedescendant={list.active}
            aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
            aria-invalid={error ? true : undefined}
            autoComplete="off"
            maxLength={NEAR_PLACE_MAX}
            value={value.near}
            onFocus={() => void PlaceSuggestionList.preload()}
            onChange={(event) => {
              onChange({ ...value, near: event.target.value });
              setOpen(true);
              setTyped(true);
            }}
            onKeyDown={(event) => {
              if (event.key === 'ArrowDown' || event.key === 'ArrowUp') setOpen(true);
              if (!keys.current?.(event) && event.key === 'Enter') onEnter();
            }}
            onBlur={() => setOpen(false)}
          />
          {typed && (
            <Suspense fallback={null}>
              <PlaceSuggestionList.Component
                id={listId}
                typed={value.near}
                open={open}
                keys={keys}
                onState={setList}
                onChoose={choose}
                onClose={() => setOpen(false)}
              />
            </Suspense>
          )}
        </div>
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {homePostalCode ? t('near.homeHint', { code: homePostalCode }) : t('near.hint')}
        </p>
        {error && (
          <p id={`${id}-error`} className="text-sm font-medium text-destructive dark:text-red-300">
            {error}
          </p>
        )}
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-within`} weight="semibold" leading="text">
          {t('near.distance')}
        </Label>
        {/* Native, as the sort: no popup code in the first download. With a place and no distance the search uses the default. */}
        <select
          id={`${id}-within`}
          value={value.within || (hasPlace ? String(DEFAULT_NEAR_KM) : '')}
          onChange={(event) => onChange({ ...value, within: event.target.value })}
          className="h-10 rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          {!hasPlace && <option value="">{t('near.anyDistance')}</option>}
          {NEAR_DISTANCES_KM.map((km) => (
            <option key={km} value={String(km)}>
              {t('near.km', { km })}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
