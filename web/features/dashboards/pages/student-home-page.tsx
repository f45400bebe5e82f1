import { Bookmark, Briefcase, Search, UserPen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DASHBOARD_LIST_SIZE } from '@common/constants';
import { ErrorBoundary } from '@web/components/error-boundary';
import { PageContainer } from '@web/components/layout/page-container';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { AccountManagementCard } from '@web/features/account';
import { useCurrentUser } from '@web/features/auth';
import { StudentDocumentsSections } from '@web/features/documents';
import { RegisteredEventsCard } from '@web/features/events';
import { GuardianConsentCard } from '@web/features/guardian-consent';
import { OwnSchoolLinkCard } from '@web/features/institutions';
import { MyPlacementCard } from '@web/features/placement-board';
import { useOwnStudentProfile } from '@web/features/profiles';
import { MyVerifiedHoursCard } from '@web/features/school-hours';
import { useSavedJobs, useStudentApplications } from '@web/features/jobs';
import { ProfileCompletenessCard } from '../components/profile-completeness-card';
import { RecentApplicationsCard } from '../components/recent-applications-card';
import { SavedJobsCard } from '../components/saved-jobs-card';
import { SavedSearchesCard } from '../components/saved-searches-card';
import { StatCard } from '../components/stat-card';

/** A list's number of items: the first page's total, else what is shown. */
const totalOf = (data: { pages: Array<{ total: number | null; items: unknown[] }> }) =>
  data.pages[0]?.total ?? data.pages.reduce((sum, page) => sum + page.items.length, 0);

/** The student dashboard (docs/product/dashboards.md#student-dashboard). */
export function StudentHomePage() {
  const { t } = useTranslation('dashboards');
  const { data: user } = useCurrentUser();
  const applications = useStudentApplications(DASHBOARD_LIST_SIZE);
  const saved = useSavedJobs(DASHBOARD_LIST_SIZE);
  const profile = useOwnStudentProfile();

  const loading = applications.isPending || saved.isPending;
  return (
    <PageContainer title={t('student.title', { firstName: user?.firstName || user?.email || '' })} description={t('student.subtitle')}>
      {/* Before anything else: a young student learns why they cannot apply yet, and names a parent. */}
      <ErrorBoundary>
        <div className="mb-6 empty:hidden">
          <GuardianConsentCard />
        </div>
      </ErrorBoundary>
      {loading ? (
        <Spinner label={t('loading')} />
      ) : applications.isError || saved.isError ? (
        <p role="alert" className="text-destructive dark:text-red-300">
          {t('failed')}
        </p>
      ) : (
        <div className="grid gap-6">
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            <StatCard icon={Briefcase} label={t('student.applicationsCount')} value={totalOf(applications.data)} />
            <StatCard icon={Bookmark} label={t('student.savedCount')} value={totalOf(saved.data)} />
            <ErrorBoundary>
              <ProfileCompletenessCard hasResume={Boolean(profile.data?.resumeUrl)} resumeFileName={profile.data?.resumeFileName ?? null} />
            </ErrorBoundary>
          </div>
          <ErrorBoundary>
            <MyPlacementCard />
          </ErrorBoundary>
          <ErrorBoundary>
            <MyVerifiedHoursCard />
          </ErrorBoundary>
          <section aria-labelledby="quick-actions" className="grid gap-3">
            <h2 id="quick-actions" className="text-xl font-semibold">
              {t('student.quickActions')}
            </h2>
            <div className="flex flex-col gap-3 sm:flex-row">
              <Button asChild>
                <Link to="/jobs">
                  <Search aria-hidden="true" />
                  {t('student.browseJobs')}
                </Link>
              </Button>
              <Button asChild variant="outline">
                <Link to="/setup-profile/student">
                  <UserPen aria-hidden="true" />
                  {t('student.updateProfile')}
                </Link>
              </Button>
            </div>
          </section>
          <div className="grid gap-6 lg:grid-cols-2">
            <ErrorBoundary>
              <RecentApplicationsCard query={applications} total={totalOf(applications.data)} />
            </ErrorBoundary>
            <ErrorBoundary>
              <SavedJobsCard query={saved} total={totalOf(saved.data)} />
            </ErrorBoundary>
          </div>
          <div className="grid gap-6 lg:grid-cols-2">
            <ErrorBoundary>
              <RegisteredEventsCard limit={DASHBOARD_LIST_SIZE} />
            </ErrorBoundary>
            <ErrorBoundary>
              <SavedSearchesCard />
            </ErrorBoundary>
          </div>
        </div>
      )}
      <div className="mt-6 grid gap-6">
        <ErrorBoundary>
          <OwnSchoolLinkCard />
        </ErrorBoundary>
        <ErrorBoundary>
          <StudentDocumentsSections />
        </ErrorBoundary>
        <ErrorBoundary>
          <AccountManagementCard />
        </ErrorBoundary>
      </div>
    </PageContainer>
  );
}
