import type { FastifyInstance } from 'fastify';
import { placementHoursEndpoints } from '@common/endpoints/placement-hours';
import { notFound } from '../../errors/app-error';
import { attachmentDisposition } from '../../http/file-names';
import { registerEndpoint } from '../../http/register-endpoint';
import { requestLanguage } from '../../http/request-language';
import { requireInstitutionProfile } from '../institutions/institution-context';
import { schoolHoursCsv } from './school-hours-csv';
import { myVerifiedHours, overduePlacements, schoolHours, studentPlacementsSummary } from './school-hours-repository';

/** The school's views of its students' hours (docs/product/placement-hours.md#the-schools-views), and the student's own total. */
export async function schoolHoursRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  registerEndpoint(app, placementHoursEndpoints.myTotal, async ({ auth }) => myVerifiedHours(db, auth.user.id));

  registerEndpoint(app, placementHoursEndpoints.schoolHours, async ({ auth, query }) =>
    schoolHours(db, await requireInstitutionProfile(db, auth), query),
  );

  registerEndpoint(app, placementHoursEndpoints.schoolHoursCsv, async ({ auth, query, request, reply }) => {
    const report = await schoolHours(db, await requireInstitutionProfile(db, auth), query);
    const file = schoolHoursCsv(report, requestLanguage(request));
    return reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', attachmentDisposition(file.fileName))
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'private, no-store')
      .send(file.body);
  });

  registerEndpoint(app, placementHoursEndpoints.overdue, async ({ auth, query }) =>
    overduePlacements(db, await requireInstitutionProfile(db, auth), new Date(), query.limit),
  );

  registerEndpoint(app, placementHoursEndpoints.studentSummary, async ({ auth, params }) => {
    const summary = await studentPlacementsSummary(db, await requireInstitutionProfile(db, auth), params.userId);
    // Another school's student (or no student at all) is not found, as the roster answers.
    if (!summary) throw notFound('student');
    return summary;
  });
}
