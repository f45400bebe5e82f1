import { expect, test } from './fixtures';
import { preferDarkTheme } from './helpers';

test('the landing counters show thousands-formatted numbers with "+"', async ({ page, visit }) => {
  await visit('/');
  for (const label of ['Active Opportunities', 'Employer Partners', 'Students Connected']) {
    const value = page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd');
    await expect(value).toHaveText(/^\d{1,3}(,\d{3})*\+$/);
  }
});

test('the landing page links go to the sign-up, listing and employer pages', async ({ page, visit }) => {
  await visit('/');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Find Opportunities' })).toHaveAttribute('href', '/jobs');
  await expect(main.getByRole('link', { name: 'Post Opportunities' })).toHaveAttribute('href', '/setup-profile/employer');
  await expect(main.getByRole('link', { name: "I'm a Student" })).toHaveAttribute('href', '/sign-up?role=student');
  await expect(main.getByRole('link', { name: "I'm an Employer" })).toHaveAttribute('href', '/sign-up?role=employer');
  await expect(main.getByRole('heading', { name: 'Built for Everyone' })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'How It Works' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('© 2025 FirstRung');
});

test('the Log In menu offers four roles that all go to the login address', async ({ page, visit }) => {
  await visit('/');
  await page.getByRole('button', { name: 'Log In' }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByText('Select Your Role')).toBeVisible();
  for (const role of ['Student', 'Employer', 'Educational Institution', 'Admin']) {
    await expect(menu.getByRole('menuitem', { name: role, exact: true })).toHaveAttribute('href', '/api/login');
  }
  await menu.getByRole('menuitem', { name: 'Student', exact: true }).click();
  await expect(page).toHaveURL('/sign-in');
});

test('the theme toggle switches to dark and stays dark after a reload', async ({ page, visit }) => {
  await visit('/');
  const html = page.locator('html');
  await expect(html).not.toHaveClass(/dark/);
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(html).toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(html).toHaveClass(/dark/);
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await expect(html).not.toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
});

// One test per page, so they spread over the workers (accessibility.spec.ts runs axe in the dark theme).
const DARK_THEME_PAGES: Array<{ path: string; signedIn: boolean }> = [
  ...['/', '/jobs', '/sign-in', '/sign-up', '/events', '/nowhere'].map((path) => ({ path, signedIn: false })),
  ...['/', '/jobs', '/notifications'].map((path) => ({ path, signedIn: true })),
];

for (const { path, signedIn } of DARK_THEME_PAGES) {
  test(`${path} shows in the dark theme too${signedIn ? ', for a signed-in student' : ''}`, async ({ page, visit, signIn }) => {
    await preferDarkTheme(page);
    if (signedIn) await signIn('maya');
    await visit(path);
    await expect(page.locator('html')).toHaveClass(/dark/);
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the navigation folds into a menu, and pages fit the screen', async ({ page, visit }) => {
    await visit('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('menuitem', { name: 'Events' }).click();
    await expect(page).toHaveURL('/events');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Upcoming Events');
    const scrollsSideways = () => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(await scrollsSideways(), '/events scrolls sideways').toBe(false);
    for (const path of ['/jobs', '/sign-up']) {
      await visit(path);
      expect(await scrollsSideways(), `${path} scrolls sideways`).toBe(false);
    }
  });

  test('both headers keep the bell on screen for a signed-in user, without sideways scrolling', async ({ page, visit, signIn }) => {
    await signIn('maya');
    for (const path of ['/jobs', '/notifications']) {
      await visit(path);
      await expect(page.getByRole('banner').getByRole('link', { name: /^Notifications/ })).toBeInViewport();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
      expect(overflow, `${path} scrolls sideways`).toBe(false);
    }
  });
});
