import type { FastifyInstance } from 'fastify';
import { applicationsEndpoints } from '@common/endpoints/applications';
import { notFound } from '../../errors/app-error';
import { attachmentDisposition } from '../../http/file-names';
import { registerEndpoint } from '../../http/register-endpoint';
import { openEmployerApplication } from '../jobs/employer-application-lists';
import { undoApplicationChange } from '../jobs/application-status-service';
import { answerInterview, answerOffer } from './answer-service';
import { registerDeadlinesTask } from './deadlines';
import { findCalendarInterview, INTERVIEW_FILE_NAME, interviewCalendarText } from './interview-calendar';

/**
 * The answers an application is owed (docs/product/applications.md): the employer opens one and
 * undoes an answer it just gave; the student answers an interview or an offer; both take the
 * interview into their calendar. Moving an application is the jobs feature's PATCH
 * (application-status-service.ts); the schools' stalled list has a plugin of its own. The deadlines'
 * hourly task (deadlines.ts) is registered here, as every feature registers its tasks' handlers
 * while its routes are built (server/app.ts).
 */
export async function applicationRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  registerDeadlinesTask(app.deps, app.log);

  registerEndpoint(app, applicationsEndpoints.employerApplication, async ({ auth, params }) => {
    const application = await openEmployerApplication(db, auth.user.id, params.id);
    if (!application) throw notFound('application');
    return { application };
  });

  registerEndpoint(app, applicationsEndpoints.undoApplicationChange, async ({ auth, params }) => {
    const application = await undoApplicationChange(app.deps, auth.user.id, params.id);
    if (!application) throw notFound('application');
    return { application };
  });

  registerEndpoint(app, applicationsEndpoints.answerInterview, async ({ auth, params, body }) => {
    const application = await answerInterview(app.deps, auth.user.id, params.id, body);
    if (!application) throw notFound('application');
    return { application };
  });

  registerEndpoint(app, applicationsEndpoints.answerOffer, async ({ auth, params, body }) => {
    const application = await answerOffer(app.deps, auth.user.id, params.id, body);
    if (!application) throw notFound('application');
    return { application };
  });

  // Anyone but the student who applied and the posting's employer: not found, as when there is no interview.
  registerEndpoint(app, applicationsEndpoints.interviewCalendar, async ({ auth, params, reply }) => {
    const role = auth.user.role === 'employer' ? 'employer' : 'student';
    const interview = await findCalendarInterview(db, params.id, { userId: auth.user.id, role });
    if (!interview) throw notFound('application');
    return reply
      .header('Content-Type', 'text/calendar; charset=utf-8')
      .header('Content-Disposition', attachmentDisposition(INTERVIEW_FILE_NAME))
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'private, no-store')
      .send(interviewCalendarText(interview, new URL(app.deps.config.publicUrl).hostname));
  });
}
