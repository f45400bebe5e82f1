import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { OFFER_ANSWER_DAYS } from '@common/constants';
import type { PlacementTerms } from '@common/contracts/placements';
import type { Db } from '../db/client';
import { applications, jobs, placements, placementSignatures, placementVersions } from '../db/schema';
import { emptyTerms } from '../features/placements/placement-terms';
import { createApplication } from './factories';

// The demo's placements (docs/product/placements.md), so that a visitor can try each step at once:
// Maya's accepted offer from Maple Market waits for Riverside to complete and validate the agreement
// (sign in as office@riverside.test); Sam's apprenticeship at NorthBuild (no school: Sam is a graduated
// youth) is out for signature, NorthBuild has signed and it waits for Sam. Maya's offer from NorthBuild
// waits for her answer with its answer-by date, and the accept dialog offers to withdraw her others.
// Plain inserts consistent with the tables, as the rest of the demo data (loaded once).

const DAY_MS = 86_400_000;
const day = (now: Date, days: number) => new Date(now.getTime() + days * DAY_MS).toISOString().slice(0, 10);

function filledTerms(
  now: Date,
  values: { legalName: string; address: string; city: string; region: string; postalCode: string; supervisor: PlacementTerms['supervisor'] },
): PlacementTerms {
  const { legalName, address, city, region, postalCode, supervisor } = values;
  return {
    ...emptyTerms(),
    workplace: { legalName, address, city, country: 'Canada', region, postalCode },
    startDate: day(now, 21),
    endDate: day(now, 63),
    schedule: {
      days: [
        { weekday: 2, start: '16:00', end: '19:00', breakMinutes: 0 },
        { weekday: 6, start: '10:00', end: '16:00', breakMinutes: 30 },
      ],
    },
    tasks: 'Help in the kitchen and at the counter: wash up, stock the shelves, serve customers.',
    learningGoals: 'Food safety, working to a schedule, serving customers politely.',
    supervisor,
    hazards: 'Hot water and surfaces; wet floors; lifting boxes of up to 10 kg.',
    protectiveEquipment: 'Non-slip shoes, gloves for the dishwasher.',
    // No files: the demo stores none (the employer attaches them on the placement's page).
    insurance: { coveredBy: 'employer', details: 'WorkSafeBC coverage through the employer', certificate: null },
    emergencyContact: { name: 'Front desk', phone: '+16045550142' },
  };
}

/** The agreement as Sam's version 1 went out: its exact text (what the hash is of). */
function agreementText(terms: PlacementTerms): string {
  return [
    'Placement agreement',
    `Employer: ${terms.workplace.legalName}, ${terms.workplace.address}, ${terms.workplace.city}`,
    `From ${terms.startDate} to ${terms.endDate}`,
    `Tasks: ${terms.tasks}`,
    `Learning goals: ${terms.learningGoals}`,
    `Supervisor: ${terms.supervisor.name} (${terms.supervisor.role})`,
    `Hazards: ${terms.hazards}`,
  ].join('\n');
}

const jobIdOf = async (db: Db, title: string) => {
  const [row] = await db.select({ id: jobs.id }).from(jobs).where(eq(jobs.title, title));
  if (!row) throw new Error(`The demo posting "${title}" is missing`);
  return row.id;
};

/** Loads the demo placements (after the demo applications); `riversideId` is Riverside's profile id. */
export async function loadDemoPlacements(
  db: Db,
  ids: { maya: string; sam: string; riversideId: string; northbuild: string; maple: string },
  now = new Date(),
): Promise<void> {
  // Maya's offer from NorthBuild, told 4 days ago: 3 days left to answer.
  await db
    .update(applications)
    .set({ offerAnswerDueAt: new Date(now.getTime() + (OFFER_ANSWER_DAYS - 4) * DAY_MS) })
    .where(and(eq(applications.studentId, ids.maya), eq(applications.status, 'offered')));

  // Maya accepted Maple Market's offer; Maple Market filled in its part: Riverside's step.
  const sentAt = new Date(now.getTime() - 25 * DAY_MS);
  const accepted = await createApplication(db, await jobIdOf(db, 'Dishwasher'), ids.maya, {
    status: 'accepted',
    createdAt: sentAt,
    answerDueAt: new Date(sentAt.getTime() + 14 * DAY_MS),
    viewedAt: sentAt,
    answeredAt: new Date(sentAt.getTime() + 3 * DAY_MS),
    offerNote: 'Tuesday evenings and Saturdays, starting in three weeks.',
  });
  await db.insert(placements).values({
    applicationId: accepted.id,
    studentId: ids.maya,
    employerId: ids.maple,
    institutionId: ids.riversideId,
    status: 'employer_completed',
    terms: filledTerms(now, {
      legalName: 'Maple Market Ltd.',
      address: '12 Main Street',
      city: 'Vancouver',
      region: 'British Columbia',
      postalCode: 'V6A 1A1',
      supervisor: { name: 'Tom Reid', role: 'Cafe manager', email: 'tom@maplemarket.test', phone: '+16045550141' },
    }),
  });

  // Sam's apprenticeship at NorthBuild (accepted in the demo applications): out for signature, NorthBuild signed.
  const [sams] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.studentId, ids.sam), eq(applications.status, 'accepted')));
  if (!sams) throw new Error("Sam's accepted demo application is missing");
  const terms = filledTerms(now, {
    legalName: 'NorthBuild Trades Inc.',
    address: '88 King Street',
    city: 'Toronto',
    region: 'Ontario',
    postalCode: 'M5V 1J1',
    supervisor: { name: 'Priya Shah', role: 'Site lead', email: 'priya@northbuild.test', phone: '+14165550188' },
  });
  const [placement] = await db
    .insert(placements)
    .values({ applicationId: sams.id, studentId: ids.sam, employerId: ids.northbuild, institutionId: null, status: 'signing', terms })
    .returning({ id: placements.id });
  const text = agreementText(terms);
  const textHash = createHash('sha256').update(text, 'utf8').digest('hex');
  const sentForSignature = new Date(now.getTime() - 2 * 3_600_000);
  await db.insert(placementVersions).values({
    placementId: placement!.id,
    version: 1,
    text,
    textHash,
    terms,
    requiredParties: ['student', 'employer'],
    rulePack: { jurisdiction: 'Ontario', version: 1 },
    sentAt: sentForSignature,
  });
  await db.insert(placementSignatures).values([
    { placementId: placement!.id, version: 1, party: 'student', createdAt: sentForSignature },
    {
      placementId: placement!.id,
      version: 1,
      party: 'employer',
      status: 'signed',
      signerUserId: ids.northbuild,
      signerName: 'Priya Shah',
      method: 'account',
      ipAddress: '203.0.113.10',
      userAgent: 'Demo data',
      textHash,
      answeredAt: new Date(sentForSignature.getTime() + 3_600_000),
      createdAt: sentForSignature,
    },
  ]);
}
