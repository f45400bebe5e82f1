import { uniqueTag } from './accounts';
import { expect, expectNoSeriousA11yViolations, loadAxeInEveryDocument, test } from './fixtures';

// Roster import (docs/product/school-sign-in.md#roster-import-csv): a school uploads a file with one
// bad row and sees its error by line, uploads the corrected file, confirms it, watches the run
// finish in the background and finds the students on its roster.

test.beforeEach(({ page }) => loadAxeInEveryDocument(page));

const HEADER = "First name,Last name,E-mail,Grade,Date of birth,Guardian's name,Guardian's e-mail,Guardian's phone";

/** A date of birth that makes a student of 15 whatever the day the test runs. */
const bornFifteenYearsAgo = () => `${new Date().getUTCFullYear() - 15}-01-15`;

const csvFile = (rows: string[]) => ({ name: 'grade-10.csv', mimeType: 'text/csv', buffer: Buffer.from(`${[HEADER, ...rows].join('\n')}\n`) });

test('a school previews a file with a bad row, imports the corrected one, and finds its students on its roster', async ({ page, visit, newUser }) => {
  const tag = uniqueTag();
  const born = bornFifteenYearsAgo();
  const ana = `Ana${tag} Roy`;
  const noah = `Noah${tag} Tremblay`;
  const anaRow = `Ana${tag},Roy,ana.${tag}@example.org,10,${born},Luc Roy,luc.${tag}@example.org,`;
  await newUser({ role: 'institution' });
  await visit('/');
  const card = page.getByRole('region', { name: 'Import students from a file' });
  await expect(card.getByRole('link', { name: 'Download the template (CSV)' })).toHaveAttribute('href', /^data:text\/csv/);

  // Line 3 has an e-mail that is no e-mail: the preview names it, and nothing is saved.
  await card
    .getByLabel('CSV file of students')
    .setInputFiles(csvFile([anaRow, `Noah${tag},Tremblay,not-an-email,10,${born},Marie Tremblay,,+15145550101`]));
  await expect(card.getByText('1 row has errors: it will be left out.', { exact: false })).toBeVisible();
  const errors = card.getByRole('table', { name: '1 error by line' });
  await expect(errors.getByRole('columnheader', { name: 'Line' })).toBeVisible();
  const errorRow = errors.getByRole('row').filter({ has: page.getByRole('rowheader', { name: '3' }) });
  await expect(errorRow.getByRole('cell').first()).toHaveText('E-mail');
  await expectNoSeriousA11yViolations(page);
  await card.getByRole('button', { name: 'Discard' }).click();
  await expect(card.getByRole('table')).toBeHidden();

  // The corrected file: two new students, no errors.
  await card
    .getByLabel('CSV file of students')
    .setInputFiles(csvFile([anaRow, `Noah${tag},Tremblay,noah.${tag}@example.org,10,${born},Marie Tremblay,,+15145550101`]));
  await expect(card.getByText('Every row is correct.')).toBeVisible();
  const preview = card.getByRole('definition');
  await expect(preview).toHaveText(['2', '2', '0', '0']);
  await card.getByRole('button', { name: 'Import 2 students' }).click();

  // The background worker runs it; the page follows its progress until it is done.
  await expect(card.getByRole('status').filter({ hasText: 'Import finished.' })).toBeVisible({ timeout: 20_000 });
  await expect(card.getByRole('definition')).toHaveText(['2', '0', '0', '2']);
  await expectNoSeriousA11yViolations(page);
  const roster = page.getByRole('region', { name: 'Registered students' });
  await expect(roster.getByText(ana)).toBeVisible();
  await expect(roster.getByText(noah)).toBeVisible();
  await expect(card.getByRole('listitem').filter({ hasText: 'grade-10.csv' }).first()).toContainText('2 added, 0 updated, 0 unchanged');
});
