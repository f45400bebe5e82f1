// Every browser test gets: a failure on any console or page error or Content-Security-Policy
// violation, a `visit(path)` that navigates and waits for the page heading, `signIn(key)`, and
// `newUser(...)`, which makes an account of the test's own so tests can run in parallel.
// Accessibility (axe, WCAG 2 A and AA, failing on serious and critical findings) is checked by
// accessibility.spec.ts alone, with `expectNoSeriousA11yViolations`, on every screen and on the
// states only a flow reaches: running axe on every visit of every test was about 45% of a
// visit's time, and most of those checks saw the same screens again.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, RunOptions } from 'axe-core';
import { test as base, expect, type APIRequestContext, type ConsoleMessage, type Page } from '@playwright/test';
import { addSessionCookies, createUser, newSessionCookies, sessionStorageState, type NewUserOptions, type TestUser } from './accounts';
import { DEMO_PASSWORD, DEMO_USERS, type DemoUserKey } from './demo-users';

const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/**
 * axe-core itself, put into the page once per document. (@axe-core/playwright's builder opened a
 * blank page for every check, to merge the results of frames we do not have: 1.5-1.9 s a check
 * against 0.3-0.6 s for running axe in the page, and about half of the browser suite's time.)
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Puts axe into every document the page opens, at its start, instead of sending it over when a
 * check needs it: for a spec that checks nearly every page it opens (accessibility.spec.ts).
 */
export async function loadAxeInEveryDocument(page: Page): Promise<void> {
  await page.addInitScript({ content: AXE_SOURCE });
}

async function runAxe(page: Page, except: string[]): Promise<AxeResults> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(AXE_SOURCE);
  // Only violations are read, so the other result types keep one example node each (less to send back).
  const options: RunOptions = {
    runOnly: ['wcag2a', 'wcag2aa'],
    resultTypes: ['violations'],
    rules: {
      // A control's accessible name holds its visible text (WCAG 2.5.3, label in name), so a voice-control
      // user who says what they see finds it. axe counts this rule experimental: it is switched on by name.
      'label-content-name-mismatch': { enabled: true },
      ...Object.fromEntries(except.map((rule) => [rule, { enabled: false }])),
    },
  };
  return page.evaluate(async (runOptions) => {
    // Colours measured halfway through a transition are neither theme's (a button fading to the
    // dark theme failed the contrast rule): let finite transitions and animations end first.
    const finite = document.getAnimations().filter((animation) => animation.effect?.getTiming().iterations !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
    return (window as unknown as { axe: { run: (context: Document, options: RunOptions) => Promise<AxeResults> } }).axe.run(document, runOptions);
  }, options);
}

/**
 * Runs axe on the page as it is and fails on serious and critical findings. `except` turns rules
 * off for one check, for a state where a library's known behaviour breaks a rule: the caller says why.
 */
export async function expectNoSeriousA11yViolations(page: Page, { except = [] as string[] } = {}): Promise<void> {
  const results = await runAxe(page, except);
  const blocking = results.violations
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  expect(blocking, `axe found problems on ${page.url()}`).toEqual([]);
}

/** A visitor's GET /api/auth/user answers 401 by design (a visitor is nobody); the browser logs that. */
function isExpectedVisitor401(message: ConsoleMessage): boolean {
  return message.text().includes('status of 401') && new URL(message.location().url || 'x:/').pathname === '/api/auth/user';
}

/**
 * Collects a page's console errors (but those `guard.allowed` matches and a visitor's expected
 * 401), page errors and Content-Security-Policy violations into the array answered, which the
 * test expects empty at its end. The `page` fixture is watched so; a test that opens pages of its
 * own (a browser context per party) watches each of them too.
 */
export async function watchForProblems(page: Page, guard: { allowed: RegExp[] }): Promise<string[]> {
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
  return problems;
}

/** The `visit` fixture for any page: navigates to `path`, waits for the page's main heading and for the app to have taken the page over. */
export async function visitPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  // A page's first visit loads its code chunk: on a busy CI machine (two browsers, the server
  // and the database on two cores) the largest (the student setup form) took over 10 s.
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 25_000 });
  // A prerendered page (web/prerender) shows its heading before the app has taken it over, and
  // a click or typing before then is lost (axe's half second on every visit used to hide that).
  // React marks each element it has taken over with a __reactProps$ key, the page's last one
  // last; a part whose code comes later (the footer's newsletter form) is taken over after the
  // rest, so every control is waited for too.
  await page.waitForFunction(
    () => {
      const root = document.getElementById('root');
      const takenOver = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'));
      const last = [...(root?.querySelectorAll('*') ?? [])].at(-1);
      const controls = [...(root?.querySelectorAll('input, button, select, textarea, form') ?? [])];
      return (!last || takenOver(last)) && controls.every(takenOver);
    },
    undefined,
    { timeout: 25_000 },
  );
}

interface Fixtures {
  /** Navigates to `path` and waits for the page's main heading and for the app to have taken the page over. */
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
  /** Auto: fails the test on a console error, a page error or a Content-Security-Policy violation. */
  pageGuard: { allowed: RegExp[] };
}

export const test = base.extend<Fixtures>({
  pageGuard: [
    async ({ page }, use) => {
      const guard = { allowed: [] as RegExp[] };
      const problems = await watchForProblems(page, guard);
      await use(guard);
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
    await use((path) => visitPage(page, path));
  },

  signIn: async ({ page }, use) => {
    await use(async (user) => {
      const credentials =
        typeof user === 'string' ? { email: DEMO_USERS[user].email, password: DEMO_PASSWORD } : { email: user.email, password: user.password };
      const response = await page.request.post('/api/auth/login', { data: credentials });
      expect(response.status(), await response.text()).toBe(200);
    });
  },

  newUser: async ({ playwright, baseURL, page }, use) => {
    const contexts: APIRequestContext[] = [];
    await use(async ({ signIn: signInPage = true, verified = true, ...options } = {}) => {
      const signedIn = async (cookies: Parameters<typeof sessionStorageState>[0]) => {
        const api = await playwright.request.newContext({ baseURL, storageState: sessionStorageState(cookies, baseURL!) });
        contexts.push(api);
        return api;
      };
      const user = await createUser(page.request, signedIn, options);
      if (verified && user.profileId && (user.role === 'employer' || user.role === 'institution')) {
        const admin = await playwright.request.newContext({ baseURL });
        contexts.push(admin);
        await verifyAsAdmin(admin, user.role, user.profileId);
      }
      // The page gets a session of its own, as a sign-in in the browser would.
      if (signInPage) await addSessionCookies(page.context(), await newSessionCookies(page.request, user.id), baseURL!);
      return user;
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
