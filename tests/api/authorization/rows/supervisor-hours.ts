import { eq } from 'drizzle-orm';
import type { EndpointDeclaration } from '@common/api/endpoint';
import { endpointUrl } from '@common/api/endpoint';
import { supervisorEndpoints } from '@common/endpoints/supervisor';
import { placementShifts } from '@server/db/schema';
import { createSupervisorLink } from '@server/features/placement-hours/supervisor-links';
import { hoursPlacement, insertShift } from '../../helpers/shift-fixtures';
import { row, type MatrixContext, type MatrixRequest, type MatrixRow } from '../matrix-types';

// A supervisor's hours link (docs/product/placement-hours.md#the-supervisor-needs-no-account): public,
// so every caller, signed in or not, reaches a success. Each request gets a placement of its own with
// a shift awaiting the supervisor under a fresh link.

async function linkWithShift(ctx: MatrixContext) {
  const fixture = await hoursPlacement(ctx.app, { withSchool: false });
  const shiftId = await insertShift(ctx.app, fixture.id, { workDate: '2027-07-05' });
  const link = await createSupervisorLink(
    ctx.app.deps.db,
    { placementId: fixture.id, purpose: 'hours', sentTo: fixture.supervisorEmail, periodStart: '2027-07-05', periodEnd: '2027-07-11' },
    new Date(),
  );
  await ctx.app.deps.db
    .update(placementShifts)
    .set({ status: 'awaiting_supervisor', supervisorLinkId: link.id })
    .where(eq(placementShifts.id, shiftId));
  return { token: link.token, shiftId };
}

function linkRow(endpoint: EndpointDeclaration, answer: boolean): MatrixRow {
  return row(endpoint, {
    request: async (ctx): Promise<MatrixRequest> => {
      const { token, shiftId } = await linkWithShift(ctx);
      const url = endpointUrl(endpoint, { params: { token } });
      return answer ? { url, payload: { answers: [{ shiftId, answer: 'confirm' }] } } : { url };
    },
  });
}

export const supervisorHoursRows: MatrixRow[] = [linkRow(supervisorEndpoints.hours, false), linkRow(supervisorEndpoints.answerHours, true)];
