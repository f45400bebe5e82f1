// Export my data (docs/product/school-sign-in.md#export-my-data): a student asks from the Account
// Management card, the server's worker prepares the archive, the card says until when it is offered,
// and the download is a ZIP whose data.json names the student.
import fs from 'node:fs';
import { readZip } from '../api/helpers/zip-reader';
import { expect, test } from './fixtures';

test('a student prepares their archive from the account card and downloads the ZIP', async ({ page, newUser, visit }) => {
  const student = await newUser();
  await visit('/');
  const section = page.getByRole('region', { name: 'Export my data' });
  await section.getByRole('button', { name: 'Prepare my archive' }).click();
  // The card asks again while the archive is prepared by the server's worker.
  await expect(section.getByRole('status')).toContainText(/Preparing…|Ready until/);
  await expect(section.getByRole('status')).toContainText('Ready until', { timeout: 30_000 });
  await expect(section.getByRole('button', { name: 'Prepare my archive' })).toBeEnabled();

  const [download] = await Promise.all([page.waitForEvent('download'), section.getByRole('link', { name: 'Download' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^firstrung-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const entries = await readZip(fs.readFileSync((await download.path())!));
  expect([...entries.keys()]).toEqual(expect.arrayContaining(['README.txt', 'data.json']));
  const data = JSON.parse(entries.get('data.json')!.toString('utf8')) as { kind: string; subject: { id: string } };
  expect(data).toMatchObject({ kind: 'account', subject: { id: student.id } });
});
