import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isClosedState, jobState } from '@common/job-state';
import { ErrorBoundary } from '@web/components/error-boundary';
import { PageContainer } from '@web/components/layout/page-container';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { ApiError } from '@web/lib/api-client';
import { useNow } from '@web/lib/page-clock';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useJob } from '../api/get-job';
import { ApplyPanel } from '../components/apply-panel';
import { JobFacts } from '../components/job-facts';
import { SaveJobButton } from '../components/save-job-button';
import { SchoolPartnerBadge } from '../components/school-partner-badge';

/** /jobs/{id}: open to every visitor so a posting can be shared. */
export function JobDetailPage() {
  const { t } = useTranslation('jobs');
  const { id = '' } = useParams();
  const query = useJob(id);
  const now = useNow();
  // As the server titles the page it sends a visitor (server/features/seo/job-posting.ts).
  useDocumentTitle(query.data && t('detail.documentTitle', { title: query.data.job.title, companyName: query.data.job.companyName }));

  if (query.isPending)
    return (
      <PageContainer title={t('detail.loadingTitle')}>
        {/* As tall as the screen, so the footer does not sit in view and jump when the job arrives. */}
        <div className="min-h-screen">
          <Spinner label={t('detail.loading')} />
        </div>
      </PageContainer>
    );
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <PageContainer
        title={missing ? t('detail.notFoundTitle') : t('detail.failedTitle')}
        description={missing ? t('detail.notFound') : t('detail.failed')}
      >
        <Button asChild variant="outline">
          <Link to="/jobs">{t('detail.back')}</Link>
        </Button>
      </PageContainer>
    );
  }

  const { job, viewer } = query.data;
  // A filled posting, or one past its deadline, keeps its page, marked closed (docs/product/jobs.md#posting-lifecycle).
  const state = jobState(job, now);
  return (
    <PageContainer title={job.title} description={job.companyName}>
      <div className="mb-6 flex flex-wrap items-center gap-3">
        <Button asChild variant="ghost" size="sm">
          <Link to="/jobs">
            <ArrowLeft aria-hidden="true" />
            {t('detail.back')}
          </Link>
        </Button>
        {isClosedState(state) && <Badge variant="destructive">{t('detail.closed')}</Badge>}
        {state === 'inactive' && <Badge variant="destructive">{t('detail.inactive')}</Badge>}
        {job.isHighSchoolOpportunity && <Badge variant="outline">{t('card.highSchool')}</Badge>}
        {job.isSchoolPartner && <SchoolPartnerBadge />}
        {viewer.isStudentWithProfile && state === 'open' && <SaveJobButton jobId={job.id} title={job.title} isSaved={job.isSaved} />}
      </div>
      <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
        <ErrorBoundary>
          <Card>
            <CardHeader>
              <CardTitle as="h2">{t('detail.about')}</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-6">
              <p className="whitespace-pre-line">{job.description}</p>
              <JobFacts job={job} showViews={viewer.seesViews} />
              <section aria-labelledby="requirements-heading">
                <h3 id="requirements-heading" className="mb-2 font-semibold">
                  {t('detail.requirements')}
                </h3>
                {job.requirements.length > 0 ? (
                  <ul className="list-disc pl-6">
                    {job.requirements.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                ) : (
                  <p className="text-muted-foreground">{t('detail.noRequirements')}</p>
                )}
              </section>
            </CardContent>
          </Card>
        </ErrorBoundary>
        <ErrorBoundary>
          <ApplyPanel job={job} viewer={viewer} />
        </ErrorBoundary>
      </div>
    </PageContainer>
  );
}
