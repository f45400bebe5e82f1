// The supervisor's single-use hours link (docs/product/placement-hours.md#the-supervisor-needs-no-account):
// a placement's days await its supervisor (made by the test factory, as the Monday e-mail leaves them);
// the supervisor opens the link on a phone with no account, confirms one day and corrects another with
// a note, and reads the thank-you; the days' states then say so, and the link offers nothing more.
import type { APIRequestContext } from '@playwright/test';
import { TEST_FACTORY_TOKEN_HEADER, TEST_PLACEMENT_HOURS_PATH } from '../../server/testing/test-factory-address';
import { expect, test } from './fixtures';
import { employerPartBody } from '../shared/employer-part';
import { placementStarted } from './placement-data';

const factoryHeaders = () => {
  const token = process.env.TEST_FACTORY_TOKEN;
  if (!token) throw new Error('TEST_FACTORY_TOKEN is not set: run the browser tests through playwright.config.ts');
  return { [TEST_FACTORY_TOKEN_HEADER]: token };
};

interface ShiftState {
  id: string;
  workDate: string;
  status: string;
  verifiedBy: string | null;
  correctedEndTime: string | null;
  supervisorNote: string | null;
}

async function shiftStates(request: APIRequestContext, placementId: string): Promise<ShiftState[]> {
  const response = await request.get(`${TEST_PLACEMENT_HOURS_PATH}/${placementId}`, { headers: factoryHeaders() });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { shifts: ShiftState[] }).shifts;
}

test('a supervisor confirms one day and corrects another from their link, with no account', async ({ page, visit, newUser, request }) => {
  const { employer, id } = await placementStarted(newUser);
  const part = await employer.api.put(`/api/placements/${id}/employer-part`, {
    data: employerPartBody({
      weeklyHours: null,
      schedule: {
        days: [
          { weekday: 1, start: '09:00', end: '15:00', breakMinutes: 30 },
          { weekday: 3, start: '09:00', end: '15:00', breakMinutes: 30 },
        ],
      },
    }),
  });
  expect(part.status(), await part.text()).toBe(200);
  const made = await request.post(TEST_PLACEMENT_HOURS_PATH, {
    headers: factoryHeaders(),
    data: {
      placementId: id,
      periodStart: '2027-07-05',
      periodEnd: '2027-07-11',
      shifts: [
        { workDate: '2027-07-05', startTime: '09:00', endTime: '15:00', breakMinutes: 30, activities: 'Weighed flour for the morning bake.' },
        { workDate: '2027-07-07', startTime: '09:00', endTime: '16:00', breakMinutes: 45 },
      ],
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const { token } = (await made.json()) as { token: string };

  await page.setViewportSize({ width: 390, height: 844 });
  await visit(`/supervisor/hours/${token}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(/^Hours of /);
  await expect(main.getByText('The week from Monday, July 5, 2027 to Sunday, July 11, 2027')).toBeVisible();
  const planned = main.getByRole('region', { name: 'Planned by the agreement' });
  await expect(planned.getByRole('listitem')).toHaveText([
    'Monday, July 5, 2027: 9:00 AM to 3:00 PM, a 30-minute break',
    'Wednesday, July 7, 2027: 9:00 AM to 3:00 PM, a 30-minute break',
  ]);
  const monday = main.getByRole('group', { name: 'Monday, July 5, 2027' });
  const wednesday = main.getByRole('group', { name: 'Wednesday, July 7, 2027' });
  await expect(monday.getByText('What they did: Weighed flour for the morning bake.')).toBeVisible();
  await expect(wednesday.getByText('6 h 15 min worked')).toBeVisible();

  // Nothing chosen: each day says so, and nothing is sent.
  await main.getByRole('button', { name: 'Send my answer' }).click();
  await expect(main.getByText('Choose an answer for this day.')).toHaveCount(2);

  await monday.getByRole('radio', { name: 'Confirm' }).check();
  await wednesday.getByRole('radio', { name: 'Correct the times' }).check();
  await wednesday.getByLabel('End').fill('14:00');
  await main.getByRole('button', { name: 'Send my answer' }).click();
  await expect(wednesday.getByText('Say what you corrected.')).toBeVisible();
  await wednesday.getByRole('textbox', { name: 'Note' }).fill('Left at two for a dentist appointment.');
  await main.getByRole('button', { name: 'Send my answer' }).click();

  await expect(main.getByRole('status')).toContainText('Thank you: your answer is recorded');
  await expect(main.getByRole('button', { name: 'Send my answer' })).toHaveCount(0);
  const shifts = await shiftStates(request, id);
  expect(shifts.map((shift) => [shift.workDate, shift.status])).toEqual([
    ['2027-07-05', 'verified'],
    ['2027-07-07', 'disputed'],
  ]);
  expect(shifts[0]!.verifiedBy).toBe('supervisor');
  expect(shifts[1]).toMatchObject({ correctedEndTime: '14:00', supervisorNote: 'Left at two for a dentist appointment.' });

  // The link, opened again, says it was answered and asks nothing.
  await visit(`/supervisor/hours/${token}`);
  await expect(main.getByRole('status')).toContainText('Thank you: your answer is recorded');
  await expect(main.getByRole('radio')).toHaveCount(0);
});

test('a link that names nothing says so', async ({ page, visit, allowConsoleError }) => {
  allowConsoleError(/status of 404.*\/api\/supervisor\/hours\//);
  await visit('/supervisor/hours/not-a-real-link');
  await expect(page.getByRole('main').getByRole('status')).toContainText('This link was not found');
});
