import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationsPage } from '@common/contracts/notifications';
import type { SchoolInvitation } from '@common/contracts/placement-school-invitations';
import { notificationsEndpoints } from '@common/endpoints/notifications';
import { placementsEndpoints } from '@common/endpoints/placements';
import { institutionProfiles, mailMessages, users } from '@server/db/schema';
import type { Persona } from './helpers/personas';
import {
  okPlacement,
  putEmployerPart,
  putSchoolPart,
  sendForSignature,
  startedPlacement,
  uploadPlacementFile,
  type PlacementParties,
} from './helpers/placement-fixtures';
import { sendTo } from './helpers/request';
import { createInstitution } from './helpers/school-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

// A student with no school invites a verified school to take part in the placement
// (docs/product/placements.md#a-student-with-no-school-invites-one): the school accepts (it becomes
// the placement's school, its steps apply) or declines (the student is told).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const invite = (student: Persona, id: string, institutionId: string) =>
  sendTo(t.app, student, placementsEndpoints.inviteSchool, { params: { id }, body: { institutionId } });
const invitationOf = async (student: Persona, id: string) =>
  (await sendTo(t.app, student, placementsEndpoints.schoolInvitation, { params: { id } })).json().invitation as SchoolInvitation | null;
const waitingFor = async (school: Persona) =>
  (await sendTo(t.app, school, placementsEndpoints.schoolInvitations, {})).json().items as SchoolInvitation[];

async function stepsOf(persona: Persona): Promise<string[]> {
  const response = await sendTo(t.app, persona, notificationsEndpoints.list, { query: { limit: 100 } });
  return (response.json() as NotificationsPage).items.filter((item) => item.kind === 'placement_step').map((item) => String(item.params.step));
}

async function mailSubjectsTo(persona: Persona): Promise<string[]> {
  const [user] = await t.database.db.select({ email: users.email }).from(users).where(eq(users.id, persona.userId!));
  const rows = await t.database.db.select({ subject: mailMessages.subject }).from(mailMessages).where(eq(mailMessages.toAddress, user!.email));
  return rows.map((row) => row.subject);
}

/** A graduated youth's placement (no school) and a verified school to invite. */
async function noSchoolPlacement(): Promise<PlacementParties & { invited: Persona }> {
  const parties = await startedPlacement(t.app, { withSchool: false, dateOfBirth: '2005-05-31' });
  const invited = await createInstitution(t.app, 'Toronto', 'Harbour College');
  return { ...parties, invited };
}

describe('the student invites a school', () => {
  it('the school sees it waiting, is told (bell and e-mail), and accepts: it becomes the placement’s school and completes its part', async () => {
    const parties = await noSchoolPlacement();
    const response = await invite(parties.student, parties.id, parties.invited.profileId!);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().invitation).toMatchObject({ status: 'pending', school: { name: 'Harbour College' }, jobTitle: 'Bakery Helper' });
    expect(await invitationOf(parties.student, parties.id)).toMatchObject({ status: 'pending' });

    const waiting = await waitingFor(parties.invited);
    expect(waiting.map((item) => [item.placementId, item.studentName, item.employerName])).toEqual([[parties.id, expect.any(String), 'Crumbs']]);
    expect(await stepsOf(parties.invited)).toContain('school_invited');
    expect(await mailSubjectsTo(parties.invited)).toContainEqual(expect.stringContaining('invites your school to take part in a placement'));
    // Not its placement yet: the school cannot read it.
    expect((await sendTo(t.app, parties.invited, placementsEndpoints.get, { params: { id: parties.id } })).statusCode).toBe(404);

    okPlacement(await putEmployerPart(t.app, parties));
    okPlacement(await uploadPlacementFile(t.app, parties.employer, parties.id, 'risk_assessment'));
    const accepted = okPlacement(
      await sendTo(t.app, parties.invited, placementsEndpoints.acceptSchoolInvitation, { params: { id: waiting[0]!.id } }),
    );
    expect(accepted.institution).toMatchObject({ name: 'Harbour College' });
    expect(accepted.status).toBe('employer_completed');
    expect(await waitingFor(parties.invited)).toEqual([]);
    expect(await invitationOf(parties.student, parties.id)).toMatchObject({ status: 'accepted', answeredAt: expect.any(String) });
    expect(await stepsOf(parties.student)).toContain('school_invitation_accepted');
    expect(await stepsOf(parties.employer)).toContain('school_invitation_accepted');
    // The employer's part was done: the school's step is now, and it is told.
    expect(await stepsOf(parties.invited)).toContain('school_part');

    // Its steps apply: the employer can no longer send it; the school completes, validates and sends it.
    expect((await sendForSignature(t.app, parties.employer, parties.id)).statusCode).toBe(409);
    const school = { ...parties, school: parties.invited };
    expect(okPlacement(await putSchoolPart(t.app, school)).status).toBe('school_validated');
    const sent = okPlacement(await sendForSignature(t.app, parties.invited, parties.id));
    expect(sent.requiredParties).toContain('institution');
  });

  it('a decline tells the student, who may invite another school', async () => {
    const parties = await noSchoolPlacement();
    const invitation = (await invite(parties.student, parties.id, parties.invited.profileId!)).json().invitation as SchoolInvitation;
    const declined = await sendTo(t.app, parties.invited, placementsEndpoints.declineSchoolInvitation, { params: { id: invitation.id } });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json().invitation).toMatchObject({ status: 'declined' });
    expect(await stepsOf(parties.student)).toContain('school_invitation_declined');
    expect(await mailSubjectsTo(parties.student)).toContain('The school you invited will not take part in your placement');
    // Answered once.
    expect((await sendTo(t.app, parties.invited, placementsEndpoints.acceptSchoolInvitation, { params: { id: invitation.id } })).statusCode).toBe(
      409,
    );
    const placement = okPlacement(await sendTo(t.app, parties.student, placementsEndpoints.get, { params: { id: parties.id } }));
    expect(placement.institution).toBeNull();

    const other = await createInstitution(t.app, 'Toronto', 'Bayview Academy');
    expect((await invite(parties.student, parties.id, other.profileId!)).statusCode).toBe(200);
    expect(await invitationOf(parties.student, parties.id)).toMatchObject({ status: 'pending', school: { name: 'Bayview Academy' } });
  });

  it('refuses what the rules do not allow, each with its reason', async () => {
    const parties = await noSchoolPlacement();
    // Not a verified school: 400 naming the field.
    const unverified = await createInstitution(t.app, 'Toronto', 'Unverified School');
    await t.database.db.update(institutionProfiles).set({ verificationStatus: 'pending' }).where(eq(institutionProfiles.id, unverified.profileId!));
    const refused = await invite(parties.student, parties.id, unverified.profileId!);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().issues[0]).toMatchObject({ path: 'institutionId' });
    expect((await invite(parties.student, parties.id, 'not-an-id')).statusCode).toBe(400);
    // One waits at a time.
    expect((await invite(parties.student, parties.id, parties.invited.profileId!)).statusCode).toBe(200);
    const second = await createInstitution(t.app, 'Toronto', 'Second School');
    const twice = await invite(parties.student, parties.id, second.profileId!);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toContain('has not answered your invitation yet');
    // Another school cannot answer it: not found.
    const invitation = (await invitationOf(parties.student, parties.id))!;
    expect((await sendTo(t.app, second, placementsEndpoints.acceptSchoolInvitation, { params: { id: invitation.id } })).statusCode).toBe(404);
    // Not the student's placement: not found.
    const stranger = (await noSchoolPlacement()).student;
    expect((await invite(stranger, parties.id, second.profileId!)).statusCode).toBe(404);
    expect((await sendTo(t.app, stranger, placementsEndpoints.schoolInvitation, { params: { id: parties.id } })).statusCode).toBe(404);
  });

  it('a placement with a school, or one sent for signature, cannot invite (409)', async () => {
    const withSchool = await startedPlacement(t.app, { dateOfBirth: '2005-05-31' });
    const school = await createInstitution(t.app, 'Toronto', 'Elsewhere High');
    const has = await invite(withSchool.student, withSchool.id, school.profileId!);
    expect(has.statusCode).toBe(409);
    expect(has.json().message).toBe('A school already takes part in this placement.');

    const parties = await noSchoolPlacement();
    okPlacement(await putEmployerPart(t.app, parties));
    okPlacement(await uploadPlacementFile(t.app, parties.employer, parties.id, 'risk_assessment'));
    okPlacement(await sendForSignature(t.app, parties.employer, parties.id));
    const late = await invite(parties.student, parties.id, parties.invited.profileId!);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toContain('can no longer be invited');
  });

  it('an invitation accepted after the agreement went out is refused (409), and the placement keeps no school', async () => {
    const parties = await noSchoolPlacement();
    const invitation = (await invite(parties.student, parties.id, parties.invited.profileId!)).json().invitation as SchoolInvitation;
    okPlacement(await putEmployerPart(t.app, parties));
    okPlacement(await uploadPlacementFile(t.app, parties.employer, parties.id, 'risk_assessment'));
    okPlacement(await sendForSignature(t.app, parties.employer, parties.id));
    expect((await sendTo(t.app, parties.invited, placementsEndpoints.acceptSchoolInvitation, { params: { id: invitation.id } })).statusCode).toBe(
      409,
    );
    expect(await waitingFor(parties.invited)).toHaveLength(1);
    const placement = okPlacement(await sendTo(t.app, parties.student, placementsEndpoints.get, { params: { id: parties.id } }));
    expect(placement.institution).toBeNull();
  });
});
