import { useTranslation } from 'react-i18next';
import { personName } from '@common/text';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { formatDate } from '@web/lib/format-date';
import { useEventRegistrants } from '../api/get-event-registrants';

/** The people registered for one event, newest first: name, e-mail, as what, and when (admins only). */
export function EventRegistrants({ eventId, title }: { eventId: string; title: string }) {
  const { t, i18n } = useTranslation('events');
  const registrants = useEventRegistrants(eventId);
  const items = registrants.data?.pages.flatMap((page) => page.items) ?? [];

  if (registrants.isPending) return <Spinner label={t('admin.registrantsLoading')} className="py-4" />;
  if (registrants.isError)
    return (
      <p role="alert" className="text-sm text-destructive">
        {t('admin.registrantsFailed')}
      </p>
    );
  if (items.length === 0) return <p className="text-sm text-muted-foreground">{t('admin.noRegistrants')}</p>;
  return (
    <div className="grid gap-3">
      <ul aria-label={t('admin.registrantsOf', { title })} className="grid gap-2">
        {items.map((person) => (
          <li key={person.id} className="grid gap-x-4 rounded-md border p-3 text-sm sm:grid-cols-[1fr_1fr_auto]">
            <span className="font-medium [overflow-wrap:anywhere]">{personName(person) || person.email}</span>
            <span className="text-muted-foreground [overflow-wrap:anywhere]">{person.email}</span>
            <span className="text-muted-foreground">
              {t('admin.registeredAs', {
                type: t(`registrationTypes.${person.registrationType}`),
                date: formatDate(person.registeredAt, i18n.language, { style: 'short' }),
              })}
            </span>
          </li>
        ))}
      </ul>
      {registrants.hasNextPage && (
        <Button
          variant="outline"
          size="sm"
          className="justify-self-start"
          onClick={() => void registrants.fetchNextPage()}
          disabled={registrants.isFetchingNextPage}
        >
          {registrants.isFetchingNextPage ? t('list.loadingMore') : t('list.showMore')}
        </Button>
      )}
    </div>
  );
}
