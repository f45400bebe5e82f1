import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { EmployerApplication } from '@common/contracts/jobs';
import { APPLICATION_STATUSES, AWAITING_ANSWER_STATUSES, type ApplicationStatus } from '@common/enums';
import { personName } from '@common/text';
import { ALL_STATUSES, ListFilters, ShowMoreButton, statusQuery, type ListFilterValue } from '@web/components/list-controls';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { isOrganisationNotVerified } from '@web/lib/api-client';
import { useApplicationsToAnswer, useEmployerApplications, type ApplicantsView } from '../api/employer-applications';
import { AnswerDueBadge } from './answer-due-badge';
import { useSendAnswer } from './answer-form-parts';
import { ApplicantDetails } from './applicant-details';
import { ApplicationStatusBadge } from './application-status-badge';
import { HeldChange } from './held-change';

/** An application's page, where the employer answers it (docs/product/applications.md). */
export const applicationPath = (id: string) => `/employer/applications/${encodeURIComponent(id)}`;

/** One applicant: who, the deadline while it runs, "Open" (the answers are on the application's page), a quick "Reviewing", and Undo. */
function Applicant({ application }: { application: EmployerApplication }) {
  const { t } = useTranslation('postings');
  const name = personName(application.student) || application.student.email;
  const reviewing = useSendAnswer(application.id, name, () => undefined);
  return (
    <li className="grid gap-2 rounded-md border p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 className="font-semibold">{name}</h4>
        <ApplicationStatusBadge status={application.status} />
      </div>
      <AnswerDueBadge application={application} />
      <ApplicantDetails application={application} name={name} />
      {application.message && <blockquote className="border-l-4 pl-3 text-sm italic">{application.message}</blockquote>}
      <div className="flex flex-wrap items-center gap-2">
        <Button asChild size="sm">
          <Link to={applicationPath(application.id)} aria-label={t('list.openFor', { name })}>
            {t('list.open')}
          </Link>
        </Button>
        {application.status === 'pending' && (
          <Button
            size="sm"
            variant="outline"
            disabled={reviewing.isPending}
            onClick={() => reviewing.send({ status: 'reviewing' })}
            aria-label={t('answers.reviewingFor', { name })}
          >
            {t('answers.reviewing')}
          </Button>
        )}
      </div>
      <HeldChange application={application} name={name} />
    </li>
  );
}

/**
 * "To answer (n)" or "All": the first view is "To answer" while any application waits for an
 * answer (docs/product/applications.md#the-deadline), until the employer picks one.
 */
function ViewSwitch({ view, toAnswer, onChange }: { view: ApplicantsView; toAnswer: number; onChange: (view: ApplicantsView) => void }) {
  const { t } = useTranslation('postings');
  return (
    <div role="group" aria-label={t('list.views')} className="flex flex-wrap gap-2">
      <Button size="sm" variant={view === 'due' ? 'default' : 'outline'} aria-pressed={view === 'due'} onClick={() => onChange('due')}>
        {t('list.toAnswer', { count: toAnswer })}
      </Button>
      <Button size="sm" variant={view === 'all' ? 'default' : 'outline'} aria-pressed={view === 'all'} onClick={() => onChange('all')}>
        {t('list.all')}
      </Button>
    </div>
  );
}

/** "View Applications": the applicants of one posting, to answer first, searched by name or e-mail, filtered by status, a page at a time. */
export function ApplicantsList({ jobId, jobTitle }: { jobId: string; jobTitle: string }) {
  const { t } = useTranslation('dashboards');
  const { t: tPostings } = useTranslation('postings');
  const [filter, setFilter] = useState<ListFilterValue>({ q: '', status: ALL_STATUSES });
  const [chosenView, setChosenView] = useState<ApplicantsView | null>(null);
  const toAnswer = useApplicationsToAnswer(jobId);
  const toAnswerCount = toAnswer.data?.pages[0]?.total ?? 0;
  const view: ApplicantsView = chosenView ?? (toAnswerCount > 0 ? 'due' : 'all');
  const query = useEmployerApplications(jobId, { q: filter.q, status: statusQuery<ApplicationStatus>(filter.status), view });
  const applications = query.data?.pages.flatMap((page) => page.items) ?? [];
  const total = query.data?.pages[0]?.total ?? applications.length;
  const filtered = filter.q !== '' || filter.status !== ALL_STATUSES;
  const statuses = view === 'due' ? AWAITING_ANSWER_STATUSES : APPLICATION_STATUSES;
  const onView = (next: ApplicantsView) => {
    setChosenView(next);
    // "To answer" holds pending and reviewing ones only.
    setFilter({ ...filter, status: ALL_STATUSES });
  };
  if (toAnswer.isPending && chosenView === null) return <Spinner label={t('loading')} />;
  return (
    <div className="grid gap-3">
      <ViewSwitch view={view} toAnswer={toAnswerCount} onChange={onView} />
      <ListFilters
        value={filter}
        onChange={setFilter}
        searchLabel={t('employer.applicantsSearch', { title: jobTitle })}
        statusLabel={t('employer.applicantsStatus')}
        statuses={statuses.map((status) => ({ value: status, label: t(`status.${status}`) }))}
      />
      {query.isPending ? (
        <Spinner label={t('loading')} />
      ) : query.isError ? (
        isOrganisationNotVerified(query.error) ? (
          // A pending or rejected company (or an unconfirmed address) sees no applicant.
          <p role="note" className="text-muted-foreground">
            {t('employer.applicantsAfterVerification')}
          </p>
        ) : (
          <p role="alert" className="text-destructive dark:text-red-300">
            {t('failed')}
          </p>
        )
      ) : applications.length === 0 ? (
        <p className="text-muted-foreground">
          {filtered ? t('employer.noMatchingApplicants') : view === 'due' ? tPostings('list.noneToAnswer') : t('employer.noApplicants')}
        </p>
      ) : (
        <>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {t('employer.applicantsShown', { shown: applications.length, count: total })}
          </p>
          <ul className="grid gap-3">
            {applications.map((application) => (
              <Applicant key={application.id} application={application} />
            ))}
          </ul>
          <ShowMoreButton query={query} label={t('employer.moreApplicants', { shown: applications.length, total })} />
        </>
      )}
    </div>
  );
}
