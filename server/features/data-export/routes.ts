import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { dataExportsEndpoints } from '@common/endpoints/data-exports';
import { users } from '../../db/schema';
import { notFound } from '../../errors/app-error';
import { registerEndpoint } from '../../http/register-endpoint';
import { requireInstitutionProfile } from '../institutions/institution-context';
import { findApprovedSchoolId } from '../institutions/school-links-repository';
import { downloadExport, listOwnerExports, requestExport } from './data-export-service';
import { registerDataExportTasks } from './prepare-export-task';

/** Export my data (docs/product/school-sign-in.md#export-my-data): a person's own archive, and a school's copy of a student's record. */
export async function dataExportRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  registerDataExportTasks(app.deps, app.log);

  registerEndpoint(app, dataExportsEndpoints.requestOwn, async ({ auth, request, reply }) =>
    requestExport(app.deps, request, reply, auth, {
      owner: { kind: 'account', userId: auth.user.id },
      subjectUserId: auth.user.id,
      subjectEmail: auth.user.email,
    }),
  );

  registerEndpoint(app, dataExportsEndpoints.listOwn, async ({ auth }) => listOwnerExports(app.deps, { kind: 'account', userId: auth.user.id }));

  registerEndpoint(app, dataExportsEndpoints.downloadOwn, async ({ auth, params, request, reply }) =>
    downloadExport(app.deps, request, reply, auth, { kind: 'account', userId: auth.user.id }, params.id),
  );

  registerEndpoint(app, dataExportsEndpoints.requestStudentRecord, async ({ auth, params, request, reply }) => {
    const institutionId = await requireInstitutionProfile(db, auth);
    // Only a student this school approved; anyone else is "not found", as on the roster.
    if ((await findApprovedSchoolId(db, params.studentId)) !== institutionId) throw notFound('student');
    const [student] = await db.select({ email: users.email }).from(users).where(eq(users.id, params.studentId));
    if (!student) throw notFound('student');
    return requestExport(app.deps, request, reply, auth, {
      owner: { kind: 'school_record', institutionId },
      subjectUserId: params.studentId,
      subjectEmail: student.email,
    });
  });

  registerEndpoint(app, dataExportsEndpoints.listSchool, async ({ auth }) =>
    listOwnerExports(app.deps, { kind: 'school_record', institutionId: await requireInstitutionProfile(db, auth) }),
  );

  registerEndpoint(app, dataExportsEndpoints.downloadSchool, async ({ auth, params, request, reply }) =>
    downloadExport(app.deps, request, reply, auth, { kind: 'school_record', institutionId: await requireInstitutionProfile(db, auth) }, params.id),
  );
}
