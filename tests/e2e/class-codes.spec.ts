import { uniqueTag } from './accounts';
import { expect, test } from './fixtures';
import { signOutPage } from './helpers';

// Class codes (docs/product/school-sign-in.md#class-codes): a school makes a code, a new student
// follows the school's sign-up link and saves their profile with the code, and the school approves
// the code's requests at once from its Class codes card.

test('a school makes a class code, a new student joins with it, and the school approves all of its requests', async ({
  page,
  visit,
  signIn,
  newUser,
}) => {
  const label = `Grade 10 – Ms Roy ${uniqueTag()}`;
  const school = await newUser({ role: 'institution' });
  await visit('/');
  const card = page.getByRole('region', { name: 'Class codes' });
  await card.getByLabel('Name of the code').fill(label);
  await card.getByRole('button', { name: 'Make a code' }).click();
  const item = card.getByRole('listitem').filter({ hasText: label });
  await expect(item.getByText('Active')).toBeVisible();
  await expect(item.getByText('0 requests waiting')).toBeVisible();
  const code = (await item.locator('code').textContent())!;
  expect(code).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}$/);

  // The new student opens the school's sign-up link (here with the code typed in small letters, no dash),
  // then sets up their profile: the field holds the code.
  await signOutPage(page);
  const student = await newUser({ role: null, signIn: false });
  const typed = code.replace('-', '').toLowerCase();
  await visit(`/sign-up?role=student&classCode=${typed}`);
  await signIn(student);
  await visit('/setup-profile/student');
  const classCode = page.getByRole('main').getByLabel('Class code');
  await expect(classCode).toHaveValue(typed);
  await page.getByRole('main').getByRole('button', { name: 'Save Profile' }).click();
  await expect(page).toHaveURL('/jobs');

  await signOutPage(page);
  await signIn(school);
  await visit('/');
  // The request says which code it came from.
  const requests = page.getByRole('region', { name: 'Link requests' });
  await expect(requests.getByRole('listitem').filter({ hasText: student.fullName })).toContainText(`With class code ${label}`);
  const codeItem = page.getByRole('region', { name: 'Class codes' }).getByRole('listitem').filter({ hasText: label });
  await expect(codeItem.getByText('1 request waiting')).toBeVisible();
  await codeItem.getByRole('button', { name: `Approve 1 request of ${label}` }).click();
  await expect(page.getByRole('region', { name: 'Notifications (F8)' })).toContainText('1 student is now on your roster');
  await expect(codeItem.getByText('0 requests waiting')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Registered students' }).getByText(student.fullName)).toBeVisible();
});
