// How a posting's employer answers applications (docs/product/applications.md#response-rate), as the
// job card and the job's page write it: "Usually answers within 4 days · 92% answered".
import type { TFunction } from 'i18next';
import type { EmployerResponse } from '@common/contracts/application-answers';

/**
 * The response line. An answer the same day reads "within 1 day"; an employer that answered none
 * of its counted applications (typical days 0) has no usual time, only "0% answered".
 */
export function employerResponseText(t: TFunction<'jobs'>, response: EmployerResponse): string {
  if (response.typicalDays === 0) return t('card.responseRateOnly', { rate: response.ratePercent });
  return t('card.response', { count: Math.max(1, response.typicalDays), rate: response.ratePercent });
}
