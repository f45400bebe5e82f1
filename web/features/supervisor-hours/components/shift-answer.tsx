import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SHIFT_ANSWERS, type ShiftAnswer as Answer } from '@common/enums';
import type { SupervisorHoursResponse } from '@common/contracts/placement-hours';
import { InputField, FormField } from '@web/components/form/form-field';
import { Textarea } from '@web/components/ui/textarea';
import { formatDate, formatTimeOfDay } from '@web/lib/format-date';

export type LinkShift = SupervisorHoursResponse['shifts'][number];

/** One day's answer as the form holds it (times as typed). */
export interface ShiftDraft {
  answer: Answer | null;
  startTime: string;
  endTime: string;
  breakMinutes: string;
  note: string;
}

export type DraftErrors = Partial<Record<'answer' | 'startTime' | 'endTime' | 'breakMinutes' | 'note', { type: string }>>;

export const draftOf = (shift: LinkShift): ShiftDraft => ({
  answer: null,
  startTime: shift.startTime,
  endTime: shift.endTime,
  breakMinutes: String(shift.breakMinutes),
  note: '',
});

/** "Monday, July 5, 2027": a day of the workplace's calendar, whatever the reader's zone. */
export const dayText = (isoDay: string, language: string) => formatDate(`${isoDay}T00:00:00Z`, language, { style: 'weekday', zone: 'UTC' });

/** "9:00 AM to 3:00 PM, a 30-minute break". */
export function TimesText({ start, end, breakMinutes }: { start: string; end: string; breakMinutes: number }) {
  const { t, i18n } = useTranslation('supervisor-hours');
  return <>{t('times', { start: formatTimeOfDay(start, i18n.language), end: formatTimeOfDay(end, i18n.language), breakMinutes })}</>;
}

/**
 * One logged day: what the student wrote (times, break, minutes, what they did, the limits it breaks),
 * then the supervisor's three choices; "correct" opens the right times and a note (required).
 */
export function ShiftAnswer({
  shift,
  draft,
  errors,
  onChange,
}: {
  shift: LinkShift;
  draft: ShiftDraft;
  errors: DraftErrors;
  onChange: (draft: ShiftDraft) => void;
}) {
  const { t, i18n } = useTranslation('supervisor-hours');
  const groupId = useId();
  const set = (patch: Partial<ShiftDraft>) => onChange({ ...draft, ...patch });
  return (
    <fieldset className="grid gap-3 rounded-md border p-4" aria-describedby={errors.answer ? `${groupId}-error` : undefined}>
      <legend className="px-1 text-lg font-semibold">{dayText(shift.workDate, i18n.language)}</legend>
      <p>
        <TimesText start={shift.startTime} end={shift.endTime} breakMinutes={shift.breakMinutes} />
        {' · '}
        {t('worked', { hours: Math.floor(shift.minutes / 60), minutes: shift.minutes % 60 })}
      </p>
      {shift.activities && <p className="text-muted-foreground">{t('activities', { activities: shift.activities })}</p>}
      {shift.flags.length > 0 && (
        <ul className="grid gap-1 text-sm">
          {shift.flags.map((flag) => (
            <li
              key={flag.ruleId}
              className="rounded border border-amber-600/50 bg-amber-50 p-2 text-amber-950 dark:bg-amber-950/40 dark:text-amber-100"
            >
              {flag.ruleId === 'outside_dates' ? t('outsideDates') : t('flag', { rule: i18n.language === 'fr' ? flag.text.fr : flag.text.en })}
            </li>
          ))}
        </ul>
      )}
      <div role="radiogroup" aria-label={t('answerLabel')} className="flex flex-wrap gap-x-6 gap-y-2">
        {SHIFT_ANSWERS.map((answer) => (
          <label key={answer} className="flex min-h-11 items-center gap-2">
            <input
              type="radio"
              name={`answer-${shift.id}`}
              value={answer}
              checked={draft.answer === answer}
              onChange={() => set({ answer })}
              aria-invalid={errors.answer ? true : undefined}
              className="size-5 accent-primary"
            />
            {t(`answers.${answer}`)}
          </label>
        ))}
      </div>
      {errors.answer && (
        <p id={`${groupId}-error`} className="text-sm font-medium text-destructive dark:text-red-300">
          {t('validation.answer.required')}
        </p>
      )}
      {draft.answer === 'correct' && (
        <div className="grid gap-3 sm:grid-cols-3">
          <InputField
            name="startTime"
            namespace="supervisor-hours"
            label={t('correction.start')}
            type="time"
            required
            value={draft.startTime}
            onChange={(event) => set({ startTime: event.target.value })}
            error={errors.startTime}
          />
          <InputField
            name="endTime"
            namespace="supervisor-hours"
            label={t('correction.end')}
            type="time"
            required
            value={draft.endTime}
            onChange={(event) => set({ endTime: event.target.value })}
            error={errors.endTime}
          />
          <InputField
            name="breakMinutes"
            namespace="supervisor-hours"
            label={t('correction.break')}
            inputMode="numeric"
            required
            value={draft.breakMinutes}
            onChange={(event) => set({ breakMinutes: event.target.value })}
            error={errors.breakMinutes}
          />
        </div>
      )}
      {(draft.answer === 'correct' || draft.answer === 'absent') && (
        <FormField
          name="note"
          namespace="supervisor-hours"
          label={t(draft.answer === 'correct' ? 'correction.note' : 'absentNote')}
          hint={draft.answer === 'correct' ? t('correction.noteHint') : undefined}
          required={draft.answer === 'correct'}
          error={errors.note}
        >
          {(control) => (
            <Textarea {...control} name="note" maxLength={1000} rows={2} value={draft.note} onChange={(event) => set({ note: event.target.value })} />
          )}
        </FormField>
      )}
    </fieldset>
  );
}
