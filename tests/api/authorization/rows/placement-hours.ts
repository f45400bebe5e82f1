import { endpointUrl, type EndpointDeclaration } from '@common/api/endpoint';
import { placementHoursEndpoints } from '@common/endpoints/placement-hours';
import type { ShiftStatus } from '@common/enums';
import { placements, placementShifts } from '@server/db/schema';
import { emptyTerms } from '@server/features/placements/placement-terms';
import { createApplication, createJob } from '@server/seed/factories';
import { row, type MatrixContext, type MatrixRow } from '../matrix-types';

// The hours log (docs/product/placement-hours.md#the-hours-log). Each request gets an active placement
// of its own between the student persona, the employer persona and the school persona, with one shift
// in the state the call needs, so each party's call gets past the access rule; an admin viewing as a
// fresh student is no party (404).

async function hoursFixture(ctx: MatrixContext, shiftStatus: ShiftStatus): Promise<{ id: string; shiftId: string }> {
  const { db } = ctx.app.deps;
  const { student, employer, institution } = ctx.personas;
  const job = await createJob(db, employer.userId!, { title: 'Matrix Hours' });
  const application = await createApplication(db, job.id, student.userId!, { status: 'accepted', answeredAt: new Date() });
  const base = emptyTerms();
  const [placement] = await db
    .insert(placements)
    .values({
      applicationId: application.id,
      studentId: student.userId!,
      employerId: employer.userId!,
      institutionId: institution.profileId!,
      status: 'active',
      terms: {
        ...base,
        workplace: { ...base.workplace, region: 'Ontario' },
        startDate: '2026-03-02',
        endDate: '2026-06-26',
        studentDateOfBirth: '2009-05-31',
      },
    })
    .returning({ id: placements.id });
  const [shift] = await db
    .insert(placementShifts)
    .values({ placementId: placement!.id, workDate: '2026-03-10', startTime: '16:00', endTime: '19:00', minutes: 180, status: shiftStatus })
    .returning({ id: placementShifts.id });
  return { id: placement!.id, shiftId: shift!.id };
}

function hoursRow(
  endpoint: EndpointDeclaration,
  shiftStatus: ShiftStatus,
  payload: (shiftId: string) => unknown,
  refine?: MatrixRow['refine'],
): MatrixRow {
  return row(endpoint, {
    request: async (ctx) => {
      const fixture = await hoursFixture(ctx, shiftStatus);
      return { url: endpointUrl(endpoint, { params: fixture }), payload: payload(fixture.shiftId) };
    },
    ...(refine ? { refine } : {}),
  });
}

const shift = { workDate: '2026-03-11', startTime: '16:00', endTime: '19:00', breakMinutes: 0, activities: 'Shelving' };

export const placementHoursRows: MatrixRow[] = [
  hoursRow(placementHoursEndpoints.list, 'logged', () => undefined, { impersonating: 404 }),
  hoursRow(placementHoursEndpoints.create, 'logged', () => shift, { impersonating: 404 }),
  hoursRow(placementHoursEndpoints.update, 'logged', () => shift, { impersonating: 404 }),
  hoursRow(placementHoursEndpoints.remove, 'logged', () => undefined, { impersonating: 404 }),
  // The school's coordinator; the employer of a placement with a school: 403, it is the school's.
  hoursRow(placementHoursEndpoints.verify, 'awaiting_supervisor', () => ({ reason: 'Confirmed by phone.' }), { employer: 403 }),
  hoursRow(placementHoursEndpoints.approve, 'verified', (shiftId) => ({ shiftIds: [shiftId] })),
];
