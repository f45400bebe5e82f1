// How pages fit the screen: a phone (390 px) and a 1280 px desktop; one header on every page.
// These tests only read: the demo school's roster and the demo postings.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the school's roster search box has room to type in, and the dashboard does not scroll sideways", async ({ page, visit, signIn }) => {
    await signIn('riverside');
    await visit('/');
    const search = page.getByRole('searchbox', { name: 'Search students by name or e-mail' });
    await expect(search).toBeVisible();
    const box = await search.boundingBox();
    // Half the screen at least (it was a few pixels beside the status filter).
    expect(box?.width ?? 0).toBeGreaterThan(160);
    expect(await scrollsSideways(page), '/ scrolls sideways').toBe(false);
  });

  test('the job list shows results first, its filters behind a Filters button that counts the active ones', async ({ page, visit, signIn }) => {
    await signIn('maya');
    await visit('/jobs');
    const results = page.getByRole('region', { name: /opportunit/i }).getByRole('listitem');
    await expect(results.first()).toBeInViewport();
    const filters = page.getByRole('button', { name: 'Filters', exact: true });
    await expect(filters).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('textbox', { name: 'City' })).toBeHidden();

    // Once the page's requests have settled: a tap while the list was still being asked for was lost
    // once in a CI run, the page rendering again (issue 35's note leaves it to look into).
    await page.waitForLoadState('networkidle');
    await filters.click();
    await expect(filters).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('textbox', { name: 'City' }).fill('Toronto');
    await page.getByRole('checkbox', { name: 'Apprenticeships' }).check();
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await expect(page).toHaveURL(/city=Toronto/);
    // Applied: the panel folds away, and its button says how many filters are on.
    const counted = page.getByRole('button', { name: 'Filters (2)' });
    await expect(counted).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('textbox', { name: 'City' })).toBeHidden();
    expect(await scrollsSideways(page), '/jobs scrolls sideways').toBe(false);
  });
});

test.describe('on a 1280 px screen', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the school's roster table shows whole, without scrolling inside it", async ({ page, visit, signIn }) => {
    await signIn('riverside');
    await visit('/');
    const table = page.getByRole('region', { name: 'Registered students' });
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    const cutOff = await table.evaluate((element) => element.scrollWidth > element.clientWidth);
    expect(cutOff, 'the roster table is cut off').toBe(false);
  });
});

test('every page has the same header: the navigation and the My Account menu on a dashboard as on the job list', async ({ page, visit, signIn }) => {
  await signIn('maya');
  for (const path of ['/jobs', '/notifications', '/events', '/']) {
    await visit(path);
    const header = page.getByRole('banner');
    await expect(header.getByRole('navigation', { name: 'Main' }), path).toBeAttached();
    await expect(header.getByRole('button', { name: 'My Account (Maya)' }), path).toBeVisible();
    await expect(header.getByRole('button', { name: 'Go back' }), path).toHaveCount(0);
  }
});

test('a table writes its dates as the rest of the app does ("Nov 26, 2026"), never "11/26/2026"', async ({ page, visit, signIn }) => {
  await signIn('riverside');
  await visit('/');
  const applied = page.getByRole('region', { name: 'Student applications' }).getByRole('row').nth(1).getByRole('cell').last();
  await expect(applied).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
});
