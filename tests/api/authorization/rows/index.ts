import type { MatrixRow } from '../matrix-types';
import { accountRows } from './account';
import { adminRows } from './admin';
import { applicationsRows } from './applications';
import { applicationsStalledRows } from './applications-stalled';
import { certificatesRows } from './certificates';
import { classCodesRows } from './class-codes';
import { consentRows } from './consent';
import { contactRows } from './contact';
import { coreRows } from './core';
import { dataExportsRows } from './data-exports';
import { documentsRows } from './documents';
import { eventsRows } from './events';
import { filesRows } from './files';
import { guardianRows } from './guardian';
import { institutionsRows } from './institutions';
import { jobsRows, placesRows } from './jobs';
import { mailAdminRows } from './mail-admin';
import { messagesRows } from './messages';
import { messagesLiveRows } from './messages-live';
import { messageReportsRows } from './message-reports';
import { newsletterRows } from './newsletter';
import { notificationsRows } from './notifications';
import { partnersRows } from './partners';
import { placementHoursRows } from './placement-hours';
import { placementClosureRows } from './placement-closure';
import { placementsRows } from './placements';
import { profileImagesRows } from './profile-images';
import { profilesRows } from './profiles';
import { rosterImportsRows } from './roster-imports';
import { savedSearchesRows } from './saved-searches';
import { schoolHoursRows } from './school-hours';
import { schoolLinksRows } from './school-links';
import { schoolSignInRows } from './school-sign-in';
import { supervisorHoursRows } from './supervisor-hours';
import { verifyRows } from './verify';

export const allRows: MatrixRow[] = [
  ...coreRows,
  ...profilesRows,
  ...filesRows,
  ...profileImagesRows,
  ...accountRows,
  ...dataExportsRows,
  ...jobsRows,
  ...placesRows,
  ...applicationsRows,
  ...savedSearchesRows,
  ...institutionsRows,
  ...schoolLinksRows,
  ...classCodesRows,
  ...rosterImportsRows,
  ...schoolSignInRows,
  ...applicationsStalledRows,
  ...placementsRows,
  ...placementHoursRows,
  ...guardianRows,
  ...placementClosureRows,
  ...consentRows,
  ...partnersRows,
  ...documentsRows,
  ...eventsRows,
  ...adminRows,
  ...newsletterRows,
  ...mailAdminRows,
  ...notificationsRows,
  ...contactRows,
  ...verifyRows,
  ...schoolHoursRows,
  ...certificatesRows,
  ...supervisorHoursRows,
  ...messagesRows,
  ...messagesLiveRows,
  ...messageReportsRows,
];
