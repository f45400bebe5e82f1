// How a posting's employer answers applications (docs/product/applications.md#response-rate), as the
// job card and the job's page write it: "Usually answers within 4 days · 92% answered".
import type { EmployerResponse } from '@common/contracts/application-answers';

/** The values of the jobs namespace's `card.response`: at least 1 day (an answer the same day reads "within 1 day"). */
export const employerResponseValues = (response: EmployerResponse) => ({ count: Math.max(1, response.typicalDays), rate: response.ratePercent });
