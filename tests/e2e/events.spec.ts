// The events page, registration by type, and admin create and delete.
// The demo seed provides: "Autumn Careers Fair" (past), "Apprenticeship Info Night" (3 places,
// Leo registered) and "Spring Youth Job Fair" (no maximum); tests only read those. A test that
// registers does so for an event of its own, as a student of its own.
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { uniqueTag } from './accounts';
import { signOutPage } from './helpers';
import { expect, test } from './fixtures';

const DEMO_EVENTS_IN_ORDER = ['Apprenticeship Info Night', 'Spring Youth Job Fair', 'Autumn Careers Fair'];

const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)' });
const eventCard = (page: Page, title: string) =>
  page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 2, name: title }) });

test('a visitor sees upcoming then past events and is asked to log in to register', async ({ page, visit }) => {
  await visit('/events');
  await expect(page.getByRole('heading', { level: 1, name: 'Upcoming Events' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('button', { name: 'Back' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');

  // Other tests add events of their own meanwhile: the demo ones keep their order among them.
  const titles = page.getByRole('main').getByRole('heading', { level: 2 });
  await expect(titles.first()).toBeVisible();
  await expect
    .poll(async () => (await titles.allTextContents()).filter((title) => DEMO_EVENTS_IN_ORDER.includes(title)))
    .toEqual(DEMO_EVENTS_IN_ORDER);

  const infoNight = eventCard(page, 'Apprenticeship Info Night');
  await expect(infoNight).toContainText('Info Session');
  await expect(infoNight).toContainText('Riverside Secondary School');
  await expect(infoNight).toContainText('120 River Road, Toronto');
  await expect(infoNight).toContainText('6:00 PM – 8:00 PM');
  await expect(infoNight).toContainText('2 places left');

  const past = eventCard(page, 'Autumn Careers Fair');
  await expect(past.getByText('Event Passed').first()).toBeVisible();
  await expect(past.getByRole('button', { name: 'Event Passed' })).toBeDisabled();

  await eventCard(page, 'Spring Youth Job Fair').getByRole('button', { name: 'Register for Spring Youth Job Fair' }).click();
  // Title and description in one look: the toast may close between two looks on a busy machine.
  await expect(toasts(page)).toContainText(/Login required[\s\S]*Please log in to register for events/);
});

/** Creates an upcoming event as the demo admin; answers its id. */
async function createEvent(adminApi: APIRequestContext, fields: { title: string; maxParticipants: number; daysAhead: number }) {
  const day = new Date(Date.now() + fields.daysAhead * 86_400_000).toISOString().slice(0, 10);
  const created = await adminApi.post('/api/events', {
    data: {
      title: fields.title,
      description: 'An evening with local employers.',
      eventDate: `${day}T00:00:00.000Z`,
      location: 'Community Hall',
      startTime: '18:00',
      endTime: '20:00',
      maxParticipants: fields.maxParticipants,
      eventType: 'info_session',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { event: { id: string } }).event.id;
}

test('a student registers as a student, then unregisters', async ({ page, visit, newUser, adminApi }) => {
  const title = `Careers Evening ${uniqueTag()}`;
  await createEvent(adminApi, { title, maxParticipants: 2, daysAhead: 10 });
  await newUser();
  await visit('/events');
  const card = eventCard(page, title);
  await expect(card).toContainText('2 places left');
  await expect(card.getByRole('combobox', { name: `Register for ${title} as` })).toHaveText('Student');

  await card.getByRole('button', { name: `Register for ${title}` }).click();
  await expect(toasts(page)).toContainText('Registration successful');
  await expect(card).toContainText("You're registered as: Student");
  await expect(card).toContainText('1 place left');

  await card.getByRole('button', { name: `Unregister from ${title}` }).click();
  await expect(toasts(page)).toContainText('Unregistered');
  await expect(card.getByRole('button', { name: `Register for ${title}` })).toBeVisible();
  await expect(card).toContainText('2 places left');
});

test('an employer is offered the booth and a student neither the booth nor Guest Speaker', async ({ page, visit, signIn }) => {
  await signIn('priya');
  await visit('/events');
  const employerChoice = eventCard(page, 'Spring Youth Job Fair').getByRole('combobox', { name: 'Register for Spring Youth Job Fair as' });
  await expect(employerChoice).toHaveText('Employer Booth');
  await employerChoice.click();
  await expect(page.getByRole('option')).toHaveText(['Student', 'Employer Booth', 'Guest Speaker']);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('option')).toHaveCount(0);

  await page.request.post('/api/logout');
  await signIn('sam');
  await visit('/events');
  const studentChoice = eventCard(page, 'Spring Youth Job Fair').getByRole('combobox', { name: 'Register for Spring Youth Job Fair as' });
  await expect(studentChoice).toHaveText('Student');
  await studentChoice.click();
  await expect(page.getByRole('option')).toHaveText(['Student']);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('option')).toHaveCount(0);
});

// Through the API with the admin's session; the next test clicks through the Events tab.
test('an event an admin creates appears on /events, and is gone once deleted', async ({ page, visit, signIn }) => {
  await signIn('admin');
  const day = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
  const title = `Winter Trades Showcase ${uniqueTag()}`;
  const created = await page.request.post('/api/events', {
    data: {
      title,
      description: 'Try tools from five trades.',
      eventDate: `${day}T00:00:00.000Z`,
      location: 'Union Station Hall',
      startTime: '10:00',
      endTime: '14:00',
      maxParticipants: 25,
      eventType: 'workshop',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { event } = (await created.json()) as { event: { id: string } };

  await visit('/events');
  const card = eventCard(page, title);
  await expect(card).toContainText('Workshop');
  await expect(card).toContainText('Union Station Hall');
  await expect(card).toContainText('25 places left');

  const deleted = await page.request.delete(`/api/events/${event.id}`);
  expect(deleted.status()).toBe(200);
  await visit('/events');
  await expect(page.getByRole('heading', { level: 2, name: 'Spring Youth Job Fair' })).toBeVisible();
  await expect(eventCard(page, title)).toHaveCount(0);
});

// The click-through of <AdminEventsTab /> in /admin's Events tab.
test('an admin creates and deletes an event in the Events tab of /admin', async ({ page, visit, signIn }) => {
  await signIn('admin');
  await visit('/admin');
  await page.getByRole('tab', { name: 'Events' }).click();
  const tab = page.getByRole('tabpanel');
  await expect(tab.getByRole('heading', { level: 3, name: 'Spring Youth Job Fair' })).toBeVisible();
  await expect(tab).toContainText('1 of 3 registered');

  await tab.getByRole('button', { name: 'Create Event' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Event' });
  await dialog.getByRole('button', { name: 'Create Event' }).click();
  // The open dialog hides the toast list from the accessibility tree, so it is found by its label here.
  const hiddenToasts = page.locator('[aria-label="Notifications (F8)"]');
  await expect(hiddenToasts).toContainText('Missing fields');
  await expect(hiddenToasts).toContainText('Please fill in all required fields');
  await expect(dialog.getByRole('alert')).toHaveText('Please fill in all required fields');
  await expect(dialog.getByText('Title is required.')).toBeVisible();

  const day = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  await dialog.getByLabel('Title').fill('Tab Test Fair');
  await dialog.getByLabel('Description').fill('Made through the dialog.');
  await dialog.getByLabel('Date').fill(day);
  await dialog.getByLabel('Location').fill('Library Hall');
  await dialog.getByLabel('Start time').fill('13:00');
  await dialog.getByLabel('End time').fill('15:30');
  await dialog.getByLabel('Maximum participants').fill('12');
  await dialog.getByRole('combobox', { name: 'Event type' }).click();
  await page.getByRole('option', { name: 'Networking' }).click();
  await dialog.getByRole('button', { name: 'Create Event' }).click();
  await expect(toasts(page)).toContainText('Event created');
  await expect(dialog).toBeHidden();
  await expect(tab.getByRole('heading', { level: 3, name: 'Tab Test Fair' })).toBeVisible();
  await expect(tab).toContainText('0 of 12 registered');

  await tab.getByRole('button', { name: 'Delete Tab Test Fair' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete Event' }).click();
  await expect(toasts(page)).toContainText('Event deleted');
  await expect(tab.getByRole('heading', { level: 3, name: 'Tab Test Fair' })).toHaveCount(0);

  await visit('/events');
  await expect(eventCard(page, 'Tab Test Fair')).toHaveCount(0);
});

// docs/product/events.md#editing and #who-registered: an admin edits an event someone registered
// for, who is told what changed; the admin downloads who registered as a spreadsheet file.
test('an admin edits an event, its registrant is told what changed, and who registered downloads as CSV', async ({
  page,
  visit,
  signIn,
  newUser,
  adminApi,
}) => {
  const title = `Edited Evening ${uniqueTag()}`;
  const eventId = await createEvent(adminApi, { title, maxParticipants: 5, daysAhead: 2 });
  const student = await newUser({ signIn: false });
  const registered = await student.api.post(`/api/events/${eventId}/register`, { data: { registrationType: 'student' } });
  expect(registered.status(), await registered.text()).toBe(201);

  await signIn('admin');
  await visit('/admin');
  await page.getByRole('tab', { name: 'Events' }).click();
  const tab = page.getByRole('tabpanel');
  const row = tab.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: title }) });
  await row.getByRole('button', { name: `Edit ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Event' });
  await expect(dialog).toContainText('The person registered will be told what changed.');
  await expect(dialog.getByLabel('Location')).toHaveValue('Community Hall');
  await expect(dialog.getByLabel('Maximum participants')).toHaveValue('5');
  await dialog.getByLabel('Location').fill('Riverside Library');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(toasts(page)).toContainText('Event updated');
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Riverside Library');

  const downloading = page.waitForEvent('download');
  await row.getByRole('link', { name: `Download CSV of who registered for ${title}` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/registrations\.csv$/);
  const bytes = await readFile((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.toString('utf8').slice(1).split('\r\n');
  expect(lines[0]).toBe('First name,Last name,E-mail,Registered as,Registered on (UTC)');
  expect(lines[1]).toContain(`${student.firstName},${student.lastName},${student.email},Student,`);

  await signOutPage(page);
  await signIn({ email: student.email, password: student.password });
  await visit('/notifications');
  await expect(page.getByRole('list', { name: 'Your notifications' })).toContainText(
    new RegExp(`“${title}”, which you registered for, has changed \\(place\\): now on .+, at Riverside Library\\.`),
  );
});
