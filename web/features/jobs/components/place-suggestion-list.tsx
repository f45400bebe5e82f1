import { useEffect, useImperativeHandle, useState, type KeyboardEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlaceSuggestions } from '../api/place-suggestions';

/** Takes a key pressed in the Near field; true when the list used it. */
export type SuggestionKeys = (event: KeyboardEvent) => boolean;

/**
 * The Near field's suggestions (docs/product/near-me.md): the ARIA combobox pattern's list, the active
 * option by aria-activedescendant (the field stays focused). Its own chunk, fetched when the field is
 * focused: the browse page's first download has a budget (tests/budget). It tells the field whether
 * it is showing and which option is active (`onState`), and handles the arrows, Enter and Escape (`keys`).
 */
export function PlaceSuggestionList({
  id,
  typed,
  open,
  keys,
  onState,
  onChoose,
  onClose,
}: {
  id: string;
  typed: string;
  open: boolean;
  keys: Ref<SuggestionKeys>;
  /** A state setter (stable): told after each change. */
  onState: (state: { expanded: boolean; active: string | undefined }) => void;
  onChoose: (label: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('jobs');
  const suggestions = usePlaceSuggestions(typed);
  const places = open && typed.trim().length > 1 ? (suggestions.data?.items ?? []) : [];
  const expanded = places.length > 0;
  // The active option belongs to what was typed: typing again starts from none.
  const [moved, setMoved] = useState({ typed: '', index: -1 });
  const active = moved.typed === typed && moved.index < places.length ? moved.index : -1;
  const activeId = expanded && active >= 0 ? `${id}-${active}` : undefined;

  // The field carries aria-expanded and aria-activedescendant.
  useEffect(() => onState({ expanded, active: activeId }), [expanded, activeId, onState]);

  useImperativeHandle(
    keys,
    () => (event) => {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        const first = step > 0 ? 0 : places.length - 1;
        if (places.length > 0) setMoved({ typed, index: active < 0 ? first : (active + step + places.length) % places.length });
        return true;
      }
      if (event.key === 'Escape' && expanded) {
        onClose();
        return true;
      }
      const place = places[active];
      if (event.key === 'Enter' && expanded && place) {
        event.preventDefault();
        onChoose(place.label);
        return true;
      }
      return false;
    },
    // No dependencies: the handler reads this render's list.
  );

  return (
    <>
      <ul
        id={id}
        role="listbox"
        aria-label={t('near.suggestions')}
        hidden={!expanded}
        className="absolute z-10 mt-1 w-full rounded-md border bg-popover p-1 text-sm text-popover-foreground shadow-md"
      >
        {places.map((place, index) => (
          <li
            key={place.label}
            id={`${id}-${index}`}
            role="option"
            aria-selected={index === active}
            className="cursor-pointer rounded-sm px-2 py-1.5 hover:bg-accent aria-selected:bg-accent aria-selected:text-accent-foreground"
            // Chosen before the field's blur closes the list.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onChoose(place.label)}
          >
            {place.label}
          </li>
        ))}
      </ul>
      {/* How many places are offered, read out as the list changes. */}
      <p aria-live="polite" className="sr-only">
        {expanded ? t('near.suggestionCount', { count: places.length }) : ''}
      </p>
    </>
  );
}
