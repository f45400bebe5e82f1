import { endpointUrl } from '@common/api/endpoint';
import { profilesEndpoints } from '@common/endpoints/profiles';
import type { SelfServiceRole } from '@common/enums';
import { createPersona, type Persona } from '../../helpers/personas';
import type { MatrixContext, MatrixRow } from '../matrix-types';

/** The admin's impersonation of a student: a signed-in persona with no e-mail of its own. */
const isImpersonation = (persona: Persona) => persona.userId !== null && persona.email === null;

/**
 * Saving replaces a profile, and a user with no role who saves one takes that role (decision
 * 003), so each caller saves as a throwaway account of its kind: the shared personas keep their
 * profiles and roles for later rows. The impersonation saves as itself (it acts as the student).
 */
const saveAs =
  (url: string, payload: unknown) =>
  async ({ app }: MatrixContext, persona: Persona) => ({
    url,
    payload,
    ...(persona.kind === 'visitor' || isImpersonation(persona) ? {} : { cookie: (await createPersona(app, persona.kind)).cookie }),
  });

/**
 * Any signed-in caller passes the door (no role yet is allowed); the role rule then refuses the
 * profile of another role, and admins, with 403. The impersonation acts as a student.
 */
function otherRolesRefused(kind: SelfServiceRole): MatrixRow['refine'] {
  const refine: NonNullable<MatrixRow['refine']> = {};
  for (const caller of ['student', 'employer', 'institution', 'admin'] as const) if (caller !== kind) refine[caller] = 403;
  if (kind !== 'student') refine.impersonating = 403;
  return refine;
}

const { saveStudentProfile, saveEmployerProfile, saveInstitutionProfile } = profilesEndpoints;

/** Authorization rules of the profiles feature's routes. */
export const profilesRows: MatrixRow[] = [
  // Your own profile of that kind, or null: any signed-in user.
  { method: 'GET', route: profilesEndpoints.studentProfile.path },
  { method: 'GET', route: profilesEndpoints.employerProfile.path },
  { method: 'GET', route: profilesEndpoints.institutionProfile.path },
  // Saving: only your own role's profile; a user with no role takes that role.
  {
    method: 'POST',
    route: saveStudentProfile.path,
    request: saveAs(endpointUrl(saveStudentProfile), { bio: 'Hello' }),
    refine: otherRolesRefused('student'),
  },
  {
    method: 'POST',
    route: saveEmployerProfile.path,
    request: saveAs(endpointUrl(saveEmployerProfile), { companyName: 'Matrix Co' }),
    refine: otherRolesRefused('employer'),
  },
  {
    method: 'POST',
    route: saveInstitutionProfile.path,
    request: saveAs(endpointUrl(saveInstitutionProfile), { institutionName: 'Matrix School' }),
    refine: otherRolesRefused('institution'),
  },
  // The student form's institution picker is public.
  { method: 'GET', route: profilesEndpoints.institutionPicker.path },
];
