// The hours log on a placement's page (docs/product/placement-hours.md#the-hours-log): on a phone, a
// student of an active placement logs a day from their schedule's prefill, sees it waiting, unverified
// (nothing counts yet), and the school reads it. The placement comes from an offer the student
// accepted, through the API; the test factory starts it (the signatures and the hourly run have their
// own tests) with dates around today and a schedule on every day of the week.
import type { Page } from '@playwright/test';
import { TEST_FACTORY_TOKEN_HEADER, TEST_PLACEMENT_START_PATH } from '../../server/testing/test-factory-address';
import { expect, test } from './fixtures';
import { placementStarted } from './placement-data';

const main = (page: Page) => page.getByRole('main');
const DAY_MS = 24 * 60 * 60 * 1000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);
/** "Monday, November 16, 2026": how the hours list and its prefill name a day. */
const longDay = (day: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' }).format(
    new Date(`${day}T00:00:00Z`),
  );

test('a student logs a day of an active placement on a phone; the school reads it', async ({
  page,
  visit,
  signIn,
  newUser,
  request,
  allowConsoleError,
}) => {
  const { school, student, title, id } = await placementStarted(newUser);
  const started = await request.post(TEST_PLACEMENT_START_PATH, {
    headers: { [TEST_FACTORY_TOKEN_HEADER]: process.env.TEST_FACTORY_TOKEN ?? '' },
    data: {
      placementId: id,
      startDate: isoDay(Date.now() - 20 * DAY_MS),
      endDate: isoDay(Date.now() + 20 * DAY_MS),
      days: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '16:00', end: '19:00', breakMinutes: 15 })),
    },
  });
  expect(started.status(), await started.text()).toBe(204);

  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(student);
  await visit(`/placements/${id}`);
  await expect(main(page).getByRole('heading', { level: 1, name: title })).toBeVisible();
  const hours = main(page).getByRole('region', { name: 'Hours' });
  await expect(hours.getByText('No days logged yet.')).toBeVisible();

  await hours.getByRole('button', { name: 'Log a day' }).click();
  const form = hours.getByRole('form', { name: 'Log a day' });
  // Yesterday from the schedule: one tap fills the date and the times.
  const yesterday = isoDay(Date.now() - DAY_MS);
  await form.getByRole('button', { name: new RegExp(`^Use ${longDay(yesterday)}`) }).click();
  await expect(form.getByLabel('Date')).toHaveValue(yesterday);
  await expect(form.getByLabel('Start')).toHaveValue('16:00');
  await form.getByRole('textbox', { name: 'What you did' }).fill('Shaped loaves and served at the counter.');
  await form.getByRole('button', { name: 'Save the day' }).click();

  await expect(hours.getByRole('status')).toHaveText('The day was saved.');
  const day = hours
    .getByRole('list', { name: 'Days logged' })
    .getByRole('listitem')
    .filter({ hasText: longDay(yesterday) });
  await expect(day).toContainText('Logged');
  await expect(day).toContainText('4:00 PM to 7:00 PM, break 15 min');
  await expect(day).toContainText('Worked: 2 h 45 min');
  // Nothing counts before it is verified.
  await expect(hours.getByTestId('hours-verified')).toHaveText('0 min');
  await expect(hours.getByTestId('hours-pending')).toHaveText('2 h 45 min');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  // The same date again: the server's refusal, in the form.
  allowConsoleError(/status of 409.*\/hours/);
  await hours.getByRole('button', { name: 'Log a day' }).click();
  await form.getByLabel('Date').fill(yesterday);
  await form.getByLabel('Start').fill('09:00');
  await form.getByLabel('End').fill('12:00');
  await form.getByRole('button', { name: 'Save the day' }).click();
  await expect(form.getByRole('alert')).toContainText(`A day is already logged for ${yesterday}.`);

  // The school reads the day; it has nothing to verify yet (the supervisor has not been asked).
  await signIn(school);
  await visit(`/placements/${id}`);
  const schoolHours = main(page).getByRole('region', { name: 'Hours' });
  await expect(schoolHours.getByRole('listitem').filter({ hasText: longDay(yesterday) })).toContainText('Logged');
  await expect(schoolHours.getByRole('button', { name: 'Log a day' })).toHaveCount(0);
  await expect(schoolHours.getByRole('button', { name: 'Verify for the supervisor' })).toHaveCount(0);
});
