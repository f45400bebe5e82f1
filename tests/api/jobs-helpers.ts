import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { studentProfiles } from '@server/db/schema';
import type { Persona } from './helpers/personas';

// Small helpers shared by the jobs API tests.

export function call(app: FastifyInstance, persona: Persona | null, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown) {
  return app.inject({
    method,
    url,
    ...(persona?.cookie ? { headers: { cookie: persona.cookie } } : {}),
    ...(payload !== undefined ? { payload: payload as never } : {}),
  });
}

/** Puts a resume on a student's profile (what issue 3's upload would record). */
export async function giveResume(app: FastifyInstance, student: Persona): Promise<void> {
  await app.deps.db.update(studentProfiles).set({ resumeKey: `resumes/${student.userId}/cv.pdf`, resumeFileName: 'cv.pdf' }).where(eq(studentProfiles.userId, student.userId!));
}
