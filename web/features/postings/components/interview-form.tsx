import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { INTERVIEW_MAX_MINUTES, INTERVIEW_MIN_MINUTES, INTERVIEW_PLACE_MAX } from '@common/constants';
import type { EmployerApplication } from '@common/contracts/jobs';
import { FormField, InputField } from '@web/components/form/form-field';
import { Input } from '@web/components/ui/input';
import { interviewFormDefaults, interviewFormSchema, toInterviewBody, type InterviewFormValues } from '../lib/answer-forms';
import { browserTimeZone, todayIn } from '../lib/zoned-instant';
import { AnswerForm, NoteField, useSendAnswer } from './answer-form-parts';

/**
 * "Invite to interview", or "Propose a new time" for an interview there is (docs/product/applications.md#interviews):
 * the day and time on the employer's clock (its browser's time zone), sent as an instant.
 */
export function InterviewForm({ application, name, onDone }: { application: EmployerApplication; name: string; onDone: () => void }) {
  const { t } = useTranslation('postings');
  const timeZone = useMemo(() => browserTimeZone(), []);
  const moving = application.status === 'interview' ? application.interview : null;
  const today = useMemo(() => todayIn(timeZone), [timeZone]);
  const schema = useMemo(() => interviewFormSchema(timeZone, today), [timeZone, today]);
  const form = useForm<InterviewFormValues>({ resolver: zodResolver(schema), defaultValues: interviewFormDefaults(moving, timeZone) });
  const { errors } = form.formState;
  const { send, isPending } = useSendAnswer(application.id, name, onDone);
  const onSubmit = form.handleSubmit((values) => send(toInterviewBody(values, timeZone)));
  return (
    <AnswerForm
      title={t(moving ? 'interviewForm.rescheduleTitle' : 'interviewForm.title')}
      submitLabel={isPending ? t('interviewForm.sending') : t(moving ? 'interviewForm.submitReschedule' : 'interviewForm.submit')}
      busy={isPending}
      onSubmit={onSubmit}
      onCancel={onDone}
    >
      <div className="grid gap-4 sm:grid-cols-3">
        <InputField
          namespace="postings"
          label={t('interviewForm.day')}
          type="date"
          min={today}
          required
          error={errors.day}
          {...form.register('day')}
        />
        <InputField
          namespace="postings"
          label={t('interviewForm.time')}
          type="time"
          required
          hint={t('interviewForm.zoneHint', { zone: timeZone })}
          error={errors.time}
          {...form.register('time')}
        />
        <FormField name="durationMinutes" namespace="postings" label={t('interviewForm.duration')} required error={errors.durationMinutes}>
          {(control) => (
            <Input
              {...control}
              type="number"
              inputMode="numeric"
              min={INTERVIEW_MIN_MINUTES}
              max={INTERVIEW_MAX_MINUTES}
              step={5}
              {...form.register('durationMinutes', { valueAsNumber: true })}
            />
          )}
        </FormField>
      </div>
      <InputField
        namespace="postings"
        label={t('interviewForm.place')}
        hint={t('interviewForm.placeHint')}
        maxLength={INTERVIEW_PLACE_MAX}
        autoComplete="street-address"
        error={errors.place}
        {...form.register('place')}
      />
      <InputField
        namespace="postings"
        label={t('interviewForm.callLink')}
        hint={t('interviewForm.callLinkHint')}
        type="url"
        inputMode="url"
        maxLength={INTERVIEW_PLACE_MAX}
        placeholder="https://"
        error={errors.callLink}
        {...form.register('callLink')}
      />
      <NoteField label={t('interviewForm.note')} hint={t('interviewForm.noteHint')} error={errors.note} registration={form.register('note')} />
    </AnswerForm>
  );
}
