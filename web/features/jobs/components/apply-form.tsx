import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { applyBody, APPLICATION_MESSAGE_MAX } from '@common/contracts/jobs';
import { FormField } from '@web/components/form/form-field';
import { Button } from '@web/components/ui/button';
import { Textarea } from '@web/components/ui/textarea';
import { toast } from '@web/components/ui/use-toast';
import { ApiError, serverMessage } from '@web/lib/api-client';
import { cn } from '@web/lib/utils';
import { useApplyToJob } from '../api/apply-to-job';

/** The application form: only students who may apply load it (with the form library and the schemas). */
export function ApplyForm({ jobId }: { jobId: string }) {
  const { t } = useTranslation('jobs');
  const apply = useApplyToJob(jobId);
  // Checked as it is typed: a message over the limit is refused with its error at once, never cut.
  const form = useForm({ resolver: zodResolver(applyBody), defaultValues: { message: '' }, mode: 'onChange' });
  const error = form.formState.errors.message;
  const counterId = useId();
  // Counted as the contract counts it: without the spaces around it.
  const length = (useWatch({ control: form.control, name: 'message' }) ?? '').trim().length;
  const onSubmit = form.handleSubmit((values) =>
    apply.mutate(
      { message: values.message || undefined },
      {
        onSuccess: () => toast({ title: t('apply.sentTitle'), description: t('apply.sentDescription') }),
      },
    ),
  );
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-3">
      <FormField
        name="message"
        namespace="jobs"
        label={t('apply.messageLabel')}
        hint={t('apply.messageHint', { max: APPLICATION_MESSAGE_MAX })}
        error={error && { type: error.type, message: t('apply.messageTooLong', { max: APPLICATION_MESSAGE_MAX }) }}
      >
        {(control) => (
          <>
            <Textarea
              rows={4}
              {...control}
              aria-describedby={[control['aria-describedby'], counterId].filter(Boolean).join(' ')}
              {...form.register('message')}
            />
            <p
              id={counterId}
              className={cn(
                'justify-self-end text-sm tabular-nums',
                length > APPLICATION_MESSAGE_MAX ? 'font-medium text-destructive dark:text-red-300' : 'text-muted-foreground',
              )}
            >
              {t('apply.messageCount', { count: length, max: APPLICATION_MESSAGE_MAX })}
            </p>
          </>
        )}
      </FormField>
      {apply.error && (
        <p role="alert" className="text-sm text-destructive dark:text-red-300">
          {serverMessage(apply.error) ?? t('apply.failed')}
          {/* The date of birth is asked before the first application (docs/product/accounts.md#consent-at-sign-up). */}
          {apply.error instanceof ApiError && apply.error.code === 'BIRTH_DATE_REQUIRED' && (
            <>
              {' '}
              <Link to="/setup-profile/student" className="underline">
                {t('apply.addBirthDate')}
              </Link>
            </>
          )}
        </p>
      )}
      <Button type="submit" disabled={apply.isPending}>
        {apply.isPending ? t('apply.sending') : t('apply.submit')}
      </Button>
    </form>
  );
}
