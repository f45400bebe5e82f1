// The supervisor's calls (common/endpoints/supervisor.ts): no sign-in, the link's token in each.
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { supervisorHoursAnswerBody } from '@common/contracts/placement-hours';
import { supervisorEndpoints } from '@common/endpoints/supervisor';
import { apiQueryOptions, useApiMutation } from '@web/lib/api-query';

export type HoursAnswers = z.input<typeof supervisorHoursAnswerBody>;

/** The days the link asks about, and whether they were answered. */
export function useSupervisorHours(token: string) {
  return useQuery(apiQueryOptions(supervisorEndpoints.hours, { params: { token } }));
}

/** The one answer that covers every day of the link. */
export function useAnswerHours(token: string) {
  return useApiMutation(supervisorEndpoints.answerHours, { toInput: (body: HoursAnswers) => ({ params: { token }, body }) });
}
