import { describe, expect, it } from 'vitest';
import { matchRoute, routesFor, type RouteEntry } from './route-table';

/** What a pathname gives: a screen name, "redirect:/path", or "404". */
function outcome(routes: RouteEntry[], pathname: string): string {
  const entry = matchRoute(routes, pathname);
  if (!entry) return '404';
  if ('signInFirst' in entry) return 'signInFirst';
  return 'screen' in entry ? entry.screen : `redirect:${entry.redirectTo}`;
}

const setupPaths = ['/setup-profile/student', '/setup-profile/employer', '/setup-profile/institution'];

describe('routesFor (docs/product/screens.md)', () => {
  it('gives a visitor the landing page, the gate, events, and sign-up for its role at a setup page', () => {
    const routes = routesFor(null);
    expect(outcome(routes, '/')).toBe('landing');
    expect(outcome(routes, '/jobs')).toBe('registrationGate');
    expect(outcome(routes, '/events')).toBe('events');
    expect(outcome(routes, '/jobs/42')).toBe('jobDetail');
    expect(outcome(routes, '/sign-in')).toBe('signIn');
    expect(outcome(routes, '/sign-up')).toBe('signUp');
    expect(outcome(routes, '/verify-email')).toBe('verifyEmail');
    expect(outcome(routes, '/forgot-password')).toBe('forgotPassword');
    expect(outcome(routes, '/reset-password')).toBe('resetPassword');
    expect(outcome(routes, '/setup-profile/student')).toBe('redirect:/sign-up?role=student');
    expect(outcome(routes, '/setup-profile/employer')).toBe('redirect:/sign-up?role=employer');
    expect(outcome(routes, '/setup-profile/institution')).toBe('redirect:/sign-up?role=institution');
    for (const path of ['/role-selection', '/admin', '/employer-dashboard', '/nope']) {
      expect(outcome(routes, path)).toBe('404');
    }
  });

  it('adds /role-selection for a signed-in user without a role', () => {
    const routes = routesFor({ role: null, hasProfile: false });
    expect(outcome(routes, '/')).toBe('landing');
    expect(outcome(routes, '/role-selection')).toBe('roleSelection');
    expect(outcome(routes, '/jobs')).toBe('registrationGate');
    expect(outcome(routes, '/admin')).toBe('404');
  });

  it('sends a student home with a profile, and to the finish-your-profile home without one', () => {
    const withProfile = routesFor({ role: 'student', hasProfile: true });
    expect(outcome(withProfile, '/')).toBe('studentHome');
    expect(outcome(withProfile, '/jobs')).toBe('jobBrowse');
    expect(outcome(withProfile, '/events')).toBe('events');
    for (const path of setupPaths) expect(outcome(withProfile, path)).not.toBe('404');
    for (const path of ['/admin', '/employer-dashboard', '/role-selection']) {
      expect(outcome(withProfile, path)).toBe('404');
    }

    const withoutProfile = routesFor({ role: 'student', hasProfile: false });
    expect(outcome(withoutProfile, '/')).toBe('finishProfile');
    expect(outcome(withoutProfile, '/jobs')).toBe('registrationGate');
  });

  it('gives an employer the dashboard at / and /employer-dashboard', () => {
    const routes = routesFor({ role: 'employer', hasProfile: true });
    expect(outcome(routes, '/')).toBe('employerDashboard');
    expect(outcome(routes, '/employer-dashboard')).toBe('employerDashboard');
    expect(outcome(routes, '/jobs')).toBe('jobBrowse');
    expect(outcome(routes, '/admin')).toBe('404');
    expect(outcome(routes, '/role-selection')).toBe('404');

    const withoutProfile = routesFor({ role: 'employer', hasProfile: false });
    expect(outcome(withoutProfile, '/')).toBe('finishProfile');
    expect(outcome(withoutProfile, '/jobs')).toBe('registrationGate');
  });

  it("gives each placement's parties and admins its page, and a visitor sign-in first", () => {
    const placement = '/placements/5f0c1d2e-0000-4000-8000-000000000000';
    for (const role of ['student', 'employer', 'institution', 'admin']) {
      expect(outcome(routesFor({ role, hasProfile: true }), placement), role).toBe('placement');
    }
    expect(outcome(routesFor(null), placement)).toBe('signInFirst');
    expect(outcome(routesFor({ role: null, hasProfile: false }), placement)).toBe('404');
    expect(outcome(routesFor({ role: 'student', hasProfile: true }), '/placements/a/b')).toBe('404');
  });

  it('gives an employer (only) the page of one application, and a visitor sign-in first', () => {
    const application = '/employer/applications/5f0c1d2e-0000-4000-8000-000000000000';
    expect(outcome(routesFor({ role: 'employer', hasProfile: true }), application)).toBe('employerApplication');
    expect(outcome(routesFor({ role: 'employer', hasProfile: false }), application)).toBe('employerApplication');
    expect(outcome(routesFor(null), application)).toBe('signInFirst');
    for (const role of ['student', 'institution', 'admin', null]) {
      expect(outcome(routesFor({ role, hasProfile: true }), application), String(role)).toBe('404');
    }
    expect(outcome(routesFor({ role: 'employer', hasProfile: true }), '/employer/applications')).toBe('404');
  });

  it('gives an institution its home, and no employer or admin pages', () => {
    const routes = routesFor({ role: 'institution', hasProfile: true });
    expect(outcome(routes, '/')).toBe('institutionHome');
    expect(outcome(routes, '/jobs')).toBe('jobBrowse');
    expect(outcome(routes, '/employer-dashboard')).toBe('404');
    expect(outcome(routes, '/admin')).toBe('404');
    expect(outcome(routesFor({ role: 'institution', hasProfile: false }), '/')).toBe('finishProfile');
  });

  it('gives an admin the admin dashboard, the listing and the employer dashboard', () => {
    const routes = routesFor({ role: 'admin', hasProfile: false });
    expect(outcome(routes, '/')).toBe('adminDashboard');
    expect(outcome(routes, '/admin')).toBe('adminDashboard');
    expect(outcome(routes, '/jobs')).toBe('jobBrowse');
    expect(outcome(routes, '/events')).toBe('events');
    expect(outcome(routes, '/employer-dashboard')).toBe('employerDashboard');
    for (const path of setupPaths) expect(outcome(routes, path)).not.toBe('404');
    expect(outcome(routes, '/role-selection')).toBe('404');
  });

  it('gives an unknown role the 404 page everywhere except the way in', () => {
    const routes = routesFor({ role: 'wizard', hasProfile: true });
    for (const path of ['/', '/jobs', '/events', '/admin', ...setupPaths]) {
      expect(outcome(routes, path)).toBe('404');
    }
    expect(outcome(routes, '/sign-in')).toBe('signIn');
  });
});

describe('public content pages', () => {
  const contentPages: Record<string, string> = {
    '/how-it-works': 'howItWorks',
    '/resources': 'resources',
    '/employers': 'forEmployers',
    '/pricing': 'pricing',
    '/success-stories': 'successStories',
    '/privacy': 'privacy',
    '/terms': 'terms',
    '/contact': 'contact',
    '/newsletter/unsubscribed': 'newsletterUnsubscribed',
    '/newsletter/confirm': 'newsletterConfirm',
    '/email-preferences': 'emailPreferences',
  };
  const everyKind = [
    null,
    { role: null, hasProfile: false },
    { role: 'student', hasProfile: true },
    { role: 'student', hasProfile: false },
    { role: 'employer', hasProfile: true },
    { role: 'institution', hasProfile: false },
    { role: 'admin', hasProfile: false },
    { role: 'wizard', hasProfile: true },
  ] as const;

  it('gives every signed-in user of a known role (or none yet) their notifications, and nobody else', () => {
    for (const user of everyKind) {
      const expected = user && user.role !== 'wizard' ? 'notifications' : '404';
      expect(outcome(routesFor(user), '/notifications'), JSON.stringify(user)).toBe(expected);
    }
  });

  it('gives the placements to students, employers and schools with a profile and to admins, and nobody else', () => {
    for (const user of everyKind) {
      const withPlacements =
        user && (user.role === 'admin' || (['student', 'employer', 'institution'].includes(String(user.role)) && user.hasProfile));
      const expected = withPlacements ? 'placementBoard' : '404';
      expect(outcome(routesFor(user), '/placements'), JSON.stringify(user)).toBe(expected);
    }
  });

  it('opens every content page, the newsletter confirm and unsubscribe pages and the e-mail preferences page to every visitor kind, even an unknown role', () => {
    for (const user of everyKind) {
      const routes = routesFor(user);
      for (const [path, screen] of Object.entries(contentPages)) {
        expect(outcome(routes, path), `${JSON.stringify(user)} ${path}`).toBe(screen);
      }
    }
  });

  it('opens the pages of the mailed links and "forgot password" to every kind (a link may be opened signed in or not)', () => {
    for (const user of everyKind) {
      const routes = routesFor(user);
      expect(outcome(routes, '/verify-email')).toBe('verifyEmail');
      expect(outcome(routes, '/forgot-password')).toBe('forgotPassword');
      expect(outcome(routes, '/reset-password')).toBe('resetPassword');
    }
  });

  it('opens the check of a printed reference to every kind, with or without the reference', () => {
    for (const user of everyKind) {
      const routes = routesFor(user);
      expect(outcome(routes, '/verify'), JSON.stringify(user)).toBe('verify');
      expect(outcome(routes, '/verify/FR-7K3M-Q9TX-2B8D'), JSON.stringify(user)).toBe('verify');
      expect(outcome(routes, '/verify/FR-7K3M-Q9TX-2B8D/more')).toBe('404');
    }
  });

  it("opens a parent or guardian's signing page (from their e-mailed link) to every kind, only with its token", () => {
    for (const user of everyKind) {
      const routes = routesFor(user);
      expect(outcome(routes, '/guardian/sign/abcDEF123_-xyz'), JSON.stringify(user)).toBe('guardianSign');
      expect(outcome(routes, '/guardian/sign')).toBe('404');
      expect(outcome(routes, '/guardian/sign/abc/more')).toBe('404');
    }
  });

  it("opens a supervisor's hours page (from their e-mailed link) to every kind, only with its token", () => {
    for (const user of everyKind) {
      const routes = routesFor(user);
      expect(outcome(routes, '/supervisor/hours/abcDEF123_-xyz'), JSON.stringify(user)).toBe('supervisorHours');
      expect(outcome(routes, '/supervisor/hours')).toBe('404');
    }
  });

  it('lists each path once per visitor kind', () => {
    for (const user of everyKind) {
      const paths = routesFor(user).map((entry) => entry.path);
      expect(new Set(paths).size).toBe(paths.length);
    }
  });
});

describe('matchRoute', () => {
  it('ignores a trailing slash and needs a value for a parameter', () => {
    const routes = routesFor(null);
    expect(outcome(routes, '/events/')).toBe('events');
    expect(outcome(routes, '/jobs/')).toBe('registrationGate');
    expect(outcome(routes, '/jobs/1/2')).toBe('404');
  });
});
