import type { FastifyInstance } from 'fastify';
import { profilesEndpoints } from '@common/endpoints/profiles';
import { registerEndpoint } from '../../http/register-endpoint';
import { syncEmployerPostings } from '../jobs/job-repository';
import { requestSchoolLink } from '../institutions/school-links-repository';
import { notifySchoolLinkRequested } from '../notifications/decision-triggers';
import {
  findEmployerProfile,
  findInstitutionProfile,
  findStudentProfile,
  listInstitutionsForPicker,
  upsertEmployerProfile,
  upsertInstitutionProfile,
  upsertStudentProfile,
} from './profile-repository';
import { limitClassCodeTries, schoolOfClassCode } from './class-code-request';
import { prepareStudentValues, saveOwnProfile } from './save-profile';

/**
 * The three profile kinds and the institution picker (docs/product/profiles.md). Reading is your
 * own profile (null when there is none); saving is your own role's profile (saveOwnProfile).
 */
export async function profileRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  registerEndpoint(app, profilesEndpoints.studentProfile, async ({ auth }) => ({ profile: await findStudentProfile(db, auth.user.id) }));
  // The school the profile names is a request to join it (docs/product/schools.md#joining-a-school):
  // saved with the profile, in the same transaction. A class code names the school instead, and the
  // request carries the code (docs/product/school-sign-in.md#class-codes); a code is for current students.
  registerEndpoint(app, profilesEndpoints.saveStudentProfile, async ({ auth, body, request, reply }) => {
    const { classCode, ...fields } = body;
    if (classCode) await limitClassCodeTries(app, request, reply);
    return {
      profile: await saveOwnProfile(app.deps, auth, 'student', async (work) => {
        const { tx } = work;
        const viaCode = classCode ? await schoolOfClassCode(tx, classCode) : null;
        const asked = viaCode ? { ...fields, youthStatus: 'current_student' as const, institutionId: viaCode.institutionId } : fields;
        const values = await prepareStudentValues(tx, auth.user.id, asked);
        const profile = await upsertStudentProfile(tx, auth.user.id, values);
        // A new request is in the school's bell at once (its e-mail: the daily summary).
        const isNew = await requestSchoolLink(tx, auth.user.id, values.institutionId, viaCode?.classCodeId ?? null);
        if (isNew && values.institutionId) {
          await notifySchoolLinkRequested(app.deps, { studentId: auth.user.id, institutionId: values.institutionId }, work);
        }
        return profile;
      }),
    };
  });

  registerEndpoint(app, profilesEndpoints.employerProfile, async ({ auth }) => ({ profile: await findEmployerProfile(db, auth.user.id) }));
  registerEndpoint(app, profilesEndpoints.saveEmployerProfile, async ({ auth, body }) => ({
    profile: await saveOwnProfile(app.deps, auth, 'employer', async ({ tx }) => {
      const profile = await upsertEmployerProfile(tx, auth.user.id, body);
      // A renamed company is back under review: its postings leave public lists until verified again.
      await syncEmployerPostings(tx, auth.user.id, profile.verification.status === 'verified');
      return profile;
    }),
  }));

  registerEndpoint(app, profilesEndpoints.institutionProfile, async ({ auth }) => ({ profile: await findInstitutionProfile(db, auth.user.id) }));
  registerEndpoint(app, profilesEndpoints.saveInstitutionProfile, async ({ auth, body }) => ({
    profile: await saveOwnProfile(app.deps, auth, 'institution', ({ tx }) => upsertInstitutionProfile(tx, auth.user.id, body)),
  }));

  registerEndpoint(app, profilesEndpoints.institutionPicker, async ({ query }) => ({ items: await listInstitutionsForPicker(db, query.search) }));
}
