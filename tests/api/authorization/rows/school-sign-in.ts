import { endpointUrl } from '@common/api/endpoint';
import { schoolSignInEndpoints } from '@common/endpoints/school-sign-in';
import { row, type MatrixRow } from '../matrix-types';

/** Requests of the school sign-in routes that an allowed caller can really make (rules: common/endpoints/school-sign-in.ts). */
export const schoolSignInRows: MatrixRow[] = [
  row(schoolSignInEndpoints.getProvider),
  // A private address nobody allowed: refused (400) before any network call, which proves access.
  row(schoolSignInEndpoints.saveProvider, {
    request: () => ({
      url: endpointUrl(schoolSignInEndpoints.saveProvider),
      payload: { issuer: 'http://10.0.0.1', clientId: 'matrix', clientSecret: 'matrix-secret', domains: ['matrix.example'] },
    }),
  }),
  row(schoolSignInEndpoints.removeProvider),
  row(schoolSignInEndpoints.start, {
    request: () => ({ url: endpointUrl(schoolSignInEndpoints.start), payload: { email: 'pupil@no-school.example' } }),
  }),
  // Without a code the plugin sends the browser back to the sign-in page with the reason (302).
  row(schoolSignInEndpoints.callback, {
    request: () => ({ url: endpointUrl(schoolSignInEndpoints.callback, { params: { providerId: crypto.randomUUID() } }) }),
  }),
];
