import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { applyBody, APPLICATION_MESSAGE_MAX, type Job, type JobViewer } from '@common/contracts/jobs';
import { FormField } from '@web/components/form/form-field';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { Textarea } from '@web/components/ui/textarea';
import { toast } from '@web/components/ui/use-toast';
import { useCurrentUser } from '@web/features/auth';
import { serverMessage } from '@web/lib/api-client';
import { useApplyToJob } from '../api/apply-to-job';
import { isPast } from '../lib/format';

function Notice({ children }: { children: ReactNode }) {
  return (
    <div role="status" className="rounded-md border bg-muted p-4 text-sm">
      {children}
    </div>
  );
}

function ApplyForm({ jobId }: { jobId: string }) {
  const { t } = useTranslation('jobs');
  const apply = useApplyToJob(jobId);
  const form = useForm({ resolver: zodResolver(applyBody), defaultValues: { message: '' } });
  const error = form.formState.errors.message;
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
        {(control) => <Textarea rows={4} maxLength={APPLICATION_MESSAGE_MAX} {...control} {...form.register('message')} />}
      </FormField>
      {apply.error && (
        <p role="alert" className="text-sm text-destructive dark:text-red-300">
          {serverMessage(apply.error) ?? t('apply.failed')}
        </p>
      )}
      <Button type="submit" disabled={apply.isPending}>
        {apply.isPending ? t('apply.sending') : t('apply.submit')}
      </Button>
    </form>
  );
}

/** What the viewer can do: apply, or why not (docs/product/jobs.md#apply: closed, already applied, no resume, not a student). */
export function ApplyPanel({ job, viewer }: { job: Job; viewer: JobViewer }) {
  const { t } = useTranslation('jobs');
  const { data: user } = useCurrentUser();

  let body: ReactNode;
  if (!job.isActive) body = <Notice>{t('apply.closedInactive')}</Notice>;
  else if (isPast(job.applicationDeadline)) body = <Notice>{t('apply.closedDeadline')}</Notice>;
  else if (viewer.hasApplied) body = <Notice>{t('apply.alreadyApplied')}</Notice>;
  else if (!user)
    body = (
      <Notice>
        {t('apply.signInPrompt')}{' '}
        <Link to="/sign-in" className="font-medium text-primary underline underline-offset-4">
          {t('apply.signInLink')}
        </Link>
      </Notice>
    );
  else if (user.role !== 'student') body = <Notice>{t('apply.studentsOnly')}</Notice>;
  else if (!viewer.isStudentWithProfile || !viewer.hasResume)
    body = (
      <Notice>
        {viewer.isStudentWithProfile ? t('apply.resumeFirst') : t('apply.profileFirst')}{' '}
        <Link to="/setup-profile/student" className="font-medium text-primary underline underline-offset-4">
          {t('apply.resumeLink')}
        </Link>
      </Notice>
    );
  else body = <ApplyForm jobId={job.id} />;

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t('apply.title')}</CardTitle>
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  );
}
