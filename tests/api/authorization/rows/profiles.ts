import { createPersona, type Persona } from '../../helpers/personas';
import { everyone, only, signedIn, type MatrixContext, type MatrixRow } from '../matrix-types';

/** The admin's impersonation of a student: a signed-in persona with no e-mail of its own. */
const isImpersonation = (persona: Persona) => persona.userId !== null && persona.email === null;

/**
 * Saving replaces a profile, and a user with no role who saves one takes that role (decision
 * 003), so each caller saves as a throwaway account of its kind: the shared personas keep their
 * profiles and roles for later rows. The impersonation saves as itself (it acts as the student).
 */
const saveAs = (url: string, payload: unknown) => async ({ app }: MatrixContext, persona: Persona) => ({
  url,
  payload,
  ...(persona.kind === 'visitor' || isImpersonation(persona) ? {} : { cookie: (await createPersona(app, persona.kind)).cookie }),
});

/** Authorization rules of the profiles feature's routes. */
export const profilesRows: MatrixRow[] = [
  // Your own profile of that kind, or null: any signed-in user.
  { method: 'GET', route: '/api/student/profile', expect: signedIn },
  { method: 'GET', route: '/api/employer/profile', expect: signedIn },
  { method: 'GET', route: '/api/institution/profile', expect: signedIn },
  // Saving: only your own role's profile; a user with no role takes that role.
  { method: 'POST', route: '/api/student/profile', request: saveAs('/api/student/profile', { bio: 'Hello' }), expect: only('student', 'noRole') },
  { method: 'POST', route: '/api/employer/profile', request: saveAs('/api/employer/profile', { companyName: 'Matrix Co' }), expect: only('employer', 'noRole') },
  { method: 'POST', route: '/api/institution/profile', request: saveAs('/api/institution/profile', { institutionName: 'Matrix School' }), expect: only('institution', 'noRole') },
  // The student form's institution picker is public.
  { method: 'GET', route: '/api/institutions', expect: everyone },
];
