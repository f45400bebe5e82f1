// Search by distance (issue 40; docs/product/near-me.md): a student names a place from the Near field's
// suggestions and a distance, both kept in the address, and each card says how far it is; a place
// FirstRung does not know is said under the field; a student keeps a home postal code on their
// profile, which a distance alone searches from; an employer is told when a posting cannot be placed.
// Each test makes its own employer and postings, found by a title of their own.
import type { Page } from '@playwright/test';
import { postJob, uniqueTag } from './accounts';
import { expect, test } from './fixtures';
import { signOutPage } from './helpers';

const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)' });
const card = (page: Page, title: string) => page.getByRole('listitem').filter({ has: page.getByRole('link', { name: title }) });

test('a student picks a suggested town and a distance: the address keeps both and each card says how far it is', async ({
  page,
  visit,
  newUser,
  allowConsoleError,
}) => {
  const tag = uniqueTag();
  // The unknown place at the end is answered 400 on purpose (the message shows under the field).
  allowConsoleError(/status of 400 .*\/api\/jobs\?.*near=Nowhere/);
  const employer = await newUser({ role: 'employer', signIn: false });
  const companyName = String(employer.profile?.companyName);
  // Mississauga's posting is placed at the town's centre (0 km); Toronto's, about 23 km away, is outside 10 km.
  const near = `Square One Greeter ${tag}`;
  const far = `Harbourfront Greeter ${tag}`;
  await postJob(employer.api, { title: near, companyName, city: 'Mississauga' });
  await postJob(employer.api, { title: far, companyName, city: 'Toronto' });
  // The list is for people with a profile (a visitor meets the registration page): a student with no home postal code.
  await signOutPage(page);
  await newUser();

  await visit(`/jobs?q=${tag}`);
  await expect(card(page, far)).toBeVisible();
  // Nothing to measure from yet: no "Nearest first".
  await expect(page.getByLabel('Sort by').locator('option', { hasText: 'Nearest first' })).toHaveCount(0);

  const nearField = page.getByRole('combobox', { name: 'Near' });
  await nearField.fill('Missis');
  const suggestions = page.getByRole('listbox', { name: 'Places' });
  await expect(suggestions.getByRole('option', { name: 'Mississauga, Ontario' })).toBeVisible();
  await nearField.press('ArrowDown');
  await expect(nearField).toHaveAttribute('aria-activedescendant', /.+/);
  await suggestions.getByRole('option', { name: 'Mississauga, Ontario' }).click();
  await expect(nearField).toHaveValue('Mississauga, Ontario');
  await expect(suggestions).toBeHidden();
  await page.getByLabel('Distance').selectOption('10');
  await page.getByRole('button', { name: 'Apply', exact: true }).click();

  await expect(page).toHaveURL(/[?&]near=Mississauga%2C(\+|%20)Ontario(&|$)/);
  await expect(page).toHaveURL(/[?&]within=10(&|$)/);
  await expect(page.getByText('Within 10 km of Mississauga, Ontario')).toBeVisible();
  await expect(card(page, near)).toContainText('less than 1 km');
  await expect(card(page, far)).toHaveCount(0);
  await expect(page.getByLabel('Sort by').locator('option', { hasText: 'Nearest first' })).toHaveCount(1);

  // A place FirstRung does not know: the server's words under the field, not "0 opportunities".
  await nearField.fill(`Nowhere ${tag}`);
  await nearField.press('Escape');
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'We do not know the place' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Near' })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('heading', { name: /^[\d,]+\+? opportunit/ })).toHaveCount(0);
});

test('a student saves a home postal code (an unknown one is refused under the field), and a distance alone searches from it', async ({
  page,
  visit,
  newUser,
  allowConsoleError,
}) => {
  // The refused postal code is a 400 the browser logs.
  allowConsoleError(/status of 400 .*\/api\/student\/profile/);
  await newUser();
  await visit('/setup-profile/student');
  const field = page.getByRole('main').getByLabel('Home postal code');
  await expect(page.getByText('Used only to find opportunities near you; never shown to employers or schools.')).toBeVisible();
  await field.fill('Z9Z 9Z9');
  await page.getByRole('main').getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByText('We cannot find this postal code: check it, or leave the field empty')).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');

  await field.fill('M5H 2N2');
  await page.getByRole('main').getByRole('button', { name: 'Save Profile' }).click();
  await expect(toasts(page)).toContainText('Profile saved');
  await page.reload();
  await expect(page.getByRole('main').getByLabel('Home postal code')).toHaveValue('M5H 2N2');

  await visit('/jobs');
  await expect(page.getByText('Or choose a distance alone to search around your home postal code M5H 2N2.')).toBeVisible();
  await expect(page.getByLabel('Sort by').locator('option', { hasText: 'Nearest first' })).toHaveCount(1);
  await page.getByLabel('Distance').selectOption('5');
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(page).toHaveURL(/[?&]within=5(&|$)/);
  await expect(page).not.toHaveURL(/[?&]near=/);
  await expect(page.getByText('Within 5 km of your home postal code M5H')).toBeVisible();
});

test('an employer is told when a posting cannot be placed on the map, with a way to edit its address', async ({ page, visit, newUser }) => {
  const employer = await newUser({ role: 'employer' });
  const title = `Lighthouse Keeper ${uniqueTag()}`;
  await postJob(employer.api, { title, companyName: String(employer.profile?.companyName), city: `Nowhereville${uniqueTag()}` });

  await visit('/employer-dashboard');
  const notice = page.getByRole('note').filter({ hasText: 'We could not find this place on the map' });
  await expect(notice).toHaveText(/so searches by distance will not show it\. Check its postal code or city\./);
  await notice.getByRole('button', { name: `Edit its address: ${title}` }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});
