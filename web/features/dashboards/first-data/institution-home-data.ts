// The institution home's first data (first-data.ts).
import { institutionDocumentsQueryOptions, studentDocumentsOfInstitutionQueryOptions } from '@web/features/documents';
import {
  alertsQueryOptions,
  linkRequestsQueryOptions,
  placementsQueryOptions,
  stalledApplicationsQueryOptions,
  studentsQueryOptions,
} from '@web/features/institutions';
import { unreadCountQueryOptions } from '@web/features/notifications';
import { partnerJobsQueryOptions, schoolPartnersQueryOptions } from '@web/features/partners';
import { ownInstitutionProfileQueryOptions } from '@web/features/profiles';
import { showsStudentData } from '../lib/shows-student-data';
import { settled, type FirstData } from './first-data';

/** The students' cards only where the page shows them (showsStudentData). */
export const institutionHomeData: FirstData = (client, user) => {
  const studentCards = client
    .fetchQuery(ownInstitutionProfileQueryOptions())
    .then(({ profile }) =>
      showsStudentData(profile, user)
        ? settled([
            client.prefetchQuery(linkRequestsQueryOptions()),
            client.prefetchInfiniteQuery(studentsQueryOptions({ q: '', status: undefined })),
            client.prefetchInfiniteQuery(placementsQueryOptions(undefined)),
            client.prefetchInfiniteQuery(stalledApplicationsQueryOptions()),
            client.prefetchQuery(studentDocumentsOfInstitutionQueryOptions()),
          ])
        : undefined,
    );
  return settled([
    client.prefetchQuery(unreadCountQueryOptions()),
    client.prefetchQuery(alertsQueryOptions()),
    client.prefetchQuery(schoolPartnersQueryOptions()),
    client.prefetchQuery(partnerJobsQueryOptions()),
    client.prefetchQuery(institutionDocumentsQueryOptions()),
    studentCards,
  ]);
};
