import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationsPage } from '@common/contracts/notifications';
import type { PlacementsResponse } from '@common/contracts/placements';
import { applicationsEndpoints } from '@common/endpoints/applications';
import { notificationsEndpoints } from '@common/endpoints/notifications';
import { placementsEndpoints } from '@common/endpoints/placements';
import { mailMessages } from '@server/db/schema';
import { createApplication, createJob } from '@server/seed/factories';
import { createPersona, type Persona } from './helpers/personas';
import { sendTo } from './helpers/request';
import { createInstitution, createLinkedStudent } from './helpers/school-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

// A placement's notices lead to the placement's own page, /placements/{id}, in the bell and in the
// e-mail's button (docs/product/placements.md#the-schools-placement-board), for every party.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function placementNotices(persona: Persona) {
  const response = await sendTo(t.app, persona, notificationsEndpoints.list, { query: { limit: 100 } });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as NotificationsPage).items.filter((item) => item.kind === 'placement_step');
}

describe("a placement's notices", () => {
  it("lead the employer and the school to the placement's page, in the bell and the e-mail", async () => {
    const { db } = t.app.deps;
    const employer = await createPersona(t.app, 'employer');
    const school = await createInstitution(t.app);
    const student = await createLinkedStudent(t.app, school.profileId!);
    const job = await createJob(db, employer.userId!, { title: 'Bakery Helper', companyName: 'Crumbs', city: 'Toronto' });
    const application = await createApplication(db, job.id, student.userId!, { status: 'offered', answeredAt: new Date() });
    const accepted = await sendTo(t.app, student, applicationsEndpoints.answerOffer, { params: { id: application.id }, body: { answer: 'accept' } });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const listed = await sendTo(t.app, student, placementsEndpoints.list, { query: {} });
    const id = (listed.json() as PlacementsResponse).items[0]!.id;

    const [notice] = await placementNotices(employer);
    expect(notice?.link).toBe(`/placements/${id}`);

    const [mail] = await db
      .select({ text: mailMessages.textBody, html: mailMessages.htmlBody })
      .from(mailMessages)
      .where(and(eq(mailMessages.userId, employer.userId!), eq(mailMessages.kind, 'notification.placement_step')));
    expect(mail?.text).toContain(`${t.app.deps.config.publicUrl}/placements/${id}`);
    expect(mail?.html).toContain('Open the placement');
    expect(mail?.text).not.toContain('Open your dashboard');

    // The school hears of nothing before the employer's part; the cancellation reaches it with the same link.
    const cancelled = await sendTo(t.app, employer, placementsEndpoints.cancel, { params: { id }, body: { reason: 'The shop closed' } });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    for (const party of [school, student]) {
      const notices = await placementNotices(party);
      expect(notices.map((item) => item.link)).toEqual([`/placements/${id}`]);
    }
  });
});
