import { CalendarPlus } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Interview } from '@common/contracts/application-answers';
import { Button } from '@web/components/ui/button';
import { toast } from '@web/components/ui/use-toast';
import { useAnswerInterview } from '@web/features/jobs';
import { serverMessage } from '@web/lib/api-client';
import { formatDate, formatTime } from '@web/lib/format-date';
import { isHttpsLink } from '../lib/application-progress';
import { AnswerNoteForm } from './answer-note-form';
import { EmployerNote } from './employer-note';

/**
 * An interview the student was invited to (docs/product/applications.md#interviews): when (in the
 * reader's zone), how long, where or the call's link, the employer's note, the calendar file; and,
 * while it waits for them, Accept or Ask to move it (with a note).
 */
export function InterviewAnswer({ applicationId, jobTitle, interview }: { applicationId: string; jobTitle: string; interview: Interview }) {
  const { t, i18n } = useTranslation('dashboards');
  const answer = useAnswerInterview();
  const [moving, setMoving] = useState(false);
  const send = (choice: 'accept' | 'reschedule', note?: string) =>
    answer.mutate(
      { id: applicationId, answer: choice, note },
      {
        onSuccess: () => {
          setMoving(false);
          toast({ title: t(choice === 'accept' ? 'application.interview.toastAccepted' : 'application.interview.toastMoveAsked') });
        },
        onError: (failure) =>
          toast({ variant: 'destructive', title: t('employer.toast.error'), description: serverMessage(failure) ?? t('application.answerFailed') }),
      },
    );
  const rows: Array<[string, ReactNode]> = [
    [
      t('application.interview.when'),
      t('application.interview.whenValue', {
        date: formatDate(interview.startsAt, i18n.language, { style: 'weekday' }),
        time: formatTime(interview.startsAt, i18n.language),
      }),
    ],
    [t('application.interview.length'), t('application.interview.minutes', { count: interview.durationMinutes })],
  ];
  if (interview.place) rows.push([t('application.interview.place'), interview.place]);
  if (interview.callLink)
    rows.push([
      t('application.interview.call'),
      isHttpsLink(interview.callLink) ? (
        <a href={interview.callLink} target="_blank" rel="noopener noreferrer" className="break-all text-primary underline underline-offset-4">
          {interview.callLink}
        </a>
      ) : (
        interview.callLink
      ),
    ]);
  return (
    <section className="grid gap-2 rounded-md border p-3" aria-label={t('application.interview.titleFor', { title: jobTitle })}>
      <h3 className="font-semibold">{t('application.interview.title')}</h3>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-medium">{term}</dt>
            <dd className="break-words text-muted-foreground">{value}</dd>
          </div>
        ))}
      </dl>
      <EmployerNote note={interview.note} />
      <a
        href={interview.calendarUrl}
        download="interview.ics"
        className="inline-flex items-center gap-1 justify-self-start text-sm text-primary underline underline-offset-4"
        aria-label={t('application.interview.calendarFor', { title: jobTitle })}
      >
        <CalendarPlus aria-hidden="true" className="size-4" />
        {t('application.interview.calendar')}
      </a>
      {interview.response === 'accepted' && <p className="text-sm font-medium">{t('application.interview.accepted')}</p>}
      {interview.response === 'reschedule_requested' && <p className="text-sm font-medium">{t('application.interview.moveAsked')}</p>}
      {interview.response === 'awaiting' &&
        (moving ? (
          <AnswerNoteForm
            label={t('application.interview.moveNote')}
            hint={t('application.interview.moveHint')}
            submitLabel={t('application.interview.moveSend')}
            pending={answer.isPending}
            onSubmit={(note) => send('reschedule', note)}
            onCancel={() => setMoving(false)}
          />
        ) : (
          <div className="flex flex-wrap gap-2">
            <Button
              type="button"
              size="sm"
              disabled={answer.isPending}
              aria-label={t('application.interview.acceptFor', { title: jobTitle })}
              onClick={() => send('accept')}
            >
              {t('application.interview.accept')}
            </Button>
            <Button
              type="button"
              size="sm"
              variant="outline"
              aria-label={t('application.interview.moveFor', { title: jobTitle })}
              onClick={() => setMoving(true)}
            >
              {t('application.interview.move')}
            </Button>
          </div>
        ))}
    </section>
  );
}
