import { Search } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SEARCH_TERM_MAX } from '@common/constants';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';

// The controls of the long lists (a posting's applicants, a school's roster and placements, the
// dashboards' lists): a search over names and a status filter above, "Show more" below
// (docs/product/dashboards.md, docs/product/schools.md). Labels come from the caller's namespace.

/** The value of the status filter that means "every status". */
export const ALL_STATUSES = 'all';

export interface ListFilterValue {
  q: string;
  status: string;
}

interface ListFiltersProps {
  value: ListFilterValue;
  onChange: (value: ListFilterValue) => void;
  /** The search box's label, e.g. "Search applicants by name or e-mail"; omit for a status filter only. */
  searchLabel?: string;
  statusLabel: string;
  /** The statuses, each with its label; "All" comes first. */
  statuses: ReadonlyArray<{ value: string; label: string }>;
}

/** A name search (sent on Enter or with the button) and a status filter (applied at once). */
export function ListFilters({ value, onChange, searchLabel, statusLabel, statuses }: ListFiltersProps) {
  const { t } = useTranslation('common');
  const id = useId();
  const [term, setTerm] = useState(value.q);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...value, q: term.trim() });
  };
  return (
    <div className="flex flex-wrap items-end gap-3">
      {/* A phone: the search takes the whole row (the status filter wraps below), else it is squeezed
          to a few pixels beside it; wider, it shares the row and wraps below 20 rem. */}
      {searchLabel && (
        <form
          role="search"
          aria-label={searchLabel}
          onSubmit={submit}
          className="flex w-full min-w-0 items-end gap-2 sm:w-auto sm:flex-1 sm:basis-80"
        >
          <div className="grid min-w-0 flex-1 gap-1">
            <Label htmlFor={`${id}-q`}>{searchLabel}</Label>
            <Input id={`${id}-q`} type="search" maxLength={SEARCH_TERM_MAX} value={term} onChange={(event) => setTerm(event.target.value)} />
          </div>
          <Button type="submit" variant="outline">
            <Search aria-hidden="true" />
            {t('lists.search')}
          </Button>
        </form>
      )}
      <div className="grid gap-1">
        <span id={`${id}-status`} className="text-sm font-medium">
          {statusLabel}
        </span>
        <Select value={value.status} onValueChange={(status) => onChange({ ...value, status })}>
          <SelectTrigger width="custom" className="w-48" aria-labelledby={`${id}-status`}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL_STATUSES}>{t('lists.allStatuses')}</SelectItem>
            {statuses.map((status) => (
              <SelectItem key={status.value} value={status.value}>
                {status.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
    </div>
  );
}

/** The filter's status for the API: undefined for "all". */
export const statusQuery = <T extends string>(status: string): T | undefined => (status === ALL_STATUSES ? undefined : (status as T));

interface PagedQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/** "Show more" under a paged list: fetches the next page; gone on the last one. */
export function ShowMoreButton({ query, label }: { query: PagedQuery; label: string }) {
  const { t } = useTranslation('common');
  if (!query.hasNextPage) return null;
  return (
    <Button
      type="button"
      variant="outline"
      className="justify-self-center"
      disabled={query.isFetchingNextPage}
      onClick={() => void query.fetchNextPage()}
    >
      {query.isFetchingNextPage ? t('lists.loadingMore') : label}
    </Button>
  );
}
