import { access } from '../api/access';
import { defineEndpoint } from '../api/endpoint';
import { uuidParams } from '../api/params';
import { rosterImportResponse, rosterImportsResponse } from '../contracts/roster-imports';

// A school's roster import from a CSV file (docs/product/school-sign-in.md#roster-import-csv).
// Only a verified school; another school's import answers 404, as if it did not exist.

const verifiedInstitutions = access.verifiedOrganisation('institution');

export const rosterImportsEndpoints = {
  /** Checks the file and keeps it as a preview (201); nothing reaches the roster before `confirm`. */
  upload: defineEndpoint({
    method: 'POST',
    path: '/api/institution/roster-imports',
    tag: 'institutions',
    access: verifiedInstitutions,
    summary:
      'Upload a roster CSV (multipart: file; at most 5,000 rows and 2 MB): every row is checked and a preview with each error by line is kept (201)',
    bodyKind: 'multipart',
    response: rosterImportResponse,
    status: 201,
    changes: ['roster'],
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/api/institution/roster-imports',
    tag: 'institutions',
    access: verifiedInstitutions,
    summary: "Your school's last 20 roster imports, newest first",
    response: rosterImportsResponse,
    reads: ['roster'],
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/api/institution/roster-imports/:id',
    tag: 'institutions',
    access: verifiedInstitutions,
    summary: 'One roster import: its preview and errors by line, its progress while it runs, its counts when done',
    params: uuidParams('rosterImport'),
    response: rosterImportResponse,
    reads: ['roster'],
  }),
  /** Only a preview can be confirmed: anything else answers 409. */
  confirm: defineEndpoint({
    method: 'POST',
    path: '/api/institution/roster-imports/:id/confirm',
    tag: 'institutions',
    access: verifiedInstitutions,
    summary: 'Confirm a previewed import: its valid rows are written to your roster in the background',
    params: uuidParams('rosterImport'),
    response: rosterImportResponse,
    changes: ['roster'],
    errors: ['CONFLICT'],
  }),
  /** Answers 204; only a preview can be discarded: anything else answers 409. */
  discard: defineEndpoint({
    method: 'DELETE',
    path: '/api/institution/roster-imports/:id',
    tag: 'institutions',
    access: verifiedInstitutions,
    summary: 'Discard a previewed import (204): nothing of it is saved',
    params: uuidParams('rosterImport'),
    changes: ['roster'],
    status: 204,
    errors: ['CONFLICT'],
  }),
};
