import { Download, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UNDO_WINDOW_MS } from '@common/constants';
import { APPLICATION_STATUSES, type ApplicationStatus } from '@common/enums';
import type { EmployerApplication } from '@common/contracts/jobs';
import { personName } from '@common/text';
import { ALL_STATUSES, ListFilters, ShowMoreButton, statusQuery, type ListFilterValue } from '@web/components/list-controls';
import { Button } from '@web/components/ui/button';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { Spinner } from '@web/components/ui/spinner';
import { formatList } from '@web/lib/format-list';
import { isOrganisationNotVerified } from '@web/lib/api-client';
import { toast } from '@web/components/ui/use-toast';
import { useEmployerApplications, useUpdateApplicationStatus } from '../api/employer-applications';
import { ApplicationStatusBadge } from './application-status-badge';
import { useChoiceLabel } from '@web/lib/choice-labels';
import { useMinutesLeft } from '@web/lib/use-minutes-left';

/**
 * A new status the student is not told of yet (docs/product/jobs.md#application-status): when they
 * will be, and "Undo", which moves the application back to the status they know.
 */
function HeldStatusChange({
  application,
  name,
  onUndo,
  busy,
}: {
  application: EmployerApplication;
  name: string;
  onUndo: () => void;
  busy: boolean;
}) {
  const { t } = useTranslation('dashboards');
  // At most the window's length, whatever the difference between the browser's clock and the server's.
  const minutes = Math.min(useMinutesLeft(application.statusChange?.announceAt), UNDO_WINDOW_MS / 60_000);
  if (!application.statusChange || minutes === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm" role="status">
      <span>{t('employer.applicant.heldChange', { count: minutes, status: t(`status.${application.status}`) })}</span>
      <Button size="sm" variant="outline" onClick={onUndo} disabled={busy} aria-label={t('employer.applicant.undoLabel', { name })}>
        <Undo2 aria-hidden="true" />
        {t('employer.applicant.undo')}
      </Button>
    </div>
  );
}

function Applicant({ application }: { application: EmployerApplication }) {
  const { t, i18n } = useTranslation('dashboards');
  const availabilityLabel = useChoiceLabel('availabilities');
  const educationLevelLabel = useChoiceLabel('educationLevels');
  const update = useUpdateApplicationStatus();
  const { student } = application;
  const name = personName(student) || student.email;
  const profile = student.profile;
  const onStatus = (status: string, undo = false) =>
    update.mutate(
      { id: application.id, status: status as ApplicationStatus },
      {
        onSuccess: () =>
          toast({
            title: t('employer.toast.success'),
            description: t(undo ? 'employer.toast.statusUndone' : 'employer.toast.statusChanged', { name }),
          }),
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
          <dd>{profile.educationLevel ? educationLevelLabel(profile.educationLevel) : t('employer.applicant.notGiven')}</dd>
          <dt className="font-medium">{t('employer.applicant.availability')}</dt>
          <dd>{profile.availability ? availabilityLabel(profile.availability) : t('employer.applicant.notGiven')}</dd>
          <dt className="font-medium">{t('employer.applicant.skills')}</dt>
          <dd>{profile.skills.length ? formatList(profile.skills, i18n.language) : t('employer.applicant.notGiven')}</dd>
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
          <Select value={application.status} onValueChange={(status) => onStatus(status)} disabled={update.isPending}>
            <SelectTrigger width="custom" className="w-40" aria-label={t('employer.applicant.statusFor', { name })}>
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
      <HeldStatusChange
        application={application}
        name={name}
        busy={update.isPending}
        onUndo={() => application.statusChange && onStatus(application.statusChange.from, true)}
      />
    </li>
  );
}

/** "View Applications": the applicants of one posting, searched by name or e-mail, filtered by status, a page at a time. */
export function ApplicantsList({ jobId, jobTitle }: { jobId: string; jobTitle: string }) {
  const { t } = useTranslation('dashboards');
  const [filter, setFilter] = useState<ListFilterValue>({ q: '', status: ALL_STATUSES });
  const query = useEmployerApplications(jobId, { q: filter.q, status: statusQuery<ApplicationStatus>(filter.status) });
  const applications = query.data?.pages.flatMap((page) => page.items) ?? [];
  const total = query.data?.pages[0]?.total ?? applications.length;
  const filtered = filter.q !== '' || filter.status !== ALL_STATUSES;
  return (
    <div className="grid gap-3">
      <ListFilters
        value={filter}
        onChange={setFilter}
        searchLabel={t('employer.applicantsSearch', { title: jobTitle })}
        statusLabel={t('employer.applicantsStatus')}
        statuses={APPLICATION_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))}
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
        <p className="text-muted-foreground">{t(filtered ? 'employer.noMatchingApplicants' : 'employer.noApplicants')}</p>
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
