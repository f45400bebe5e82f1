import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Job, JobViewer } from '@common/contracts/jobs';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { useCurrentUser } from '@web/features/auth';
import { useNow } from '@web/lib/page-clock';
import { preloadable } from '@web/lib/preloadable';
import { jobState } from '@common/job-state';

// Visitors, employers and schools never see the form, so its code (react-hook-form, the
// schemas: 40 KB gzip) is fetched only for a student who may apply.
const ApplyForm = preloadable(() => import('./apply-form').then((module) => module.ApplyForm));

function Notice({ children }: { children: ReactNode }) {
  return (
    <div role="status" className="rounded-md border bg-muted p-4 text-sm">
      {children}
    </div>
  );
}

/** What the viewer can do: apply, or why not (docs/product/jobs.md#apply: filled, expired, switched off, already applied, no resume, not a student). */
export function ApplyPanel({ job, viewer }: { job: Job; viewer: JobViewer }) {
  const { t } = useTranslation('jobs');
  const { data: user } = useCurrentUser();
  const now = useNow();

  const state = jobState(job, now);
  let body: ReactNode;
  if (state === 'filled') body = <Notice>{t('apply.closedFilled')}</Notice>;
  else if (state === 'expired') body = <Notice>{t('apply.closedDeadline')}</Notice>;
  else if (state === 'inactive') body = <Notice>{t('apply.closedInactive')}</Notice>;
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
  else
    body = (
      <Suspense fallback={<Spinner label={t('apply.loading')} />}>
        <ApplyForm.Component jobId={job.id} />
      </Suspense>
    );

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t('apply.title')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        {body}
        {/* The student's own application, whatever has become of the posting since (docs/product/jobs.md#apply). */}
        {viewer.applicationStatus && (
          <p className="text-sm font-medium">{t('apply.yourStatus', { status: t(`apply.status.${viewer.applicationStatus}`) })}</p>
        )}
      </CardContent>
    </Card>
  );
}
