// Accessibility, the one spec that runs axe (WCAG 2 A and AA; serious and critical findings fail,
// fixtures.ts). It visits every screen of the route table (web/app/route-table.ts) for every kind
// of visitor, every screen once more in the dark theme, in French and at phone width together,
// and the states only a flow reaches. The other specs test behaviour and no longer run axe.
//
// States covered besides the screens themselves:
// - menus open: Log In, the phone's navigation menu, each signed-in kind's My Account menu;
//   select lists open: an event's "register as" (student and employer), the student form's
//   country, the admin's role of a user, an applicant's status
// - the way in: sign-up's form errors, its refusal of a common password and "Check your inbox";
//   a wrong password; "forgot password" sent; a reset link's form and its "already used" error;
//   a broken confirmation link and "send it again"; the unconfirmed-address banner and its answer;
//   an address already confirmed; a changed address confirmed; the dialog asking an account
//   without the current terms to accept them (also in French, dark, on a phone)
// - the footer newsletter's answer; its confirm link used once and twice; the unsubscribed page;
//   the contact form's errors and thanks; "log in to register" and "log in to save" for visitors
// - the Account Management card: change password (with the common-password error), change
//   e-mail, suspend, and delete (with the wrong-password error)
// - a student: registered for an event; an e-mail's "stop these e-mails" link and undoing it; a
//   saved job; a search with no results; "save this search"; the apply form and "already
//   applied"; an application changed since applying; withdrawing; empty applications and saved
//   searches; the resume dialog, and a file refused; a photo; the employer form's refusal; a
//   school request waiting, the school's documents, a partner's badge, removal from a roster
// - a user without a role: "save your profile first" on the resume button
// - an employer: no postings yet; the posting dialog's errors; applicants (to answer first), an
//   application's page with the interview form's errors and the not-selected form; the edit dialog's
//   deadline error; reopen and delete dialogs; notifications and their settings; the company
//   form's error; a logo in the header; waiting for verification; a posting taken down; a
//   school's invitation
// - a school: a link request; the roster with its skills tooltip; the remove dialog; "no file
//   selected"; its documents; an alert and no alerts; partner search and an invitation sent;
//   rejected with a reason
// - a placement's page: the employer's form with its errors and a schedule's rows, the cancel dialog
//   with its error; the school's form with a server's field error
// - the demo users' homes not seen above: other data (a graduate, no school, French postings)
// - the admin: every tab (in the phone pass too); users found, and none, and as cards at phone
//   width; the delete dialog; the verification queue and its reject dialog; the audit log;
//   viewing as a user (both headers); the take-down dialog's error; who registered for an event;
//   the event dialog's errors; the delete-event dialog; a person's e-mails
// Left out on purpose: Uppy's dialog with a file chosen (Uppy lists the file as a listitem without
// a list: aria-required-parent), and aria-hidden-focus while a select is open (checkOpenList).
import { readFileSync } from 'node:fs';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { routesFor, type Screen } from '../../web/app/route-table';
import { employerPartBody } from '../shared/employer-part';
import { giveResume, newAccountDetails, postJob, uniqueTag, type TestUser } from './accounts';
import { showInApp, signOutPage, preferDarkTheme } from './helpers';
import { DEMO_USERS, type DemoUserKey } from './demo-users';
import { expect, expectNoSeriousA11yViolations as axe, loadAxeInEveryDocument, test } from './fixtures';
import { linkIn, waitForMail } from './mailbox';
import { placementStarted } from './placement-data';

type Fixtures = Parameters<Parameters<typeof test>[2]>[0];
type RouteUser = Parameters<typeof routesFor>[0];

const main = (page: Page) => page.getByRole('main');
const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)' });
const NOT_FOUND_PATH = '/no-such-page';
const PDF = { name: 'form.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n% form\n') };
const PNG = {
  name: 'picture.png',
  mimeType: 'image/png',
  buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64'),
};

test.beforeEach(({ page }) => loadAxeInEveryDocument(page));

/** A demo posting no test changes; its page stands for /jobs/:id. */
async function demoJobId(request: APIRequestContext): Promise<string> {
  const { items } = (await (await request.get('/api/jobs?limit=50')).json()) as { items: Array<{ id: string; title: string }> };
  const job = items.find((item) => item.title === 'Carpentry Apprentice');
  if (!job) throw new Error('the demo posting "Carpentry Apprentice" is not listed');
  return job.id;
}

type ScreenVisit = [screen: Screen | 'notFound', path: string];

/**
 * An application (or a placement) that is none of the reader's: its page says so (a 404 from the API,
 * or a 403 before the company is verified). The pages with real ones and their forms: the employer's
 * postings test and the placement's test below.
 */
const NO_APPLICATION_ID = '00000000-0000-4000-8000-000000000000';
const NO_APPLICATION_ERROR = /status of 40[34].*\/api\/(employer\/applications|placements|messages\/threads)\//;

/**
 * Screens that need a link no browser test can make: a parent or guardian's signing page needs a
 * placement out for signature (their page's own test below shows a link that names nothing).
 */
const NEEDS_A_MAILED_LINK = new Set<Screen>(['guardianSign', 'supervisorHours', 'supervisorEvaluation']);

/** The route table's screens for this visitor, each once (the admin's / and /admin are one), and the 404 page. */
function screensOf(user: RouteUser | null, jobId: string): ScreenVisit[] {
  const visits: ScreenVisit[] = [];
  for (const entry of routesFor(user)) {
    if ('screen' in entry && NEEDS_A_MAILED_LINK.has(entry.screen)) continue;
    // A conversation none of the reader's says so too (its page with a real one: messages.spec.ts).
    const id =
      'screen' in entry && (entry.screen === 'employerApplication' || entry.screen === 'placement' || entry.screen === 'messageThread')
        ? NO_APPLICATION_ID
        : jobId;
    if ('screen' in entry && !visits.some(([screen]) => screen === entry.screen))
      visits.push([entry.screen, entry.path.replace(':id', id).replace(':threadId', id)]);
  }
  return [...visits, ['notFound', NOT_FOUND_PATH]];
}

/**
 * The screens whose page reads nothing of the visitor: the same for every kind but for the header
 * around it. A visitor and a user without a role are checked on all of them; every other kind on
 * one (privacy), with its own header around it: 78 visits fewer, about a minute of a worker's time.
 */
const SAME_FOR_EVERYONE = new Set<Screen | 'notFound'>([
  'signIn',
  'signUp',
  'forgotPassword',
  'resetPassword',
  'howItWorks',
  'resources',
  'forEmployers',
  'pricing',
  'successStories',
  'terms',
  'contact',
  'newsletterUnsubscribed',
  'newsletterConfirm',
  'verify',
  'guardianConsent',
]);

/** Opens the My Account menu (or Log In's) of the header, runs axe on it, and closes it. */
async function checkMenu(page: Page, button: RegExp) {
  await page.getByRole('banner').getByRole('button', { name: button }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await axe(page);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
}

/**
 * Opens a select's list, runs axe on it, and closes it without choosing. An open Radix select hides
 * the rest of the page (aria-hidden on #root) and traps the focus in its list, but leaves the page's
 * controls focusable, which axe's aria-hidden-focus reports; axe does not report the same for an
 * open dialog (Radix keeps it so: github.com/radix-ui/primitives/issues/2459). The list itself is checked.
 */
async function checkOpenList(page: Page, select: Locator) {
  await select.click();
  await expect(page.getByRole('listbox')).toBeVisible();
  await axe(page, { except: ['aria-hidden-focus'] });
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toHaveCount(0);
}

/** Opens each tab of the admin dashboard in turn and runs axe on it, once its content is there. */
async function checkEveryTab(page: Page) {
  const tabs = page.getByRole('tablist').getByRole('tab');
  await expect(tabs.first()).toBeVisible();
  for (const tab of await tabs.all()) {
    await test.step(`the ${await tab.textContent()} tab`, async () => {
      await tab.click();
      await expect(page.getByRole('tabpanel').getByRole('heading').first()).toBeVisible();
      await axe(page);
    });
  }
}

/** Closes a dialog with its close button (Escape would close a toast that opened after it first). */
async function closeDialog(dialog: Locator) {
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toHaveCount(0);
}

/** Runs axe on each screen: the first a full visit, the others shown in the app (showInApp). */
async function checkScreens(page: Page, visit: Fixtures['visit'], screens: ScreenVisit[], onEach?: () => Promise<void>) {
  for (const [index, [screen, path]] of screens.entries()) {
    await test.step(`${screen}: ${path}`, async () => {
      if (index === 0) await visit(path);
      else await showInApp(page, path);
      await onEach?.();
      await axe(page);
    });
  }
}

/** Switches the page's session to another account (the other specs' way: signed out, then a sign-in). */
async function switchTo(page: Page, signIn: Fixtures['signIn'], user: DemoUserKey | TestUser) {
  await signOutPage(page);
  await signIn(user);
}

interface VisitorKind {
  name: string;
  /** Who the route table sees; null is a visitor who is not signed in. */
  routeUser: RouteUser | null;
  /** Signs the page in as this kind of visitor: a demo user (read only), or an account of the test's own, answered. */
  signIn: (fixtures: Pick<Fixtures, 'signIn' | 'newUser'>) => Promise<{ api: APIRequestContext } | void>;
  /** Checked on every screen, not only on one of SAME_FOR_EVERYONE. */
  everyScreen?: true;
  /** States this visitor reaches without changing any data. */
  states?: (page: Page) => Promise<void>;
}

const ACCOUNT_MENU = /^My Account \(/;
const signInDemo =
  (key: DemoUserKey) =>
  ({ signIn }: Pick<Fixtures, 'signIn'>) =>
    signIn(key);

// Those with a profile come before those without: the phone pass checks each screen for the first
// kind that has it, so it sees the full dashboards.
const VISITOR_KINDS: VisitorKind[] = [
  { name: 'a visitor who is not signed in', routeUser: null, signIn: async () => {}, everyScreen: true },
  {
    name: 'a signed-in user without a role',
    routeUser: { role: null, hasProfile: false },
    signIn: ({ newUser }) => newUser({ role: null }),
    everyScreen: true,
    states: async (page) => {
      await checkMenu(page, ACCOUNT_MENU);
      await test.step('the resume button asks to save the profile first', async () => {
        await page.goto('/setup-profile/student');
        await main(page).getByRole('button', { name: 'Upload Resume' }).click();
        await expect(main(page).getByRole('alert')).toContainText('Save your profile first');
        await axe(page);
      });
    },
  },
  {
    name: 'a student with a profile',
    routeUser: { role: 'student', hasProfile: true },
    signIn: signInDemo('maya'),
    states: async (page) => {
      await checkMenu(page, ACCOUNT_MENU);
      await test.step('an event\'s "register as" list open', async () => {
        await page.goto('/events');
        await checkOpenList(page, main(page).getByRole('combobox', { name: 'Register for Spring Youth Job Fair as' }));
      });
    },
  },
  {
    name: 'an employer with a profile',
    routeUser: { role: 'employer', hasProfile: true },
    signIn: signInDemo('priya'),
    states: async (page) => {
      await checkMenu(page, ACCOUNT_MENU);
      await test.step('the booth among the "register as" choices', async () => {
        await page.goto('/events');
        await checkOpenList(page, main(page).getByRole('combobox', { name: 'Register for Spring Youth Job Fair as' }));
      });
    },
  },
  {
    name: 'a school with a profile',
    routeUser: { role: 'institution', hasProfile: true },
    signIn: signInDemo('riverside'),
    states: (page) => checkMenu(page, ACCOUNT_MENU),
  },
  {
    name: 'an admin',
    routeUser: { role: 'admin', hasProfile: false },
    signIn: signInDemo('admin'),
    states: async (page) => {
      await checkMenu(page, ACCOUNT_MENU);
      await page.goto('/admin');
      await checkEveryTab(page);
    },
  },
  {
    name: 'a student without a profile',
    routeUser: { role: 'student', hasProfile: false },
    signIn: ({ newUser }) => newUser({ role: 'student', profile: false }),
  },
  {
    name: 'an employer without a profile',
    routeUser: { role: 'employer', hasProfile: false },
    signIn: ({ newUser }) => newUser({ role: 'employer', profile: false }),
  },
];

for (const kind of VISITOR_KINDS) {
  test(`every screen of the route table for ${kind.name}`, async ({ page, visit, signIn, newUser, request, allowConsoleError }) => {
    allowConsoleError(NO_APPLICATION_ERROR);
    const screens = screensOf(kind.routeUser, await demoJobId(request)).filter(([screen]) => kind.everyScreen || !SAME_FOR_EVERYONE.has(screen));
    // About a second a screen (showing it, running axe); far more on a busy CI machine.
    test.setTimeout(30_000 + 5_000 * screens.length);
    await kind.signIn({ signIn, newUser });
    await checkScreens(page, visit, screens);
    await kind.states?.(page);
  });
}

/** For the phone pass: each kind's screens that no kind before it (in VISITOR_KINDS' order) showed. */
const screensFirstShown = VISITOR_KINDS.map((kind, index) => ({
  kind,
  screens: (jobId: string) => {
    const shownBefore = new Set(VISITOR_KINDS.slice(0, index).flatMap((earlier) => screensOf(earlier.routeUser, jobId).map(([screen]) => screen)));
    return screensOf(kind.routeUser, jobId).filter(([screen]) => !shownBefore.has(screen));
  },
}));

// Dark theme, French and phone width in one pass: each screen once, for the first kind of visitor
// (in VISITOR_KINDS' order) the route table shows it to. The browser asks for French (as
// languages.spec.ts does): demo accounts never chose a language, so they follow the browser, and
// no cookie is set that would save French on them.
test.describe('in the dark theme, in French, on a phone', () => {
  test.use({ locale: 'fr-CA', viewport: { width: 375, height: 800 } });
  test.beforeEach(async ({ page }) => {
    await preferDarkTheme(page);
  });

  const fr = JSON.parse(readFileSync(new URL('../../web/i18n/locales/fr/shell.json', import.meta.url), 'utf8')) as {
    nav: { openMenu: string };
    login: { button: string };
  };
  const FR_ACCOUNT_MENU = /^Mon compte \(/;

  const checkFrenchDarkScreens = (page: Page, visit: Fixtures['visit'], screens: ScreenVisit[]) =>
    checkScreens(page, visit, screens, async () => {
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
      await expect(page.locator('html')).toHaveClass(/dark/);
    });

  const [signedOut, ...signedIn] = screensFirstShown;

  // Two tests, so that the two workers share the visitor's many screens.
  test('the signed-out screens, part 1', async ({ page, visit, request }) => {
    test.setTimeout(120_000);
    const screens = signedOut!.screens(await demoJobId(request));
    await checkFrenchDarkScreens(page, visit, screens.slice(0, Math.ceil(screens.length / 2)));
  });

  test('the terms asked again: the blocking dialog', async ({ page, newUser }) => {
    await newUser({ termsAccepted: false, language: 'fr' });
    await page.goto('/jobs');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('alertdialog', { name: 'Nous avons mis à jour nos conditions' })).toBeVisible();
    await axe(page);
  });

  test('the signed-out screens, part 2, and the Log In and navigation menus', async ({ page, visit, request }) => {
    test.setTimeout(120_000);
    const screens = signedOut!.screens(await demoJobId(request));
    await checkFrenchDarkScreens(page, visit, screens.slice(Math.ceil(screens.length / 2)));
    await visit('/');
    await checkMenu(page, new RegExp(`^${fr.login.button}$`));
    await checkMenu(page, new RegExp(`^${fr.nav.openMenu}$`));
  });

  test("the signed-in screens, the admin's tabs, and the My Account menu", async ({ page, visit, signIn, newUser, request, allowConsoleError }) => {
    test.setTimeout(120_000);
    allowConsoleError(NO_APPLICATION_ERROR);
    const jobId = await demoJobId(request);
    for (const { kind, screens } of signedIn) {
      if (screens(jobId).length === 0) continue;
      await signOutPage(page);
      const own = await kind.signIn({ signIn, newUser });
      // An account of the test's own may have been made in English: it chooses French, as its owner would.
      if (own) expect((await own.api.put('/api/account/language', { data: { language: 'fr' } })).ok()).toBe(true);
      await checkFrenchDarkScreens(page, visit, screens(jobId));
    }
    await switchTo(page, signIn, 'admin');
    await visit('/admin');
    await checkEveryTab(page);
    // The account menu, in the header of a listing page.
    await visit('/jobs');
    await checkMenu(page, FR_ACCOUNT_MENU);
  });
});

test("the other demo users' homes: other data on the same screens", async ({ page, visit, signIn }) => {
  for (const key of ['leo', 'sam', 'tom', 'sophie', 'lakeview'] as const) {
    await test.step(DEMO_USERS[key].email, async () => {
      await switchTo(page, signIn, key);
      await visit('/');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(DEMO_USERS[key].homeHeading);
      await axe(page);
    });
  }
});

test('the way in: sign-up with its errors, "check your inbox", the unconfirmed banner, and a confirmed address', async ({
  page,
  visit,
  signIn,
  allowConsoleError,
}) => {
  test.setTimeout(90_000);
  allowConsoleError(/status of 400.*\/api\/auth\/register/);
  const account = newAccountDetails();
  await visit('/sign-up');
  const form = main(page);

  await test.step('the form errors next to the fields', async () => {
    await form.getByLabel('E-mail address').fill('not-an-email');
    await form.getByLabel('Password').fill('short');
    await form.getByRole('button', { name: 'Create Account' }).click();
    await expect(form.getByText('Please enter your first name.')).toBeVisible();
    await axe(page);
  });

  await test.step("the server's refusal of a common password", async () => {
    await form.getByLabel('First name').fill(account.firstName);
    await form.getByLabel('Last name').fill(account.lastName);
    await form.getByLabel('E-mail address').fill(account.email);
    await form.getByLabel('Password').fill('password123');
    await form.getByRole('checkbox', { name: 'I accept the terms of use and the privacy notice.' }).check();
    await form.getByRole('button', { name: 'Create Account' }).click();
    await expect(form.getByLabel('Password')).toHaveAccessibleDescription(/one of the most common passwords/);
    await axe(page);
  });

  await test.step('check your inbox', async () => {
    await form.getByLabel('Password').fill(account.password);
    await form.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check your inbox');
    await axe(page);
  });

  const banner = page.getByRole('region', { name: 'E-mail address not confirmed' });
  await test.step('the unconfirmed banner, and its link sent again', async () => {
    await waitForMail(account.email, /Confirm your e-mail address/);
    await signIn(account);
    await visit('/role-selection');
    await banner.getByRole('button', { name: 'Send the link again' }).click();
    await expect(banner.getByRole('status')).toHaveText(`A new link is on its way to ${account.email}.`);
    await axe(page);
  });

  await test.step('a link opened again: the address is confirmed already', async () => {
    const link = linkIn(await waitForMail(account.email, /Confirm your e-mail address/), '/verify-email');
    await page.goto(link);
    await expect(page).toHaveURL('/role-selection');
    await expect(banner).toHaveCount(0);
    await page.goto(link);
    await expect(main(page).getByRole('status')).toHaveText('Your e-mail address is already confirmed.');
    await axe(page);
  });
});

test('the way in: a wrong password, forgot password, a reset link and a broken confirmation link', async ({ page, visit, allowConsoleError }) => {
  allowConsoleError(/status of 401.*\/api\/auth\/login/);
  allowConsoleError(/status of 400.*\/api\/auth\/(reset-password|verify-email)/);
  // Nobody has this address, so no account's failed sign-ins are counted.
  const nobody = `nobody.${uniqueTag()}@example.test`;

  await test.step('a wrong password', async () => {
    await visit('/sign-in');
    await main(page).getByLabel('E-mail address').fill(nobody);
    await main(page).getByLabel('Password').fill('not-the-password');
    await main(page).getByRole('button', { name: 'Log In' }).click();
    await expect(main(page).getByRole('alert')).not.toBeEmpty();
    await axe(page);
  });

  await test.step('forgot password: the link is on its way', async () => {
    await visit('/forgot-password');
    await main(page).getByLabel('E-mail address').fill(nobody);
    await main(page).getByRole('button', { name: 'Send the link' }).click();
    await expect(main(page).getByRole('status')).toContainText(`If ${nobody} belongs to a FirstRung account`);
    await axe(page);
  });

  await test.step("a reset link's form, and its error once used", async () => {
    await visit('/reset-password?token=not-a-real-token');
    await expect(main(page).getByLabel('New password')).toBeVisible();
    await axe(page);
    await main(page).getByLabel('New password').fill('another-orchard-river-8');
    await main(page).getByRole('button', { name: 'Save new password' }).click();
    await expect(main(page).getByRole('link', { name: 'Ask for a new link' })).toBeVisible();
    await axe(page);
  });

  await test.step('a broken confirmation link, and a new one asked for', async () => {
    await visit('/verify-email?token=not-a-real-token');
    await expect(main(page).getByRole('alert')).toHaveText('This link is not valid any more. Please ask for a new one.');
    await main(page).getByLabel('E-mail address').fill(nobody);
    await main(page).getByRole('button', { name: 'Send the link again' }).click();
    await expect(main(page).getByRole('status')).toContainText('a new link is on its way');
    await axe(page);
  });
});

test.describe("a parent or guardian's link that names nothing", () => {
  // The page asks the API for the link's agreement: 404, which the browser logs.
  const NO_LINK_ERROR = /status of 404/;

  test('in English', async ({ page, visit, allowConsoleError }) => {
    allowConsoleError(NO_LINK_ERROR);
    await visit('/guardian/sign/not-a-real-link');
    await expect(main(page).getByRole('status')).toContainText('This link was not found');
    await axe(page);
  });

  test.describe('in French, in the dark theme, on a phone', () => {
    test.use({ locale: 'fr-CA', viewport: { width: 375, height: 800 } });
    test('its sentence', async ({ page, visit, allowConsoleError }) => {
      allowConsoleError(NO_LINK_ERROR);
      await preferDarkTheme(page);
      await visit('/guardian/sign/not-a-real-link');
      await expect(main(page).getByRole('status')).toContainText('Ce lien est introuvable');
      await axe(page);
    });
  });
});

test("a visitor's answers: the footer newsletter and its links, the contact form, and the log-in notices", async ({
  page,
  visit,
  allowConsoleError,
}) => {
  test.setTimeout(90_000);
  const address = `reader.${uniqueTag()}@example.test`;

  await test.step('the footer newsletter asks to confirm by e-mail', async () => {
    await visit('/');
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('textbox', { name: 'E-mail address' }).fill(address);
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(footer.getByRole('status')).toContainText('we have sent it a link');
    await axe(page);
  });

  await test.step('the confirm link, used once and then again', async () => {
    const link = linkIn(await waitForMail(address, /^Confirm your FirstRung newsletter subscription$/), '/newsletter/confirm');
    await visit(link);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("You're subscribed!");
    await axe(page);
    // The used link is the server's 404, which the browser logs.
    allowConsoleError(/404/);
    await visit(link);
    await expect(main(page)).toContainText('used already');
    await axe(page);
  });

  await test.step('the unsubscribed page', async () => {
    // Only an issue's e-mail carries an unsubscribe link; the server's answer to one is given here.
    await page.route('**/api/newsletter/unsubscribe', (route) => route.fulfill({ json: { status: 'unsubscribed' } }));
    await visit('/newsletter/unsubscribed?token=from-an-issue');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('You have been unsubscribed');
    await axe(page);
  });

  await test.step("the contact form's errors, then its thanks", async () => {
    await visit('/contact');
    await main(page).getByRole('button', { name: 'Send message' }).click();
    await expect(main(page).getByText('Please tell us your name')).toBeVisible();
    await axe(page);
    await main(page).getByLabel('Your name').fill('Ana Parent');
    await main(page).getByLabel('E-mail address').fill(`ana.${uniqueTag()}@example.test`);
    await main(page).getByLabel('Subject').fill('A question about placements');
    await main(page).getByLabel('Message').fill('Who checks the employers before my daughter applies?');
    await main(page).getByRole('button', { name: 'Send message' }).click();
    await expect(main(page).getByRole('status').filter({ hasText: 'Thank you for writing to us' }).first()).toBeVisible();
    await axe(page);
  });

  await test.step('log in to register for an event', async () => {
    await visit('/events');
    await main(page).getByRole('button', { name: 'Register for Spring Youth Job Fair' }).click();
    await expect(toasts(page)).toContainText('Please log in to register for events');
    await axe(page);
  });

  await test.step('a setup page asks a visitor to create an account for its role', async () => {
    await visit('/setup-profile/employer');
    await expect(main(page)).toContainText('set up your employer profile');
    await axe(page);
  });

  await test.step('the Log In menu', async () => {
    await visit('/');
    await checkMenu(page, /^Log In$/);
  });
});

test("the Account Management card's dialogs, with their errors, and a changed address confirmed", async ({
  page,
  visit,
  newUser,
  allowConsoleError,
}) => {
  test.setTimeout(90_000);
  allowConsoleError(/status of 400.*\/api\/account\/(change-password|delete)/);
  const student = await newUser();
  await visit('/');
  const card = main(page).getByRole('heading', { name: 'Account Management' }).locator('xpath=../..');

  await test.step('change password, refused as too common', async () => {
    await card.getByRole('button', { name: 'Change Password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change your password' });
    await dialog.getByLabel('Current password').fill(student.password);
    await dialog.getByLabel('New password').fill('password123');
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await expect(dialog.getByLabel('New password')).toHaveAccessibleDescription(/one of the most common passwords/);
    await axe(page);
    await closeDialog(dialog);
  });

  await test.step('suspend', async () => {
    await card.getByRole('button', { name: 'Suspend Account' }).click();
    await expect(page.getByRole('alertdialog')).toContainText('Suspend your account?');
    await axe(page);
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  });

  await test.step('delete, with a wrong password', async () => {
    await card.getByRole('button', { name: 'Delete Account' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByLabel('Your password').fill('not-my-password');
    await dialog.getByRole('button', { name: 'Yes, delete everything' }).click();
    await expect(dialog.getByLabel('Your password')).toHaveAccessibleDescription('That is not your current password.');
    await axe(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
  });

  const newEmail = `moved.${student.email}`;
  await test.step('change e-mail', async () => {
    await card.getByRole('button', { name: 'Change E-mail' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change your e-mail address' });
    await dialog.getByLabel('New e-mail address').fill(newEmail);
    await dialog.getByLabel('Your password').fill(student.password);
    await axe(page);
    await dialog.getByRole('button', { name: 'Send the link' }).click();
    await expect(toasts(page)).toContainText(`Open the link we sent to ${newEmail}`);
  });

  await test.step('the new address confirmed', async () => {
    await page.goto(linkIn(await waitForMail(newEmail, /Confirm your new e-mail address/), '/verify-email'));
    await expect(main(page).getByRole('status')).toHaveText(`Your e-mail address is now ${newEmail}.`);
    await axe(page);
  });
});

test("a student's events, e-mail settings link, search, applying and the dashboard's lists", async ({ page, visit, newUser, adminApi }) => {
  test.setTimeout(120_000);
  const tag = uniqueTag();
  const eventTitle = `Access Evening ${tag}`;
  const day = new Date(Date.now() + 12 * 86_400_000).toISOString().slice(0, 10);
  const event = await adminApi.post('/api/events', {
    data: { title: eventTitle, description: 'Meet local employers.', eventDate: `${day}T00:00:00.000Z`, location: 'Hall', maxParticipants: 5 },
  });
  expect(event.status(), await event.text()).toBe(201);
  const employer = await newUser({ role: 'employer', signIn: false });
  const title = `Access Helper ${tag}`;
  const jobId = await postJob(employer.api, { title, companyName: String(employer.profile?.companyName) });
  const student = await newUser();
  await giveResume(student.api);

  await test.step('registered for an event', async () => {
    await visit('/events');
    const card = main(page)
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 2, name: eventTitle }) });
    await card.getByRole('button', { name: `Register for ${eventTitle}` }).click();
    await expect(card).toContainText("You're registered as: Student");
    await axe(page);
  });

  await test.step('the e-mail\'s "stop these e-mails" link, then undone', async () => {
    const mail = await waitForMail(student.email, new RegExp(`^You are registered: ${eventTitle}$`));
    await visit(linkIn(mail, '/email-preferences?token='));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('You will not get these e-mails any more');
    await axe(page);
    await page.getByRole('button', { name: 'Turn these e-mails back on' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('These e-mails are on again');
    await axe(page);
  });

  await test.step('a saved job, a search with no results, and "save this search"', async () => {
    await visit(`/jobs?q=${tag}`);
    await page.getByRole('button', { name: `Save ${title}` }).click();
    await expect(page.getByRole('button', { name: `Remove ${title} from saved jobs` })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('checkbox', { name: 'Seasonal' }).click();
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await expect(page.getByRole('heading', { name: '0 opportunities' })).toBeVisible();
    await axe(page);
    await page.getByRole('button', { name: 'Save this search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save this search' });
    await axe(page);
    await dialog.getByRole('button', { name: 'Save search' }).click();
    await expect(dialog).toBeHidden();
  });

  await test.step('the apply form, then "already applied"', async () => {
    await visit(`/jobs/${jobId}`);
    await expect(page.getByLabel('Message to the employer (optional)')).toBeVisible();
    await axe(page);
    await page.getByRole('button', { name: 'Apply now' }).click();
    await expect(page.getByText('You have already applied to this job.')).toBeVisible();
    await axe(page);
  });

  const newTitle = `${title} II`;
  await test.step('the dashboard: an application changed since applying', async () => {
    const edited = await employer.api.put(`/api/employer/jobs/${jobId}`, {
      data: { title: newTitle, companyName: 'ignored', location: '88 King Street', city: 'Toronto', description: 'Shelve books.' },
    });
    expect(edited.status(), await edited.text()).toBe(200);
    await visit('/');
    const item = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: newTitle }) });
    await item.getByText('What you applied to').first().click();
    await expect(item.getByText(title, { exact: true }).first()).toBeVisible();
    await axe(page);
  });

  await test.step('withdrawing, then the application marked "Withdrawn" and no saved searches', async () => {
    await page
      .getByRole('button', { name: `Withdraw my application: ${newTitle}` })
      .first()
      .click();
    const confirm = page.getByRole('alertdialog', { name: `Withdraw your application to “${newTitle}”?` });
    await axe(page);
    await confirm.getByRole('button', { name: 'Withdraw application' }).click();
    // The application stays in the list, marked "Withdrawn" (the saved jobs list holds the posting too).
    const application = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: newTitle }) });
    await expect(application.filter({ hasText: 'Withdrawn' })).toHaveCount(1);
    await page.getByRole('button', { name: /^Delete the saved search/ }).click();
    await expect(page.getByText('No saved searches yet.', { exact: false })).toBeVisible();
    await axe(page);
  });
});

test("a young student's consent card with its errors, and the parent's page with a code asked for and a wrong code", async ({
  page,
  visit,
  newUser,
  allowConsoleError,
}) => {
  test.setTimeout(90_000);
  allowConsoleError(/status of 400.*\/api\/guardian\/consents\//);
  const day = new Date(Date.now() - 60 * 86_400_000).toISOString().slice(0, 10);
  await newUser({ profile: { country: 'Canada', region: 'Quebec', dateOfBirth: `${Number(day.slice(0, 4)) - 13}${day.slice(4)}` } });
  const parentEmail = `access.parent.${uniqueTag()}@example.test`;
  await visit('/');
  const card = page.getByRole('region', { name: 'A parent or guardian must agree before you apply' });

  await test.step('the card and its form errors', async () => {
    await card.getByRole('button', { name: 'Send them the link' }).click();
    await expect(card.getByLabel('Their full name')).toHaveAttribute('aria-invalid', 'true');
    await axe(page);
  });

  await test.step('the link sent', async () => {
    await card.getByLabel('Their full name').fill('Access Parent');
    await card.getByLabel('Their e-mail address').fill(parentEmail);
    await card.getByLabel('Their mobile phone').fill('514 555 0177');
    await card.getByRole('button', { name: 'Send them the link' }).click();
    await expect(card.getByTestId('guardian-consent-status')).toContainText('We sent the link to Access Parent');
    await axe(page);
  });

  await test.step("the parent's page, a code asked for, and a wrong code", async () => {
    const link = linkIn(await waitForMail(parentEmail, /asks for your consent on FirstRung/), '/guardian/consent/');
    await signOutPage(page);
    await page.goto(link);
    await expect(main(page).getByRole('button', { name: 'Send me the code' })).toBeVisible();
    await axe(page);
    await main(page).getByRole('button', { name: 'Send me the code' }).click();
    await main(page).getByLabel('The 6-digit code').fill('12345');
    await main(page).getByRole('button', { name: 'I consent' }).click();
    await expect(main(page).getByLabel('The 6-digit code')).toHaveAttribute('aria-invalid', 'true');
    await axe(page);
  });
});

test('the terms asked again: the blocking dialog over a signed-in page', async ({ page, newUser }) => {
  await newUser({ termsAccepted: false });
  // Not visit(): the dialog hides the page's heading from the accessibility tree once it opens.
  await page.goto('/jobs');
  await expect(page.getByRole('alertdialog', { name: "We've updated our terms" })).toBeVisible();
  await axe(page);
});

test("a student's browse by age: the age note, every age, and the filters on the work", async ({ page, visit, newUser }) => {
  const day = new Date(Date.now() - 60 * 86_400_000).toISOString();
  await newUser({ profile: { dateOfBirth: `${Number(day.slice(0, 4)) - 15}${day.slice(4, 10)}` } });
  await visit('/jobs?paid=true&maxHours=20&startFrom=2027-07-01&minPlaces=2');
  await expect(page.getByText('Showing opportunities open to your age (15).')).toBeVisible();
  await expect(page.getByLabel('Hours per week, at most')).toHaveValue('20');
  await axe(page);
});

test("a student's profile form: the country list, the resume dialog and a refused file, a photo, and another role's form", async ({
  page,
  visit,
  newUser,
  allowConsoleError,
}) => {
  allowConsoleError(/status of 403.*\/api\/employer\/profile/);
  allowConsoleError(/status of 415 \(Unsupported Media Type\)/);
  await newUser();
  await visit('/setup-profile/student');

  await test.step('the country list open', async () => {
    await checkOpenList(page, main(page).getByLabel('Country', { exact: true }));
  });

  await test.step('the resume dialog, then the refusal of a file that is not really a PDF', async () => {
    await main(page).getByRole('button', { name: 'Upload Resume' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Drop a file here or')).toBeVisible();
    await axe(page);
    // Not checked with a file chosen: Uppy lists it as a listitem without a list (aria-required-parent).
    await dialog
      .locator('input[type=file]')
      .first()
      .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('Just text with a .pdf name') });
    await dialog.getByRole('button', { name: /Upload 1 file/ }).click();
    await expect(toasts(page)).toContainText('That file is not a PDF, DOC or DOCX resume.');
    await axe(page);
  });

  await test.step('a photo', async () => {
    const photo = page.getByRole('region', { name: 'Your photo' });
    await photo.getByLabel('Choose a photo').setInputFiles(PNG);
    await photo.getByRole('button', { name: 'Upload' }).click();
    await expect(photo.getByRole('img', { name: 'Your photo' })).toBeVisible();
    await axe(page);
  });

  await test.step("the employer form refuses a student's save", async () => {
    await visit('/setup-profile/employer');
    await main(page).getByLabel('Company name').fill('Side Hustle Inc');
    await main(page).getByRole('button', { name: 'Save Profile' }).click();
    await expect(toasts(page)).toContainText('This is a student account, so it cannot have an employer profile');
    await axe(page);
  });
});

test("an employer's postings: empty, the dialogs and their errors, applicants, notifications, the company form and a logo", async ({
  page,
  visit,
  signIn,
  newUser,
}) => {
  test.setTimeout(120_000);
  const employer = await newUser({ role: 'employer' });
  const student = await newUser({ signIn: false });
  await giveResume(student.api);

  await test.step('no postings yet, and the posting dialog with its errors', async () => {
    await visit('/employer-dashboard');
    await expect(main(page).getByText('You have no postings yet. Create your first one.')).toBeVisible();
    await axe(page);
    await page.getByRole('button', { name: 'Create Posting' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create a posting' });
    await dialog.getByRole('button', { name: 'Create posting' }).click();
    await expect(dialog.locator('[aria-invalid="true"]').first()).toBeVisible();
    await axe(page);
    // Paid: the amount and its unit appear; an amount it cannot read is named.
    await dialog.getByRole('combobox', { name: 'Pay' }).click();
    await page.getByRole('option', { name: 'Paid', exact: true }).click();
    await dialog.getByLabel('Amount (CAD)').fill('lots');
    await dialog.getByRole('button', { name: 'Create posting' }).click();
    await expect(dialog.getByText('Enter the amount, like 17.50.')).toBeVisible();
    await axe(page);
    await closeDialog(dialog);
  });

  const title = `Access Trainee ${uniqueTag()}`;
  const jobId = await postJob(employer.api, { title, companyName: String(employer.profile?.companyName) });
  const applied = await student.api.post(`/api/jobs/${jobId}/apply`, { data: { message: 'I would like to help.' } });
  expect(applied.status(), await applied.text()).toBe(201);

  await test.step('the applicants, to answer first, and the status filter', async () => {
    await visit('/employer-dashboard');
    await page.getByRole('button', { name: `View Applications: ${title}` }).click();
    await expect(page.getByRole('button', { name: 'To answer (1)' })).toHaveAttribute('aria-pressed', 'true');
    await checkOpenList(page, main(page).getByRole('combobox', { name: 'Status' }));
  });

  await test.step('a change held for 30 minutes, with Undo', async () => {
    await page.getByRole('button', { name: `Mark the application of ${student.fullName} as reviewing` }).click();
    await expect(page.getByRole('button', { name: `Undo the change for ${student.fullName}` })).toBeVisible();
    await axe(page);
  });

  await test.step("an application's page: the interview form's errors, the not-selected form's preview", async () => {
    // The dashboard's "Applications to answer" card lists it too, and opens the same page.
    const toAnswer = page.getByRole('list', { name: 'Applications to answer, the soonest due first' });
    await toAnswer.getByRole('link', { name: `Open the application of ${student.fullName}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: student.fullName })).toBeVisible();
    await axe(page);
    await main(page).getByRole('button', { name: 'Invite to interview' }).click();
    await main(page).getByRole('button', { name: 'Send the invitation' }).click();
    await expect(main(page).getByText('Choose the day, today or later.')).toBeVisible();
    await axe(page);
    await main(page).getByRole('button', { name: 'Cancel' }).click();
    await main(page).getByRole('button', { name: 'Not selected' }).click();
    await main(page).getByRole('radio', { name: 'The position has been filled' }).check();
    await expect(main(page).getByText('The student will read: “The position has been filled.”')).toBeVisible();
    await axe(page);
    await visit('/employer-dashboard');
  });

  await test.step("the edit dialog's deadline error", async () => {
    await page.getByRole('button', { name: `Edit: ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: `Edit “${title}”` });
    await dialog.getByLabel('Application deadline (optional)').fill('2020-01-31');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(dialog.getByText('The deadline must be today or later.')).toBeVisible();
    await axe(page);
    await closeDialog(dialog);
  });

  await test.step('closed as filled: the reopen and delete dialogs', async () => {
    await page.getByRole('button', { name: `Close as filled: ${title}` }).click();
    await page.getByRole('button', { name: `Reopen: ${title}` }).click();
    await expect(page.getByRole('dialog', { name: `Reopen “${title}”` })).toBeVisible();
    await axe(page);
    await closeDialog(page.getByRole('dialog', { name: `Reopen “${title}”` }));
    await page.getByRole('button', { name: `Delete: ${title}` }).click();
    await expect(page.getByRole('alertdialog', { name: `Delete “${title}”?` })).toBeVisible();
    await axe(page);
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
  });

  await test.step('notifications and their settings', async () => {
    await visit('/notifications');
    // The application, and FirstRung's verification of the company.
    await expect(page.getByRole('list', { name: 'Your notifications' }).getByRole('link')).toHaveCount(2);
    await page.getByRole('radio', { name: /One e-mail a day/ }).click();
    await page.getByRole('switch', { name: 'Event reminders: by e-mail' }).click();
    await expect(page.getByRole('switch', { name: 'Event reminders: by e-mail' })).not.toBeChecked();
    await axe(page);
  });

  await test.step('the company form: a name is required', async () => {
    await visit('/setup-profile/employer');
    await main(page).getByLabel('Company name').fill('');
    await main(page).getByRole('button', { name: 'Save Profile' }).click();
    await expect(main(page).getByText('Company name is required')).toBeVisible();
    await axe(page);
  });

  await test.step('a logo in the header', async () => {
    await visit('/setup-profile/employer');
    const logo = page.getByRole('region', { name: 'Your company logo' });
    await logo.getByLabel('Choose a logo').setInputFiles(PNG);
    await logo.getByRole('button', { name: 'Upload' }).click();
    await expect(page.getByText('Image saved', { exact: true })).toBeVisible();
    await visit('/jobs');
    await expect(page.getByRole('banner').locator('img[src*="/api/profile-images/"]')).toBeVisible();
    await axe(page);
  });

  await test.step('waiting for verification', async () => {
    const unverified = await newUser({ role: 'employer', verified: false, signIn: false });
    // Its switched-on posting says it waits for verification too.
    await postJob(unverified.api, { title: 'Unseen Posting', companyName: String(unverified.profile?.companyName) });
    await switchTo(page, signIn, unverified);
    await visit('/employer-dashboard');
    await expect(page.getByRole('status').filter({ hasText: 'Waiting for verification' })).toBeVisible();
    await expect(main(page).getByRole('note').filter({ hasText: 'Students cannot see this posting' })).toBeVisible();
    await axe(page);
  });
});

test("a school's link requests, roster, documents, alerts and partners, and what its student and partner see", async ({
  page,
  visit,
  signIn,
  newUser,
}) => {
  test.setTimeout(120_000);
  const city = `Accessville ${uniqueTag()}`;
  const school = await newUser({ role: 'institution', signIn: false, profile: { city } });
  const schoolName = String(school.profile?.institutionName);
  const employer = await newUser({ role: 'employer', signIn: false });
  const companyName = String(employer.profile?.companyName);
  const title = `Access Workshop ${uniqueTag()}`;
  // A high-school opportunity in the school's city: the school gets an alert.
  const jobId = await postJob(employer.api, { title, companyName, city, isHighSchoolOpportunity: true });
  const student = await newUser({
    signIn: false,
    profile: { institutionId: school.profileId, skills: ['Teamwork', 'Carpentry', 'First aid', 'Customer service'] },
  });

  await test.step('the student: a request waiting', async () => {
    await switchTo(page, signIn, student);
    await visit('/');
    await expect(page.getByRole('region', { name: 'Your school' })).toContainText(`You asked to join ${schoolName}.`);
    await axe(page);
  });

  await switchTo(page, signIn, school);
  await visit('/');
  await test.step('the school: a link request and an alert', async () => {
    await expect(page.getByRole('region', { name: 'Link requests' }).getByText(student.fullName)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Alerts' }).getByRole('link', { name: title })).toBeVisible();
    await axe(page);
  });

  await test.step('the roster, with the skills tooltip open', async () => {
    await page
      .getByRole('region', { name: 'Link requests' })
      .getByRole('button', { name: `Approve ${student.fullName}` })
      .click();
    const row = page.getByRole('region', { name: 'Registered students' }).getByRole('row', { name: new RegExp(student.fullName) });
    await row.getByText('+2').focus();
    await expect(page.getByText('First aid, Customer service').first()).toBeVisible();
    await axe(page);
  });

  await test.step('the remove dialog', async () => {
    await page.getByRole('button', { name: `Remove ${student.fullName} from your roster` }).click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await axe(page);
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
  });

  const manage = page.getByRole('region', { name: 'Document Management' });
  await test.step('no file selected, then a document uploaded', async () => {
    await manage.getByRole('button', { name: 'Upload Document' }).click();
    await expect(page.getByText('No file selected', { exact: true })).toBeVisible();
    await axe(page);
    await manage.getByLabel('File').setInputFiles(PDF);
    await manage.getByRole('button', { name: 'Upload Document' }).click();
    await expect(manage.getByRole('region', { name: 'Your documents' }).getByText(PDF.name)).toBeVisible();
    await axe(page);
  });

  await test.step('no alerts, once dismissed', async () => {
    const alerts = page.getByRole('region', { name: 'Alerts' });
    await alerts.getByRole('button', { name: `Dismiss alert about ${title}` }).click();
    await expect(alerts).toContainText('No new alerts.');
    await axe(page);
  });

  await test.step('partner search, then an invitation sent', async () => {
    const partners = page.getByRole('region', { name: 'Partners' });
    await partners.getByLabel('Find an employer by company name').fill(companyName);
    await partners.getByRole('button', { name: 'Search' }).click();
    await expect(partners.getByRole('button', { name: `Invite ${companyName} to be a partner` })).toBeVisible();
    await axe(page);
    await partners.getByRole('button', { name: `Invite ${companyName} to be a partner` }).click();
    await expect(partners.getByRole('list', { name: 'Your invitations and partners' }).getByText('Invitation sent')).toBeVisible();
    await axe(page);
  });

  await test.step("the employer: the school's invitation", async () => {
    await switchTo(page, signIn, employer);
    await visit('/employer-dashboard');
    await expect(
      page.getByRole('region', { name: 'School partnerships' }).getByRole('button', { name: `Accept the invitation of ${schoolName}` }),
    ).toBeVisible();
    await axe(page);
    await page.getByRole('button', { name: `Accept the invitation of ${schoolName}` }).click();
    await expect(page.getByText(`You are now a partner of ${schoolName}`, { exact: true })).toBeVisible();
  });

  await test.step("the student: the school's documents, and a partner's badge", async () => {
    await switchTo(page, signIn, student);
    await visit('/');
    await expect(page.getByRole('region', { name: 'Institution Documents' }).getByRole('link', { name: `Download ${PDF.name}` })).toBeVisible();
    await axe(page);
    await visit(`/jobs/${jobId}`);
    await expect(page.getByRole('note', { name: 'Partner of your school' })).toBeVisible();
    await axe(page);
  });

  await test.step('the student, removed from the roster', async () => {
    await switchTo(page, signIn, school);
    await visit('/');
    await page.getByRole('button', { name: `Remove ${student.fullName} from your roster` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Remove student' }).click();
    await expect(page.getByText(`${student.fullName} was removed from your roster`, { exact: true })).toBeVisible();
    await switchTo(page, signIn, student);
    await visit('/');
    await expect(page.getByRole('region', { name: 'Your school' })).toContainText(`${schoolName} removed you from its roster.`);
    await axe(page);
  });
});

test('the admin: users (as cards on a phone), the verification queue, the audit log, and viewing as a user', async ({
  page,
  visit,
  signIn,
  newUser,
}) => {
  test.setTimeout(120_000);
  const student = await newUser({ signIn: false });
  const name = `Access Academy ${uniqueTag()}`;
  const school = await newUser({ role: 'institution', verified: false, signIn: false, profile: { institutionName: name } });
  await signIn('admin');
  await visit('/admin');
  const users = page.getByRole('region', { name: 'Users' });

  await test.step('a user found, the role list and the delete dialog', async () => {
    await page.getByLabel('Search by name or e-mail').fill(student.email);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(users.getByRole('row').filter({ hasText: student.email })).toBeVisible();
    await axe(page);
    await checkOpenList(page, page.getByRole('combobox', { name: `Role for ${student.fullName}` }));
    // The role picked waits for a confirmation; Admin asks twice.
    await page.getByRole('combobox', { name: `Role for ${student.fullName}` }).click();
    await page.getByRole('option', { name: 'Admin' }).click();
    await expect(page.getByRole('alertdialog', { name: `Change the role of ${student.fullName} to Admin?` })).toBeVisible();
    await axe(page);
    await page.getByRole('alertdialog').getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('alertdialog', { name: `Give ${student.fullName} full admin access?` })).toBeVisible();
    await axe(page);
    await page.getByRole('alertdialog').getByRole('button', { name: 'Keep the current role' }).click();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await users.getByRole('button', { name: `Delete the account of ${student.fullName}` }).click();
    await expect(page.getByRole('alertdialog')).toContainText(student.email);
    await axe(page);
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
    await page.getByLabel('Search by name or e-mail').fill(`nobody.${uniqueTag()}@example.test`);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText('No users match.')).toBeVisible();
    await axe(page);
  });

  await test.step('the users as cards on a phone', async () => {
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(users.locator('thead')).toBeHidden();
    await axe(page);
    await page.setViewportSize({ width: 1280, height: 720 });
  });

  await test.step('the verification queue, and its reject dialog', async () => {
    await page.getByRole('tab', { name: 'Verification' }).click();
    const card = page.getByRole('listitem').filter({ hasText: name });
    await expect(card).toBeVisible();
    await axe(page);
    await card.getByRole('button', { name: `Reject ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Reject ${name}?` });
    await dialog.getByLabel('Reason (optional)').fill('We could not find this school in the provincial register.');
    await axe(page);
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect(toasts(page)).toContainText(`${name} is rejected`);
  });

  await test.step('the audit log', async () => {
    await page.getByRole('tab', { name: 'Audit Log' }).click();
    await expect(page.getByRole('row').filter({ hasText: school.email })).not.toHaveCount(0);
    await axe(page);
  });

  await test.step('viewing as a user: the banner in both headers', async () => {
    const started = await page.request.post('/api/admin/impersonate', { data: { targetUserId: student.id } });
    expect(started.ok(), await started.text()).toBe(true);
    await visit('/');
    await expect(page.getByRole('region', { name: 'Impersonation' })).toBeVisible();
    await expect(main(page).getByRole('note').filter({ hasText: 'You are viewing as someone else' })).toBeVisible();
    await axe(page);
    await visit('/jobs');
    await axe(page);
  });

  await test.step('the school, rejected with a reason', async () => {
    await switchTo(page, signIn, school);
    await visit('/');
    await expect(page.getByRole('status').filter({ hasText: 'Not verified' })).toContainText('provincial register');
    await axe(page);
  });
});

test('the admin: postings and the take-down dialog, events and their dialogs, the newsletter and e-mail tabs', async ({
  page,
  visit,
  signIn,
  newUser,
  adminApi,
}) => {
  test.setTimeout(120_000);
  const tag = uniqueTag();
  const employer = await newUser({ role: 'employer', signIn: false });
  const title = `Access Posting ${tag}`;
  await postJob(employer.api, { title, companyName: String(employer.profile?.companyName) });
  const eventTitle = `Access Night ${tag}`;
  const day = new Date(Date.now() + 15 * 86_400_000).toISOString().slice(0, 10);
  const created = await adminApi.post('/api/events', {
    data: { title: eventTitle, description: 'Who comes?', eventDate: `${day}T00:00:00.000Z`, location: 'Hall', eventType: 'workshop' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { event } = (await created.json()) as { event: { id: string } };
  const student = await newUser({ signIn: false });
  const registered = await student.api.post(`/api/events/${event.id}/register`, { data: { registrationType: 'student' } });
  expect(registered.status(), await registered.text()).toBe(201);
  const reason = 'The posting asks applicants to pay a fee.';

  await signIn('admin');
  await visit('/admin');
  await test.step("the postings, and the take-down dialog's error", async () => {
    await page.getByRole('tab', { name: 'Job Postings' }).click();
    await expect(page.getByRole('button', { name: `Take down ${title}` })).toBeVisible();
    await axe(page);
    await page.getByRole('button', { name: `Take down ${title}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Take down' }).click();
    await expect(dialog.getByText('Give the reason the employer will read.')).toBeVisible();
    await axe(page);
    await dialog.getByLabel('Reason the employer will read').fill(reason);
    await dialog.getByRole('button', { name: 'Take down' }).click();
    await expect(page.getByRole('row').filter({ hasText: title })).toContainText('Taken down');
  });

  await test.step('the events, and who registered', async () => {
    await page.getByRole('tab', { name: 'Events' }).click();
    await page.getByRole('button', { name: `Who registered for ${eventTitle}` }).click();
    await expect(page.getByRole('list', { name: `Registered for ${eventTitle}` })).toContainText(student.fullName);
    await axe(page);
  });

  await test.step("the create and edit dialogs' errors, and the delete dialog", async () => {
    await page.getByRole('tabpanel').getByRole('button', { name: 'Create Event' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Event' });
    await dialog.getByRole('button', { name: 'Create Event' }).click();
    await expect(dialog.getByText('Title is required.')).toBeVisible();
    await axe(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    // The edit dialog, with the server's refusal of a maximum below the one person registered.
    await page.getByRole('button', { name: `Edit ${eventTitle}` }).click();
    const editDialog = page.getByRole('dialog', { name: 'Edit Event' });
    await editDialog.getByLabel('Maximum participants').fill('0');
    await editDialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(editDialog.getByText('Maximum participants must be a whole number above 0.')).toBeVisible();
    await axe(page);
    await editDialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(editDialog).toHaveCount(0);
    await page.getByRole('button', { name: `Delete ${eventTitle}` }).click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await axe(page);
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
  });

  await test.step('the newsletter tab', async () => {
    await page.getByRole('tab', { name: 'Newsletter' }).click();
    await expect(page.getByRole('tabpanel', { name: 'Newsletter' }).getByRole('heading', { name: 'Write an issue' })).toBeVisible();
    await axe(page);
  });

  await test.step("the e-mail tab, with a person's messages", async () => {
    await waitForMail(student.email, new RegExp(`^You are registered: ${eventTitle}$`));
    await page.getByRole('tab', { name: 'E-mail' }).click();
    const tab = page.getByRole('tabpanel', { name: 'E-mail' });
    await tab.getByLabel("Recipient's e-mail").fill(student.email);
    await tab.getByRole('button', { name: 'Search' }).click();
    await expect(tab.getByRole('region', { name: 'E-mail messages' }).getByRole('row').filter({ hasText: eventTitle })).toHaveCount(1);
    await axe(page);
  });

  await test.step('the employer: a posting taken down, on the dashboard and in the notifications', async () => {
    await switchTo(page, signIn, employer);
    await visit('/employer-dashboard');
    await expect(main(page).getByRole('note').filter({ hasText: 'Taken down by FirstRung' })).toContainText(reason);
    await axe(page);
    await visit('/notifications');
    await expect(main(page)).toContainText(reason);
    await axe(page);
  });
});

test("a placement's page: the employer's form and its errors, the cancel dialog, the school's form with a field refused", async ({
  page,
  visit,
  signIn,
  newUser,
  allowConsoleError,
}) => {
  const { school, employer, student, id } = await placementStarted(newUser);
  await signIn(employer);
  await visit(`/placements/${id}`);
  await main(page).getByRole('button', { name: 'Add a working day' }).click();
  await main(page).getByRole('button', { name: 'Save my part' }).click();
  await expect(main(page).getByRole('textbox', { name: 'What the student will do' })).toHaveAttribute('aria-invalid', 'true');
  await axe(page);
  await checkOpenList(page, main(page).getByRole('group', { name: 'Working day 1' }).getByRole('combobox', { name: 'Day' }));
  await main(page).getByRole('button', { name: 'Cancel the placement…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this placement?' });
  await dialog.getByRole('button', { name: 'Cancel the placement' }).click();
  await expect(dialog.getByText('Write the reason.')).toBeVisible();
  await axe(page);
  await page.keyboard.press('Escape');

  // The school's form, with the server's refusal of a guardian's e-mail that is the student's own.
  const employerPart = employerPartBody({
    schedule: null,
    weeklyHours: 12,
    tasks: 'Shape loaves.',
    learningGoals: 'Food safety.',
    insurance: { coveredBy: 'employer' },
  });

  expect((await employer.api.put(`/api/placements/${id}/employer-part`, { data: employerPart })).status()).toBe(200);
  allowConsoleError(/status of 400.*school-part/);
  await switchTo(page, signIn, school);
  await visit(`/placements/${id}`);
  const coordinator = main(page).getByRole('group', { name: 'School coordinator' });
  await coordinator.getByRole('textbox', { name: 'Name' }).fill('Cora Ordinator');
  await coordinator.getByRole('textbox', { name: 'E-mail' }).fill('cora@school.test');
  await coordinator.getByRole('textbox', { name: 'Phone' }).fill('416 555 0100');
  const guardian = main(page).getByRole('group', { name: 'Parent or guardian' });
  await guardian.getByRole('textbox', { name: 'Name' }).fill('Pat Parent');
  await guardian.getByRole('textbox', { name: 'E-mail' }).fill(student.email);
  await guardian.getByRole('textbox', { name: 'Phone' }).fill('416 555 0199');
  await main(page).getByRole('button', { name: 'Save and validate' }).click();
  await expect(guardian.getByRole('textbox', { name: 'E-mail' })).toHaveAttribute('aria-invalid', 'true');
  await axe(page);
});
