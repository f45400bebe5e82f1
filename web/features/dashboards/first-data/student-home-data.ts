// The student home's first data (first-data.ts).
import { DASHBOARD_LIST_SIZE } from '@common/constants';
import { myDocumentsQueryOptions, myInstitutionDocumentsQueryOptions } from '@web/features/documents';
import { registeredEventsQueryOptions } from '@web/features/events';
import { ownSchoolLinkQueryOptions } from '@web/features/institutions';
import { savedJobsQueryOptions, savedSearchesQueryOptions, studentApplicationsQueryOptions } from '@web/features/jobs';
import { unreadCountQueryOptions } from '@web/features/notifications';
import { MY_PLACEMENT_CARD_LIMIT, placementsQueryOptions } from '@web/features/placement-board';
import { ownStudentProfileQueryOptions } from '@web/features/profiles';
import { settled, type FirstData } from './first-data';

export const studentHomeData: FirstData = (client) =>
  settled([
    client.prefetchQuery(unreadCountQueryOptions()),
    client.prefetchInfiniteQuery(studentApplicationsQueryOptions(DASHBOARD_LIST_SIZE)),
    client.prefetchInfiniteQuery(savedJobsQueryOptions(DASHBOARD_LIST_SIZE)),
    client.prefetchQuery(ownStudentProfileQueryOptions()),
    client.prefetchQuery(ownSchoolLinkQueryOptions()),
    client.prefetchQuery(savedSearchesQueryOptions()),
    client.prefetchInfiniteQuery(registeredEventsQueryOptions(DASHBOARD_LIST_SIZE)),
    client.prefetchQuery(myInstitutionDocumentsQueryOptions()),
    client.prefetchQuery(myDocumentsQueryOptions()),
    client.prefetchInfiniteQuery(placementsQueryOptions(MY_PLACEMENT_CARD_LIMIT)),
  ]);
