import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { EventItem } from '@common/contracts/events';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@web/components/ui/alert-dialog';
import { Button } from '@web/components/ui/button';
import { toast } from '@web/components/ui/use-toast';
import { serverMessage } from '@web/lib/api-client';
import { useDeleteEvent } from '../api/delete-event';

/** Delete, after a confirmation that says how many registrations go with the event. */
export function DeleteEventButton({ event }: { event: EventItem }) {
  const { t } = useTranslation('events');
  const deleteEvent = useDeleteEvent();

  const confirm = () =>
    deleteEvent.mutate(event.id, {
      onSuccess: () => toast({ title: t('admin.deletedTitle') }),
      onError: (error) => toast({ variant: 'destructive', title: serverMessage(error) ?? t('admin.deleteFailed') }),
    });

  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button variant="outline" size="sm" disabled={deleteEvent.isPending} aria-label={t('admin.deleteEvent', { title: event.title })}>
          <Trash2 aria-hidden="true" />
          {deleteEvent.isPending ? t('admin.deleting') : t('admin.delete')}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t('admin.confirmTitle')}</AlertDialogTitle>
          <AlertDialogDescription>{t('admin.confirmDescription', { title: event.title, count: event.registrationCount })}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{t('admin.cancel')}</AlertDialogCancel>
          <AlertDialogAction variant="destructive" onClick={confirm}>
            {t('admin.confirm')}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
