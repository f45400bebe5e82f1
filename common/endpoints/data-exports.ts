import { access } from '../api/access';
import { defineEndpoint } from '../api/endpoint';
import { userIdParams, uuidParams } from '../api/params';
import { dataExportResponse, dataExportsResponse } from '../contracts/data-exports';

// Export my data (docs/product/school-sign-in.md#export-my-data): any signed-in user asks for an
// archive of what FirstRung holds about them; a verified school asks for one approved student's
// record. Prepared in the background; a ready archive is downloaded by whoever asked, for 24 hours.
// Another person's archive answers 404, as if it did not exist.

const tag = 'data-export';
const verifiedInstitutions = access.verifiedOrganisation('institution');
const ZIP = ['application/zip'] as const;

export const dataExportsEndpoints = {
  /** 202: preparing. 409 while one is preparing; 429 past the day's limit. */
  requestOwn: defineEndpoint({
    method: 'POST',
    path: '/api/account/data-exports',
    tag,
    // Not while an admin views as someone: the archive is the account holder's own copy.
    access: access.ownAccount,
    summary: 'Ask for an archive (ZIP) of everything FirstRung holds about me; prepared in the background (202)',
    response: dataExportResponse,
    status: 202,
    changes: ['dataExports'],
    errors: ['CONFLICT', 'RATE_LIMITED'],
  }),
  listOwn: defineEndpoint({
    method: 'GET',
    path: '/api/account/data-exports',
    tag,
    access: access.ownAccount,
    summary: 'My archives, newest first: status and until when a ready one can be downloaded',
    response: dataExportsResponse,
    reads: ['dataExports'],
  }),
  /** 409 while it is preparing or failed; 410 once its 24 hours are over. */
  downloadOwn: defineEndpoint({
    method: 'GET',
    path: '/api/account/data-exports/:id/download',
    tag,
    access: access.ownAccount,
    summary: 'Download one of my ready archives (ZIP)',
    params: uuidParams('dataExport'),
    reads: ['dataExports'],
    produces: ZIP,
    errors: ['CONFLICT', 'EXPORT_EXPIRED'],
  }),
  /** 202: preparing. 404 for a student your school has not approved; 409 while one is preparing; 429 past the day's limit. */
  requestStudentRecord: defineEndpoint({
    method: 'POST',
    path: '/api/institution/students/:studentId/data-exports',
    tag,
    access: verifiedInstitutions,
    summary: "Ask for an archive (ZIP) of one approved student's record, as your school sees it (202)",
    params: userIdParams('studentId'),
    response: dataExportResponse,
    status: 202,
    changes: ['dataExports'],
    errors: ['CONFLICT', 'RATE_LIMITED'],
  }),
  listSchool: defineEndpoint({
    method: 'GET',
    path: '/api/institution/data-exports',
    tag,
    access: verifiedInstitutions,
    summary: "The students' records your school asked for, newest first",
    response: dataExportsResponse,
    reads: ['dataExports'],
  }),
  /** 409 while it is preparing or failed; 410 once its 24 hours are over. */
  downloadSchool: defineEndpoint({
    method: 'GET',
    path: '/api/institution/data-exports/:id/download',
    tag,
    access: verifiedInstitutions,
    summary: "Download a student's record your school asked for (ZIP)",
    params: uuidParams('dataExport'),
    reads: ['dataExports'],
    produces: ZIP,
    errors: ['CONFLICT', 'EXPORT_EXPIRED'],
  }),
};
