// FirstRung in French (docs/decisions/026): a browser whose language is French gets the French
// product from the first visit; the switch in the header goes back to English and is remembered;
// and each role's main journey reads in French (accessibility.spec.ts runs axe on every screen in French). The texts
// are read from the translation files, so a value can be reworded without touching the test, but
// an English text left on these pages fails it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { giveResume, postJob, uniqueTag } from './accounts';
import { expect, test } from './fixtures';

type Texts = { [key: string]: string | Texts };
const cache = new Map<string, Texts>();

/** The text of `key` (dotted) in a namespace of one language, with {{placeholders}} filled. */
function text(language: 'en' | 'fr', namespace: string, key: string, values: Record<string, string> = {}): string {
  const file = path.join(import.meta.dirname, '../../web/i18n/locales', language, `${namespace}.json`);
  if (!cache.has(file)) cache.set(file, JSON.parse(readFileSync(file, 'utf8')) as Texts);
  let value: string | Texts | undefined = cache.get(file);
  for (const part of key.split('.')) value = typeof value === 'object' ? value[part] : undefined;
  if (typeof value !== 'string') throw new Error(`No text ${language}/${namespace}:${key}`);
  return value.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? `{{${name}}}`);
}
const fr = (namespace: string, key: string, values?: Record<string, string>) => text('fr', namespace, key, values);
const en = (namespace: string, key: string, values?: Record<string, string>) => text('en', namespace, key, values);

test.use({ locale: 'fr-CA' });

test('a French browser gets French from the first visit, and the switch goes to English and stays', async ({ page, visit }) => {
  await visit('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 1, name: fr('landing', 'hero.title') })).toBeVisible();

  await page.getByRole('banner').getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: en('landing', 'hero.title') })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  // Remembered by the browser: the server's page and the app both answer in English now.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: en('landing', 'hero.title') })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('banner').getByRole('button', { name: 'Français' }).click();
  await expect(page.getByRole('heading', { level: 1, name: fr('landing', 'hero.title') })).toBeVisible();
});

test('a student switches to French, finds a posting and applies; the employer sees them in French', async ({ page, visit, newUser, signIn }) => {
  const employer = await newUser({ role: 'employer', signIn: false });
  const title = `Aide-cycliste ${uniqueTag()}`;
  await postJob(employer.api, { title, companyName: 'ignored' });
  const student = await newUser();
  await giveResume(student.api);

  // The account was made in English, and the account's language wins over the browser's: the
  // student switches, which saves French on the account.
  await visit('/jobs');
  await expect(page.getByRole('heading', { level: 1, name: en('jobs', 'browse.title') })).toBeVisible();
  await page.getByRole('banner').getByRole('button', { name: 'Français' }).click();
  await expect(page.getByRole('heading', { level: 1, name: fr('jobs', 'browse.title') })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await page.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.getByRole('button', { name: fr('jobs', 'apply.submit') }).click();
  await expect(page.getByText(fr('jobs', 'apply.sentTitle'), { exact: true })).toBeVisible();
  await expect(page.getByText(fr('jobs', 'apply.alreadyApplied'))).toBeVisible();

  await visit('/');
  await expect(page.getByRole('heading', { level: 1, name: fr('dashboards', 'student.title', { firstName: student.firstName }) })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: title }).first()).toContainText(fr('dashboards', 'status.pending'));

  await signIn(employer);
  await visit('/employer-dashboard');
  await page.getByRole('banner').getByRole('button', { name: 'Français' }).click();
  await expect(page.getByRole('heading', { level: 1, name: fr('dashboards', 'employer.title') })).toBeVisible();
  await page.getByRole('button', { name: fr('dashboards', 'employer.viewApplicationsFor', { title }) }).click();
  await expect(page.getByText(student.fullName).first()).toBeVisible();
});

test('a school switches to French and sees its dashboard in French', async ({ page, visit, newUser }) => {
  await newUser({ role: 'institution' });
  await visit('/');
  await page.getByRole('banner').getByRole('button', { name: 'Français' }).click();
  await expect(page.getByRole('heading', { name: fr('institutions', 'students.title') })).toBeVisible();
  await expect(page.getByRole('heading', { name: fr('institutions', 'linkRequests.title') })).toBeVisible();
});

// On an admin account of the test's own (a new user the demo admin makes an admin): a language
// saved on the shared demo admin would change every other test's admin pages.
test('an admin switches to French and gets the admin sections in French', async ({ page, visit, newUser, signIn, adminApi }) => {
  const admin = await newUser({ role: null, signIn: false });
  const promoted = await adminApi.patch(`/api/admin/users/${admin.id}/role`, { data: { role: 'admin' } });
  expect(promoted.status(), await promoted.text()).toBe(200);
  await signIn(admin);
  await visit('/admin');
  await page.getByRole('banner').getByRole('button', { name: 'Français' }).click();
  await expect(page.getByRole('heading', { level: 1, name: fr('admin', 'dashboard.title') })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await page.getByRole('tab', { name: fr('admin', 'tabs.jobs') }).click();
  await expect(page.getByRole('tabpanel').getByRole('heading', { name: fr('admin', 'jobs.heading'), exact: true })).toBeVisible();
  await page.getByRole('tab', { name: fr('admin', 'tabs.verification') }).click();
  await expect(page.getByRole('tabpanel').getByRole('heading', { name: fr('admin', 'verification.heading'), exact: true })).toBeVisible();
});
