// Every browser test gets: a check that the page has no serious or critical accessibility
// problems (axe, WCAG 2 A and AA) after the test body, a failure on any console or page error or
// Content-Security-Policy violation, a `visit(path)` that navigates, waits for the page heading
// and runs axe, `signIn(key)`, and `newUser(...)`, which makes an account of the test's own so
// tests can run in parallel.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, RunOptions } from 'axe-core';
import { test as base, expect, type APIRequestContext, type ConsoleMessage, type Page } from '@playwright/test';
import { createUser, type NewUserOptions, type TestUser } from './accounts';
import { DEMO_PASSWORD, DEMO_USERS, type DemoUserKey } from './demo-users';

const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/** Set in the page once axe passed; a change to the document afterwards clears it. */
type CheckedWindow = Window & { __a11yCheckedAndUnchanged?: boolean };

/** After axe passed: watch the document, so a later check of the same, unchanged page can be skipped. */
function watchForChangesAfterCheck(): void {
  const checked = window as CheckedWindow;
  checked.__a11yCheckedAndUnchanged = true;
  const observer = new MutationObserver(() => {
    checked.__a11yCheckedAndUnchanged = false;
    observer.disconnect();
  });
  observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
}

const checkedViewports = new WeakMap<Page, string>();
const viewportOf = (page: Page) => JSON.stringify(page.viewportSize());

/**
 * axe-core itself, put into the page once per document. (@axe-core/playwright's builder opened a
 * blank page for every check, to merge the results of frames we do not have: 1.5-1.9 s a check
 * against 0.3-0.6 s for running axe in the page, and about half of the browser suite's time.)
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

async function runAxe(page: Page): Promise<AxeResults> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(AXE_SOURCE);
  // Only violations are read, so the other result types keep one example node each (less to send back).
  const options: RunOptions = { runOnly: ['wcag2a', 'wcag2aa'], resultTypes: ['violations'] };
  return page.evaluate(async (runOptions) => {
    // Colours measured halfway through a transition are neither theme's (a button fading to the
    // dark theme failed the contrast rule): let finite transitions and animations end first.
    const finite = document.getAnimations().filter((animation) => animation.effect?.getTiming().iterations !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
    return (window as unknown as { axe: { run: (context: Document, options: RunOptions) => Promise<AxeResults> } }).axe.run(document, runOptions);
  }, options);
}

export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const results = await runAxe(page);
  const blocking = results.violations
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  expect(blocking, `axe found problems on ${page.url()}`).toEqual([]);
  await page.evaluate(watchForChangesAfterCheck);
  checkedViewports.set(page, viewportOf(page));
}

/** True when axe already passed on this very document, at this size, and nothing in it changed since. */
async function isUnchangedSinceLastCheck(page: Page): Promise<boolean> {
  if (checkedViewports.get(page) !== viewportOf(page)) return false;
  // A document on its way out (a navigation under way) counts as changed.
  return page.evaluate(() => (window as CheckedWindow).__a11yCheckedAndUnchanged === true).catch(() => false);
}

/** A visitor's GET /api/auth/user answers 401 by design (a visitor is nobody); the browser logs that. */
function isExpectedVisitor401(message: ConsoleMessage): boolean {
  return message.text().includes('status of 401') && new URL(message.location().url || 'x:/').pathname === '/api/auth/user';
}

interface Fixtures {
  /** Navigates to `path`, waits for the page's main heading, and runs axe. */
  visit: (path: string) => Promise<void>;
  /** Signs in as a demo user (read-only use) or the given account through the API; the page shares the cookies. */
  signIn: (user: DemoUserKey | { email: string; password: string }) => Promise<void>;
  /**
   * Makes a new account of this test's own through the API (sign-up, role, profile) and, unless
   * `signIn: false`, signs the page in as it. `api` is a request context signed in as the new
   * user, apart from the page, for setting up more data (postings, resumes) as that user. A new
   * school or employer is verified by the demo admin, as most tests need, unless `verified: false`.
   */
  newUser: (options?: NewUserOptions & { signIn?: boolean; verified?: boolean }) => Promise<TestUser & { api: APIRequestContext }>;
  /** A request context signed in as the demo admin, apart from the page: for admin-only setup. */
  adminApi: APIRequestContext;
  /** Lets a test accept a console error it causes on purpose (e.g. a 401 on a wrong password). */
  allowConsoleError: (pattern: RegExp) => void;
  /** Auto: watches the console and runs axe on the last page after the test body. */
  pageGuard: { allowed: RegExp[] };
}

export const test = base.extend<Fixtures>({
  pageGuard: [
    async ({ page }, use, testInfo) => {
      const guard = { allowed: [] as RegExp[] };
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error' || isExpectedVisitor401(message)) return;
        const text = `${message.text()} (${message.location().url})`;
        if (guard.allowed.some((pattern) => pattern.test(text))) return;
        problems.push(`console error: ${text}`);
      });
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      // A blocked eval or inline script is only an "issue" in DevTools, not a console error, when
      // the code catches it (zod's probe did): report every violation as an error.
      await page.addInitScript(() =>
        document.addEventListener('securitypolicyviolation', (event) =>
          console.error(`Content-Security-Policy violation: ${event.violatedDirective} ${event.blockedURI} (${event.sourceFile})`),
        ),
      );

      await use(guard);

      // The page as the test left it; skipped only when it is exactly the page axe last passed.
      if (testInfo.status === testInfo.expectedStatus && page.url().startsWith('http') && !(await isUnchangedSinceLastCheck(page))) {
        await expectNoSeriousA11yViolations(page);
      }
      expect(problems, 'the browser reported errors').toEqual([]);
    },
    { auto: true },
  ],

  allowConsoleError: async ({ pageGuard }, use) => {
    await use((pattern) => {
      pageGuard.allowed.push(pattern);
    });
  },

  visit: async ({ page }, use) => {
    await use(async (path) => {
      await page.goto(path);
      // A page's first visit loads its code chunk: on a busy CI machine (two browsers, the server
      // and the database on two cores) the largest (the student setup form) took over 10 s.
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 25_000 });
      await expectNoSeriousA11yViolations(page);
    });
  },

  signIn: async ({ page }, use) => {
    await use(async (user) => {
      const credentials =
        typeof user === 'string' ? { email: DEMO_USERS[user].email, password: DEMO_PASSWORD } : { email: user.email, password: user.password };
      const response = await page.request.post('/api/auth/login', { data: credentials });
      expect(response.status(), await response.text()).toBe(200);
    });
  },

  newUser: async ({ playwright, baseURL, signIn }, use) => {
    const contexts: APIRequestContext[] = [];
    await use(async ({ signIn: signInPage = true, verified = true, ...options } = {}) => {
      const api = await playwright.request.newContext({ baseURL });
      contexts.push(api);
      const user = await createUser(api, options);
      if (verified && user.profileId && (user.role === 'employer' || user.role === 'institution')) {
        const admin = await playwright.request.newContext({ baseURL });
        contexts.push(admin);
        await verifyAsAdmin(admin, user.role, user.profileId);
      }
      if (signInPage) await signIn(user);
      return { ...user, api };
    });
    await Promise.all(contexts.map((context) => context.dispose()));
  },

  adminApi: async ({ playwright, baseURL }, use) => {
    const api = await playwright.request.newContext({ baseURL });
    const response = await api.post('/api/auth/login', { data: { email: DEMO_USERS.admin.email, password: DEMO_PASSWORD } });
    expect(response.status(), await response.text()).toBe(200);
    await use(api);
    await api.dispose();
  },
});

/** The demo admin verifies a new school or employer, as the admin's queue does (docs/product/admin.md#verification). */
async function verifyAsAdmin(admin: APIRequestContext, kind: 'employer' | 'institution', profileId: string): Promise<void> {
  const login = await admin.post('/api/auth/login', { data: { email: DEMO_USERS.admin.email, password: DEMO_PASSWORD } });
  expect(login.status(), await login.text()).toBe(200);
  const decided = await admin.patch(`/api/admin/verifications/${kind}/${profileId}`, { data: { decision: 'verified' } });
  expect(decided.status(), await decided.text()).toBe(200);
}

export { expect };
