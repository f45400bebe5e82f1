import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { EmployerJob } from '@common/contracts/jobs';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { Label } from '@web/components/ui/label';
import { Switch } from '@web/components/ui/switch';
import { toast } from '@web/components/ui/use-toast';
import { useUpdateJob } from '@web/features/jobs/api/employer-jobs';
import { ApplicantsList } from './applicants-list';

/** One own posting: its counts, the active switch (sends the inverse) and its applicants. */
export function EmployerPostingCard({ job }: { job: EmployerJob }) {
  const { t } = useTranslation('dashboards');
  const id = useId();
  const [showApplicants, setShowApplicants] = useState(false);
  const update = useUpdateJob();
  const toggle = () =>
    update.mutate(
      { id: job.id, isActive: !job.isActive },
      {
        onSuccess: () =>
          toast({ title: t('employer.toast.success'), description: t(job.isActive ? 'employer.toast.switchedOff' : 'employer.toast.switchedOn') }),
        onError: () => toast({ variant: 'destructive', title: t('employer.toast.error'), description: t('employer.toast.updateFailed') }),
      },
    );
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <CardTitle as="h3">
            <Link to={`/jobs/${job.id}`} className="hover:underline">
              {job.title}
            </Link>
          </CardTitle>
          <p className="mt-1 text-sm text-muted-foreground">{t('employer.postingMeta', { type: job.type, city: job.city })}</p>
        </div>
        <div className="flex items-center gap-2">
          <Switch
            id={`${id}-active`}
            aria-label={t('employer.activeFor', { title: job.title })}
            checked={job.isActive}
            disabled={update.isPending}
            onCheckedChange={toggle}
          />
          <Label htmlFor={`${id}-active`}>{t('employer.active')}</Label>
        </div>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="flex flex-wrap gap-2 text-sm">
          {!job.isActive && <Badge variant="secondary">{t('employer.inactive')}</Badge>}
          <Badge variant="outline">{t('employer.applicationsCount', { count: job._count.applications })}</Badge>
          <Badge variant="outline">{t('employer.pendingCount', { count: job.pendingApplications })}</Badge>
          <Badge variant="outline">{t('employer.viewsCount', { count: job.viewCount })}</Badge>
        </div>
        <Button
          type="button"
          variant="outline"
          className="justify-self-start"
          aria-expanded={showApplicants}
          aria-label={t(showApplicants ? 'employer.hideApplicationsFor' : 'employer.viewApplicationsFor', { title: job.title })}
          onClick={() => setShowApplicants((value) => !value)}
        >
          {showApplicants ? t('employer.hideApplications') : t('employer.viewApplications')}
        </Button>
        {showApplicants && <ApplicantsList jobId={job.id} />}
      </CardContent>
    </Card>
  );
}
