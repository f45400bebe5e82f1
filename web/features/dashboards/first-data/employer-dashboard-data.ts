// The employer dashboard's first data (first-data.ts).
import { unreadCountQueryOptions } from '@web/features/notifications';
import { employerPartnersQueryOptions } from '@web/features/partners';
import { employerApplicationsQueryOptions, employerJobsQueryOptions, TO_ANSWER, TO_ANSWER_PAGE } from '@web/features/postings';
import { ownEmployerProfileQueryOptions } from '@web/features/profiles';
import { showsStudentData } from '../lib/shows-student-data';
import { settled, type FirstData } from './first-data';

/** An admin may open the employer dashboard: it has no postings of theirs to show. */
export const employerDashboardData: FirstData = (client, user) =>
  settled([
    client.prefetchQuery(unreadCountQueryOptions()),
    ...(user.role === 'employer'
      ? [
          client.prefetchInfiniteQuery(employerJobsQueryOptions()),
          // The applications to answer only where the page shows them (showsStudentData).
          client
            .fetchQuery(ownEmployerProfileQueryOptions())
            .then(({ profile }) =>
              showsStudentData(profile, user)
                ? client.prefetchInfiniteQuery(employerApplicationsQueryOptions(TO_ANSWER, { limit: TO_ANSWER_PAGE }))
                : undefined,
            ),
          client.prefetchQuery(employerPartnersQueryOptions()),
        ]
      : []),
  ]);
