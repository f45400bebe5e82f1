import { CircleAlert, CircleCheck, LinkIcon } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { SupervisorHoursResponse } from '@common/contracts/placement-hours';
import { minutesOfDay } from '@common/placement-schedule';
import { PageContainer } from '@web/components/layout/page-container';
import { LinkStatusCard, TokenLinkPage } from '@web/components/layout/token-link-page';
import { Button } from '@web/components/ui/button';
import { serverMessage } from '@web/lib/api-client';
import { formatDate } from '@web/lib/format-date';
import { useAnswerHours, useSupervisorHours, type HoursAnswers } from '../api/supervisor-hours';
import { dayText, draftOf, ShiftAnswer, TimesText, type DraftErrors, type ShiftDraft } from '../components/shift-answer';

/**
 * /supervisor/hours/{token}: the page a workplace supervisor opens from their weekly e-mail, with no
 * account (docs/product/placement-hours.md#the-supervisor-needs-no-account). The placement in a few
 * words, the days the agreement planned (for reference), each logged day with its three choices, one
 * answer for all; then a thank-you. A link that names nothing, has expired or was replaced says so.
 */
export function SupervisorHoursPage() {
  const { t } = useTranslation('supervisor-hours');
  const { token = '' } = useParams();
  const query = useSupervisorHours(token);
  return (
    <TokenLinkPage
      query={query}
      heading={t('heading')}
      loading={t('loading')}
      unavailable={({ notFound, message }) => (
        <LinkStatusCard
          icon={LinkIcon}
          title={t(notFound ? 'unknownTitle' : 'closedTitle')}
          text={notFound ? t('unknown') : (message ?? t('failed'))}
        />
      )}
    >
      {(hours) => <Hours token={token} hours={hours} />}
    </TokenLinkPage>
  );
}

/** The form's own checks, as the server's contract makes them (common/contracts/placement-hours.ts). */
function checkDraft(draft: ShiftDraft): DraftErrors {
  const errors: DraftErrors = {};
  if (!draft.answer) errors.answer = { type: 'required' };
  if (draft.answer !== 'correct') return errors;
  const start = minutesOfDay(draft.startTime);
  const end = minutesOfDay(draft.endTime);
  const pause = /^\d{1,3}$/.test(draft.breakMinutes.trim()) ? Number(draft.breakMinutes) : null;
  if (start === null) errors.startTime = { type: 'format' };
  if (end === null) errors.endTime = { type: 'format' };
  else if (start !== null && end <= start) errors.endTime = { type: 'afterStart' };
  if (pause === null || (start !== null && end !== null && end > start && pause >= end - start)) errors.breakMinutes = { type: 'range' };
  if (!draft.note.trim()) errors.note = { type: 'required' };
  return errors;
}

function Hours({ token, hours }: { token: string; hours: SupervisorHoursResponse }) {
  const { t, i18n } = useTranslation('supervisor-hours');
  const answer = useAnswerHours(token);
  const [drafts, setDrafts] = useState<Record<string, ShiftDraft>>(() => Object.fromEntries(hours.shifts.map((shift) => [shift.id, draftOf(shift)])));
  const [errors, setErrors] = useState<Record<string, DraftErrors>>({});
  const { placement } = hours;
  const names = {
    student: placement.studentName,
    employer: placement.employerName,
    job: placement.jobTitle,
    start: dayText(placement.startDate, i18n.language),
    end: dayText(placement.endDate, i18n.language),
  };
  const answeredAt = answer.data?.answeredAt ?? hours.answeredAt;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found = Object.fromEntries(hours.shifts.map((shift) => [shift.id, checkDraft(drafts[shift.id]!)]));
    setErrors(found);
    if (Object.values(found).some((shiftErrors) => Object.keys(shiftErrors).length > 0)) return;
    const answers: HoursAnswers['answers'] = hours.shifts.map((shift) => {
      const draft = drafts[shift.id]!;
      const note = draft.note.trim() || undefined;
      if (draft.answer === 'correct') {
        return {
          shiftId: shift.id,
          answer: 'correct',
          correction: { startTime: draft.startTime, endTime: draft.endTime, breakMinutes: Number(draft.breakMinutes) },
          note,
        };
      }
      return { shiftId: shift.id, answer: draft.answer!, ...(draft.answer === 'absent' && note ? { note } : {}) };
    });
    answer.mutate({ answers });
  }

  return (
    <PageContainer title={t('title', { student: placement.studentName })} narrow>
      <div className="grid gap-8">
        <div className="grid gap-3 text-lg">
          <p>{t('intro', names)}</p>
          {hours.periodStart && hours.periodEnd && (
            <p className="font-medium">
              {t('period', { from: dayText(hours.periodStart, i18n.language), to: dayText(hours.periodEnd, i18n.language) })}
            </p>
          )}
          {!answeredAt && <p className="text-base text-muted-foreground">{t('noAccount')}</p>}
        </div>
        {answeredAt ? (
          <LinkStatusCard icon={CircleCheck} done title={t('answeredTitle')} text={t('answered', { date: formatDate(answeredAt, i18n.language) })} />
        ) : hours.shifts.length === 0 ? (
          <LinkStatusCard icon={LinkIcon} title={t('nothingTitle')} text={t('nothing')} />
        ) : null}
        {hours.planned.length > 0 && (
          <section aria-labelledby="planned-heading" className="grid gap-2">
            <h2 id="planned-heading" className="text-xl font-semibold">
              {t('planned')}
            </h2>
            <ul className="grid gap-1">
              {hours.planned.map((day) => (
                <li key={day.workDate}>
                  {dayText(day.workDate, i18n.language)}: <TimesText start={day.startTime} end={day.endTime} breakMinutes={day.breakMinutes} />
                </li>
              ))}
            </ul>
          </section>
        )}
        {!answeredAt && hours.shifts.length > 0 && (
          <section aria-labelledby="logged-heading" className="grid gap-4">
            <h2 id="logged-heading" className="text-xl font-semibold">
              {t('logged')}
            </h2>
            <form noValidate onSubmit={onSubmit} className="grid gap-4">
              {hours.shifts.map((shift) => (
                <ShiftAnswer
                  key={shift.id}
                  shift={shift}
                  draft={drafts[shift.id]!}
                  errors={errors[shift.id] ?? {}}
                  onChange={(draft) => setDrafts((all) => ({ ...all, [shift.id]: draft }))}
                />
              ))}
              {answer.error && (
                <p
                  role="alert"
                  className="flex items-start gap-2 rounded-md border border-destructive bg-destructive/10 p-3 text-sm text-destructive dark:bg-destructive/25 dark:text-red-200"
                >
                  <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                  {serverMessage(answer.error) ?? t('failed')}
                </p>
              )}
              <p className="text-muted-foreground">{t('once')}</p>
              <Button type="submit" className="w-full sm:w-fit" disabled={answer.isPending}>
                {answer.isPending ? t('submitting') : t('submit')}
              </Button>
            </form>
          </section>
        )}
      </div>
    </PageContainer>
  );
}
