// The admin dashboard against the real server: a role change, a real impersonation and
// the way back, and /admin refused to everyone else. The demo admin acts only on accounts this
// test made, so parallel tests never see each other's changes.
import type { Page } from '@playwright/test';
import { DEMO_USERS } from './demo-users';
import { expect, test } from './fixtures';
import { NOT_FOUND, registerAccount } from './helpers';
import { postJob } from './accounts';

const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)' });

async function searchUsers(page: Page, text: string) {
  await page.getByLabel('Search by name or e-mail').fill(text);
  await page.getByRole('button', { name: 'Search' }).click();
}

test('an admin sees the stat cards and changes a role, which the audit log records', async ({ page, visit, signIn }) => {
  const account = await registerAccount(page);
  const roleOf = `Role for ${account.firstName} ${account.lastName}`;
  await signIn('admin');
  await visit('/admin');
  await expect(page.getByRole('heading', { level: 3, name: 'Total users' })).toBeVisible();

  await searchUsers(page, account.email);
  const users = page.getByRole('region', { name: 'Users' }).getByRole('table');
  await expect(users.getByRole('row')).toHaveCount(2);
  await page.getByRole('combobox', { name: roleOf }).click();
  await page.getByRole('option', { name: 'Employer' }).click();
  const confirm = page.getByRole('alertdialog', { name: `Change the role of ${account.firstName} ${account.lastName} to Employer?` });
  await expect(confirm).toContainText('goes from No role to Employer');
  await confirm.getByRole('button', { name: 'Change role to Employer' }).click();
  await expect(toasts(page)).toContainText('Role updated');
  await expect(page.getByRole('combobox', { name: roleOf })).toHaveText('Employer');

  await page.getByRole('tab', { name: 'Audit Log' }).click();
  const change = page.getByRole('row').filter({ hasText: account.email });
  await expect(change.first()).toContainText('Changed role');
  await expect(change.first()).toContainText('No role → Employer');
});

test('an account with no role still shows "No role" when a role picked by mistake is kept back', async ({ page, visit, signIn, newUser }) => {
  const account = await newUser({ role: null, signIn: false });
  await signIn('admin');
  await visit('/admin');
  await searchUsers(page, account.email);
  const role = page.getByRole('combobox', { name: `Role for ${account.fullName}` });
  await expect(role).toHaveText('No role');
  await role.click();
  await page.getByRole('option', { name: 'Employer' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Keep the current role' }).click();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(role).toHaveText('No role');
});

test('a role picked by mistake changes nothing, and making someone an admin asks twice', async ({ page, visit, signIn, newUser }) => {
  const student = await newUser({ role: 'student', signIn: false });
  const roleOf = `Role for ${student.fullName}`;
  await signIn('admin');
  await visit('/admin');
  await searchUsers(page, student.email);
  const role = page.getByRole('combobox', { name: roleOf });

  // A misclick on "Employer", then "Keep the current role": still a student.
  await role.click();
  await page.getByRole('option', { name: 'Employer' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Keep the current role' }).click();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(role).toHaveText('Student');

  // "Admin": a first question, then a second one, and the second can still say no.
  await role.click();
  await page.getByRole('option', { name: 'Admin' }).click();
  await page
    .getByRole('alertdialog', { name: `Change the role of ${student.fullName} to Admin?` })
    .getByRole('button', { name: 'Continue' })
    .click();
  const second = page.getByRole('alertdialog', { name: `Give ${student.fullName} full admin access?` });
  await second.getByRole('button', { name: 'Keep the current role' }).click();
  await expect(role).toHaveText('Student');

  await role.click();
  await page.getByRole('option', { name: 'Admin' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Continue' }).click();
  await second.getByRole('button', { name: `Yes, make ${student.fullName} an admin` }).click();
  await expect(toasts(page)).toContainText('Role updated');
  await expect(role).toHaveText('Admin');

  await page.getByRole('tab', { name: 'Audit Log' }).click();
  const changes = page.getByRole('row').filter({ hasText: student.email }).filter({ hasText: 'Changed role' });
  await expect(changes).toHaveCount(1);
  await expect(changes).toContainText('Student → Admin');
});

test('an admin cannot change their own role', async ({ page, visit, signIn }) => {
  await signIn('admin');
  await visit('/admin');
  await searchUsers(page, DEMO_USERS.admin.email);
  await expect(page.getByRole('combobox', { name: 'You cannot change your own role' })).toBeDisabled();
  await expect(page.getByRole('button', { name: /^Login as/ })).toHaveCount(0);
});

test('an admin views the product as a student, sees the banner and their dashboard, and returns to /admin', async ({
  page,
  visit,
  signIn,
  newUser,
}) => {
  const student = await newUser({ role: 'student', signIn: false });
  await signIn('admin');
  await visit('/admin');
  await searchUsers(page, student.email);
  await page.getByRole('button', { name: `Login as User: ${student.fullName}` }).click();

  await expect(page).toHaveURL('/');
  const banner = page.getByRole('region', { name: 'Impersonation' });
  await expect(banner).toContainText(`Viewing as: ${student.fullName} (${student.email}) • Admin: Ada Admin`);
  await expect(page.getByRole('heading', { level: 1, name: `Welcome back, ${student.firstName}!` })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Admin Dashboard' })).toHaveCount(0);

  await banner.getByRole('button', { name: 'Return to Admin Account' }).click();
  // Title and description in one look: the toast may be gone before a second look on a busy machine.
  await expect(toasts(page)).toContainText(/Impersonation ended[\s\S]*Returned to admin account/);
  await expect(page).toHaveURL('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  await expect(banner).toHaveCount(0);

  await page.getByRole('tab', { name: 'Audit Log' }).click();
  const stopped = page.getByRole('row').filter({ hasText: 'Stopped viewing as user' }).filter({ hasText: student.email });
  await expect(stopped).toHaveCount(1);
});

test('a non-admin who types /admin gets the 404 page', async ({ page, visit, signIn }) => {
  await signIn('maya');
  await visit('/admin');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(NOT_FOUND);
  await expect(page.getByRole('link', { name: 'Admin Dashboard' })).toHaveCount(0);
});

test('the postings tab finds a posting by title or company and links to it; the open tab is in the address', async ({
  page,
  visit,
  signIn,
  newUser,
}) => {
  const employer = await newUser({ role: 'employer', signIn: false });
  const title = `Harbour Guide ${employer.lastName}`;
  // A posting carries its employer's verified company name.
  const company = String(employer.profile!.companyName);
  const jobId = await postJob(employer.api, { title, companyName: company });
  await signIn('admin');
  await visit('/admin');

  await page.getByRole('tab', { name: 'Job Postings' }).click();
  await expect(page).toHaveURL(/\/admin\?tab=jobs$/);
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Job Postings' })).toHaveAttribute('aria-selected', 'true');

  const postings = page.getByRole('region', { name: 'Job Postings' });
  await postings.getByLabel('Search by title or company').fill(company.toUpperCase());
  await postings.getByRole('button', { name: 'Search' }).click();
  await expect(postings.getByRole('table').getByRole('row')).toHaveCount(2);
  await postings.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(`/jobs/${jobId}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});

test('the Verification tab says how many wait, and the contact tab is named for what it holds', async ({ page, visit, signIn, newUser }) => {
  // An employer of this test's own waits for verification: at least one.
  await newUser({ role: 'employer', signIn: false, verified: false });
  await signIn('admin');
  await visit('/admin?tab=verification');
  const verification = page.getByRole('tab', { name: /^Verification \(\d+ waiting\)$/ });
  await expect(verification).toHaveAttribute('aria-selected', 'true');
  const waiting = Number((await verification.textContent())!.match(/\d+/)![0]);
  expect(waiting).toBeGreaterThan(0);

  await expect(page.getByRole('tab', { name: 'Messages' })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Contact & subscribers' }).click();
  await expect(page).toHaveURL(/\/admin\?tab=messages$/);
  await expect(page.getByRole('heading', { name: 'Newsletter subscribers' })).toBeVisible();
});
