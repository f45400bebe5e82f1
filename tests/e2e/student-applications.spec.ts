// A student's side of applications (issue 35): the message to the employer is never cut, its
// length is shown as it is typed. Every test makes its own employer, posting and student.
import type { APIRequestContext } from '@playwright/test';
import { giveResume, postJob, uniqueTag } from './accounts';
import { expect, test } from './fixtures';

/** A posting of a new employer of the test's own; answers its title and id. */
async function newPosting(
  newUser: (options: { role: 'employer'; signIn: false }) => Promise<{ api: APIRequestContext; profile: Record<string, unknown> | null }>,
) {
  const employer = await newUser({ role: 'employer', signIn: false });
  const title = `Shop Helper ${uniqueTag()}`;
  const id = await postJob(employer.api, { title, companyName: String(employer.profile?.companyName) });
  return { title, id };
}

test('the message to the employer shows its length and is refused over 1000 characters, never cut', async ({ page, visit, newUser }) => {
  const job = await newPosting(newUser);
  const student = await newUser();
  await giveResume(student.api);
  await visit(`/jobs/${job.id}`);

  const message = page.getByLabel('Message to the employer (optional)');
  await expect(page.getByText('0 / 1000')).toBeVisible();
  await message.fill('a'.repeat(1001));
  // Nothing is cut: all 1001 characters stay, the counter says so and the form refuses them.
  await expect(message).toHaveValue('a'.repeat(1001));
  await expect(page.getByText('1001 / 1000')).toBeVisible();
  await expect(page.getByText('Your message must be at most 1000 characters.')).toBeVisible();
  await page.getByRole('button', { name: 'Apply now' }).click();
  await expect(message).toBeFocused();
  await expect(page.getByText('You have already applied to this job.')).toHaveCount(0);

  await message.press('Backspace');
  await expect(page.getByText('1000 / 1000')).toBeVisible();
  await expect(page.getByText('Your message must be at most 1000 characters.')).toHaveCount(0);
  await page.getByRole('button', { name: 'Apply now' }).click();
  await expect(page.getByText('You have already applied to this job.')).toBeVisible();
});
