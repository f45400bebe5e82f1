import type { EndpointDeclaration } from '../api/endpoint';
import { accountEndpoints } from './account';
import { adminEndpoints } from './admin';
import { applicationsEndpoints } from './applications';
import { authEndpoints } from './auth';
import { classCodesEndpoints } from './class-codes';
import { consentEndpoints } from './consent';
import { contactEndpoints } from './contact';
import { dataExportsEndpoints } from './data-exports';
import { documentsEndpoints } from './documents';
import { eventsEndpoints } from './events';
import { filesEndpoints } from './files';
import { guardianEndpoints } from './guardian';
import { institutionsEndpoints } from './institutions';
import { jobsEndpoints } from './jobs';
import { mailAdminEndpoints } from './mail-admin';
import { messagesEndpoints } from './messages';
import { newsletterEndpoints } from './newsletter';
import { notificationsEndpoints } from './notifications';
import { partnersEndpoints } from './partners';
import { placementClosureEndpoints } from './placement-closure';
import { placementHoursEndpoints } from './placement-hours';
import { placementsEndpoints } from './placements';
import { placesEndpoints } from './places';
import { platformEndpoints } from './platform';
import { profileImagesEndpoints } from './profile-images';
import { profilesEndpoints } from './profiles';
import { rosterImportsEndpoints } from './roster-imports';
import { savedSearchesEndpoints } from './saved-searches';
import { schoolLinksEndpoints } from './school-links';
import { schoolSignInEndpoints } from './school-sign-in';
import { supervisorEndpoints } from './supervisor';
import { verifyEndpoints } from './verify';

/**
 * Every declaration, for the checks that span them all and for the OpenAPI document's operation
 * ids (server/openapi.ts); the browser never imports this.
 */
export const ALL_ENDPOINT_GROUPS = {
  accountEndpoints,
  adminEndpoints,
  applicationsEndpoints,
  authEndpoints,
  classCodesEndpoints,
  consentEndpoints,
  contactEndpoints,
  dataExportsEndpoints,
  documentsEndpoints,
  eventsEndpoints,
  filesEndpoints,
  guardianEndpoints,
  institutionsEndpoints,
  jobsEndpoints,
  mailAdminEndpoints,
  messagesEndpoints,
  newsletterEndpoints,
  notificationsEndpoints,
  partnersEndpoints,
  placementClosureEndpoints,
  placementHoursEndpoints,
  placementsEndpoints,
  placesEndpoints,
  platformEndpoints,
  profileImagesEndpoints,
  profilesEndpoints,
  rosterImportsEndpoints,
  savedSearchesEndpoints,
  schoolLinksEndpoints,
  schoolSignInEndpoints,
  supervisorEndpoints,
  verifyEndpoints,
} as const;

export const ALL_ENDPOINTS: Array<{ name: string; endpoint: EndpointDeclaration }> = Object.entries(ALL_ENDPOINT_GROUPS).flatMap(
  ([group, endpoints]) =>
    Object.entries(endpoints as Record<string, EndpointDeclaration>).map(([name, endpoint]) => ({ name: `${group}.${name}`, endpoint })),
);
