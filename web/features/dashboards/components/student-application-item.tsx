import { Undo2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { StudentApplication } from '@common/contracts/jobs';
import type { StudentApplicationStatus } from '@common/enums';
import { isClosedState } from '@common/job-state';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { toast } from '@web/components/ui/use-toast';
import { useWithdrawApplication } from '@web/features/jobs';
import { RevisionList } from '@web/features/postings';
import { canWithdraw } from '../lib/application-progress';
import { ApplicationTimeline } from './application-timeline';
import { AppliedToDetails } from './applied-to-details';
import { NoResponseNote, NotSelectedNote } from './closed-answer-note';
import { InterviewAnswer } from './interview-answer';
import { OfferAnswer } from './offer-answer';
import { StudentStatusBadge } from './student-status-badge';
import { ConfirmAction } from '@web/features/account';
import { MessageApplicationButton } from '@web/features/messages';
import { useChoiceLabel } from '@web/lib/choice-labels';

/** An offer is shown while it waits, once answered, and once expired; not on an application withdrawn meanwhile. */
const OFFER_STATUSES: readonly StudentApplicationStatus[] = ['offered', 'accepted', 'declined', 'offer_expired'];

/**
 * One of the student's applications: the posting now, its status and progress (sent, viewed, the
 * answer owed; an interview or an offer to answer, or why it closed: docs/product/applications.md),
 * what they applied to, its edits since, and withdrawing (docs/product/jobs.md#withdrawing).
 */
export function StudentApplicationItem({ application }: { application: StudentApplication }) {
  const { t } = useTranslation('dashboards');
  const jobTypeLabel = useChoiceLabel('jobTypes');
  const withdraw = useWithdrawApplication();
  const { job } = application;
  const onWithdraw = () =>
    withdraw.mutate(application.id, {
      onSuccess: () => toast({ title: t('employer.toast.success'), description: t('student.withdrawn', { title: job.title }) }),
      onError: () => toast({ variant: 'destructive', title: t('employer.toast.error'), description: t('student.withdrawFailed') }),
    });
  return (
    <li className="grid gap-2 py-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="min-w-0">
          <Link to={`/jobs/${job.id}`} className="font-medium break-words hover:underline">
            {job.title}
          </Link>
          <p className="text-sm text-muted-foreground">
            {t('student.applicationMeta', { company: job.companyName, location: job.location, type: jobTypeLabel(job.type) })}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {isClosedState(job.state) && <Badge variant="secondary">{t('student.closed')}</Badge>}
          {job.state === 'inactive' && <Badge variant="secondary">{t('student.noLongerActive')}</Badge>}
          <StudentStatusBadge status={application.status} />
        </div>
      </div>
      <ApplicationTimeline application={application} />
      {application.status === 'interview' && application.interview && (
        <InterviewAnswer applicationId={application.id} jobTitle={job.title} interview={application.interview} />
      )}
      {application.offer && OFFER_STATUSES.includes(application.status) && (
        <OfferAnswer
          applicationId={application.id}
          jobTitle={job.title}
          companyName={job.companyName}
          status={application.status}
          offer={application.offer}
        />
      )}
      {application.status === 'rejected' && <NotSelectedNote notSelected={application.notSelected} />}
      {application.status === 'no_response' && <NoResponseNote companyName={job.companyName} />}
      {application.appliedTo && <AppliedToDetails snapshot={application.appliedTo} jobTitle={job.title} />}
      <RevisionList revisions={application.changesSinceApplied} label={t('revisions.studentHeading')} />
      <MessageApplicationButton applicationId={application.id} />
      {/* A closed application (an accepted offer, a declined one, not selected, no response) and a withdrawn one stay as they are: the server refuses too. */}
      {canWithdraw(application.status) && (
        <ConfirmAction
          destructive
          trigger={
            <Button
              type="button"
              variant="outline"
              size="sm"
              className="justify-self-start"
              aria-label={t('student.withdrawFor', { title: job.title })}
              disabled={withdraw.isPending}
            >
              <Undo2 aria-hidden="true" />
              {t('student.withdraw')}
            </Button>
          }
          title={t('student.withdrawTitle', { title: job.title })}
          description={t('student.withdrawDescription')}
          confirmLabel={t('student.withdrawConfirm')}
          onConfirm={onWithdraw}
        />
      )}
    </li>
  );
}
