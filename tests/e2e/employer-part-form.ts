// The employer's part typed into its form on the placement's page (docs/product/placements.md#screens),
// as an employer would: the placement-page and placement-signing walks both start with it.
import type { Page } from '@playwright/test';
import type { EmployerPartBody } from '../../common/contracts/placements';
import { expect } from './fixtures';

const INSURERS: Record<EmployerPartBody['insurance']['coveredBy'], string> = {
  employer: 'The employer',
  school_board: 'The school board',
  other: 'Someone else',
};
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

const main = (page: Page) => page.getByRole('main');

async function choose(page: Page, label: string, option: string) {
  await main(page).getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/**
 * Fills in the open form with `part` (tests/shared/employer-part.ts), without saving it. A schedule's
 * days must come in the order the form proposes them (a new row takes the first weekday not yet in
 * the schedule): each new row's proposed day is checked against the next one of `part`.
 */
export async function fillEmployerPart(page: Page, part: EmployerPartBody) {
  const form = main(page).getByRole('form', { name: 'Your part of the agreement' });
  await form.getByRole('textbox', { name: 'Legal name' }).fill(part.workplace.legalName);
  await form.getByRole('textbox', { name: 'Address' }).fill(part.workplace.address);
  await form.getByRole('textbox', { name: 'City' }).fill(part.workplace.city);
  await choose(page, 'Country', part.workplace.country === 'USA' ? 'United States' : part.workplace.country);
  await choose(page, 'Province or state', part.workplace.region);
  await form.getByRole('textbox', { name: 'Postal code' }).fill(part.workplace.postalCode);
  await form.getByLabel('Start date').fill(part.startDate);
  await form.getByLabel('End date').fill(part.endDate);
  if (part.schedule) {
    await form.getByRole('radio', { name: 'A schedule: one row per working day' }).check();
    for (const [index, day] of part.schedule.days.entries()) {
      if (index > 0) await form.getByRole('button', { name: 'Add a working day' }).click();
      const row = form.getByRole('group', { name: `Working day ${index + 1}` });
      await expect(row.getByRole('combobox', { name: 'Day' })).toHaveText(WEEKDAYS[day.weekday - 1]!);
      await row.getByLabel('Start').fill(day.start);
      await row.getByLabel('End').fill(day.end);
      await row.getByRole('spinbutton', { name: 'Break (minutes)' }).fill(String(day.breakMinutes));
    }
  } else {
    await form.getByRole('radio', { name: 'Only hours per week' }).check();
    await form.getByRole('spinbutton', { name: 'Hours per week' }).fill(String(part.weeklyHours));
  }
  await form.getByRole('textbox', { name: 'What the student will do' }).fill(part.tasks);
  await form.getByRole('textbox', { name: 'What the student will learn' }).fill(part.learningGoals);
  const supervisor = form.getByRole('group', { name: 'Supervisor' });
  await supervisor.getByRole('textbox', { name: 'Name' }).fill(part.supervisor.name);
  await supervisor.getByRole('textbox', { name: 'Job title' }).fill(part.supervisor.role);
  await supervisor.getByRole('textbox', { name: 'E-mail' }).fill(part.supervisor.email);
  await supervisor.getByRole('textbox', { name: 'Phone' }).fill(part.supervisor.phone);
  await form.getByRole('textbox', { name: 'Hazards' }).fill(part.hazards);
  await form.getByRole('textbox', { name: 'Protective equipment' }).fill(part.protectiveEquipment ?? '');
  await choose(page, 'Who insures the student', INSURERS[part.insurance.coveredBy]);
  await form.getByRole('textbox', { name: 'Insurance details' }).fill(part.insurance.details ?? '');
  const emergency = form.getByRole('group', { name: 'Emergency contact' });
  await emergency.getByRole('textbox', { name: 'Name' }).fill(part.emergencyContact.name);
  await emergency.getByRole('textbox', { name: 'Phone' }).fill(part.emergencyContact.phone);
}
