// Search that finds places and the browse order in the address (docs/product/jobs.md#browse), a
// list paged past its first page (docs/product/dashboards.md#student-dashboard) and saving a
// search (docs/product/jobs.md#saved-searches). Every account and posting is the test's own; the
// city is made up per run, so nobody else's postings are in its results.
import type { APIRequestContext, Page } from '@playwright/test';
import { uniqueTag } from './accounts';
import { expect, test } from './fixtures';

const DAY = 24 * 60 * 60 * 1000;

/** Posts an opportunity as the employer of `api` (in `city`, closing in `closesInDays` or never); answers its id. */
async function post(api: APIRequestContext, companyName: string, title: string, city: string, closesInDays: number | null): Promise<string> {
  const response = await api.post('/api/employer/jobs', {
    data: {
      title,
      companyName,
      city,
      location: '1 Harbour Road',
      description: 'Help our team on weekday afternoons.',
      applicationDeadline: closesInDays === null ? null : new Date(Date.now() + closesInDays * DAY).toISOString(),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { job: { id: string } }).job.id;
}

const cardTitles = (page: Page) => page.getByRole('main').getByRole('listitem').getByRole('heading');

test('a student finds postings by city, filters on the city and orders by closing date, all in the address', async ({ page, visit, newUser }) => {
  const city = `Tidewater ${uniqueTag()}`;
  const employer = await newUser({ role: 'employer', signIn: false });
  const company = String(employer.profile?.companyName);
  await post(employer.api, company, 'Harbour guide (no deadline)', city, null);
  await post(employer.api, company, 'Harbour cook (closes in 20 days)', city, 20);
  await post(employer.api, company, 'Harbour clerk (closes in 5 days)', city, 5);
  await newUser();

  await visit('/jobs');
  await page.getByRole('searchbox', { name: 'Search opportunities' }).fill(city);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('heading', { name: '3 opportunities' })).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search opportunities' }).fill('');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('textbox', { name: 'City' }).fill(city.toLowerCase());
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`city=${encodeURIComponent(city.toLowerCase()).replace(/%20/g, '\\+')}`));
  await expect(page.getByRole('heading', { name: '3 opportunities' })).toBeVisible();
  await expect(cardTitles(page).first()).toHaveText('Harbour clerk (closes in 5 days)');

  await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Closing soonest' });
  await expect(page).toHaveURL(/sort=closing/);
  await expect(cardTitles(page)).toHaveText(['Harbour clerk (closes in 5 days)', 'Harbour cook (closes in 20 days)', 'Harbour guide (no deadline)']);

  // The address alone brings the same list back.
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('closing');
  await expect(page.getByRole('textbox', { name: 'City' })).toHaveValue(city.toLowerCase());
  await expect(cardTitles(page)).toHaveText(['Harbour clerk (closes in 5 days)', 'Harbour cook (closes in 20 days)', 'Harbour guide (no deadline)']);
});

test('the student dashboard pages the saved jobs past the first five', async ({ page, visit, newUser }) => {
  const city = `Pagewick ${uniqueTag()}`;
  const employer = await newUser({ role: 'employer', signIn: false });
  const ids: string[] = [];
  for (let i = 1; i <= 7; i += 1) ids.push(await post(employer.api, String(employer.profile?.companyName), `Paged posting ${i}`, city, null));
  const student = await newUser();
  for (const id of ids) expect((await student.api.put(`/api/jobs/${id}/save`)).ok()).toBe(true);

  await visit('/');
  const saved = page.getByRole('list', { name: 'My saved jobs, most recently saved first' });
  await expect(saved.getByRole('listitem')).toHaveCount(5);
  await page.getByRole('button', { name: 'Show more saved jobs (5 of 7 shown)' }).click();
  await expect(saved.getByRole('listitem')).toHaveCount(7);
  await expect(saved.getByRole('link', { name: 'Paged posting 1', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /Show more saved jobs/ })).toBeHidden();
});

test('a student saves a search, finds it on the dashboard, opens it and deletes it', async ({ page, visit, newUser }) => {
  const city = `Savewell ${uniqueTag()}`;
  await newUser();
  await visit(`/jobs?q=barista&city=${encodeURIComponent(city)}&sort=closing`);
  await page.getByRole('button', { name: 'Save this search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save this search' });
  await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue(`barista, ${city}`);
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Coffee by the sea');
  await dialog.getByRole('button', { name: 'Save search' }).click();
  await expect(page.getByRole('region', { name: 'Notifications (F8)' })).toContainText('Search saved');
  await expect(dialog).toBeHidden();

  await visit('/');
  const searches = page.getByRole('list', { name: 'Saved searches' });
  await expect(searches.getByRole('listitem')).toHaveCount(1);
  await expect(searches).toContainText(`“barista” · in ${city} · closing soonest first`);
  await expect(page.getByText('1 of 10 saved searches')).toBeVisible();
  await searches.getByRole('link', { name: 'Show opportunities for Coffee by the sea' }).click();
  await expect(page).toHaveURL(/\/jobs\?q=barista&city=Savewell.*&sort=closing$/);
  await expect(page.getByRole('searchbox', { name: 'Search opportunities' })).toHaveValue('barista');

  await visit('/');
  await page.getByRole('button', { name: 'Delete the saved search Coffee by the sea' }).click();
  await expect(page.getByText('No saved searches yet.', { exact: false })).toBeVisible();
});
