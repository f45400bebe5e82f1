import { Briefcase, Clock, Eye, Inbox, UserPen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorBoundary } from '@web/components/error-boundary';
import { ShowMoreButton } from '@web/components/list-controls';
import { PageContainer } from '@web/components/layout/page-container';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { AccountManagementCard } from '@web/features/account';
import { useCurrentUser } from '@web/features/auth';
import { EmployerPartnersCard } from '@web/features/partners';
import { PlacementsEntryCard } from '@web/features/placement-board';
import { useOwnEmployerProfile, VerificationNotice } from '@web/features/profiles';
import { ApplicationsToAnswerCard, CreatePostingDialog, EmployerPostingCard, useEmployerJobs } from '@web/features/postings';
import { StatCard } from '../components/stat-card';
import { showsStudentData } from '../lib/shows-student-data';

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
          <CardContent noHeader>{t('employer.adminNote')}</CardContent>
        </Card>
      </PageContainer>
    );
  }

  // Every page carries the stat cards (over all postings); the first page's are as fresh as any.
  const firstPage = postings.data?.pages[0];
  const stats = firstPage?.stats ?? { activePostings: 0, totalApplications: 0, awaitingReview: 0, totalViews: 0 };
  const jobs = postings.data?.pages.flatMap((page) => page.items) ?? [];
  const totalPostings = firstPage?.total ?? jobs.length;
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
          <div>
            <Button asChild variant="outline">
              <Link to="/setup-profile/employer">
                <UserPen aria-hidden="true" />
                {t('employer.editProfile')}
              </Link>
            </Button>
          </div>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <StatCard icon={Briefcase} label={t('employer.stats.active')} value={stats.activePostings} />
            <StatCard icon={Inbox} label={t('employer.stats.applications')} value={stats.totalApplications} />
            <StatCard icon={Clock} label={t('employer.stats.awaiting')} value={stats.awaitingReview} />
            <StatCard icon={Eye} label={t('employer.stats.views')} value={stats.totalViews} />
          </div>
          {showsStudentData(profile.data, user) && (
            <>
              <ErrorBoundary>
                <ApplicationsToAnswerCard />
              </ErrorBoundary>
              <PlacementsEntryCard organisation="employer" />
            </>
          )}
          <section aria-labelledby="postings-heading" className="grid gap-4">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h2 id="postings-heading" className="text-xl font-semibold">
                {t('employer.postings')}
              </h2>
              {!profile.isPending && <CreatePostingDialog companyName={profile.data?.companyName ?? ''} industry={profile.data?.industry ?? null} />}
            </div>
            {jobs.length === 0 ? (
              <p className="text-muted-foreground">{t('employer.noPostings')}</p>
            ) : (
              <ul className="grid gap-4">
                {jobs.map((job) => (
                  <li key={job.id}>
                    <ErrorBoundary>
                      <EmployerPostingCard job={job} companyName={profile.data?.companyName ?? job.companyName} />
                    </ErrorBoundary>
                  </li>
                ))}
              </ul>
            )}
            <ShowMoreButton query={postings} label={t('employer.morePostings', { shown: jobs.length, total: totalPostings })} />
          </section>
          <ErrorBoundary>
            <EmployerPartnersCard isVerified={profile.data?.verification.status === 'verified'} />
          </ErrorBoundary>
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
