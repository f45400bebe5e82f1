import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { EmployerApplication } from '@common/contracts/jobs';
import { offerFormSchema, type OfferFormValues } from '../lib/answer-forms';
import { AnswerForm, NoteField, useSendAnswer } from './answer-form-parts';

/** "Make an offer" with an optional note (docs/product/applications.md#offers); the student accepts or declines it. */
export function OfferForm({ application, name, onDone }: { application: EmployerApplication; name: string; onDone: () => void }) {
  const { t } = useTranslation('postings');
  const form = useForm<OfferFormValues, unknown, { note: string | null }>({ resolver: zodResolver(offerFormSchema), defaultValues: { note: '' } });
  const { send, isPending } = useSendAnswer(application.id, name, onDone);
  const onSubmit = form.handleSubmit(({ note }) => send({ status: 'offered', ...(note ? { note } : {}) }));
  return (
    <AnswerForm
      title={t('offerForm.title')}
      submitLabel={isPending ? t('offerForm.sending') : t('offerForm.submit')}
      busy={isPending}
      onSubmit={onSubmit}
      onCancel={onDone}
    >
      <NoteField label={t('offerForm.note')} hint={t('offerForm.noteHint')} error={form.formState.errors.note} registration={form.register('note')} />
    </AnswerForm>
  );
}
