import { CalendarPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Interview } from '@common/contracts/application-answers';
import type { EmployerApplication } from '@common/contracts/jobs';
import { Button } from '@web/components/ui/button';
import { formatDate, formatTime } from '@web/lib/format-date';

/** Only an https:// link is ever made clickable (the contract refuses anything else; this holds if one slipped by). */
const isCallLink = (value: string) => /^https:\/\/[^\s<>"]+$/i.test(value);

function InterviewDetails({ interview }: { interview: Interview }) {
  const { t, i18n } = useTranslation('postings');
  const response =
    interview.response === 'accepted'
      ? t('interview.accepted')
      : interview.response === 'reschedule_requested'
        ? interview.responseNote
          ? t('interview.rescheduleRequested', { note: interview.responseNote })
          : t('interview.rescheduleRequestedNoNote')
        : t('interview.awaiting');
  return (
    <section aria-labelledby="interview-heading" className="grid gap-2 rounded-md border p-4">
      <h2 id="interview-heading" className="text-lg font-semibold">
        {t('interview.title')}
      </h2>
      <p>
        {t('interview.when', {
          date: formatDate(interview.startsAt, i18n.language, { style: 'weekday' }),
          time: formatTime(interview.startsAt, i18n.language),
          minutes: interview.durationMinutes,
        })}
      </p>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
        {interview.place && (
          <>
            <dt className="font-medium">{t('interview.place')}</dt>
            <dd>{interview.place}</dd>
          </>
        )}
        {interview.callLink && (
          <>
            <dt className="font-medium">{t('interview.callLink')}</dt>
            <dd className="break-all">
              {isCallLink(interview.callLink) ? (
                <a className="text-primary underline underline-offset-4" href={interview.callLink} rel="noopener noreferrer" target="_blank">
                  {interview.callLink}
                </a>
              ) : (
                interview.callLink
              )}
            </dd>
          </>
        )}
        {interview.note && (
          <>
            <dt className="font-medium">{t('interview.note')}</dt>
            <dd className="whitespace-pre-line">{interview.note}</dd>
          </>
        )}
      </dl>
      <p role="status" className={interview.response === 'reschedule_requested' ? 'font-medium' : 'text-muted-foreground'}>
        {response}
      </p>
      <div>
        <Button asChild variant="outline" size="sm">
          <a href={interview.calendarUrl} download>
            <CalendarPlus aria-hidden="true" />
            {t('interview.calendar')}
          </a>
        </Button>
      </div>
    </section>
  );
}

/** The answer given: the interview (and the student's reply), the offer, or why the student was not selected. */
export function ApplicationProgress({ application }: { application: EmployerApplication }) {
  const { t } = useTranslation('postings');
  const { interview, offer, notSelected } = application;
  return (
    <>
      {interview && application.status === 'interview' && <InterviewDetails interview={interview} />}
      {offer && (
        <section aria-labelledby="offer-heading" className="grid gap-1 rounded-md border p-4 text-sm">
          <h2 id="offer-heading" className="text-lg font-semibold">
            {t('offer.title')}
          </h2>
          {offer.note && <p className="whitespace-pre-line">{t('offer.note', { note: offer.note })}</p>}
          {offer.declineNote && <p className="whitespace-pre-line">{t('offer.declined', { note: offer.declineNote })}</p>}
        </section>
      )}
      {notSelected && (
        <section aria-labelledby="not-selected-heading" className="grid gap-1 rounded-md border p-4 text-sm">
          <h2 id="not-selected-heading" className="text-lg font-semibold">
            {t('notSelected.title')}
          </h2>
          <p>{t('notSelected.reason', { reason: t(`reasons.${notSelected.reason}.label`) })}</p>
          {notSelected.note && <p className="whitespace-pre-line">{t('notSelected.note', { note: notSelected.note })}</p>}
        </section>
      )}
    </>
  );
}
