// The five journeys of issue 35, walked as new users walk them, on a desktop and a phone (README,
// "Test it"): a new student, a new employer, a new school, the admin, and the student again. Each
// step ends with a full-page screenshot in .tmp/journeys/<project>/<nn>-<journey>-<step>.png, taken
// before the step's checks fail the test. The journeys run in order (workers: 1): the admin verifies
// the employer and the school made before, and the student comes back. What one journey made for
// the next is kept in .tmp/journeys/<project>/accounts.json, so a failed test (which restarts the
// worker) does not lose it.
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SHOTS = path.join(ROOT, '.tmp', 'journeys');
/** The server's outbox: `$DATA_DIR/outbox` of the server the journeys walk. */
const OUTBOX = process.env.JOURNEYS_OUTBOX ?? path.join(process.env.DATA_DIR ?? path.join(ROOT, 'data'), 'outbox');
/** The demo accounts' password (server/seed/demo-accounts.ts). */
const DEMO_PASSWORD = 'FirstRung-demo-1';
const ADMIN_EMAIL = 'admin@firstrung.test';
const PASSWORD = 'Journeys-walk-2026-ladder';
const RUN = process.env.JOURNEYS_RUN ?? Date.now().toString(36);

/** Each journey's screenshots are numbered from its own base, so the files sort in walking order. */
const JOURNEYS = { student: 0, employer: 20, school: 40, admin: 60, 'student-again': 80 } as const;
type Journey = keyof typeof JOURNEYS;

interface Account {
  email: string;
  firstName: string;
  lastName: string;
  name: string;
}

const main = (page: Page) => page.getByRole('main');
const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)' });
const isPhone = () => test.info().project.name === 'phone';
/**
 * Whether the page is wider than the screen. On a phone (isMobile) Chromium widens the layout
 * viewport to what overflows, so window.innerWidth grows with the page: the screen's width is the
 * project's viewport.
 */
const scrollsSideways = async (page: Page) => {
  const screenWidth = page.viewportSize()?.width ?? 0;
  return page.evaluate((width) => document.documentElement.scrollWidth > width, screenWidth);
};

function projectDir() {
  const dir = path.join(SHOTS, test.info().project.name);
  mkdirSync(dir, { recursive: true });
  return dir;
}

/** A new account for this run and project: both projects can walk one database. */
function newAccount(role: string, firstName: string, lastName: string, name: string): Account {
  return { email: `journeys.${role}.${test.info().project.name}.${RUN}@example.test`, firstName, lastName, name };
}

function saveAccounts(accounts: Record<string, Account>) {
  const file = path.join(projectDir(), 'accounts.json');
  const before = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, Account>) : {};
  writeFileSync(file, JSON.stringify({ ...before, ...accounts }, null, 2));
}

function savedAccount(role: string): Account {
  const file = path.join(projectDir(), 'accounts.json');
  const accounts = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, Account>) : {};
  const account = accounts[role];
  if (!account || !account.email.includes(`.${RUN}@`))
    throw new Error(`The ${role} journey of this run did not make its account: run the journeys in order.`);
  return account;
}

/**
 * One step of a journey: what it does and checks, then a full-page screenshot, taken before a
 * failed check ends the test (its name then ends with "-FAILED").
 */
function walker(page: Page, journey: Journey) {
  let number = JOURNEYS[journey];
  return async (name: string, body: () => Promise<void>) => {
    await test.step(name, async () => {
      const errorsBefore = test.info().errors.length;
      let failure: unknown;
      try {
        await body();
        // No page may scroll sideways on a phone: a soft check, so the walk goes on to show the
        // rest, and the test still fails, naming the step.
        if (isPhone() && !page.url().startsWith('about:')) {
          expect.soft(await scrollsSideways(page), `${journey}, ${name}: ${new URL(page.url()).pathname} scrolls sideways on a phone`).toBe(false);
        }
      } catch (error) {
        failure = error;
      }
      const failed = failure !== undefined || test.info().errors.length > errorsBefore;
      const file = `${String(++number).padStart(2, '0')}-${journey}-${name}${failed ? '-FAILED' : ''}.png`;
      await page.screenshot({ path: path.join(projectDir(), file), fullPage: true, scale: 'css' }).catch(() => undefined);
      if (failure) throw failure;
    });
  };
}

/** The newest message in the outbox addressed to `email`, decoded from quoted-printable. */
function newestMailTo(email: string): string | undefined {
  if (!existsSync(OUTBOX)) return undefined;
  const messages = readdirSync(OUTBOX)
    .filter((file) => file.endsWith('.eml'))
    .map((file) => path.join(OUTBOX, file))
    .map((file) => ({ file, time: statSync(file).mtimeMs, text: readFileSync(file, 'utf8') }))
    .filter(({ text }) => {
      // The headers, unfolded: a To: line naming the address.
      const headers = text.split(/\r?\n\r?\n/, 1)[0]!.replace(/\r?\n[ \t]+/g, ' ');
      return headers.split(/\r?\n/).some((line) => /^to:/i.test(line) && line.toLowerCase().includes(email.toLowerCase()));
    })
    .sort((a, b) => a.time - b.time || a.file.localeCompare(b.file));
  const newest = messages.at(-1)?.text;
  return newest?.replace(/=\r?\n/g, '').replace(/=3D/gi, '=');
}

/** The confirmation link of the newest e-mail to `email`. */
async function confirmationLink(email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      () => {
        link = newestMailTo(email)?.match(/https?:\/\/[^\s"'<>]*\/verify-email[^\s"'<>]*/)?.[0];
        return Boolean(link);
      },
      { message: `an e-mail with a /verify-email link to ${email} in the outbox ${OUTBOX}`, timeout: 20_000 },
    )
    .toBe(true);
  // The link starts with the server's PUBLIC_URL; the journeys follow it on the address they walk.
  const url = new URL(link!);
  return url.pathname + url.search;
}

/** A Radix select: opens it by its label and picks an option. */
async function choose(page: Page, label: string, option: string | RegExp) {
  await main(page).getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Fills the sign-up form (reached from a role's button) and waits for "Check your inbox". */
async function signUp(page: Page, account: Account, role: string) {
  await expect(h1(page), 'the sign-up page').toHaveText('Create your account');
  await expect(main(page), `sign-up names the ${role} profile to come`).toContainText(`set up your ${role} profile`);
  await main(page).getByLabel('First name').fill(account.firstName);
  await main(page).getByLabel('Last name').fill(account.lastName);
  await main(page).getByLabel('E-mail address').fill(account.email);
  await main(page).getByLabel('Password').fill(PASSWORD);
}

async function createAccount(page: Page) {
  await main(page).getByRole('button', { name: 'Create Account' }).click();
  await expect(h1(page), 'after Create Account').toHaveText('Check your inbox');
}

/** Opens the confirmation link from the outbox and expects the role's setup form. */
async function confirm(page: Page, account: Account, role: string, title: string) {
  await page.goto(await confirmationLink(account.email));
  await expect(page, 'the confirmation link leads to the setup form').toHaveURL(`/setup-profile/${role}`);
  await expect(h1(page)).toHaveText(title);
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/sign-in');
  await expect(h1(page)).toHaveText('Welcome back');
  await main(page).getByLabel('E-mail address').fill(email);
  await main(page).getByLabel('Password').fill(password);
  await main(page).getByRole('button', { name: 'Log In' }).click();
  await expect(page, 'signed in, the sign-in page is left').not.toHaveURL(/\/sign-in/);
  await expect(h1(page), 'signed in, a page shows').toBeVisible();
}

/** The header's account menu; on a phone it may sit behind the menu button. */
async function openAccountMenu(page: Page, firstName: string) {
  const button = page.getByRole('button', { name: `My Account (${firstName})` });
  if (isPhone() && !(await button.isVisible())) await page.getByRole('button', { name: 'Open menu' }).click();
  await button.click();
}

test('a. new student: sign-up, confirmation, profile, a search for Montréal and an application', async ({ page }) => {
  const step = walker(page, 'student');
  const student = newAccount('student', 'Amira', 'Haddad', 'Amira Haddad');
  saveAccounts({ student });

  await step('landing', async () => {
    await page.goto('/');
    await expect(main(page).getByRole('link', { name: "I'm a Student" })).toBeVisible();
  });
  await step('sign-up', async () => {
    await main(page).getByRole('link', { name: "I'm a Student" }).click();
    await signUp(page, student, 'student');
  });
  await step('check-inbox', () => createAccount(page));
  await step('setup-form', () => confirm(page, student, 'student', 'Set Up Your Student Profile'));
  await step('setup-filled', async () => {
    await choose(page, 'Youth status', 'Current Student');
    await main(page).getByLabel('Date of birth').fill('2010-03-01');
    await main(page).getByLabel('Bio').fill('I like cooking and fixing bikes.');
    await choose(page, 'Country', 'Canada');
    await choose(page, 'Province or state', 'Quebec');
    await main(page).getByLabel('City').fill('Montréal');
    await main(page).getByLabel('Interests').fill('Cooking, Carpentry');
    await main(page).getByLabel('Skills').fill('Teamwork');
  });
  await step('saved', async () => {
    await main(page).getByRole('button', { name: 'Save Profile' }).click();
    await expect(toasts(page), 'the student profile saves').toContainText('Profile created successfully!');
  });
  await step('home', async () => {
    await page.goto('/');
    await expect(h1(page), "the student's home").toHaveText(`Welcome back, ${student.firstName}!`);
  });
  await step('jobs-montreal', async () => {
    await page.goto('/jobs');
    await expect(h1(page)).toHaveText('Find Your Opportunity');
    await page.getByRole('searchbox', { name: 'Search opportunities' }).fill('montreal');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/q=montreal/);
    const results = page.getByRole('region', { name: /opportunit/i }).getByRole('listitem');
    await expect(results.filter({ hasText: 'Montréal' }).first(), 'a search for "montreal" finds a demo posting in Montréal').toBeVisible();
  });
  let posting = '';
  await step('posting', async () => {
    const results = page.getByRole('region', { name: /opportunit/i }).getByRole('listitem');
    await results.filter({ hasText: 'Montréal' }).first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/jobs\/[^/?]+$/);
    posting = new URL(page.url()).pathname;
    // A new student has no resume yet: the posting says to upload one first.
    await expect(main(page).getByRole('status').filter({ hasText: 'Upload your resume' })).toBeVisible();
  });
  await step('resume', async () => {
    await main(page).getByRole('link', { name: 'Go to my profile' }).click();
    await expect(h1(page)).toHaveText('Edit Your Student Profile');
    await main(page).getByRole('button', { name: 'Upload Resume' }).click();
    const dialog = page.getByRole('dialog');
    await dialog
      .locator('input[type=file]')
      .first()
      .setInputFiles({ name: 'amira-resume.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n% resume\n') });
    await dialog.getByRole('button', { name: /Upload 1 file/ }).click();
    await expect(toasts(page), 'the resume uploads').toContainText('Resume uploaded successfully!');
    await expect(main(page).getByRole('status').filter({ hasText: 'amira-resume.pdf' })).toBeVisible();
  });
  await step('posting-again', async () => {
    await page.goto(posting);
    await expect(page.getByLabel('Message to the employer (optional)'), 'with a resume, the posting offers to apply').toBeVisible();
  });
  await step('message', async () => {
    const message = 'Bonjour! I would love to learn the trade this summer.';
    await page.getByLabel('Message to the employer (optional)').fill(message);
    await expect(page.getByText(new RegExp(`^${message.length} ?/ ?1[ ,]?000$`)), 'the message counts its characters').toBeVisible();
  });
  await step('applied', async () => {
    await page.getByRole('button', { name: 'Apply now' }).click();
    await expect(toasts(page)).toContainText('Application sent');
    await expect(page.getByText('You have already applied to this job.')).toBeVisible();
  });
  await step('event-registered', async () => {
    // An upcoming event, for the student's home and bell in journey e.
    await page.goto('/events');
    const card = main(page)
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 2, name: 'Spring Youth Job Fair' }) });
    await card.getByRole('button', { name: 'Register for Spring Youth Job Fair' }).click();
    await expect(toasts(page)).toContainText('Registration successful');
    await expect(card).toContainText("You're registered as: Student");
  });
});

test('b. new employer: sign-up, confirmation, company profile, a posting waiting for verification, Edit profile', async ({ page }) => {
  const step = walker(page, 'employer');
  const employer = newAccount('employer', 'Jordan', 'Tremblay', `Journeys Joinery ${test.info().project.name} ${RUN}`);
  saveAccounts({ employer });
  const title = `Weekend joinery helper ${RUN}`;

  await step('landing', async () => {
    await page.goto('/');
    await expect(main(page).getByRole('link', { name: "I'm an Employer" })).toBeVisible();
  });
  await step('sign-up', async () => {
    await main(page).getByRole('link', { name: "I'm an Employer" }).click();
    await signUp(page, employer, 'employer');
  });
  await step('check-inbox', () => createAccount(page));
  await step('setup-form', () => confirm(page, employer, 'employer', 'Set Up Your Employer Profile'));
  await step('setup-filled', async () => {
    await main(page).getByLabel('Company name').fill(employer.name);
    await main(page).getByLabel('Company description').fill('A small joinery workshop that builds stairs and cabinets.');
    await choose(page, 'Industry', 'Trades');
    await choose(page, 'Company size', '1-10 employees');
    await main(page).getByLabel('Website').fill('joinery.example');
    await choose(page, 'Country', 'Canada');
    await choose(page, 'Province or state', 'Ontario');
    await main(page).getByLabel('City').fill('Toronto');
    await main(page).getByLabel('Hiring contact name').fill('Jordan Tremblay');
    await main(page).getByLabel('Hiring contact e-mail').fill('jobs@joinery.example');
  });
  await step('dashboard', async () => {
    await main(page).getByRole('button', { name: 'Save Profile' }).click();
    await expect(toasts(page), 'the employer profile saves (its website typed without https://)').toContainText('Profile created successfully!');
    await expect(page).toHaveURL('/employer-dashboard');
  });
  await step('posting-form', async () => {
    await page.getByRole('button', { name: 'Create Posting' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create a posting' });
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Location').fill('12 King St W');
    await dialog.getByLabel('City').fill('Toronto');
    await dialog.getByLabel('Description').fill('Sand, measure and help build stairs on Saturdays.');
    await dialog.getByRole('combobox', { name: 'Pay' }).click();
    await page.getByRole('option', { name: 'Paid', exact: true }).click();
    await dialog.getByLabel('Amount (CAD)').fill('17.50');
    await dialog.getByLabel('Hours per week').fill('8');
    await dialog.getByRole('combobox', { name: 'Minimum age' }).click();
    await page.getByRole('option', { name: '16 and over' }).click();
  });
  await step('posted', async () => {
    await page.getByRole('dialog', { name: 'Create a posting' }).getByRole('button', { name: 'Create posting' }).click();
    await expect(page.getByRole('dialog', { name: 'Create a posting' })).toHaveCount(0);
    await expect(main(page).getByText(title).first()).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Waiting for verification' }).first()).toBeVisible();
  });
  await step('account-menu', async () => {
    await openAccountMenu(page, employer.firstName);
    await expect(page.getByRole('menu').getByRole('menuitem', { name: 'Edit profile' })).toBeVisible();
  });
  await step('edit-profile', async () => {
    await page.getByRole('menu').getByRole('menuitem', { name: 'Edit profile' }).click();
    await expect(page).toHaveURL('/setup-profile/employer');
    await expect(h1(page)).toHaveText('Edit Your Employer Profile');
    await expect(main(page).getByLabel('Website')).toHaveValue(/joinery\.example/);
  });
  await step('profile-saved', async () => {
    await main(page).getByLabel('Company description').fill('A small joinery workshop: stairs, cabinets and repairs.');
    await main(page).getByRole('button', { name: /Save/ }).click();
    await expect(toasts(page)).toContainText('Profile saved');
  });
});

test('c. new school: sign-up from Educational Institutions, confirmation, profile, dashboard and roster', async ({ page }) => {
  const step = walker(page, 'school');
  const school = newAccount('school', 'Claire', 'Dubois', `Journeys Collegiate ${test.info().project.name} ${RUN}`);
  saveAccounts({ school });

  await step('landing', async () => {
    await page.goto('/');
    await expect(h1(page)).toBeVisible();
  });
  await step('institutions', async () => {
    // On a phone the header's links fold into the menu button.
    if (isPhone()) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('menuitem', { name: 'Educational Institutions' }).click();
    } else {
      await page.getByRole('banner').getByRole('link', { name: 'Educational Institutions' }).click();
    }
    await expect(h1(page), 'the link leaves the landing page').not.toHaveText('Your first step into work starts here');
  });
  await step('sign-up', async () => {
    // "Educational Institutions" opens the sign-up for a school's account; were it a page about
    // schools, its sign-up link, or else a visitor's way in: the institution setup page.
    if ((await h1(page).textContent()) !== 'Create your account') {
      const join = main(page).getByRole('link', { name: /sign up|register|get started|join|create/i });
      if ((await join.count()) > 0) await join.first().click();
      else await page.goto('/setup-profile/institution');
    }
    await signUp(page, school, 'institution');
  });
  await step('check-inbox', () => createAccount(page));
  await step('setup-form', () => confirm(page, school, 'institution', 'Set Up Your Institution Profile'));
  await step('setup-filled', async () => {
    await main(page).getByLabel('Institution name').fill(school.name);
    await main(page).getByLabel('Institution type').fill('High school');
    await main(page).getByLabel('Website').fill('collegiate.example');
    await main(page).getByLabel('Number of students').fill('640');
    await choose(page, 'Country', 'Canada');
    await choose(page, 'Province or state', 'Ontario');
    await main(page).getByLabel('City').fill('Ottawa');
    await main(page).getByLabel('Contact person').fill('Claire Dubois');
    await main(page).getByLabel('Contact e-mail').fill('office@collegiate.example');
  });
  await step('dashboard', async () => {
    await main(page).getByRole('button', { name: 'Save Profile' }).click();
    await expect(toasts(page), 'the institution profile saves').toContainText('Profile created successfully!');
    await expect(page).toHaveURL('/');
  });
  await step('roster-waits', async () => {
    // The roster shows once FirstRung has verified the school (the admin does, journey d, which
    // then looks at it); until then the dashboard says so.
    await expect(
      main(page).getByRole('note').filter({ hasText: 'your roster' }),
      'the dashboard says the roster comes with verification',
    ).toBeVisible();
    expect(await scrollsSideways(page), "the school's dashboard scrolls sideways").toBe(false);
  });
});

test('d. admin: verification with its count, verifying the new employer and school, postings search, a role change cancelled', async ({ page }) => {
  const step = walker(page, 'admin');
  const employer = savedAccount('employer');
  const school = savedAccount('school');
  const student = savedAccount('student');

  await step('signed-in', async () => {
    await signIn(page, ADMIN_EMAIL, DEMO_PASSWORD);
  });
  await step('dashboard', async () => {
    await page.goto('/admin');
    await expect(h1(page)).toHaveText('Admin Dashboard');
  });
  await step('verification', async () => {
    await page.getByRole('tab', { name: /^Verification/ }).click();
    const tab = page.getByRole('tab', { name: /^Verification \(\d+ waiting\)$/ });
    await expect(tab, 'the Verification tab says how many wait').toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('listitem').filter({ hasText: employer.name }), 'the new employer waits').toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: school.name }), 'the new school waits').toBeVisible();
  });
  await step('employer-verified', async () => {
    await page
      .getByRole('listitem')
      .filter({ hasText: employer.name })
      .getByRole('button', { name: `Verify ${employer.name}` })
      .click();
    await expect(page.getByRole('listitem').filter({ hasText: employer.name })).toHaveCount(0);
  });
  await step('school-verified', async () => {
    await page
      .getByRole('listitem')
      .filter({ hasText: school.name })
      .getByRole('button', { name: `Verify ${school.name}` })
      .click();
    await expect(page.getByRole('listitem').filter({ hasText: school.name })).toHaveCount(0);
  });
  await step('postings-search', async () => {
    await page.getByRole('tab', { name: 'Job Postings' }).click();
    await expect(page).toHaveURL(/tab=jobs/);
    const postings = page.getByRole('region', { name: 'Job Postings' });
    await postings.getByLabel('Search by title or company').fill(employer.name);
    await postings.getByRole('button', { name: 'Search' }).click();
    await expect(postings.getByRole('table').getByRole('row'), "the new employer's posting is found").toHaveCount(2);
  });
  await step('users-role-picked', async () => {
    await page.getByRole('tab', { name: 'Users' }).click();
    await page.getByLabel('Search by name or e-mail').fill(student.email);
    await page.getByRole('button', { name: 'Search' }).click();
    const users = page.getByRole('region', { name: 'Users' }).getByRole('table');
    // On a phone the table has no header row: its rows are cards.
    await expect(users.getByRole('row').filter({ hasText: student.email }), 'the search finds the student').toHaveCount(1);
    await page.getByRole('combobox', { name: `Role for ${student.firstName} ${student.lastName}` }).click();
    await page.getByRole('option', { name: 'Employer' }).click();
    await expect(page.getByRole('alertdialog', { name: `Change the role of ${student.firstName} ${student.lastName} to Employer?` })).toBeVisible();
  });
  await step('users-role-cancelled', async () => {
    await page.getByRole('alertdialog').getByRole('button', { name: 'Keep the current role' }).click();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await expect(page.getByRole('combobox', { name: `Role for ${student.firstName} ${student.lastName}` })).toHaveText('Student');
  });
  await step('reloaded', async () => {
    const url = page.url();
    await page.reload();
    await expect(page, 'a reload keeps the address').toHaveURL(url);
    await expect(page.getByRole('tab', { name: 'Users' }), 'a reload stays on the Users tab').toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('region', { name: 'Users' }).getByRole('table').getByRole('row').first(), 'the users list shows again').toBeVisible();
  });
  await step('school-roster', async () => {
    // The school of journey c, verified now, has its roster.
    await page.goto('about:blank');
    await page.context().clearCookies();
    await signIn(page, school.email, PASSWORD);
    await page.goto('/');
    await expect(h1(page)).toHaveText('Institution Dashboard');
    // A new school has no students yet: the roster is its heading and an empty state.
    const roster = main(page).getByRole('heading', { name: 'Registered Students' });
    await expect(roster, "the verified school's roster").toBeVisible();
    await roster.scrollIntoViewIfNeeded();
    expect(await scrollsSideways(page), "the school's dashboard scrolls sideways").toBe(false);
  });
});

test('e. the student again: the bell, the job filters, the home with applications and events', async ({ page }) => {
  const step = walker(page, 'student-again');
  const student = savedAccount('student');

  await step('signed-in', async () => {
    await signIn(page, student.email, PASSWORD);
  });
  await step('notifications', async () => {
    const bell = page.getByRole('banner').getByRole('link', { name: /^Notifications/ });
    await expect(bell, 'the bell counts what happened').toHaveAccessibleName(/^Notifications, \d+ unread$/);
    await bell.click();
    await expect(page).toHaveURL('/notifications');
    await expect(h1(page)).toHaveText('Notifications');
    await expect(main(page), 'the notifications list what happened').not.toContainText('Nothing yet');
    await expect(main(page), 'the event registration is among them').toContainText('You are registered for “Spring Youth Job Fair”');
    await expect(main(page), 'the notifications stay shown').not.toContainText('Loading your notifications');
  });
  await step('jobs', async () => {
    await page.goto('/jobs');
    await expect(h1(page)).toHaveText('Find Your Opportunity');
    if (isPhone()) {
      const filters = page.getByRole('button', { name: 'Filters', exact: true });
      await expect(filters, 'on a phone the filters fold behind "Filters"').toHaveAttribute('aria-expanded', 'false');
      await expect(page.getByRole('textbox', { name: 'City' })).toBeHidden();
    } else {
      await expect(page.getByRole('textbox', { name: 'City' })).toBeVisible();
    }
    expect(await scrollsSideways(page), '/jobs scrolls sideways').toBe(false);
  });
  if (isPhone()) {
    await step('jobs-filters-open', async () => {
      const filters = page.getByRole('button', { name: 'Filters', exact: true });
      await filters.click();
      await expect(filters).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByRole('textbox', { name: 'City' })).toBeVisible();
    });
  }
  await step('home', async () => {
    await page.goto('/');
    await expect(h1(page)).toHaveText(`Welcome back, ${student.firstName}!`);
    await expect(main(page), 'the home lists the application').toContainText('Aide-ébéniste');
    await expect(main(page), 'the home lists the application').toContainText('Pending');
    await expect(main(page).getByRole('heading', { name: /upcoming events/i }), 'the home has upcoming events').toBeVisible();
    await expect(main(page), 'the home lists the upcoming event').toContainText('Spring Youth Job Fair');
    expect(await scrollsSideways(page), "the student's home scrolls sideways").toBe(false);
  });
});
