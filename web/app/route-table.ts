// Which paths exist for which kind of visitor (docs/product/screens.md). Kept pure (no React) so it can be unit
// tested; router.tsx turns each screen name into a page component and a layout.
import type { CurrentUser } from '@common/contracts/auth';
import { GUARDIAN_CONSENT_PAGE_PATH } from '@common/guardian-consent-page';
import { CONTENT_PAGE_PATHS, NEWSLETTER_CONFIRM_PAGE_PATH, UNSUBSCRIBE_PAGE_PATH } from '@common/contracts/seo';
import { EMAIL_PREFERENCES_PAGE_PATH, NOTIFICATIONS_PAGE_PATH } from '@common/notifications';
import { GUARDIAN_SIGN_PAGE_PATH, PLACEMENTS_PAGE_PATH, SUPERVISOR_EVALUATION_PAGE_PATH, SUPERVISOR_HOURS_PAGE_PATH } from '@common/placement-paths';
import { VERIFY_PAGE_PATH } from '@common/public-reference';

export type Screen =
  | 'landing'
  | 'signIn'
  | 'signUp'
  | 'verifyEmail'
  | 'forgotPassword'
  | 'resetPassword'
  | 'roleSelection'
  | 'registrationGate'
  | 'jobBrowse'
  | 'jobDetail'
  | 'events'
  | 'studentSetup'
  | 'employerSetup'
  | 'institutionSetup'
  | 'finishProfile'
  | 'studentHome'
  | 'employerDashboard'
  | 'employerApplication'
  | 'institutionHome'
  | 'adminDashboard'
  | 'howItWorks'
  | 'resources'
  | 'forEmployers'
  | 'pricing'
  | 'successStories'
  | 'privacy'
  | 'terms'
  | 'contact'
  | 'newsletterUnsubscribed'
  | 'newsletterConfirm'
  | 'notifications'
  | 'emailPreferences'
  | 'verify'
  | 'placement'
  | 'placementBoard'
  | 'guardianSign'
  | 'guardianConsent'
  | 'supervisorHours'
  | 'supervisorEvaluation'
  | 'messages'
  | 'messageThread'
  | 'messageReports';

/**
 * A path shows a screen, sends elsewhere, or (signInFirst) sends a visitor to sign in and back to
 * that very address afterwards, its query kept (/sign-in?next=…: web/features/auth/lib/return-path.ts).
 */
export type RouteEntry = { path: string; screen: Screen } | { path: string; redirectTo: string } | { path: string; signInFirst: true };

type RouteUser = Pick<CurrentUser, 'role' | 'hasProfile'> | { role: string | null; hasProfile: boolean };

export const SETUP_PATHS = {
  student: '/setup-profile/student',
  employer: '/setup-profile/employer',
  institution: '/setup-profile/institution',
} as const;

/**
 * Open to every visitor kind, even an unknown role: the way in (sign-in and sign-up, the pages the
 * mailed links open, and "forgot password"), the information pages of the header and footer
 * (docs/product/public-pages.md), the newsletter's confirm and unsubscribe pages, the e-mail
 * preferences page of notification e-mails (no sign-in needed), the public check of a printed
 * reference (docs/product/placements.md#verifying-a-reference), and a parent or guardian's page to
 * sign a placement agreement from their e-mailed link (docs/product/placements.md#the-guardians-signature).
 */
const alwaysOpen: RouteEntry[] = [
  { path: '/sign-in', screen: 'signIn' },
  { path: '/sign-up', screen: 'signUp' },
  { path: '/verify-email', screen: 'verifyEmail' },
  { path: '/forgot-password', screen: 'forgotPassword' },
  { path: '/reset-password', screen: 'resetPassword' },
  { path: CONTENT_PAGE_PATHS.howItWorks, screen: 'howItWorks' },
  { path: CONTENT_PAGE_PATHS.resources, screen: 'resources' },
  { path: CONTENT_PAGE_PATHS.employers, screen: 'forEmployers' },
  { path: CONTENT_PAGE_PATHS.pricing, screen: 'pricing' },
  { path: CONTENT_PAGE_PATHS.successStories, screen: 'successStories' },
  { path: CONTENT_PAGE_PATHS.privacy, screen: 'privacy' },
  { path: CONTENT_PAGE_PATHS.terms, screen: 'terms' },
  { path: CONTENT_PAGE_PATHS.contact, screen: 'contact' },
  { path: UNSUBSCRIBE_PAGE_PATH, screen: 'newsletterUnsubscribed' },
  { path: NEWSLETTER_CONFIRM_PAGE_PATH, screen: 'newsletterConfirm' },
  { path: EMAIL_PREFERENCES_PAGE_PATH, screen: 'emailPreferences' },
  { path: VERIFY_PAGE_PATH, screen: 'verify' },
  { path: `${VERIFY_PAGE_PATH}/:reference`, screen: 'verify' },
  { path: `${GUARDIAN_SIGN_PAGE_PATH}/:token`, screen: 'guardianSign' },
  // A parent's or guardian's consent for a young student, from the e-mailed link (docs/product/accounts.md#consent-at-sign-up).
  { path: `${GUARDIAN_CONSENT_PAGE_PATH}/:token`, screen: 'guardianConsent' },
  // A workplace supervisor confirms a student's hours from their weekly e-mail (docs/product/placement-hours.md#the-supervisor-needs-no-account).
  { path: `${SUPERVISOR_HOURS_PAGE_PATH}/:token`, screen: 'supervisorHours' },
  // A placement's supervisor evaluates it from the e-mailed link, with no account (docs/product/placement-hours.md#evaluation-and-reflection).
  { path: `${SUPERVISOR_EVALUATION_PAGE_PATH}/:token`, screen: 'supervisorEvaluation' },
];

/** Every signed-in user of a known role (or none yet) has their notifications (docs/product/notifications.md). */
const signedInRoutes: RouteEntry[] = [{ path: NOTIFICATIONS_PAGE_PATH, screen: 'notifications' }];

/** A conversation's page (docs/product/messages.md), the address its e-mails and the bell link to. */
export const MESSAGE_THREAD_PATH = '/messages/:threadId';

/** A student's or an employer's conversations (with a profile: none can apply or post without one) and each one's page. */
const messagesOf = (user: RouteUser): RouteEntry[] =>
  user.hasProfile
    ? [
        { path: '/messages', screen: 'messages' },
        { path: MESSAGE_THREAD_PATH, screen: 'messageThread' },
      ]
    : [];

/** One application to an employer's posting (docs/product/applications.md), the address its e-mails link to. */
export const EMPLOYER_APPLICATION_PATH = '/employer/applications/:id';

/** One placement and its agreement (docs/product/placements.md#screens), for each of its parties and admins. */
export const PLACEMENT_PAGE_PATH = '/placements/:id';

/**
 * The placements of a student, an employer, a school's students (its placement board) and, for an
 * admin, every one (docs/product/placements.md#the-schools-placement-board), and one placement's page.
 */
const placementRoutes: RouteEntry[] = [
  { path: PLACEMENTS_PAGE_PATH, screen: 'placementBoard' },
  { path: PLACEMENT_PAGE_PATH, screen: 'placement' },
];

/** A student, an employer or a school has placements once it has a profile (one without has none to show, and a school or employer none it may read). */
const placementsOf = (user: RouteUser): RouteEntry[] => (user.hasProfile ? placementRoutes : []);

const setupRoutes: RouteEntry[] = [
  { path: SETUP_PATHS.student, screen: 'studentSetup' },
  { path: SETUP_PATHS.employer, screen: 'employerSetup' },
  { path: SETUP_PATHS.institution, screen: 'institutionSetup' },
];

/**
 * A visitor who opens a setup page ("Register as Student", "Post Opportunities", …) creates an
 * account first, with the role remembered, and comes back to the form afterwards
 * (docs/product/profiles.md#setup-pages): nothing is typed into a form that could not be saved.
 */
const visitorSetupRoutes: RouteEntry[] = Object.entries(SETUP_PATHS).map(([role, path]) => ({ path, redirectTo: `/sign-up?role=${role}` }));

const publicRoutes: RouteEntry[] = [
  { path: '/', screen: 'landing' },
  { path: '/jobs', screen: 'registrationGate' },
  { path: '/jobs/:id', screen: 'jobDetail' },
  { path: '/events', screen: 'events' },
];

/**
 * Student, employer and institution share one shape: home, or without a profile a home that asks to
 * finish it (so "Skip for Now" really skips: docs/product/profiles.md#skipping); listing or gate.
 */
function profileRoleRoutes(home: Screen, hasProfile: boolean): RouteEntry[] {
  return [
    { path: '/', screen: hasProfile ? home : 'finishProfile' },
    { path: '/jobs', screen: hasProfile ? 'jobBrowse' : 'registrationGate' },
    { path: '/jobs/:id', screen: 'jobDetail' },
    { path: '/events', screen: 'events' },
    ...setupRoutes,
  ];
}

/** The routes a visitor may open; anything else is the 404 page. `null` means not signed in. */
export function routesFor(user: RouteUser | null): RouteEntry[] {
  if (!user)
    return [
      ...alwaysOpen,
      ...publicRoutes,
      ...visitorSetupRoutes,
      { path: EMPLOYER_APPLICATION_PATH, signInFirst: true },
      { path: PLACEMENT_PAGE_PATH, signInFirst: true },
      { path: MESSAGE_THREAD_PATH, signInFirst: true },
    ];
  switch (user.role) {
    case null:
      return [...alwaysOpen, ...publicRoutes, ...setupRoutes, { path: '/role-selection', screen: 'roleSelection' }, ...signedInRoutes];
    case 'student':
      return [...alwaysOpen, ...profileRoleRoutes('studentHome', user.hasProfile), ...placementsOf(user), ...messagesOf(user), ...signedInRoutes];
    case 'employer':
      return [
        ...alwaysOpen,
        ...profileRoleRoutes('employerDashboard', user.hasProfile),
        { path: '/employer-dashboard', screen: 'employerDashboard' },
        // An application's page follows the employer's e-mail links (docs/product/applications.md#from-the-e-mail).
        { path: EMPLOYER_APPLICATION_PATH, screen: 'employerApplication' },
        ...placementsOf(user),
        ...messagesOf(user),
        ...signedInRoutes,
      ];
    case 'institution':
      // A school reads its young students' conversations from its roster (docs/product/messages.md#who-can-read-and-who-is-told).
      return [
        ...alwaysOpen,
        ...profileRoleRoutes('institutionHome', user.hasProfile),
        ...placementsOf(user),
        ...(user.hasProfile ? [{ path: MESSAGE_THREAD_PATH, screen: 'messageThread' } as const] : []),
        ...signedInRoutes,
      ];
    case 'admin':
      // Admins have no profile of their own, so they always see the listing.
      return [
        ...alwaysOpen,
        { path: '/', screen: 'adminDashboard' },
        { path: '/admin', screen: 'adminDashboard' },
        { path: '/jobs', screen: 'jobBrowse' },
        { path: '/jobs/:id', screen: 'jobDetail' },
        { path: '/events', screen: 'events' },
        { path: '/employer-dashboard', screen: 'employerDashboard' },
        ...setupRoutes,
        ...placementRoutes,
        // Reported conversations, and each one read (audited: docs/product/messages.md#report-and-block).
        { path: '/admin/message-reports', screen: 'messageReports' },
        { path: MESSAGE_THREAD_PATH, screen: 'messageThread' },
        ...signedInRoutes,
      ];
    default:
      // An unknown role gets the 404 page everywhere else.
      return [...alwaysOpen];
  }
}

/** Finds the entry for a concrete pathname (":param" segments match any one segment). */
export function matchRoute(routes: RouteEntry[], pathname: string): RouteEntry | undefined {
  const target = pathname.replace(/\/+$/, '') || '/';
  return routes.find((entry) => {
    const pattern = entry.path.split('/');
    const parts = target.split('/');
    return (
      pattern.length === parts.length && pattern.every((segment, i) => (segment.startsWith(':') ? (parts[i] ?? '') !== '' : segment === parts[i]))
    );
  });
}
