// What each home page shows first, asked for as soon as the page is known: beside its code rather
// than after it, and all at once rather than a card's list after another card has rendered (the
// router waits for both: web/app/router.tsx, preloadFirstScreen). The page then renders once,
// whole, instead of a spinner that gives way to cards that push each other down on a slow phone
// (docs/benchmarks.md, "Signed-in pages on a phone"). Each list is asked exactly as its card asks
// (the features' own query options), so the card finds it in the cache. A failure is left to the
// card, which asks again and shows its error.
import type { QueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '@common/contracts/auth';
import { DASHBOARD_LIST_SIZE } from '@common/constants';
import {
  institutionDocumentsQueryOptions,
  myDocumentsQueryOptions,
  myInstitutionDocumentsQueryOptions,
  studentDocumentsOfInstitutionQueryOptions,
} from '@web/features/documents';
import {
  alertsQueryOptions,
  linkRequestsQueryOptions,
  ownSchoolLinkQueryOptions,
  placementsQueryOptions,
  studentsQueryOptions,
} from '@web/features/institutions';
import { savedJobsQueryOptions, savedSearchesQueryOptions, studentApplicationsQueryOptions } from '@web/features/jobs';
import { unreadCountQueryOptions } from '@web/features/notifications';
import { employerPartnersQueryOptions, partnerJobsQueryOptions, schoolPartnersQueryOptions } from '@web/features/partners';
import { employerJobsQueryOptions } from '@web/features/postings';
import { ownEmployerProfileQueryOptions, ownInstitutionProfileQueryOptions, ownStudentProfileQueryOptions } from '@web/features/profiles';

/** Fetches a page's first data into the cache; settles when all of it has (fetched or failed). */
export type FirstData = (client: QueryClient, user: CurrentUser) => Promise<unknown>;

const settled = (fetches: Array<Promise<unknown>>) => Promise.allSettled(fetches);

export const studentHomeData: FirstData = (client) =>
  settled([
    client.prefetchQuery(unreadCountQueryOptions()),
    client.prefetchInfiniteQuery(studentApplicationsQueryOptions(DASHBOARD_LIST_SIZE)),
    client.prefetchInfiniteQuery(savedJobsQueryOptions(DASHBOARD_LIST_SIZE)),
    client.prefetchQuery(ownStudentProfileQueryOptions()),
    client.prefetchQuery(ownSchoolLinkQueryOptions()),
    client.prefetchQuery(savedSearchesQueryOptions()),
    client.prefetchQuery(myInstitutionDocumentsQueryOptions()),
    client.prefetchQuery(myDocumentsQueryOptions()),
  ]);

/** An admin may open the employer dashboard: it has no postings of theirs to show. */
export const employerDashboardData: FirstData = (client, user) =>
  settled([
    client.prefetchQuery(unreadCountQueryOptions()),
    ...(user.role === 'employer'
      ? [
          client.prefetchInfiniteQuery(employerJobsQueryOptions()),
          client.prefetchQuery(ownEmployerProfileQueryOptions()),
          client.prefetchQuery(employerPartnersQueryOptions()),
        ]
      : []),
  ]);

/** The students' cards only for a verified school with a confirmed address, as the page shows them (institution-home-page.tsx). */
export const institutionHomeData: FirstData = (client, user) => {
  const studentCards = client
    .fetchQuery(ownInstitutionProfileQueryOptions())
    .then(({ profile }) =>
      profile?.verification.status === 'verified' && user.emailVerified
        ? settled([
            client.prefetchQuery(linkRequestsQueryOptions()),
            client.prefetchInfiniteQuery(studentsQueryOptions({ q: '', status: undefined })),
            client.prefetchInfiniteQuery(placementsQueryOptions(undefined)),
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
