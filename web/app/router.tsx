import { Suspense, useEffect, useState, type ComponentType } from 'react';
import { matchRoutes, Navigate, Route, Routes, useLocation } from 'react-router';
import type { CurrentUser } from '@common/contracts/auth';
import { loadAdminDashboardPage } from '@web/features/admin';
import {
  loadForgotPasswordPage,
  loadResetPasswordPage,
  loadRoleSelectionPage,
  loadSignInPage,
  loadSignUpPage,
  loadVerifyEmailPage,
  signInReturningTo,
  useCurrentUser,
} from '@web/features/auth';
import {
  loadContactPage,
  loadEmployersPage,
  loadHowItWorksPage,
  loadPricingPage,
  loadPrivacyPage,
  loadResourcesPage,
  loadSuccessStoriesPage,
  loadTermsPage,
} from '@web/features/content';
import {
  loadEmployerDashboardData,
  loadEmployerDashboardPage,
  loadInstitutionHomeData,
  loadInstitutionHomePage,
  loadStudentHomeData,
  loadStudentHomePage,
  type FirstData,
} from '@web/features/dashboards';
import { loadEventsPage } from '@web/features/events';
import { loadJobBrowsePage, loadJobDetailPage } from '@web/features/jobs';
import { loadLandingPage } from '@web/features/landing';
import { showLanguage } from '@web/features/language';
import { loadPlacementPage } from '@web/features/placements';
import { loadInboxPage, loadMessageReportsPage, loadThreadPage } from '@web/features/messages';
import { loadNewsletterConfirmPage, loadNewsletterUnsubscribedPage } from '@web/features/newsletter';
import { loadPlacementBoardPage } from '@web/features/placement-board';
import { loadEmployerApplicationPage } from '@web/features/postings';
import { loadEmailPreferencesPage, loadNotificationsPage, notificationBellCode } from '@web/features/notifications';
import { loadEmployerSetupPage, loadFinishProfilePage, loadInstitutionSetupPage, loadStudentSetupPage } from '@web/features/profiles';
import { accountBannersCode, accountMenuCode, InnerLayout, MainLayout, useInactivityLogout } from '@web/features/shell';
import { loadGuardianSignPage } from '@web/features/guardian-signing';
import { loadSupervisorHoursPage } from '@web/features/supervisor-hours';
import { loadSupervisorEvaluationPage } from '@web/features/supervisor-evaluation';
import { loadVerifyPage } from '@web/features/verify';
import { loadGuardianConsentPage } from '@web/features/guardian-consent';
import { LoadingScreen } from './pages/loading-screen';
import { NotFoundPage } from './pages/not-found-page';
import { routesFor, type RouteEntry, type Screen } from './route-table';
import { ScreenTitle } from './screen-title';
import i18n from '@web/i18n';
import { preloadable, type Preloadable } from '@web/lib/preloadable';
import { queryClient } from '@web/lib/query-client';

type Page = Preloadable<object>;

/** A page's code and the translation files it reads, fetched together. */
function page<Module>(load: () => Promise<Module>, pick: (module: Module) => ComponentType, namespaces: string[] = []): Page {
  return preloadable(() => Promise.all([load(), i18n.loadNamespaces(namespaces)]).then(([module]) => pick(module)));
}

// Every page is its own chunk, loaded when first visited: the landing page does not download the
// dashboards, the admin screens or the forms (docs/decisions/011). A feature's entry offers its
// pages as loaders (its pages/loaders.ts), so each stays a chunk of its own. A page's chunk comes
// with the translation files it reads, so that a page that is here renders without suspending.
const AdminDashboardPage = page(loadAdminDashboardPage, (module) => module.AdminDashboardPage, [
  'admin',
  'account',
  'contact',
  'events',
  'newsletter-admin',
  'mail-admin',
]);
// What a visitor gets at a page that needs an account (/jobs among them): its own chunk, so a
// visitor's landing page does not carry it.
const RegistrationGatePage = page(
  () => import('./pages/registration-gate-page'),
  (module) => module.RegistrationGatePage,
);
const RoleSelectionPage = page(loadRoleSelectionPage, (module) => module.RoleSelectionPage, ['auth']);
const SignInPage = page(loadSignInPage, (module) => module.SignInPage, ['auth']);
const SignUpPage = page(loadSignUpPage, (module) => module.SignUpPage, ['auth']);
const VerifyEmailPage = page(loadVerifyEmailPage, (module) => module.VerifyEmailPage, ['auth']);
const ForgotPasswordPage = page(loadForgotPasswordPage, (module) => module.ForgotPasswordPage, ['auth']);
const ResetPasswordPage = page(loadResetPasswordPage, (module) => module.ResetPasswordPage, ['auth']);
const EmployerDashboardPage = page(loadEmployerDashboardPage, (module) => module.EmployerDashboardPage, [
  'dashboards',
  'placement-board',
  'postings',
  'jobs',
  'profiles',
  'account',
  'partners',
  'choices',
]);
const EmployerApplicationPage = page(loadEmployerApplicationPage, (module) => module.EmployerApplicationPage, [
  'postings',
  'dashboards',
  'choices',
  'messages',
]);
const InstitutionHomePage = page(loadInstitutionHomePage, (module) => module.InstitutionHomePage, [
  'dashboards',
  'placement-board',
  'institutions',
  'school-hours',
  'documents',
  'profiles',
  'account',
  'partners',
  'choices',
  'messages',
]);
const StudentHomePage = page(loadStudentHomePage, (module) => module.StudentHomePage, [
  'dashboards',
  'placement-board',
  'school-hours',
  'documents',
  'events',
  'guardian-consent',
  'institutions',
  'jobs',
  'profiles',
  'account',
  'choices',
  'messages',
]);
const ContactPage = page(loadContactPage, (module) => module.ContactPage, ['content', 'contact']);
const EmployersPage = page(loadEmployersPage, (module) => module.EmployersPage, ['content']);
const HowItWorksPage = page(loadHowItWorksPage, (module) => module.HowItWorksPage, ['content']);
const PricingPage = page(loadPricingPage, (module) => module.PricingPage, ['content']);
const PrivacyPage = page(loadPrivacyPage, (module) => module.PrivacyPage, ['content']);
const ResourcesPage = page(loadResourcesPage, (module) => module.ResourcesPage, ['content']);
const SuccessStoriesPage = page(loadSuccessStoriesPage, (module) => module.SuccessStoriesPage, ['content']);
const TermsPage = page(loadTermsPage, (module) => module.TermsPage, ['content']);
const EventsPage = page(loadEventsPage, (module) => module.EventsPage, ['events']);
const JobBrowsePage = page(loadJobBrowsePage, (module) => module.JobBrowsePage, ['jobs', 'choices']);
const JobDetailPage = page(loadJobDetailPage, (module) => module.JobDetailPage, ['jobs', 'choices']);
const LandingPage = page(loadLandingPage, (module) => module.LandingPage);
const NewsletterConfirmPage = page(loadNewsletterConfirmPage, (module) => module.NewsletterConfirmPage, ['newsletter']);
const NewsletterUnsubscribedPage = page(loadNewsletterUnsubscribedPage, (module) => module.NewsletterUnsubscribedPage, ['newsletter']);
const NotificationsPage = page(loadNotificationsPage, (module) => module.NotificationsPage, ['notifications']);
const EmailPreferencesPage = page(loadEmailPreferencesPage, (module) => module.EmailPreferencesPage, ['notifications']);
const InboxPage = page(loadInboxPage, (module) => module.InboxPage, ['messages', 'account']);
const ThreadPage = page(loadThreadPage, (module) => module.ThreadPage, ['messages', 'account']);
const MessageReportsPage = page(loadMessageReportsPage, (module) => module.MessageReportsPage, ['messages', 'account']);
const VerifyPage = page(loadVerifyPage, (module) => module.VerifyPage, ['verify']);
const PlacementPage = page(loadPlacementPage, (module) => module.PlacementPage, ['placements', 'choices', 'placement-hours', 'placement-closure']);
const PlacementBoardPage = page(loadPlacementBoardPage, (module) => module.PlacementBoardPage, ['placement-board', 'placements', 'school-hours']);
const GuardianSignPage = page(loadGuardianSignPage, (module) => module.GuardianSignPage, ['guardian']);
const SupervisorEvaluationPage = page(loadSupervisorEvaluationPage, (module) => module.SupervisorEvaluationPage, ['placement-closure']);
const GuardianConsentPage = page(loadGuardianConsentPage, (module) => module.GuardianConsentPage, ['guardian-consent']);
const SupervisorHoursPage = page(loadSupervisorHoursPage, (module) => module.SupervisorHoursPage, ['supervisor-hours']);
const EmployerSetupPage = page(loadEmployerSetupPage, (module) => module.EmployerSetupPage, ['profiles', 'account', 'profile-images', 'choices']);
const InstitutionSetupPage = page(loadInstitutionSetupPage, (module) => module.InstitutionSetupPage, [
  'profiles',
  'account',
  'profile-images',
  'choices',
]);
const FinishProfilePage = page(loadFinishProfilePage, (module) => module.FinishProfilePage, ['profiles', 'account']);
const StudentSetupPage = page(loadStudentSetupPage, (module) => module.StudentSetupPage, [
  'profiles',
  'institutions',
  'files',
  'uploads',
  'account',
  'profile-images',
  'choices',
]);

type Layout = 'main' | 'inner';

/** A home page's first data (dashboards/first-data), fetched into the cache beside the page's code. */
const dashboardData =
  <Module,>(load: () => Promise<Module>, pick: (module: Module) => FirstData) =>
  (user: CurrentUser): Promise<unknown> =>
    load().then((module) => pick(module)(queryClient, user));

/**
 * Which page and which header each screen gets. Public and browsing pages use the main header
 * and footer (docs/product/screens.md); dashboards, setup pages and events use the simple inner header.
 */
const SCREENS: Record<Screen, { page: Page; layout: Layout; data?: (user: CurrentUser) => Promise<unknown> }> = {
  landing: { page: LandingPage, layout: 'main' },
  signIn: { page: SignInPage, layout: 'main' },
  signUp: { page: SignUpPage, layout: 'main' },
  verifyEmail: { page: VerifyEmailPage, layout: 'main' },
  forgotPassword: { page: ForgotPasswordPage, layout: 'main' },
  resetPassword: { page: ResetPasswordPage, layout: 'main' },
  roleSelection: { page: RoleSelectionPage, layout: 'main' },
  registrationGate: { page: RegistrationGatePage, layout: 'main' },
  jobBrowse: { page: JobBrowsePage, layout: 'main' },
  jobDetail: { page: JobDetailPage, layout: 'main' },
  events: { page: EventsPage, layout: 'inner' },
  studentSetup: { page: StudentSetupPage, layout: 'inner' },
  employerSetup: { page: EmployerSetupPage, layout: 'inner' },
  institutionSetup: { page: InstitutionSetupPage, layout: 'inner' },
  finishProfile: { page: FinishProfilePage, layout: 'inner' },
  studentHome: { page: StudentHomePage, layout: 'inner', data: dashboardData(loadStudentHomeData, (module) => module.studentHomeData) },
  employerDashboard: {
    page: EmployerDashboardPage,
    layout: 'inner',
    data: dashboardData(loadEmployerDashboardData, (module) => module.employerDashboardData),
  },
  employerApplication: { page: EmployerApplicationPage, layout: 'inner' },
  institutionHome: {
    page: InstitutionHomePage,
    layout: 'inner',
    data: dashboardData(loadInstitutionHomeData, (module) => module.institutionHomeData),
  },
  adminDashboard: { page: AdminDashboardPage, layout: 'inner' },
  howItWorks: { page: HowItWorksPage, layout: 'main' },
  resources: { page: ResourcesPage, layout: 'main' },
  forEmployers: { page: EmployersPage, layout: 'main' },
  pricing: { page: PricingPage, layout: 'main' },
  successStories: { page: SuccessStoriesPage, layout: 'main' },
  privacy: { page: PrivacyPage, layout: 'main' },
  terms: { page: TermsPage, layout: 'main' },
  contact: { page: ContactPage, layout: 'main' },
  newsletterUnsubscribed: { page: NewsletterUnsubscribedPage, layout: 'main' },
  newsletterConfirm: { page: NewsletterConfirmPage, layout: 'main' },
  notifications: { page: NotificationsPage, layout: 'inner' },
  emailPreferences: { page: EmailPreferencesPage, layout: 'main' },
  verify: { page: VerifyPage, layout: 'main' },
  placement: { page: PlacementPage, layout: 'inner' },
  placementBoard: { page: PlacementBoardPage, layout: 'inner' },
  guardianSign: { page: GuardianSignPage, layout: 'main' },
  supervisorEvaluation: { page: SupervisorEvaluationPage, layout: 'main' },
  guardianConsent: { page: GuardianConsentPage, layout: 'main' },
  supervisorHours: { page: SupervisorHoursPage, layout: 'main' },
  messages: { page: InboxPage, layout: 'inner' },
  messageThread: { page: ThreadPage, layout: 'inner' },
  messageReports: { page: MessageReportsPage, layout: 'inner' },
};

function layoutOf(entry: RouteEntry): Layout {
  return 'screen' in entry ? SCREENS[entry.screen].layout : 'main';
}

/** A page that needs an account, opened signed out: sign in, then back to this very address (its query too). */
function SignInFirst() {
  const { pathname, search } = useLocation();
  return <Navigate to={signInReturningTo(`${pathname}${search}`)} replace />;
}

function renderRoute(entry: RouteEntry) {
  if ('signInFirst' in entry) return <Route key={entry.path} path={entry.path} element={<SignInFirst />} />;
  if ('redirectTo' in entry) {
    return <Route key={entry.path} path={entry.path} element={<Navigate to={entry.redirectTo} replace />} />;
  }
  const { Component } = SCREENS[entry.screen].page;
  const element = (
    <>
      <ScreenTitle screen={entry.screen} />
      <Component />
    </>
  );
  return <Route key={entry.path} path={entry.path} element={element} />;
}

const firstScreenOf = (user: CurrentUser | null, pathname: string) => {
  const entry = matchRoutes(routesFor(user), pathname)?.[0]?.route;
  return entry && 'screen' in entry ? SCREENS[entry.screen] : undefined;
};

/** What the first page at `pathname` needs: its own code, and the account menu's (with the messages link), the bell's and the banners' for a signed-in user. */
function firstScreenCode(user: CurrentUser | null, pathname: string) {
  const page = firstScreenOf(user, pathname)?.page;
  return [page, ...(user ? [accountMenuCode, notificationBellCode, accountBannersCode] : [])].filter((code) => code !== undefined);
}

/**
 * Fetches the first page's code (see firstScreenCode) and a home page's first data, in a signed-in user's saved language (its
 * texts too, so the page does not draw in another language first); failures are left to the page
 * to show.
 */
export function preloadFirstScreen(user: CurrentUser | null, pathname: string): Promise<unknown> {
  // The page's first data at once (a home page's; failures are the cards' to show), beside its code.
  const data = firstScreenOf(user, pathname)?.data;
  const dataHere = user && data ? data(user).catch(() => undefined) : undefined;
  // The language first: the page's texts are then fetched in it.
  const language = user?.language && !user.impersonating ? showLanguage(user.language).catch(() => undefined) : Promise.resolve();
  const codeHere = language.then(() => Promise.allSettled(firstScreenCode(user, pathname).map((code) => code.preload())));
  return Promise.all([codeHere, dataHere]);
}

const isFirstScreenHere = (user: CurrentUser | null, pathname: string) => firstScreenCode(user, pathname).every((code) => code.isLoaded());

export function AppRoutes() {
  const { data: user, isPending } = useCurrentUser();
  useInactivityLogout(Boolean(user));
  const { pathname } = useLocation();

  // The routes mount only once the first page's code is here, so it renders without suspending
  // (a suspension holds the page back for 300 ms or more). Later navigations are transitions:
  // the current page stays on screen while the next one's code loads. A prerendered page
  // (web/prerender) has its code fetched before React takes it over, so it starts ready.
  const [firstScreenReady, setFirstScreenReady] = useState(() => !isPending && isFirstScreenHere(user ?? null, pathname));
  if (isPending && firstScreenReady) setFirstScreenReady(false);
  useEffect(() => {
    if (isPending || firstScreenReady) return;
    let current = true;
    void preloadFirstScreen(user ?? null, pathname).then(() => {
      if (current) setFirstScreenReady(true);
    });
    return () => {
      current = false;
    };
  }, [isPending, firstScreenReady, user, pathname]);

  if (isPending || !firstScreenReady) return <LoadingScreen />;

  const routes = routesFor(user ?? null);
  return (
    <Suspense fallback={<LoadingScreen />}>
      <Routes>
        <Route element={<MainLayout />}>
          {routes.filter((entry) => layoutOf(entry) === 'main').map(renderRoute)}
          <Route
            path="*"
            element={
              <>
                <ScreenTitle screen="notFound" />
                <NotFoundPage />
              </>
            }
          />
        </Route>
        <Route element={<InnerLayout />}>{routes.filter((entry) => layoutOf(entry) === 'inner').map(renderRoute)}</Route>
      </Routes>
    </Suspense>
  );
}
