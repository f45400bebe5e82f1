// Spec 2.1: which path shows what for each kind of visitor; anything else is the 404 page.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { chooseRole, NOT_FOUND, registerAccount, SETUP_TITLES } from './helpers';

type Expectations = Record<string, string>;

const LANDING = 'Your first step into work starts here';
const GATE = 'Registration Required';
const LISTING = 'Find Your Opportunity';
const EVENTS = 'Upcoming Events';

const PUBLIC_PAGES: Expectations = {
  '/': LANDING,
  '/jobs': GATE,
  '/events': EVENTS,
  ...SETUP_TITLES,
};

const test404 = (...paths: string[]): Expectations => Object.fromEntries(paths.map((path) => [path, NOT_FOUND]));

test.describe('route table by visitor kind', () => {
  // Goes through each path in one page, checking the main heading (and axe, via visit).
  async function expectPages(
    visit: (path: string) => Promise<void>,
    page: Page,
    expectations: Expectations,
  ) {
    for (const [path, heading] of Object.entries(expectations)) {
      await test.step(`${path} shows "${heading}"`, async () => {
        await visit(path);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      });
    }
  }

  test('a visitor who is not logged in', async ({ page, visit }) => {
    await expectPages(visit, page, {
      ...PUBLIC_PAGES,
      '/sign-in': 'Welcome back',
      '/sign-up': 'Create your account',
      ...test404('/role-selection', '/admin', '/employer-dashboard', '/no-such-page'),
    });
  });

  test('a logged-in user without a role', async ({ page, visit }) => {
    await registerAccount(page.request);
    await expectPages(visit, page, {
      ...PUBLIC_PAGES,
      '/role-selection': 'How will you use FirstRung?',
      ...test404('/admin', '/employer-dashboard'),
    });
  });

  test('a student without a profile is sent to set one up', async ({ page, visit }) => {
    await registerAccount(page.request);
    await chooseRole(page.request, 'student');
    await visit('/');
    await expect(page).toHaveURL('/setup-profile/student');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(SETUP_TITLES['/setup-profile/student']);
    await expectPages(visit, page, { '/jobs': GATE, ...test404('/role-selection', '/admin') });
  });

  test('an employer without a profile is sent to set one up', async ({ page, visit }) => {
    await registerAccount(page.request);
    await chooseRole(page.request, 'employer');
    await visit('/');
    await expect(page).toHaveURL('/setup-profile/employer');
    await expectPages(visit, page, { '/jobs': GATE });
  });

  test('a student with a profile', async ({ page, visit, signIn }) => {
    await signIn('maya');
    await expectPages(visit, page, {
      '/': 'Welcome back, Maya!',
      '/jobs': LISTING,
      '/events': EVENTS,
      ...SETUP_TITLES,
      ...test404('/admin', '/employer-dashboard', '/role-selection'),
    });
  });

  test('an employer with a profile', async ({ page, visit, signIn }) => {
    await signIn('priya');
    await expectPages(visit, page, {
      '/': 'Employer Dashboard',
      '/employer-dashboard': 'Employer Dashboard',
      '/jobs': LISTING,
      '/events': EVENTS,
      ...SETUP_TITLES,
      ...test404('/admin', '/role-selection'),
    });
  });

  test('an institution with a profile', async ({ page, visit, signIn }) => {
    await signIn('riverside');
    await expectPages(visit, page, {
      '/': 'Institution Dashboard',
      '/jobs': LISTING,
      '/events': EVENTS,
      ...SETUP_TITLES,
      ...test404('/admin', '/employer-dashboard', '/role-selection'),
    });
  });

  test('an admin', async ({ page, visit, signIn }) => {
    await signIn('admin');
    await expectPages(visit, page, {
      '/': 'Admin Dashboard',
      '/admin': 'Admin Dashboard',
      '/jobs': LISTING,
      '/events': EVENTS,
      '/employer-dashboard': 'Employer Dashboard',
      ...SETUP_TITLES,
      ...test404('/role-selection'),
    });
  });
});
