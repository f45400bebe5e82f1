import type { Page } from '@playwright/test';
import { uniqueTag } from './accounts';
import { DEMO_USERS } from './demo-users';
import { expect, test } from './fixtures';
import { showInApp, preferDarkTheme } from './helpers';

// The public face. Content pages for every visitor, the footer newsletter, and the
// JobPosting data that crawlers read from the HTML the server sends for /jobs/{id}.

const CONTENT_PAGES: Array<{ path: string; heading: string }> = [
  { path: '/how-it-works', heading: 'How FirstRung works' },
  { path: '/resources', heading: 'Resources for your first job' },
  { path: '/employers', heading: 'Host a young person at your workplace' },
  { path: '/pricing', heading: 'Pricing' },
  { path: '/success-stories', heading: 'Success stories' },
  { path: '/privacy', heading: 'Privacy policy' },
  { path: '/terms', heading: 'Terms of use' },
  { path: '/contact', heading: 'Contact us' },
];

async function expectHeading(page: Page, heading: string) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
}

for (const { path, heading } of CONTENT_PAGES) {
  test(`${path} renders its heading for a visitor`, async ({ page, visit }) => {
    await visit(path);
    await expectHeading(page, heading);
    await expect(page).toHaveTitle(`${heading} | FirstRung`);
  });

  test(`${path} reads well on a phone in the dark theme`, async ({ page, visit }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await preferDarkTheme(page);
    await visit(path);
    await expectHeading(page, heading);
    await expect(page.locator('html')).toHaveClass(/dark/);
    // Nothing wider than the screen.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
}

for (const user of ['maya', 'priya', 'riverside', 'admin'] as const) {
  test(`the content pages are open to a signed-in ${DEMO_USERS[user].role}`, async ({ page, visit, signIn }) => {
    await signIn(user);
    await visit('/privacy');
    await expectHeading(page, 'Privacy policy');
  });
}

test('the footer and header link to the content pages', async ({ page, visit }) => {
  await visit('/');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: 'Pricing' }).click();
  await expectHeading(page, 'Pricing');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' }).click();
  await expectHeading(page, 'Privacy policy');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms' }).click();
  await expectHeading(page, 'Terms of use');
});

test('pricing is free for students and schools and shows Coming Soon for the employer subscription', async ({ page, visit }) => {
  await visit('/pricing');
  const plans = page.getByRole('list', { name: 'Plans' });
  await expect(plans.getByRole('listitem').filter({ hasText: 'Students and youth' })).toContainText('Free');
  await expect(plans.getByRole('listitem').filter({ hasText: 'Schools and colleges' })).toContainText('Free');
  await expect(plans.getByRole('listitem').filter({ hasText: 'Employer subscription' })).toContainText('Coming Soon');
  await expect(page.getByRole('main')).not.toContainText(/[$€£]\s?\d/);
});

test('the privacy page explains how to delete and export data', async ({ page, visit }) => {
  await visit('/privacy');
  await expect(page.getByRole('heading', { name: 'How to see, export or delete your data' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Account Management card');
  await page.getByRole('main').getByRole('link', { name: 'Contact us' }).click();
  await expectHeading(page, 'Contact us');
});

test('the contact form checks its fields, then sends a message', async ({ page, visit }) => {
  await visit('/contact');
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Send message' }).click();
  await expect(main.getByText('Please tell us your name')).toBeVisible();
  await expect(main.getByText('Enter a valid e-mail address')).toBeVisible();
  await expect(main.getByText('Your message must be at least 10 characters')).toBeVisible();
  await expect(main.getByLabel('Your name')).toHaveAttribute('aria-invalid', 'true');

  await main.getByLabel('Your name').fill('Ana Parent');
  await main.getByLabel('E-mail address').fill(`ana.${uniqueTag()}@example.test`);
  await main.getByLabel('Subject').fill('A question about placements');
  await main.getByLabel('Message').fill('Who checks the employers before my daughter applies?');
  await main.getByRole('button', { name: 'Send message' }).click();
  await expect(main.getByRole('status').filter({ hasText: 'Thank you for writing to us' }).first()).toBeVisible();
  await expect(main.getByLabel('Message')).toHaveValue('');
});

test('the footer newsletter asks to confirm by e-mail, and a second time answers the same (it never tells who is subscribed)', async ({
  page,
  visit,
}) => {
  await visit('/');
  const footer = page.getByRole('contentinfo');
  const email = footer.getByRole('textbox', { name: 'E-mail address' });
  await expect(email).toHaveAttribute('type', 'email');
  const address = `reader.${uniqueTag()}@example.test`;

  await email.fill(address);
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('Check your inbox', { exact: true })).toBeVisible();
  await expect(footer.getByRole('status')).toContainText('we have sent it a link');
  await expect(email).toHaveValue('');

  await email.fill(address.toUpperCase());
  // Typing again clears the earlier answer, so the next one is the second answer's.
  await expect(footer.getByText('we have sent it a link')).toBeHidden();
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(footer.getByRole('status')).toContainText('we have sent it a link');
  await expect(page.getByText('Check your inbox', { exact: true }).first()).toBeVisible();
  await expect(email).toHaveValue('');
});

test('an unsubscribe link without a valid token says so kindly', async ({ page, visit, allowConsoleError }) => {
  await visit('/newsletter/unsubscribed');
  await expectHeading(page, 'This link does not work');
  // The server answers an unknown token with 404, which the browser logs.
  allowConsoleError(/404/);
  await visit('/newsletter/unsubscribed?token=not-a-real-token');
  await expectHeading(page, 'This link does not work');
  await expect(page.getByRole('main').getByRole('link', { name: 'Contact us' })).toBeVisible();
});

test("a job detail page carries JobPosting data with the posting's title, in the served HTML and the DOM", async ({ page }) => {
  // The sitemap lists the active postings; take the first one.
  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  const jobUrl = /<loc>([^<]+\/jobs\/[0-9a-f-]{36})<\/loc>/.exec(sitemap)?.[1];
  expect(jobUrl, 'the demo data has an active posting').toBeDefined();
  const path = new URL(jobUrl!).pathname;

  const served = await page.request.get(path);
  expect(served.status()).toBe(200);
  const html = await served.text();
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  expect(match, 'JSON-LD in the served HTML').not.toBeNull();
  const posting = JSON.parse(match![1]!) as { '@type': string; title: string; hiringOrganization: { name: string } };
  expect(posting['@type']).toBe('JobPosting');
  expect(posting.title.length).toBeGreaterThan(0);
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
  expect(title).toBe(`${posting.title} at ${posting.hiringOrganization.name} | FirstRung`);
  expect(html).toContain(`<link rel="canonical" href="${jobUrl}" />`);

  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const inDom = await page.locator('script[type="application/ld+json"]').textContent();
  expect((JSON.parse(inDom ?? 'null') as { title: string }).title).toBe(posting.title);

  const robots = await (await page.request.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /api/');
  expect(robots).toMatch(/Sitemap: http.*\/sitemap\.xml/);
});

test('every page has its own title, in the HTML the server sends and in the app, in English and in French', async ({
  page,
  visit,
  signIn,
  request,
}) => {
  const servedTitle = async (path: string, language: string) =>
    /<title>([^<]*)<\/title>/.exec(await (await request.get(path, { headers: { 'accept-language': language } })).text())?.[1];
  expect(await servedTitle('/', 'en')).toBe('FirstRung: your first step into work');
  expect(await servedTitle('/', 'fr')).toBe('FirstRung\u00a0: votre premier pas vers le travail');
  expect(await servedTitle('/jobs', 'en')).toBe('Find opportunities | FirstRung');
  expect(await servedTitle('/jobs', 'fr')).toBe('Trouver une offre | FirstRung');

  await visit('/events');
  await expect(page).toHaveTitle('Events | FirstRung');
  await showInApp(page, '/sign-in');
  await expect(page).toHaveTitle('Sign in | FirstRung');
  await showInApp(page, '/no-such-page');
  await expect(page).toHaveTitle('Page not found | FirstRung');

  await signIn('maya');
  await visit('/jobs');
  await expect(page).toHaveTitle('Find opportunities | FirstRung');
  // Maya is 16 and the apprenticeship asks more: her list leaves it out unless she asks for every age.
  const { items } = (await (await page.request.get('/api/jobs?q=Carpentry%20Apprentice&allAges=true')).json()) as {
    items: Array<{ id: string; title: string }>;
  };
  const carpentry = items.find((job) => job.title === 'Carpentry Apprentice');
  await showInApp(page, `/jobs/${carpentry!.id}`);
  await expect(page).toHaveTitle('Carpentry Apprentice at NorthBuild Trades | FirstRung');
});
