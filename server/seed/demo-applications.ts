import { APPLICATION_ANSWER_DAYS, APPLICATION_REMINDER_DAYS } from '@common/constants';
import type { NotSelectedReason } from '@common/enums';
import type { Db } from '../db/client';
import { applicationInterviews, jobs } from '../db/schema';
import { createApplication } from './factories';

// The demo's applications (docs/product/applications.md), so that every state can be seen by
// signing in: Maya (Riverside's student) has an interview and an offer waiting for her answer, a
// "not selected" with its reason, one closed with no response and one waiting past the reminder
// (Riverside's "Waiting for an answer" card); NorthBuild has applications to answer, one due in 2
// days and one due within hours, and enough answered ones in the last 90 days (12 counted, 10 in
// time) that its postings show a response rate once the seed computes it.

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

type Status = 'pending' | 'reviewing' | 'interview' | 'offered' | 'accepted' | 'declined' | 'rejected' | 'no_response';

interface DemoApplication {
  /** The posting's title (each demo title is unique). */
  job: string;
  student: string;
  status: Status;
  /** Sent this many days ago; due APPLICATION_ANSWER_DAYS later. */
  sentDaysAgo: number;
  /** The employer's first answer, this many days after it was sent. */
  answeredAfterDays?: number;
  message?: string;
  reason?: NotSelectedReason;
  note?: string;
  offerNote?: string;
  declineNote?: string;
}

function demoApplications(students: { maya: string; leo: string; sam: string }): DemoApplication[] {
  const { maya, leo, sam } = students;
  return [
    // Maya: each state she can be in.
    {
      job: 'Carpentry Apprentice',
      student: maya,
      status: 'interview',
      sentDaysAgo: 6,
      answeredAfterDays: 2,
      message: 'I help my uncle build decks every summer.',
    },
    {
      job: 'After-School Workshop Helper',
      student: maya,
      status: 'offered',
      sentDaysAgo: 10,
      answeredAfterDays: 4,
      offerNote: 'Tuesdays and Thursdays, 3:30 to 6:30, starting in four weeks. Bring safety boots on the first day.',
    },
    {
      job: 'Cafe Barista Trainee',
      student: maya,
      status: 'rejected',
      sentDaysAgo: 18,
      answeredAfterDays: 5,
      reason: 'position_filled',
      note: 'Thank you for applying, Maya. We will post more traineeships in the spring: please apply again.',
    },
    { job: 'Stock Associate', student: maya, status: 'no_response', sentDaysAgo: 20 },
    { job: 'Cashier', student: maya, status: 'pending', sentDaysAgo: 9 },
    // NorthBuild's applications to answer: due in 2 days, due within hours, and a new one.
    { job: 'Electrical Apprentice', student: leo, status: 'pending', sentDaysAgo: APPLICATION_ANSWER_DAYS - 2 },
    { job: 'Summer Labourer', student: sam, status: 'reviewing', sentDaysAgo: APPLICATION_ANSWER_DAYS - 0.25 },
    { job: 'Hair Salon Assistant', student: leo, status: 'pending', sentDaysAgo: 1 },
    // NorthBuild's answered ones of the last 90 days: with Maya's interview and offer, 12 counted, 10 in time.
    { job: 'Carpentry Apprentice', student: leo, status: 'rejected', sentDaysAgo: 60, answeredAfterDays: 3, reason: 'more_experience' },
    {
      job: 'After-School Workshop Helper',
      student: leo,
      status: 'declined',
      sentDaysAgo: 50,
      answeredAfterDays: 2,
      offerNote: 'Two afternoons a week.',
      declineNote: 'I found a placement closer to home.',
    },
    { job: 'Summer Labourer', student: leo, status: 'rejected', sentDaysAgo: 40, answeredAfterDays: 4, reason: 'schedule' },
    { job: 'Site Clean-up Crew', student: leo, status: 'rejected', sentDaysAgo: 70, answeredAfterDays: 1, reason: 'position_filled' },
    { job: 'Winter Snow Clearing', student: leo, status: 'rejected', sentDaysAgo: 80, answeredAfterDays: 6, reason: 'other' },
    { job: 'Carpentry Apprentice', student: sam, status: 'rejected', sentDaysAgo: 45, answeredAfterDays: 2, reason: 'distance' },
    { job: 'After-School Workshop Helper', student: sam, status: 'rejected', sentDaysAgo: 35, answeredAfterDays: 3, reason: 'other' },
    {
      job: 'Electrical Apprentice',
      student: sam,
      status: 'accepted',
      sentDaysAgo: 30,
      answeredAfterDays: 2,
      offerNote: 'A four-year apprenticeship, starting in September.',
    },
    { job: 'Site Clean-up Crew', student: sam, status: 'no_response', sentDaysAgo: 55 },
    // Answered after its deadline: counted, not in time.
    {
      job: 'Winter Snow Clearing',
      student: sam,
      status: 'rejected',
      sentDaysAgo: 75,
      answeredAfterDays: APPLICATION_ANSWER_DAYS + 2,
      reason: 'other',
    },
  ];
}

/** Loads the demo applications (after the demo postings and students) and Maya's interview. */
export async function loadDemoApplications(db: Db, students: { maya: string; leo: string; sam: string }, now = new Date()): Promise<void> {
  const postings = await db.select({ id: jobs.id, title: jobs.title }).from(jobs);
  const jobId = (title: string) => {
    const posting = postings.find((row) => row.title === title);
    if (!posting) throw new Error(`The demo posting "${title}" is missing`);
    return posting.id;
  };
  for (const demo of demoApplications(students)) {
    const sentAt = new Date(now.getTime() - demo.sentDaysAgo * DAY_MS);
    const answeredAt = demo.answeredAfterDays === undefined ? null : new Date(sentAt.getTime() + demo.answeredAfterDays * DAY_MS);
    const application = await createApplication(db, jobId(demo.job), demo.student, {
      status: demo.status,
      message: demo.message ?? null,
      createdAt: sentAt,
      answerDueAt: new Date(sentAt.getTime() + APPLICATION_ANSWER_DAYS * DAY_MS),
      // Opened by the employer the day it was sent, except the newest.
      viewedAt: demo.sentDaysAgo >= 2 ? new Date(sentAt.getTime() + 6 * HOUR_MS) : null,
      answeredAt,
      // The hourly run reminded the employer of those left waiting past day 7.
      reminderSentAt: demo.sentDaysAgo >= APPLICATION_REMINDER_DAYS ? new Date(sentAt.getTime() + APPLICATION_REMINDER_DAYS * DAY_MS) : null,
      notSelectedReason: demo.reason ?? null,
      notSelectedNote: demo.note ?? null,
      offerNote: demo.offerNote ?? null,
      offerDeclineNote: demo.declineNote ?? null,
      updatedAt: answeredAt ?? sentAt,
    });
    if (demo.status === 'interview') {
      // In three days at 15:00 UTC (10:00 in Toronto), in person, waiting for Maya's answer.
      const day = new Date(now.getTime() + 3 * DAY_MS);
      day.setUTCHours(15, 0, 0, 0);
      await db.insert(applicationInterviews).values({
        applicationId: application.id,
        startsAt: day,
        durationMinutes: 30,
        place: '88 King Street, Toronto: ask for Priya at the front desk',
        note: 'Bring your safety boots: we will walk around the workshop.',
      });
    }
  }
}
