import { lazy, Suspense, type ComponentType } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { useCurrentUser } from '@web/features/auth';
import { InnerLayout } from '@web/features/shell/components/inner-layout';
import { MainLayout } from '@web/features/shell/components/main-layout';
import { useInactivityLogout } from '@web/features/shell/hooks/use-inactivity-logout';
import { LoadingScreen } from './pages/loading-screen';
import { NotFoundPage } from './pages/not-found-page';
import { RegistrationGatePage } from './pages/registration-gate-page';
import { routesFor, type RouteEntry, type Screen } from './route-table';

// Every page is its own chunk, loaded when first visited: the landing page does not download the
// dashboards, the admin screens or the forms (docs/decisions/011).
const AdminDashboardPage = lazy(() =>
  import('@web/features/admin/pages/admin-dashboard-page').then((module) => ({ default: module.AdminDashboardPage })),
);
const RoleSelectionPage = lazy(() =>
  import('@web/features/auth/pages/role-selection-page').then((module) => ({ default: module.RoleSelectionPage })),
);
const SignInPage = lazy(() => import('@web/features/auth/pages/sign-in-page').then((module) => ({ default: module.SignInPage })));
const SignUpPage = lazy(() => import('@web/features/auth/pages/sign-up-page').then((module) => ({ default: module.SignUpPage })));
const EmployerDashboardPage = lazy(() =>
  import('@web/features/dashboards/pages/employer-dashboard-page').then((module) => ({ default: module.EmployerDashboardPage })),
);
const InstitutionHomePage = lazy(() =>
  import('@web/features/dashboards/pages/institution-home-page').then((module) => ({ default: module.InstitutionHomePage })),
);
const StudentHomePage = lazy(() =>
  import('@web/features/dashboards/pages/student-home-page').then((module) => ({ default: module.StudentHomePage })),
);
const ContactPage = lazy(() => import('@web/features/content/pages/contact-page').then((module) => ({ default: module.ContactPage })));
const EmployersPage = lazy(() => import('@web/features/content/pages/employers-page').then((module) => ({ default: module.EmployersPage })));
const HowItWorksPage = lazy(() => import('@web/features/content/pages/how-it-works-page').then((module) => ({ default: module.HowItWorksPage })));
const PricingPage = lazy(() => import('@web/features/content/pages/pricing-page').then((module) => ({ default: module.PricingPage })));
const PrivacyPage = lazy(() => import('@web/features/content/pages/privacy-page').then((module) => ({ default: module.PrivacyPage })));
const ResourcesPage = lazy(() => import('@web/features/content/pages/resources-page').then((module) => ({ default: module.ResourcesPage })));
const SuccessStoriesPage = lazy(() =>
  import('@web/features/content/pages/success-stories-page').then((module) => ({ default: module.SuccessStoriesPage })),
);
const TermsPage = lazy(() => import('@web/features/content/pages/terms-page').then((module) => ({ default: module.TermsPage })));
const EventsPage = lazy(() => import('@web/features/events/pages/events-page').then((module) => ({ default: module.EventsPage })));
const JobBrowsePage = lazy(() => import('@web/features/jobs/pages/job-browse-page').then((module) => ({ default: module.JobBrowsePage })));
const JobDetailPage = lazy(() => import('@web/features/jobs/pages/job-detail-page').then((module) => ({ default: module.JobDetailPage })));
const LandingPage = lazy(() => import('@web/features/landing/pages/landing-page').then((module) => ({ default: module.LandingPage })));
const NewsletterUnsubscribedPage = lazy(() =>
  import('@web/features/newsletter/pages/newsletter-unsubscribed-page').then((module) => ({ default: module.NewsletterUnsubscribedPage })),
);
const EmployerSetupPage = lazy(() =>
  import('@web/features/profiles/pages/employer-setup-page').then((module) => ({ default: module.EmployerSetupPage })),
);
const InstitutionSetupPage = lazy(() =>
  import('@web/features/profiles/pages/institution-setup-page').then((module) => ({ default: module.InstitutionSetupPage })),
);
const StudentSetupPage = lazy(() =>
  import('@web/features/profiles/pages/student-setup-page').then((module) => ({ default: module.StudentSetupPage })),
);

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
  return (
    <Route
      key={entry.path}
      path={entry.path}
      element={
        <Suspense fallback={<LoadingScreen />}>
          <Page />
        </Suspense>
      }
    />
  );
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
      <Route element={<InnerLayout />}>{routes.filter((entry) => layoutOf(entry) === 'inner').map(renderRoute)}</Route>
    </Routes>
  );
}
