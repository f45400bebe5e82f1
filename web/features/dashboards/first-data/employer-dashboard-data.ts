// The employer dashboard's first data (first-data.ts).
import { unreadCountQueryOptions } from '@web/features/notifications';
import { employerPartnersQueryOptions } from '@web/features/partners';
import { applicationsToAnswerQueryOptions, employerJobsQueryOptions } from '@web/features/postings';
import { ownEmployerProfileQueryOptions } from '@web/features/profiles';
import { seesStudents } from '../lib/sees-students';
import { settled, type FirstData } from './first-data';

/** An admin may open the employer dashboard: it has no postings of theirs to show. */
export const employerDashboardData: FirstData = (client, user) =>
  settled([
    client.prefetchQuery(unreadCountQueryOptions()),
    ...(user.role === 'employer'
      ? [
          client.prefetchInfiniteQuery(employerJobsQueryOptions()),
          // The applications to answer only where the page shows them (seesStudents).
          client
            .fetchQuery(ownEmployerProfileQueryOptions())
            .then(({ profile }) => (seesStudents(profile, user) ? client.prefetchInfiniteQuery(applicationsToAnswerQueryOptions()) : undefined)),
          client.prefetchQuery(employerPartnersQueryOptions()),
        ]
      : []),
  ]);
