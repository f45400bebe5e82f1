import { Briefcase, Clock, Eye, Inbox } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ErrorBoundary } from '@web/components/error-boundary';
import { PageContainer } from '@web/components/layout/page-container';
import { Card, CardContent } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { AccountManagementCard } from '@web/features/account/components/account-management-card';
import { useCurrentUser } from '@web/features/auth';
import { useEmployerJobs } from '@web/features/jobs/api/employer-jobs';
import { useOwnEmployerProfile, VerificationNotice } from '@web/features/profiles';
import { CreatePostingDialog } from '../components/create-posting-dialog';
import { EmployerPostingCard } from '../components/employer-posting-card';
import { StatCard } from '../components/stat-card';

/** The employer dashboard (docs/product/dashboards.md#employer-dashboard). Admins may open the page but have no postings of their own. */
export function EmployerDashboardPage() {
  const { t } = useTranslation('dashboards');
  const { data: user } = useCurrentUser();
  const isEmployer = user?.role === 'employer';
  const postings = useEmployerJobs(isEmployer);
  const profile = useOwnEmployerProfile();

  if (!isEmployer) {
    return (
      <PageContainer title={t('employer.title')}>
        <Card>
          <CardContent className="p-6">{t('employer.adminNote')}</CardContent>
        </Card>
      </PageContainer>
    );
  }

  return (
    <PageContainer title={t('employer.title')} description={t('employer.subtitle')}>
      {postings.isPending ? (
        <Spinner label={t('loading')} />
      ) : postings.isError ? (
        <p role="alert" className="text-destructive dark:text-red-300">
          {t('failed')}
        </p>
      ) : (
        <div className="grid gap-6">
          {profile.data && <VerificationNotice kind="employer" state={profile.data.verification} />}
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <StatCard icon={Briefcase} label={t('employer.stats.active')} value={postings.data.stats.activePostings} />
            <StatCard icon={Inbox} label={t('employer.stats.applications')} value={postings.data.stats.totalApplications} />
            <StatCard icon={Clock} label={t('employer.stats.awaiting')} value={postings.data.stats.awaitingReview} />
            <StatCard icon={Eye} label={t('employer.stats.views')} value={postings.data.stats.totalViews} />
          </div>
          <section aria-labelledby="postings-heading" className="grid gap-4">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h2 id="postings-heading" className="text-xl font-semibold">
                {t('employer.postings')}
              </h2>
              {!profile.isPending && <CreatePostingDialog companyName={profile.data?.companyName ?? ''} industry={profile.data?.industry ?? null} />}
            </div>
            {postings.data.items.length === 0 ? (
              <p className="text-muted-foreground">{t('employer.noPostings')}</p>
            ) : (
              <ul className="grid gap-4">
                {postings.data.items.map((job) => (
                  <li key={job.id}>
                    <ErrorBoundary>
                      <EmployerPostingCard job={job} />
                    </ErrorBoundary>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      )}
      <div className="mt-6">
        <ErrorBoundary>
          <AccountManagementCard />
        </ErrorBoundary>
      </div>
    </PageContainer>
  );
}
