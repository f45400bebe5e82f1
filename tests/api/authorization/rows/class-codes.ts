import { endpointUrl } from '@common/api/endpoint';
import { classCodesEndpoints } from '@common/endpoints/class-codes';
import { classCodes } from '@server/db/schema';
import { randomClassCode } from '@server/features/class-codes/class-codes-repository';
import { row, type MatrixContext, type MatrixRow } from '../matrix-types';

const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';

/** A fresh code of the matrix institution, so each allowed call has one of its own to act on. */
async function newCodeId({ app, personas }: MatrixContext): Promise<string> {
  const [created] = await app.deps.db
    .insert(classCodes)
    .values({
      institutionId: personas.institution.profileId!,
      code: randomClassCode(),
      label: 'Matrix',
      expiresAt: new Date(Date.now() + 86_400_000),
    })
    .returning({ id: classCodes.id });
  return created!.id;
}

/** Requests of the class code routes (rules: common/endpoints/class-codes.ts). */
export const classCodesRows: MatrixRow[] = [
  row(classCodesEndpoints.list),
  row(classCodesEndpoints.create, {
    request: () => ({ url: endpointUrl(classCodesEndpoints.create), payload: { label: 'Matrix class', lifetimeDays: 7 } }),
  }),
  row(classCodesEndpoints.revoke, {
    request: async (ctx, persona) => ({
      url: endpointUrl(classCodesEndpoints.revoke, { params: { id: persona.kind === 'institution' ? await newCodeId(ctx) : NO_SUCH_ID } }),
    }),
  }),
  row(classCodesEndpoints.approveRequests, {
    request: async (ctx, persona) => ({
      url: endpointUrl(classCodesEndpoints.approveRequests, { params: { id: persona.kind === 'institution' ? await newCodeId(ctx) : NO_SUCH_ID } }),
      payload: {},
    }),
  }),
];
