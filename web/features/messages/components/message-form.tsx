import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MESSAGE_MAX_LENGTH } from '@common/constants';
import { messageBody } from '@common/contracts/messages';
import { FormField } from '@web/components/form/form-field';
import { Button } from '@web/components/ui/button';
import { Textarea } from '@web/components/ui/textarea';
import { serverMessage } from '@web/lib/api-client';
import { cn } from '@web/lib/utils';

/**
 * The one message form (a thread's answer, an application's first message): text only, checked as
 * the contract checks it. `send` posts the text and calls back when it is saved; the form empties then.
 */
export function MessageForm({
  label,
  submitLabel,
  send,
  pending,
  error,
}: {
  label: string;
  submitLabel: string;
  send: (body: string, saved: () => void) => void;
  pending: boolean;
  error: Error | null;
}) {
  const { t } = useTranslation('messages');
  const form = useForm({ resolver: zodResolver(messageBody), defaultValues: { body: '' } });
  const counterId = useId();
  const length = (useWatch({ control: form.control, name: 'body' }) ?? '').trim().length;
  const fieldError = form.formState.errors.body;
  const onSubmit = form.handleSubmit((values) => send(values.body, () => form.reset({ body: '' })));
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-3">
      <FormField
        name="body"
        namespace="messages"
        label={label}
        required
        error={
          fieldError && {
            type: fieldError.type,
            message: fieldError.type === 'too_big' ? t('form.tooLong', { max: MESSAGE_MAX_LENGTH }) : t('form.required'),
          }
        }
      >
        {(control) => (
          <>
            <Textarea
              rows={4}
              {...control}
              aria-describedby={[control['aria-describedby'], counterId].filter(Boolean).join(' ')}
              {...form.register('body')}
            />
            <p
              id={counterId}
              className={cn(
                'justify-self-end text-sm tabular-nums',
                length > MESSAGE_MAX_LENGTH ? 'font-medium text-destructive dark:text-red-300' : 'text-muted-foreground',
              )}
            >
              {t('form.count', { count: length, max: MESSAGE_MAX_LENGTH })}
            </p>
          </>
        )}
      </FormField>
      {error && (
        <p role="alert" className="text-sm text-destructive dark:text-red-300">
          {serverMessage(error) ?? t('form.failed')}
        </p>
      )}
      <Button type="submit" className="justify-self-start" disabled={pending}>
        {pending ? t('form.sending') : submitLabel}
      </Button>
    </form>
  );
}
