import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { EmployerApplication } from '@common/contracts/jobs';
import { NOT_SELECTED_REASONS, type NotSelectedReason } from '@common/enums';
import { notSelectedFormSchema, type NotSelectedFormValues } from '../lib/answer-forms';
import { AnswerForm, NoteField, useSendAnswer } from './answer-form-parts';

/**
 * "Not selected": a reason from the list (required), with the kind sentence the student will read
 * shown as it is chosen, and an optional note (docs/product/applications.md#not-selected).
 */
export function NotSelectedForm({ application, name, onDone }: { application: EmployerApplication; name: string; onDone: () => void }) {
  const { t } = useTranslation('postings');
  const id = useId();
  const form = useForm<NotSelectedFormValues, unknown, { reason: NotSelectedReason; note: string | null }>({
    resolver: zodResolver(notSelectedFormSchema),
    defaultValues: { note: '' },
  });
  const { errors } = form.formState;
  const reason = useWatch({ control: form.control, name: 'reason' });
  const { send, isPending } = useSendAnswer(application.id, name, onDone);
  const onSubmit = form.handleSubmit((values) => send({ status: 'rejected', reason: values.reason, ...(values.note ? { note: values.note } : {}) }));
  return (
    <AnswerForm
      title={t('notSelectedForm.title')}
      submitLabel={isPending ? t('notSelectedForm.sending') : t('notSelectedForm.submit')}
      busy={isPending}
      onSubmit={onSubmit}
      onCancel={onDone}
    >
      <fieldset className="grid gap-2" aria-describedby={errors.reason ? `${id}-error` : undefined} aria-invalid={errors.reason ? true : undefined}>
        <legend className="mb-1 text-sm font-medium">
          {t('notSelectedForm.reason')}
          <span aria-hidden="true" className="text-destructive dark:text-red-300">
            {' *'}
          </span>
        </legend>
        {NOT_SELECTED_REASONS.map((value) => (
          <label key={value} className="flex items-center gap-2 text-sm">
            <input type="radio" value={value} className="size-4 accent-primary" {...form.register('reason')} />
            {t(`reasons.${value}.label`)}
          </label>
        ))}
        {errors.reason && (
          <p id={`${id}-error`} className="text-sm font-medium text-destructive dark:text-red-300">
            {t('validation.reason.custom')}
          </p>
        )}
      </fieldset>
      {/* Always there, so that a screen reader reads the sentence as a reason is chosen. */}
      <p className={reason ? 'rounded-md bg-muted/50 p-3 text-sm' : 'sr-only'} aria-live="polite">
        {reason ? t('notSelectedForm.preview', { sentence: t(`reasons.${reason}.sentence`) }) : ''}
      </p>
      <NoteField label={t('notSelectedForm.note')} hint={t('notSelectedForm.noteHint')} error={errors.note} registration={form.register('note')} />
    </AnswerForm>
  );
}
