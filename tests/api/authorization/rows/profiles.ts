import { endpointUrl } from '@common/api/endpoint';
import { profilesEndpoints } from '@common/endpoints/profiles';
import type { SelfServiceRole } from '@common/enums';
import { createPersona, type Persona } from '../../helpers/personas';
import { row, type MatrixContext, type MatrixRow, type Refinement } from '../matrix-types';

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
function otherRolesRefused(kind: SelfServiceRole): Refinement {
  const refine: Refinement = {};
  for (const caller of ['student', 'employer', 'institution', 'admin'] as const) if (caller !== kind) refine[caller] = 403;
  if (kind !== 'student') refine.impersonating = 403;
  return refine;
}

const { saveStudentProfile, saveEmployerProfile, saveInstitutionProfile } = profilesEndpoints;

/** Authorization rules of the profiles feature's routes. */
export const profilesRows: MatrixRow[] = [
  // Your own profile of that kind, or null: any signed-in user.
  row(profilesEndpoints.studentProfile),
  row(profilesEndpoints.employerProfile),
  row(profilesEndpoints.institutionProfile),
  // Saving: only your own role's profile; a user with no role takes that role.
  row(saveStudentProfile, { request: saveAs(endpointUrl(saveStudentProfile), { bio: 'Hello' }), refine: otherRolesRefused('student') }),
  row(saveEmployerProfile, {
    request: saveAs(endpointUrl(saveEmployerProfile), { companyName: 'Matrix Co' }),
    refine: otherRolesRefused('employer'),
  }),
  row(saveInstitutionProfile, {
    request: saveAs(endpointUrl(saveInstitutionProfile), { institutionName: 'Matrix School' }),
    refine: otherRolesRefused('institution'),
  }),
  // The student form's institution picker is public.
  row(profilesEndpoints.institutionPicker),
];
