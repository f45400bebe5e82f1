import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { browsePath } from '@common/jobs-browse';
import type { SavedSearch } from '@common/contracts/saved-searches';
import { DEFAULT_NEAR_KM } from '@common/near-me';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { toast } from '@web/components/ui/use-toast';
import { useDeleteSavedSearch, useSavedSearches } from '@web/features/jobs';
import { formatDate } from '@web/lib/format-date';

/** A search by distance in words: around its place (the default distance when it names none), or around the student's home postal code. */
function useDistanceWords() {
  const { t } = useTranslation('dashboards');
  return ({ near, withinKm }: SavedSearch) => {
    if (near) return t('student.savedSearches.criteria.within', { km: withinKm ?? DEFAULT_NEAR_KM, place: near });
    return withinKm !== null && t('student.savedSearches.criteria.withinHome', { km: withinKm });
  };
}

/** What a saved search looks for, in a line: its words, city, distance, industries, types, work filters and order (a start day is a day, read in UTC). */
function useCriteriaLine() {
  const { t, i18n } = useTranslation('dashboards');
  const distance = useDistanceWords();
  return (search: SavedSearch) =>
    [
      search.q && t('student.savedSearches.criteria.q', { value: search.q }),
      search.city && t('student.savedSearches.criteria.city', { value: search.city }),
      distance(search),
      ...search.industries,
      ...search.types,
      search.paid && t('student.savedSearches.criteria.paid'),
      search.maxHours !== null && t('student.savedSearches.criteria.maxHours', { count: search.maxHours }),
      search.startFrom &&
        t('student.savedSearches.criteria.startFrom', { value: formatDate(`${search.startFrom}T12:00:00Z`, i18n.language, { zone: 'UTC' }) }),
      search.minPlaces !== null && t('student.savedSearches.criteria.minPlaces', { count: search.minPlaces }),
      search.responsive && t('student.savedSearches.criteria.responsive'),
      search.sort !== 'newest' && t(`student.savedSearches.criteria.${search.sort}`),
    ]
      .filter(Boolean)
      .join(' · ');
}

/** The student's saved searches: each opens its results on /jobs, and can be deleted (docs/product/jobs.md#saved-searches). */
export function SavedSearchesCard() {
  const { t } = useTranslation('dashboards');
  const searches = useSavedSearches();
  const remove = useDeleteSavedSearch();
  const criteria = useCriteriaLine();
  const items = searches.data?.items ?? [];
  const onDelete = (search: SavedSearch) =>
    remove.mutate(search.id, {
      onSuccess: () => toast({ title: t('student.savedSearches.deleted'), description: search.name }),
      onError: () => toast({ variant: 'destructive', title: t('student.savedSearches.deleteFailed') }),
    });
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t('student.savedSearches.title')}</CardTitle>
        <CardDescription>{t('student.savedSearches.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {searches.isPending ? (
          <Spinner label={t('loading')} />
        ) : searches.isError ? (
          <p role="alert" className="text-destructive dark:text-red-300">
            {t('failed')}
          </p>
        ) : items.length === 0 ? (
          <p className="text-muted-foreground">{t('student.savedSearches.none')}</p>
        ) : (
          <>
            <ul className="divide-y" aria-label={t('student.savedSearches.title')}>
              {items.map((search) => (
                <li key={search.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
                  <div className="min-w-0 break-words">
                    <Link
                      to={browsePath({ ...search, within: search.withinKm })}
                      className="font-medium hover:underline"
                      aria-label={t('student.savedSearches.open', { name: search.name })}
                    >
                      {search.name}
                    </Link>
                    <p className="text-sm text-muted-foreground">{criteria(search)}</p>
                  </div>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    aria-label={t('student.savedSearches.delete', { name: search.name })}
                    disabled={remove.isPending}
                    onClick={() => onDelete(search)}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </li>
              ))}
            </ul>
            <p className="text-sm text-muted-foreground">{t('student.savedSearches.count', { count: items.length, max: searches.data.max })}</p>
          </>
        )}
      </CardContent>
    </Card>
  );
}
