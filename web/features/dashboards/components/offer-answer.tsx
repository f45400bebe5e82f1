import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Offer } from '@common/contracts/application-answers';
import type { StudentApplicationStatus } from '@common/enums';
import { Button } from '@web/components/ui/button';
import { toast } from '@web/components/ui/use-toast';
import { OFFER_ANSWER_DAYS } from '@common/constants';
import { useAnswerOffer } from '@web/features/jobs';
import { serverMessage } from '@web/lib/api-client';
import { formatDate } from '@web/lib/format-date';
import { AcceptOfferDialog } from './accept-offer-dialog';
import { AnswerNoteForm } from './answer-note-form';
import { EmployerNote } from './employer-note';

/**
 * An offer (docs/product/applications.md#offers): the employer's note, and while it waits, by when
 * to answer, Accept offer (confirmed: the school sees it; the other open applications may be withdrawn
 * with it) or Decline (with an optional note); after, what they chose, or that it expired.
 */
export function OfferAnswer({
  applicationId,
  jobTitle,
  companyName,
  status,
  offer,
}: {
  applicationId: string;
  jobTitle: string;
  companyName: string;
  status: StudentApplicationStatus;
  offer: Offer;
}) {
  const { t, i18n } = useTranslation('dashboards');
  const answer = useAnswerOffer();
  const [declining, setDeclining] = useState(false);
  const send = (choice: 'accept' | 'decline', note?: string, withdrawOthers = false) =>
    answer.mutate(
      { id: applicationId, answer: choice, note, withdrawOthers },
      {
        onSuccess: () => toast({ title: t(choice === 'accept' ? 'application.offer.toastAccepted' : 'application.offer.toastDeclined') }),
        onError: (failure) =>
          toast({ variant: 'destructive', title: t('employer.toast.error'), description: serverMessage(failure) ?? t('application.answerFailed') }),
      },
    );
  return (
    <section className="grid gap-2 rounded-md border p-3" aria-label={t('application.offer.titleFor', { title: jobTitle })}>
      <h3 className="font-semibold">{t('application.offer.title')}</h3>
      <p className="text-sm">{t('application.offer.intro', { company: companyName })}</p>
      <EmployerNote note={offer.note} />
      {status === 'accepted' && <p className="text-sm font-medium">{t('application.offer.accepted')}</p>}
      {status === 'declined' && <p className="text-sm font-medium">{t('application.offer.declined')}</p>}
      {status === 'offer_expired' && <p className="text-sm font-medium">{t('application.offer.expired', { days: OFFER_ANSWER_DAYS })}</p>}
      {status === 'offered' && offer.answerBy && (
        <p className="text-sm font-medium">{t('application.offer.answerBy', { date: formatDate(offer.answerBy, i18n.language) })}</p>
      )}
      {status === 'offered' &&
        (declining ? (
          <AnswerNoteForm
            label={t('application.offer.declineNote')}
            submitLabel={t('application.offer.declineSend')}
            pending={answer.isPending}
            onSubmit={(note) => send('decline', note)}
            onCancel={() => setDeclining(false)}
          />
        ) : (
          <div className="flex flex-wrap gap-2">
            <AcceptOfferDialog
              trigger={
                <Button type="button" size="sm" disabled={answer.isPending} aria-label={t('application.offer.acceptFor', { title: jobTitle })}>
                  {t('application.offer.accept')}
                </Button>
              }
              otherOpenApplications={offer.otherOpenApplications ?? 0}
              onConfirm={(withdrawOthers) => send('accept', undefined, withdrawOthers)}
            />
            <Button
              type="button"
              size="sm"
              variant="outline"
              aria-label={t('application.offer.declineFor', { title: jobTitle })}
              onClick={() => setDeclining(true)}
            >
              {t('application.offer.decline')}
            </Button>
          </div>
        ))}
    </section>
  );
}
