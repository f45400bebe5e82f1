// Which path shows what for each kind of visitor; anything else is the 404 page.
// One test per visitor kind, signed in once, with a step per path, each shown in the app as a link would
// show it after the first full page load (accessibility.spec.ts runs axe on them). Users
// without a profile are this test's own; users with one are demo users, only read.
import type { Page } from '@playwright/test';
import type { DemoUserKey } from './demo-users';
import { expect, test } from './fixtures';
import { chooseRole, NOT_FOUND, registerAccount, SETUP_TITLES, showInApp } from './helpers';

type Expectations = Record<string, string>;

const LANDING = 'Your first step into work starts here';
const GATE = 'Registration Required';
const LISTING = 'Find Your Opportunity';
const EVENTS = 'Upcoming Events';
const NOTIFICATIONS = 'Notifications';

const PUBLIC_PAGES: Expectations = {
  '/': LANDING,
  '/jobs': GATE,
  '/events': EVENTS,
  ...SETUP_TITLES,
};

const test404 = (...paths: string[]): Expectations => Object.fromEntries(paths.map((path) => [path, NOT_FOUND]));

/** Signs the page in as the visitor kind (or leaves it signed out). */
type SetUp = (page: Page, signIn: (user: DemoUserKey) => Promise<void>) => Promise<void>;

async function newUserWithRole(page: Page, role: 'student' | 'employer') {
  await registerAccount(page);
  await chooseRole(page.request, role);
}

const VISITOR_KINDS: Array<{ kind: string; setUp: SetUp; pages: Expectations }> = [
  {
    kind: 'a visitor who is not logged in',
    setUp: async () => {},
    pages: {
      '/': LANDING,
      '/jobs': GATE,
      '/events': EVENTS,
      // A visitor creates an account before a setup form (docs/product/profiles.md#setup-pages).
      ...Object.fromEntries(Object.keys(SETUP_TITLES).map((path) => [path, 'Create your account'])),
      '/sign-in': 'Welcome back',
      '/sign-up': 'Create your account',
      '/email-preferences': 'This link does not work',
      ...test404('/role-selection', '/admin', '/employer-dashboard', '/notifications', '/placements', '/no-such-page'),
    },
  },
  {
    kind: 'a logged-in user without a role',
    setUp: async (page) => {
      await registerAccount(page);
    },
    pages: { ...PUBLIC_PAGES, '/role-selection': 'How will you use FirstRung?', ...test404('/admin', '/employer-dashboard', '/placements') },
  },
  {
    kind: 'a student without a profile',
    setUp: (page) => newUserWithRole(page, 'student'),
    pages: { '/jobs': GATE, ...test404('/role-selection', '/admin') },
  },
  {
    kind: 'an employer without a profile',
    setUp: (page) => newUserWithRole(page, 'employer'),
    pages: { '/jobs': GATE },
  },
  {
    kind: 'a student with a profile',
    setUp: (_page, signIn) => signIn('maya'),
    pages: {
      '/': 'Welcome back, Maya!',
      '/notifications': NOTIFICATIONS,
      '/placements': 'My placements',
      '/jobs': LISTING,
      '/events': EVENTS,
      ...SETUP_TITLES,
      // Their own profile is saved: its page edits it.
      '/setup-profile/student': 'Edit Your Student Profile',
      ...test404('/admin', '/employer-dashboard', '/role-selection'),
    },
  },
  {
    kind: 'an employer with a profile',
    setUp: (_page, signIn) => signIn('priya'),
    pages: {
      '/': 'Employer Dashboard',
      '/notifications': NOTIFICATIONS,
      '/placements': 'Placements',
      '/employer-dashboard': 'Employer Dashboard',
      '/jobs': LISTING,
      '/events': EVENTS,
      ...SETUP_TITLES,
      '/setup-profile/employer': 'Edit Your Employer Profile',
      ...test404('/admin', '/role-selection'),
    },
  },
  {
    kind: 'an institution with a profile',
    setUp: (_page, signIn) => signIn('riverside'),
    pages: {
      '/': 'Institution Dashboard',
      '/notifications': NOTIFICATIONS,
      '/placements': 'Placement board',
      '/jobs': LISTING,
      '/events': EVENTS,
      ...SETUP_TITLES,
      '/setup-profile/institution': 'Edit Your Institution Profile',
      ...test404('/admin', '/employer-dashboard', '/role-selection'),
    },
  },
  {
    kind: 'an admin',
    setUp: (_page, signIn) => signIn('admin'),
    pages: {
      '/': 'Admin Dashboard',
      '/notifications': NOTIFICATIONS,
      '/placements': 'Placements',
      '/admin': 'Admin Dashboard',
      '/jobs': LISTING,
      '/events': EVENTS,
      '/employer-dashboard': 'Employer Dashboard',
      ...SETUP_TITLES,
      ...test404('/role-selection'),
    },
  },
];

for (const { kind, setUp, pages } of VISITOR_KINDS) {
  test(`route table for ${kind}`, async ({ page, visit, signIn }) => {
    // One test visits every page of this kind of visitor: the usual 30 s
    // is for one page's worth of work, so the time allowed grows with the number of pages (plus the set-up).
    test.setTimeout(30_000 + 15_000 * Object.keys(pages).length);
    await setUp(page, signIn);
    // The first path is a full page load, the others are shown in the app as a link would (showInApp),
    // but for a heading seen before in this test: the same screen again, which React keeps as it is.
    const headingsSeen = new Set<string>();
    for (const [path, heading] of Object.entries(pages)) {
      await test.step(`${path} shows "${heading}"`, async () => {
        if (headingsSeen.size === 0 || headingsSeen.has(heading)) await visit(path);
        else await showInApp(page, path);
        headingsSeen.add(heading);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      });
    }
  });
}
