import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO_PASSWORD, DEMO_USERS, type DemoUserKey } from './demo-users';
import { newAccount } from './helpers';
import { linkIn, waitForMail } from './mailbox';

/** The page content, so the footer's newsletter e-mail field does not count. */
const main = (page: Page) => page.getByRole('main');

test('sign up, confirm the address, then choose a role, lands on that setup page', async ({ page, visit }) => {
  const account = newAccount();
  await visit('/sign-up');
  await main(page).getByLabel('First name').fill(account.firstName);
  await main(page).getByLabel('Last name').fill(account.lastName);
  await main(page).getByLabel('E-mail address').fill(account.email);
  await main(page).getByLabel('Password').fill(account.password);
  await main(page).getByRole('checkbox', { name: 'I accept the terms of use and the privacy notice.' }).check();
  await main(page).getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check your inbox');

  // The link in the e-mail confirms the address and signs the new user in.
  await page.goto(linkIn(await waitForMail(account.email, /Confirm your e-mail address/), '/verify-email'));
  await expect(page).toHaveURL('/role-selection');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('How will you use FirstRung?');
  await expect(page.getByRole('heading', { name: 'Student / Youth' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Educational Institution' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue as Student' }).click();

  await expect(page).toHaveURL('/setup-profile/student');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Set Up Your Student Profile');
  // The new role has reached the client: the role selection page is gone for this user.
  await page.goto('/role-selection');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found');
});

test('sign-up shows the form errors next to the fields', async ({ page, visit }) => {
  await visit('/sign-up');
  await main(page).getByLabel('E-mail address').fill('not-an-email');
  await main(page).getByLabel('Password').fill('short');
  await main(page).getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Please enter your first name.')).toBeVisible();
  await expect(page.getByText('Enter a valid e-mail address.')).toBeVisible();
  await expect(page.getByText('Password must be at least 10 characters.')).toBeVisible();
  await expect(main(page).getByLabel('E-mail address')).toHaveAttribute('aria-invalid', 'true');
});

test("sign-up shows the server's refusal of a common password under the password field", async ({ page, visit, allowConsoleError }) => {
  allowConsoleError(/status of 400.*\/api\/auth\/register/);
  const account = newAccount();
  await visit('/sign-up');
  await main(page).getByLabel('First name').fill(account.firstName);
  await main(page).getByLabel('Last name').fill(account.lastName);
  await main(page).getByLabel('E-mail address').fill(account.email);
  await main(page).getByLabel('Password').fill('password123');
  await main(page).getByRole('checkbox', { name: 'I accept the terms of use and the privacy notice.' }).check();
  await main(page).getByRole('button', { name: 'Create Account' }).click();
  const password = main(page).getByLabel('Password');
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(password).toHaveAccessibleDescription(/one of the most common passwords/);
  await expect(page).toHaveURL('/sign-up');
});

test('a wrong password shows the server message', async ({ page, visit, newUser, allowConsoleError }) => {
  allowConsoleError(/status of 401.*\/api\/auth\/login/);
  // A failed sign-in is counted against the account, so it is one of this test's own.
  const user = await newUser({ signIn: false });
  await visit('/sign-in');
  await main(page).getByLabel('E-mail address').fill(user.email);
  await main(page).getByLabel('Password').fill('not-the-password');
  await main(page).getByRole('button', { name: 'Log In' }).click();
  await expect(main(page).getByRole('alert')).not.toBeEmpty();
  await expect(page).toHaveURL('/sign-in');
});

const HOME_BY_USER = Object.values(DEMO_USERS) as Array<(typeof DEMO_USERS)[DemoUserKey]>;

for (const user of HOME_BY_USER) {
  test(`signing in as ${user.email} lands on the ${user.role} home`, async ({ page, visit }) => {
    await visit('/sign-in');
    await main(page).getByLabel('E-mail address').fill(user.email);
    await main(page).getByLabel('Password').fill(DEMO_PASSWORD);
    await main(page).getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(user.homeHeading);
  });
}

const MENU_ENTRY = {
  student: { name: 'Find Opportunities', path: '/jobs' },
  employer: { name: 'Employer Dashboard', path: '/employer-dashboard' },
  institution: { name: 'Institution Dashboard', path: '/' },
  admin: { name: 'Admin Dashboard', path: '/admin' },
} as const;

for (const key of ['maya', 'tom', 'lakeview', 'admin'] as const) {
  const user = DEMO_USERS[key];
  test(`the My Account menu of ${user.email} has the ${user.role} entry and Log Out`, async ({ page, visit, signIn }) => {
    await signIn(key);
    await visit('/jobs');
    await page.getByRole('button', { name: `My Account (${user.firstName})` }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByText('My Account', { exact: true })).toBeVisible();
    const entry = menu.getByRole('menuitem', { name: MENU_ENTRY[user.role].name });
    await expect(entry).toHaveAttribute('href', MENU_ENTRY[user.role].path);
    // A button (POST /api/logout), not a link another site could copy.
    await expect(menu.getByRole('menuitem', { name: 'Log Out' })).not.toHaveAttribute('href');
  });
}

test('Log Out ends the session and returns to the landing page', async ({ page, visit, newUser }) => {
  const student = await newUser();
  await visit('/jobs');
  await page.getByRole('button', { name: `My Account (${student.firstName})` }).click();
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
});
