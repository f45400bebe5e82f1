import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { APPLICATION_STATUSES, type ApplicationStatus } from '@common/enums';
import type { EmployerApplication } from '@common/contracts/jobs';
import { Button } from '@web/components/ui/button';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { Spinner } from '@web/components/ui/spinner';
import { toast } from '@web/components/ui/use-toast';
import { useEmployerApplications, useUpdateApplicationStatus } from '@web/features/jobs/api/employer-applications';
import { ApplicationStatusBadge } from './application-status-badge';

function Applicant({ application }: { application: EmployerApplication }) {
  const { t } = useTranslation('dashboards');
  const update = useUpdateApplicationStatus();
  const { student } = application;
  const name = [student.firstName, student.lastName].filter(Boolean).join(' ') || student.email;
  const profile = student.profile;
  const onStatus = (status: string) =>
    update.mutate(
      { id: application.id, status: status as ApplicationStatus },
      {
        onSuccess: () => toast({ title: t('employer.toast.success'), description: t('employer.toast.statusChanged', { name }) }),
        onError: () => toast({ variant: 'destructive', title: t('employer.toast.error'), description: t('employer.toast.statusFailed') }),
      },
    );
  return (
    <li className="grid gap-2 rounded-md border p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 className="font-semibold">{name}</h4>
        <ApplicationStatusBadge status={application.status} />
      </div>
      <p className="text-sm">
        <a className="text-primary underline underline-offset-4" href={`mailto:${student.email}`}>
          {student.email}
        </a>
      </p>
      {profile && (
        <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
          <dt className="font-medium">{t('employer.applicant.school')}</dt>
          <dd>{profile.school ?? t('employer.applicant.notGiven')}</dd>
          <dt className="font-medium">{t('employer.applicant.city')}</dt>
          <dd>{profile.city ?? t('employer.applicant.notGiven')}</dd>
          <dt className="font-medium">{t('employer.applicant.education')}</dt>
          <dd>{profile.educationLevel ?? t('employer.applicant.notGiven')}</dd>
          <dt className="font-medium">{t('employer.applicant.availability')}</dt>
          <dd>{profile.availability ?? t('employer.applicant.notGiven')}</dd>
          <dt className="font-medium">{t('employer.applicant.skills')}</dt>
          <dd>{profile.skills.length ? profile.skills.join(', ') : t('employer.applicant.notGiven')}</dd>
        </dl>
      )}
      {application.message && <blockquote className="border-l-4 pl-3 text-sm italic">{application.message}</blockquote>}
      <div className="flex flex-wrap items-end gap-3">
        {application.resumeUrl && (
          <Button asChild variant="outline" size="sm">
            <a href={application.resumeUrl}>
              <Download aria-hidden="true" />
              {t('employer.applicant.resume', { name })}
            </a>
          </Button>
        )}
        <div className="grid gap-1">
          <span aria-hidden="true" className="text-sm font-medium">
            {t('employer.applicant.status')}
          </span>
          <Select value={application.status} onValueChange={onStatus} disabled={update.isPending}>
            <SelectTrigger className="w-40" aria-label={t('employer.applicant.statusFor', { name })}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {APPLICATION_STATUSES.map((status) => (
                <SelectItem key={status} value={status}>
                  {t(`status.${status}`)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      </div>
    </li>
  );
}

/** "View Applications": the applicants of one posting. */
export function ApplicantsList({ jobId }: { jobId: string }) {
  const { t } = useTranslation('dashboards');
  const query = useEmployerApplications(jobId);
  if (query.isPending) return <Spinner label={t('loading')} />;
  if (query.isError)
    return (
      <p role="alert" className="text-destructive dark:text-red-300">
        {t('failed')}
      </p>
    );
  if (query.data.items.length === 0) return <p className="text-muted-foreground">{t('employer.noApplicants')}</p>;
  return (
    <ul className="grid gap-3">
      {query.data.items.map((application) => (
        <Applicant key={application.id} application={application} />
      ))}
    </ul>
  );
}
