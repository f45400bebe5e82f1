import { endpointUrl } from '@common/api/endpoint';
import { verifyEndpoints } from '@common/endpoints/verify';
import { issueRecord } from '@server/features/verify/public-records';
import { row, type MatrixRow } from '../matrix-types';

/** The public check of a reference: anyone, visitors included, reads a record that exists (rules: common/endpoints/verify.ts). */
export const verifyRows: MatrixRow[] = [
  row(verifyEndpoints.lookup, {
    request: async ({ app }) => {
      const reference = await issueRecord(app.deps.db, 'placement_agreement', {
        employerLegalName: 'Matrix Employer Ltd.',
        startDate: '2027-07-05',
        endDate: '2027-08-13',
        version: 1,
        signedAt: '2027-05-13T13:00:00.000Z',
      });
      return { url: endpointUrl(verifyEndpoints.lookup, { params: { reference } }) };
    },
  }),
];
