import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { studentProfiles } from '@server/db/schema';
import type { Persona } from './helpers/personas';

/** Puts a resume on a student's profile (what a resume upload records). */
export async function giveResume(app: FastifyInstance, student: Persona): Promise<void> {
  await app.deps.db
    .update(studentProfiles)
    .set({ resumeKey: `resumes/${student.userId}/cv.pdf`, resumeFileName: 'cv.pdf' })
    .where(eq(studentProfiles.userId, student.userId!));
}
