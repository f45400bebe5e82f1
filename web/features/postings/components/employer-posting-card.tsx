import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { EmployerJob } from '@common/contracts/jobs';
import { jobState } from '@common/job-state';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { Label } from '@web/components/ui/label';
import { Switch } from '@web/components/ui/switch';
import { toast } from '@web/components/ui/use-toast';
import { useUpdateJob } from '../api/employer-jobs';
import { isEmailNotVerified } from '@web/lib/api-client';
import { ApplicantsList } from './applicants-list';
import { EditPostingDialog } from './posting-form-dialog';
import { PostingActions } from './posting-actions';
import { RevisionList } from './revision-list';
import { useChoiceLabel } from '@web/lib/choice-labels';

/** One own posting: its state, counts, the active switch (sends the inverse), its actions, its edits and its applicants. */
export function EmployerPostingCard({ job, companyName }: { job: EmployerJob; companyName: string }) {
  const { t } = useTranslation('dashboards');
  const jobTypeLabel = useChoiceLabel('jobTypes');
  const id = useId();
  const state = jobState(job);
  const [showApplicants, setShowApplicants] = useState(false);
  const update = useUpdateJob();
  // A posting that ran out of time or that FirstRung took down cannot be switched: its switch is
  // off to the hand and its label says why, not "Active".
  const locked = job.takedown !== null ? 'takenDown' : state === 'expired' ? 'expired' : null;
  // Switched on but unseen: students see an employer's postings only once FirstRung has verified it
  // (docs/product/admin.md#verification), so "Active" would mislead.
  const waitsForVerification = job.isActive && !job.employerVerified && locked === null;
  const switchKey = locked ?? (waitsForVerification ? 'waitingVerification' : job.isActive ? 'active' : 'inactive');
  const toggle = () =>
    update.mutate(
      { id: job.id, isActive: !job.isActive },
      {
        onSuccess: () =>
          toast({ title: t('employer.toast.success'), description: t(job.isActive ? 'employer.toast.switchedOff' : 'employer.toast.switchedOn') }),
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: t('employer.toast.error'),
            description: isEmailNotVerified(error) ? t('employer.toast.emailNotVerified') : t('employer.toast.updateFailed'),
          }),
      },
    );
  return (
    <Card>
      <CardHeader layout="row" className="flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <CardTitle as="h3">
            <Link to={`/jobs/${job.id}`} className="hover:underline">
              {job.title}
            </Link>
          </CardTitle>
          <p className="mt-1 text-sm text-muted-foreground">{t('employer.postingMeta', { type: jobTypeLabel(job.type), city: job.city })}</p>
        </div>
        <div className="flex items-center gap-2">
          {/* The label says the switch's state; an expired posting is opened again with Reopen and a new deadline. */}
          <Switch
            id={`${id}-active`}
            aria-label={t(`employer.${switchKey}For`, { title: job.title })}
            checked={job.isActive}
            // A posting FirstRung took down stays off (docs/product/admin.md#taking-a-posting-down).
            disabled={update.isPending || locked !== null}
            onCheckedChange={toggle}
          />
          <Label htmlFor={`${id}-active`}>{t(`employer.${switchKey}`)}</Label>
        </div>
      </CardHeader>
      <CardContent className="grid gap-4">
        {waitsForVerification && (
          <p role="note" className="rounded-md border border-primary/40 bg-accent p-3 text-sm text-accent-foreground">
            {t('employer.waitingVerificationNote')}
          </p>
        )}
        {/* Neither its postal code nor its city is in the place data: searches by distance miss it (docs/product/near-me.md). */}
        {job.placeNotFound && (
          <div role="note" className="rounded-md border border-primary/40 bg-accent p-3 text-sm text-accent-foreground">
            <p>{t('employer.placeNotFound')}</p>
            <EditPostingDialog
              job={job}
              companyName={companyName}
              trigger={
                <Button type="button" variant="link" size="sm" aria-label={t('employer.editPlaceFor', { title: job.title })}>
                  {t('employer.editPlace')}
                </Button>
              }
            />
          </div>
        )}
        {job.takedown && (
          <div role="note" className="rounded-md border border-destructive/50 p-3 text-sm">
            <p className="font-medium text-destructive">{t('employer.takenDownTitle')}</p>
            <p className="mt-1 [overflow-wrap:anywhere]">{t('employer.takenDownReason', { reason: job.takedown.reason })}</p>
            <p className="mt-1 text-muted-foreground">{t('employer.takenDownNext')}</p>
          </div>
        )}
        <div className="flex flex-wrap gap-2 text-sm">
          {state !== 'open' && <Badge variant={state === 'expired' ? 'destructive' : 'secondary'}>{t(`employer.state.${state}`)}</Badge>}
          <Badge variant="outline">{t('employer.applicationsCount', { count: job._count.applications })}</Badge>
          <Badge variant="outline">{t('employer.pendingCount', { count: job.pendingApplications })}</Badge>
          <Badge variant="outline">{t('employer.viewsCount', { count: job.viewCount })}</Badge>
        </div>
        <PostingActions job={job} state={state} companyName={companyName} />
        <RevisionList revisions={job.revisions} label={t('revisions.employerHeading')} />
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
        {showApplicants && <ApplicantsList jobId={job.id} jobTitle={job.title} />}
      </CardContent>
    </Card>
  );
}
