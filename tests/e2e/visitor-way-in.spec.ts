// A visitor's way in (issue 35, item 1; docs/product/profiles.md#setup-pages): a setup page asks a
// visitor to create an account (or log in) first, with the role remembered, and the account comes
// back to that setup form afterwards, even when the confirmation link opens in another tab.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { newAccount, signOutPage } from './helpers';
import { linkIn, waitForMail } from './mailbox';

const main = (page: Page) => page.getByRole('main');

test('Register as Student: sign up first, then the confirmation link opens the student form, which saves', async ({ page, visit }) => {
  const account = newAccount();
  await visit('/jobs');
  await main(page).getByRole('link', { name: 'Register as Student' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create your account');
  await expect(main(page)).toContainText('set up your student profile');
  await main(page).getByLabel('First name').fill(account.firstName);
  await main(page).getByLabel('Last name').fill(account.lastName);
  await main(page).getByLabel('E-mail address').fill(account.email);
  await main(page).getByLabel('Password').fill(account.password);
  await main(page).getByRole('checkbox', { name: 'I accept the terms of use and the privacy notice.' }).check();
  await main(page).getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check your inbox');

  // The link is opened in another tab, as a mail program does.
  const link = linkIn(await waitForMail(account.email, /Confirm your e-mail address/), '/verify-email');
  const tab = await page.context().newPage();
  await tab.goto(link);
  await expect(tab).toHaveURL('/setup-profile/student');
  await expect(tab.getByRole('heading', { level: 1 })).toHaveText('Set Up Your Student Profile');
  await tab.getByRole('main').getByLabel('Bio').fill('I like fixing bikes.');
  await tab.getByRole('main').getByRole('button', { name: 'Save Profile' }).click();
  await expect(tab).toHaveURL('/jobs');
  const { profile } = await (await tab.request.get('/api/student/profile')).json();
  expect(profile).toMatchObject({ bio: 'I like fixing bikes.' });
  await tab.close();
});

test('Post Opportunities: an existing account logs in from the sign-up page and comes back to the employer form', async ({
  page,
  visit,
  newUser,
}) => {
  const user = await newUser({ role: null, signIn: false });
  await visit('/');
  await main(page).getByRole('link', { name: 'Post Opportunities' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create your account');
  await expect(main(page)).toContainText('set up your employer profile');
  await main(page).getByRole('link', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back');
  await main(page).getByLabel('E-mail address').fill(user.email);
  await main(page).getByLabel('Password').fill(user.password);
  await main(page).getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL('/setup-profile/employer');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Set Up Your Employer Profile');
});

test('no setup form is shown to a visitor: each asks to create an account for its role', async ({ page, visit }) => {
  for (const [path, role] of [
    ['/setup-profile/student', 'student'],
    ['/setup-profile/employer', 'employer'],
    ['/setup-profile/institution', 'institution'],
  ] as const) {
    await visit(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create your account');
    await expect(main(page)).toContainText(`set up your ${role} profile`);
    await expect(main(page).getByRole('button', { name: 'Save Profile' })).toHaveCount(0);
  }
});

test("I'm a Student and I'm an Employer open sign-up, not Welcome back", async ({ page, visit }) => {
  await visit('/');
  await main(page).getByRole('link', { name: "I'm a Student" }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create your account');
  await expect(main(page)).toContainText('set up your student profile');
  await visit('/');
  await main(page).getByRole('link', { name: "I'm an Employer" }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create your account');
  await expect(main(page)).toContainText('set up your employer profile');
});

test("an employer's e-mail link to an application: sign in first, then that very address; another site's address is not followed", async ({
  page,
  visit,
  newUser,
  allowConsoleError,
}) => {
  allowConsoleError(/status of 404.*\/api\/employer\/applications\//);
  const employer = await newUser({ role: 'employer', signIn: false });
  // An application that is not this employer's (none is): the page says so once there.
  const link = '/employer/applications/00000000-0000-4000-8000-000000000000?answer=interview';
  await visit(link);
  await expect(page).toHaveURL(`/sign-in?next=${encodeURIComponent(link)}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back');
  await main(page).getByLabel('E-mail address').fill(employer.email);
  await main(page).getByLabel('Password').fill(employer.password);
  await main(page).getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(link);
  await expect(main(page).getByRole('alert')).toHaveText('This application does not exist, or it is not to one of your postings.');

  await signOutPage(page);
  await visit(`/sign-in?next=${encodeURIComponent('//evil.example/x')}`);
  await main(page).getByLabel('E-mail address').fill(employer.email);
  await main(page).getByLabel('Password').fill(employer.password);
  await main(page).getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL('/');
});
