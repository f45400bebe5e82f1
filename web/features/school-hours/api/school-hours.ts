// The school's views of its students' hours and the student's own total (docs/product/placement-hours.md#the-schools-views).
import { useQuery } from '@tanstack/react-query';
import { endpointUrl } from '@common/api/endpoint';
import { placementHoursEndpoints } from '@common/endpoints/placement-hours';
import { apiQueryOptions } from '@web/lib/api-query';

export interface HoursPeriod {
  from: string;
  to: string;
}

/** Verified hours by student and placement for a period (none asked while the period is not valid). */
export function useSchoolHours(period: HoursPeriod | null) {
  return useQuery({ ...apiQueryOptions(placementHoursEndpoints.schoolHours, { query: period ?? { from: '', to: '' } }), enabled: period !== null });
}

/** The same period as a CSV file the browser downloads. */
export const schoolHoursCsvUrl = (period: HoursPeriod) => endpointUrl(placementHoursEndpoints.schoolHoursCsv, { query: period });

/** Rows the overdue list shows. */
export const OVERDUE_LIMIT = 20;

export function useOverduePlacements() {
  return useQuery(apiQueryOptions(placementHoursEndpoints.overdue, { query: { limit: OVERDUE_LIMIT } }));
}

/** One student's placements, asked for once the school opens them. */
export function useStudentPlacementsSummary(userId: string, enabled: boolean) {
  return useQuery({ ...apiQueryOptions(placementHoursEndpoints.studentSummary, { params: { userId } }), enabled });
}

export function useMyVerifiedHours() {
  return useQuery(apiQueryOptions(placementHoursEndpoints.myTotal));
}
