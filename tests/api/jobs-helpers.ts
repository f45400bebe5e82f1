import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { studentProfiles } from '@server/db/schema';
import type { Persona } from './helpers/personas';
import { send, type Method } from './helpers/request';

// Small helpers shared by the jobs API tests.

/** Kept as a name for the jobs tests; it is the shared request helper. */
export const call = (app: FastifyInstance, persona: Persona | null, method: Method, url: string, payload?: unknown) => send(app, persona, method, url, payload);

/** Puts a resume on a student's profile (what issue 3's upload would record). */
export async function giveResume(app: FastifyInstance, student: Persona): Promise<void> {
  await app.deps.db.update(studentProfiles).set({ resumeKey: `resumes/${student.userId}/cv.pdf`, resumeFileName: 'cv.pdf' }).where(eq(studentProfiles.userId, student.userId!));
}
