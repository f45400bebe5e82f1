import { endpointUrl, type EndpointDeclaration } from '@common/api/endpoint';
import { guardianEndpoints } from '@common/endpoints/guardian';
import { issueLinkAndCode } from '@server/features/one-time-codes/one-time-codes';
import { signingPlacementWithGuardian, type GuardianFixture } from '../../helpers/guardian-fixtures';
import { row, type MatrixContext, type MatrixRequest, type MatrixRow } from '../matrix-types';

// A parent or guardian's link and code (docs/product/placements.md#the-guardians-signature): public,
// so every caller, signed in or not, reaches a success. Each request gets a placement out for
// signature of its own, with the guardian's link, and for an answer a code issued for that link.

const fixtureOf = (ctx: MatrixContext) => signingPlacementWithGuardian(ctx.app, { employerId: ctx.personas.employer.userId! });

const urlOf = (endpoint: EndpointDeclaration, fixture: GuardianFixture) => endpointUrl(endpoint, { params: { token: fixture.token } });

/** A code for the fixture's link, as the page would hold it after "Send me the code". */
async function codeOf(ctx: MatrixContext, fixture: GuardianFixture) {
  const { db, linkSigningKey } = ctx.app.deps;
  const issued = await issueLinkAndCode(
    { db, linkSigningKey },
    { purpose: 'guardian_signature', subjectId: fixture.signatureId, channel: 'email', to: fixture.guardian.email },
  );
  return { codeToken: issued.token, code: issued.code, version: fixture.version };
}

function answerRow(endpoint: EndpointDeclaration, extra: (fixture: GuardianFixture) => Record<string, unknown>): MatrixRow {
  return row(endpoint, {
    request: async (ctx): Promise<MatrixRequest> => {
      const fixture = await fixtureOf(ctx);
      return { url: urlOf(endpoint, fixture), payload: { ...(await codeOf(ctx, fixture)), ...extra(fixture) } };
    },
  });
}

export const guardianRows: MatrixRow[] = [
  row(guardianEndpoints.agreement, { request: async (ctx) => ({ url: urlOf(guardianEndpoints.agreement, await fixtureOf(ctx)) }) }),
  row(guardianEndpoints.sendCode, { request: async (ctx) => ({ url: urlOf(guardianEndpoints.sendCode, await fixtureOf(ctx)) }) }),
  answerRow(guardianEndpoints.sign, (fixture) => ({ textHash: fixture.textHash, name: 'Gail Lopez' })),
  answerRow(guardianEndpoints.decline, () => ({ reason: 'The hours are too late on school nights.' })),
];
