import { BellPlus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { SAVED_SEARCH_NAME_MAX } from '@common/constants';
import { InputField } from '@web/components/form/form-field';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@web/components/ui/dialog';
import { toast } from '@web/components/ui/use-toast';
import { serverMessage } from '@web/lib/api-client';
import { useSaveSearch } from '../api/saved-searches';
import type { BrowseFilters } from '../lib/url-filters';
import { anyWorkFilter, savedSearchDistance, savedSearchWorkFilters } from '../lib/saved-search-filters';

type Distance = ReturnType<typeof savedSearchDistance>;

const hasCriteria = (filters: BrowseFilters, distance: Distance) =>
  Boolean(
    filters.q ||
    filters.city ||
    distance.near ||
    distance.withinKm !== null ||
    filters.industries.length ||
    filters.types.length ||
    anyWorkFilter(filters.work),
  );

/** A first name for the search: its words, its city and its place, as the student typed them. */
const suggestedName = (filters: BrowseFilters, distance: Distance) =>
  [filters.q, filters.city, distance.near].filter(Boolean).join(', ').slice(0, SAVED_SEARCH_NAME_MAX);

/** "Save this search": the current search and filters under a name; new postings then come once a day (docs/product/jobs.md#saved-searches). */
export function SaveSearchDialog({ filters }: { filters: BrowseFilters }) {
  const { t } = useTranslation('jobs');
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const save = useSaveSearch();
  // The place and distance are read from the page's address (`near`, `within`), where the list keeps them.
  const [params] = useSearchParams();
  const distance = savedSearchDistance(params);

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next) {
      setName(suggestedName(filters, distance));
      setError(null);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setError(t('savedSearches.nameRequired'));
      return;
    }
    save.mutate(
      {
        name,
        q: filters.q,
        city: filters.city,
        industries: filters.industries as never[],
        types: filters.types as never[],
        sort: filters.sort,
        ...savedSearchWorkFilters(filters.work),
        ...distance,
      },
      {
        onSuccess: () => {
          setOpen(false);
          toast({ title: t('savedSearches.saved'), description: t('savedSearches.savedDescription', { name: name.trim() }) });
        },
        onError: (failure) => setError(serverMessage(failure) ?? t('savedSearches.saveFailed')),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button type="button" variant="outline">
          <BellPlus aria-hidden="true" />
          {t('savedSearches.save')}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('savedSearches.dialogTitle')}</DialogTitle>
          <DialogDescription>{t('savedSearches.dialogDescription')}</DialogDescription>
        </DialogHeader>
        {hasCriteria(filters, distance) ? (
          <form onSubmit={submit} className="grid gap-4" noValidate>
            <InputField
              name="name"
              namespace="jobs"
              label={t('savedSearches.name')}
              required
              maxLength={SAVED_SEARCH_NAME_MAX}
              value={name}
              onChange={(event) => setName(event.target.value)}
              error={error ? { message: error } : undefined}
            />
            <DialogFooter>
              <Button type="submit" disabled={save.isPending}>
                {save.isPending ? t('savedSearches.saving') : t('savedSearches.confirm')}
              </Button>
            </DialogFooter>
          </form>
        ) : (
          <p role="alert">{t('savedSearches.nothingToSave')}</p>
        )}
      </DialogContent>
    </Dialog>
  );
}
