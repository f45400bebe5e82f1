import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { personName } from '@common/text';
import { PageContainer } from '@web/components/layout/page-container';
import { Card, CardContent } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { ApiError, isOrganisationNotVerified } from '@web/lib/api-client';
import { useEmployerApplication } from '../api/employer-applications';
import { ApplicantDetails } from '../components/applicant-details';
import { ApplicationAnswers, openAnswerFrom } from '../components/application-answers';
import { ApplicationProgress } from '../components/application-progress';
import { ApplicationStatusBadge } from '../components/application-status-badge';
import { ApplicationTimeline } from '../components/application-timeline';
import { HeldChange } from '../components/held-change';

/** Not this employer's, or no such application (a mistyped id too): the server says 404 or 400. */
const isMissing = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 400);

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
        <BackLink />
        {query.isPending ? (
          <Spinner label={t('loading')} />
        ) : isOrganisationNotVerified(query.error) ? (
          <p role="note" className="text-muted-foreground">
            {t('afterVerification')}
          </p>
        ) : (
          <p role="alert" className="text-destructive dark:text-red-300">
            {isMissing(query.error) ? t('notFound') : t('failed')}
          </p>
        )}
      </PageContainer>
    );
  }

  const name = personName(application.student) || application.student.email;
  return (
    <PageContainer title={name} description={t('appliedTo', { title: application.job.title })} narrow>
      <div className="grid gap-6">
        <BackLink />
        <Card>
          <CardContent noHeader className="grid gap-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2 className="text-lg font-semibold">{t('student')}</h2>
              <ApplicationStatusBadge status={application.status} />
            </div>
            <ApplicantDetails application={application} name={name} />
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

function BackLink() {
  const { t } = useTranslation('postings');
  return (
    <Link to="/employer-dashboard" className="w-fit text-sm font-medium text-primary underline underline-offset-4">
      {t('backToDashboard')}
    </Link>
  );
}
