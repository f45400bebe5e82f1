import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { personName } from '@common/text';
import { BackLink } from '@web/components/layout/back-link';
import { PageContainer } from '@web/components/layout/page-container';
import { RecordUnavailable } from '@web/components/layout/record-unavailable';
import { Card, CardContent } from '@web/components/ui/card';
import { MessageApplicationButton } from '@web/features/messages';
import { useEmployerApplication } from '../api/employer-applications';
import { ApplicantDetails } from '../components/applicant-details';
import { ApplicationAnswers, openAnswerFrom } from '../components/application-answers';
import { ApplicationProgress } from '../components/application-progress';
import { ApplicationStatusBadge } from '../components/application-status-badge';
import { ApplicationTimeline } from '../components/application-timeline';
import { HeldChange } from '../components/held-change';

/**
 * One application to the employer's postings, /employer/applications/:id (docs/product/applications.md):
 * the student, their message, the timeline and the deadline, and the answers. Opening it marks it
 * viewed for the student (the server does, on GET). The e-mail's links open an answer's form at once.
 */
export function EmployerApplicationPage() {
  const { t } = useTranslation('postings');
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const query = useEmployerApplication(id);
  const application = query.data?.application;

  if (!application) {
    return (
      <PageContainer title={t('title')} narrow>
        <DashboardLink />
        <RecordUnavailable
          pending={query.isPending}
          error={query.error}
          texts={{ loading: t('loading'), afterVerification: t('afterVerification'), notFound: t('notFound'), failed: t('failed') }}
        />
      </PageContainer>
    );
  }

  const name = personName(application.student) || application.student.email;
  return (
    <PageContainer title={name} description={t('appliedTo', { title: application.job.title })} narrow>
      <div className="grid gap-6">
        <DashboardLink />
        <Card>
          <CardContent noHeader className="grid gap-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2 className="text-lg font-semibold">{t('student')}</h2>
              <ApplicationStatusBadge status={application.status} />
            </div>
            <ApplicantDetails application={application} name={name} />
            <MessageApplicationButton applicationId={application.id} studentName={name} />
            {application.message && (
              <figure className="grid gap-1">
                <figcaption className="text-sm font-medium">{t('message')}</figcaption>
                <blockquote className="border-l-4 pl-3 text-sm whitespace-pre-line italic">{application.message}</blockquote>
              </figure>
            )}
          </CardContent>
        </Card>
        <ApplicationTimeline application={application} />
        <HeldChange application={application} name={name} />
        <ApplicationProgress application={application} />
        <ApplicationAnswers application={application} name={name} initiallyOpen={openAnswerFrom(search.get('answer'))} />
      </div>
    </PageContainer>
  );
}

function DashboardLink() {
  const { t } = useTranslation('postings');
  return <BackLink to="/employer-dashboard">{t('backToDashboard')}</BackLink>;
}
