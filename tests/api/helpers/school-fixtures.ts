import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { studentProfiles } from '@server/db/schema';
import { createInstitutionProfile, createStudentProfile } from '@server/seed/factories';
import { createPersona, type Persona } from './personas';

/** An institution persona in the given city. */
export async function createInstitution(app: FastifyInstance, city = 'Toronto', institutionName = 'Test School'): Promise<Persona> {
  const persona = await createPersona(app, 'institution', { withProfile: false });
  const profile = await createInstitutionProfile(app.deps.db, persona.userId!, { institutionName, city });
  return { ...persona, profileId: profile.id };
}

/** A student persona whose profile names the institution (or none). */
export async function createLinkedStudent(
  app: FastifyInstance,
  institutionId: string | null,
  values: Partial<typeof studentProfiles.$inferInsert> = {},
): Promise<Persona> {
  const persona = await createPersona(app, 'student', { withProfile: false });
  const profile = await createStudentProfile(app.deps.db, persona.userId!, { institutionId, ...values });
  return { ...persona, profileId: profile.id };
}

export async function linkStudentToInstitution(app: FastifyInstance, studentUserId: string, institutionId: string | null) {
  await app.deps.db.update(studentProfiles).set({ institutionId }).where(eq(studentProfiles.userId, studentUserId));
}
