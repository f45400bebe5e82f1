import type { FormEvent, ReactNode } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { UpdateApplicationBody } from '@common/contracts/application-answers';
import { ANSWER_NOTE_MAX } from '@common/constants';
import { FormField } from '@web/components/form/form-field';
import { Button } from '@web/components/ui/button';
import { Textarea } from '@web/components/ui/textarea';
import { toast } from '@web/components/ui/use-toast';
import { serverMessage } from '@web/lib/api-client';
import { useAnswerApplication } from '../api/employer-applications';

// What the answers' forms share (interview-form.tsx, offer-form.tsx, not-selected-form.tsx): the
// call that sends an answer, with its toasts; the note; the form's frame with its two buttons.

/** Sends an answer; a refusal shows the server's own words (a 409: closed, or an offer waiting). */
export function useSendAnswer(applicationId: string, name: string, onDone: () => void) {
  const { t } = useTranslation('postings');
  const answer = useAnswerApplication();
  const send = (body: UpdateApplicationBody) =>
    answer.mutate(
      { id: applicationId, body },
      {
        onSuccess: () => {
          toast({ title: t('answers.saved', { name }) });
          onDone();
        },
        onError: (error) => toast({ variant: 'destructive', title: serverMessage(error) ?? t('answers.failed') }),
      },
    );
  return { send, isPending: answer.isPending };
}

export function NoteField({
  label,
  hint,
  error,
  registration,
}: {
  label: string;
  hint: string;
  error: FieldError | undefined;
  registration: UseFormRegisterReturn;
}) {
  return (
    <FormField name="note" namespace="postings" label={label} hint={hint} error={error}>
      {(control) => <Textarea {...control} {...registration} maxLength={ANSWER_NOTE_MAX} rows={3} />}
    </FormField>
  );
}

/** A form of an answer: its heading, its fields, then send and cancel. */
export function AnswerForm({
  title,
  onSubmit,
  onCancel,
  submitLabel,
  busy,
  children,
}: {
  title: string;
  /** React Hook Form's handleSubmit, which also keeps the browser from sending the form itself. */
  onSubmit: (event: FormEvent) => Promise<void>;
  onCancel: () => void;
  submitLabel: string;
  busy: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('postings');
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label={title} className="grid gap-4 rounded-md border p-4">
      <h3 className="font-semibold">{title}</h3>
      {children}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={busy}>
          {submitLabel}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel}>
          {t('answers.cancel')}
        </Button>
      </div>
    </form>
  );
}
