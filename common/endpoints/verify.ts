import { access } from '../api/access';
import { defineEndpoint } from '../api/endpoint';
import { publicRecordResponse, verifyParams } from '../contracts/verify';

// The public check of a reference printed on a signed agreement (later, a certificate):
// docs/product/placements.md#verifying-a-reference. Anyone, visitors included; counted per network.

export const verifyEndpoints = {
  /**
   * 400 VALIDATION_FAILED for a text that cannot be a reference (a typo a person can fix: the form
   * says so), 404 for a well-formed one that names nothing.
   */
  lookup: defineEndpoint({
    method: 'GET',
    path: '/api/verify/:reference',
    tag: 'verify',
    summary: 'Whether a printed reference is valid, superseded, cancelled or revoked, and what it states (nothing personal)',
    access: access.public,
    params: verifyParams,
    response: publicRecordResponse,
    reads: ['publicRecords'],
    rateLimited: true,
    errors: ['VALIDATION_FAILED'],
  }),
};
