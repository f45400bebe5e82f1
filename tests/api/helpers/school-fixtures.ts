import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { SchoolLinkStatus } from '@common/enums';
import { schoolLinks, studentProfiles } from '@server/db/schema';
import { createInstitutionProfile, createSchoolLink, createStudentProfile } from '@server/seed/factories';
import { createPersona, type Persona } from './personas';

/** An institution persona in the given city. */
export async function createInstitution(app: FastifyInstance, city = 'Toronto', institutionName = 'Test School'): Promise<Persona> {
  const persona = await createPersona(app, 'institution', { withProfile: false });
  const profile = await createInstitutionProfile(app.deps.db, persona.userId!, { institutionName, city });
  return { ...persona, profileId: profile.id };
}

/**
 * A student persona whose profile names the institution (or none), with a link to it in the given
 * state: approved unless told, i.e. one of the school's students (docs/decisions/016).
 */
export async function createLinkedStudent(
  app: FastifyInstance,
  institutionId: string | null,
  values: Partial<typeof studentProfiles.$inferInsert> = {},
  status: SchoolLinkStatus = 'approved',
): Promise<Persona> {
  const persona = await createPersona(app, 'student', { withProfile: false });
  const profile = await createStudentProfile(app.deps.db, persona.userId!, { institutionId, ...values });
  if (institutionId) await createSchoolLink(app.deps.db, persona.userId!, institutionId, status);
  return { ...persona, profileId: profile.id };
}

/** Moves a student to another school as an approved student (or to none), bypassing the request. */
export async function linkStudentToInstitution(app: FastifyInstance, studentUserId: string, institutionId: string | null) {
  const { db } = app.deps;
  await db.update(studentProfiles).set({ institutionId }).where(eq(studentProfiles.userId, studentUserId));
  await db.delete(schoolLinks).where(eq(schoolLinks.studentId, studentUserId));
  if (institutionId) await createSchoolLink(db, studentUserId, institutionId, 'approved');
}
