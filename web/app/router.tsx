import type { ComponentType } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { AdminDashboardPage } from '@web/features/admin/pages/admin-dashboard-page';
import { useCurrentUser } from '@web/features/auth';
import { RoleSelectionPage } from '@web/features/auth/pages/role-selection-page';
import { SignInPage } from '@web/features/auth/pages/sign-in-page';
import { SignUpPage } from '@web/features/auth/pages/sign-up-page';
import { EmployerDashboardPage } from '@web/features/dashboards/pages/employer-dashboard-page';
import { InstitutionHomePage } from '@web/features/dashboards/pages/institution-home-page';
import { StudentHomePage } from '@web/features/dashboards/pages/student-home-page';
import { ContactPage } from '@web/features/content/pages/contact-page';
import { EmployersPage } from '@web/features/content/pages/employers-page';
import { HowItWorksPage } from '@web/features/content/pages/how-it-works-page';
import { PricingPage } from '@web/features/content/pages/pricing-page';
import { PrivacyPage } from '@web/features/content/pages/privacy-page';
import { ResourcesPage } from '@web/features/content/pages/resources-page';
import { SuccessStoriesPage } from '@web/features/content/pages/success-stories-page';
import { TermsPage } from '@web/features/content/pages/terms-page';
import { EventsPage } from '@web/features/events/pages/events-page';
import { JobBrowsePage } from '@web/features/jobs/pages/job-browse-page';
import { JobDetailPage } from '@web/features/jobs/pages/job-detail-page';
import { LandingPage } from '@web/features/landing/pages/landing-page';
import { NewsletterUnsubscribedPage } from '@web/features/newsletter/pages/newsletter-unsubscribed-page';
import { EmployerSetupPage } from '@web/features/profiles/pages/employer-setup-page';
import { InstitutionSetupPage } from '@web/features/profiles/pages/institution-setup-page';
import { StudentSetupPage } from '@web/features/profiles/pages/student-setup-page';
import { InnerLayout } from '@web/features/shell/components/inner-layout';
import { MainLayout } from '@web/features/shell/components/main-layout';
import { useInactivityLogout } from '@web/features/shell/hooks/use-inactivity-logout';
import { LoadingScreen } from './pages/loading-screen';
import { NotFoundPage } from './pages/not-found-page';
import { RegistrationGatePage } from './pages/registration-gate-page';
import { routesFor, type RouteEntry, type Screen } from './route-table';

type Layout = 'main' | 'inner';

/**
 * Which page and which header each screen gets. Public and browsing pages use the main header
 * and footer (docs/product/screens.md); dashboards, setup pages and events use the simple inner header.
 */
const SCREENS: Record<Screen, { Page: ComponentType; layout: Layout }> = {
  landing: { Page: LandingPage, layout: 'main' },
  signIn: { Page: SignInPage, layout: 'main' },
  signUp: { Page: SignUpPage, layout: 'main' },
  roleSelection: { Page: RoleSelectionPage, layout: 'main' },
  registrationGate: { Page: RegistrationGatePage, layout: 'main' },
  jobBrowse: { Page: JobBrowsePage, layout: 'main' },
  jobDetail: { Page: JobDetailPage, layout: 'main' },
  events: { Page: EventsPage, layout: 'inner' },
  studentSetup: { Page: StudentSetupPage, layout: 'inner' },
  employerSetup: { Page: EmployerSetupPage, layout: 'inner' },
  institutionSetup: { Page: InstitutionSetupPage, layout: 'inner' },
  studentHome: { Page: StudentHomePage, layout: 'inner' },
  employerDashboard: { Page: EmployerDashboardPage, layout: 'inner' },
  institutionHome: { Page: InstitutionHomePage, layout: 'inner' },
  adminDashboard: { Page: AdminDashboardPage, layout: 'inner' },
  howItWorks: { Page: HowItWorksPage, layout: 'main' },
  resources: { Page: ResourcesPage, layout: 'main' },
  forEmployers: { Page: EmployersPage, layout: 'main' },
  pricing: { Page: PricingPage, layout: 'main' },
  successStories: { Page: SuccessStoriesPage, layout: 'main' },
  privacy: { Page: PrivacyPage, layout: 'main' },
  terms: { Page: TermsPage, layout: 'main' },
  contact: { Page: ContactPage, layout: 'main' },
  newsletterUnsubscribed: { Page: NewsletterUnsubscribedPage, layout: 'main' },
};

function layoutOf(entry: RouteEntry): Layout {
  return 'screen' in entry ? SCREENS[entry.screen].layout : 'main';
}

function renderRoute(entry: RouteEntry) {
  if ('redirectTo' in entry) {
    return <Route key={entry.path} path={entry.path} element={<Navigate to={entry.redirectTo} replace />} />;
  }
  const { Page } = SCREENS[entry.screen];
  return <Route key={entry.path} path={entry.path} element={<Page />} />;
}

export function AppRoutes() {
  const { data: user, isPending } = useCurrentUser();
  useInactivityLogout(Boolean(user));

  if (isPending) return <LoadingScreen />;

  const routes = routesFor(user ?? null);
  return (
    <Routes>
      <Route element={<MainLayout />}>
        {routes.filter((entry) => layoutOf(entry) === 'main').map(renderRoute)}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
      <Route element={<InnerLayout />}>
        {routes.filter((entry) => layoutOf(entry) === 'inner').map(renderRoute)}
      </Route>
    </Routes>
  );
}
