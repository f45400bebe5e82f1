import type { FastifyInstance } from 'fastify';
import { accountRoutes } from './features/account/routes';
import { adminRoutes } from './features/admin/routes';
import { applicationRoutes } from './features/applications/routes';
import { stalledApplicationRoutes } from './features/applications/stalled-routes';
import { authRoutes } from './features/auth/routes';
import { consentRoutes } from './features/consent/routes';
import { contactRoutes } from './features/contact/routes';
import { documentRoutes } from './features/documents/routes';
import { eventRoutes } from './features/events/routes';
import { fileRoutes } from './features/files/routes';
import { guardianSigningRoutes } from './features/guardian-signing/routes';
import { healthRoutes } from './features/health/routes';
import { institutionRoutes } from './features/institutions/routes';
import { schoolLinkRoutes } from './features/institutions/school-link-routes';
import { jobRoutes } from './features/jobs/routes';
import { mailAdminRoutes } from './features/mail-admin/routes';
import { messageLiveRoutes } from './features/messages/live-routes';
import { messageReportRoutes } from './features/messages/report-routes';
import { messageRoutes } from './features/messages/routes';
import { newsletterRoutes } from './features/newsletter/routes';
import { notificationRoutes } from './features/notifications/routes';
import { partnerRoutes } from './features/partners/routes';
import { certificateRoutes } from './features/certificates/routes';
import { placementClosureRoutes } from './features/placement-closure/routes';
import { placementHoursRoutes } from './features/placement-hours/routes';
import { schoolHoursRoutes } from './features/placement-hours/school-hours-routes';
import { supervisorHoursRoutes } from './features/placement-hours/supervisor-routes';
import { placementRoutes } from './features/placements/routes';
import { placeRoutes } from './features/places/routes';
import { profileImageRoutes } from './features/profile-images/routes';
import { profileRoutes } from './features/profiles/routes';
import { savedSearchRoutes } from './features/saved-searches/routes';
import { seoRoutes } from './features/seo/routes';
import { statsRoutes } from './features/stats/routes';
import { verifyRoutes } from './features/verify/routes';

/**
 * Every feature's routes, registered in one place (fastify/demo's "routes" layer). Each
 * feature plugin declares full paths, a zod schema and a permission rule per route.
 */
export async function registerApiRoutes(app: FastifyInstance): Promise<void> {
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(statsRoutes);
  await app.register(profileRoutes);
  await app.register(profileImageRoutes);
  await app.register(fileRoutes);
  await app.register(accountRoutes);
  await app.register(jobRoutes);
  await app.register(placeRoutes);
  await app.register(applicationRoutes);
  await app.register(savedSearchRoutes);
  await app.register(institutionRoutes);
  await app.register(schoolLinkRoutes);
  await app.register(stalledApplicationRoutes);
  await app.register(placementRoutes);
  await app.register(placementHoursRoutes);
  await app.register(supervisorHoursRoutes);
  await app.register(schoolHoursRoutes);
  await app.register(placementClosureRoutes);
  await app.register(certificateRoutes);
  await app.register(guardianSigningRoutes);
  await app.register(consentRoutes);
  await app.register(partnerRoutes);
  await app.register(documentRoutes);
  await app.register(eventRoutes);
  await app.register(adminRoutes);
  await app.register(newsletterRoutes);
  await app.register(mailAdminRoutes);
  await app.register(notificationRoutes);
  await app.register(messageRoutes);
  await app.register(messageLiveRoutes);
  await app.register(messageReportRoutes);
  await app.register(contactRoutes);
  await app.register(verifyRoutes);
  await app.register(seoRoutes);
}
