import { and, eq, sql } from 'drizzle-orm';
import { ANSWER_STATUSES, type ApplicationStatus, type NotSelectedReason } from '@common/enums';
import type { DbOrTx } from '../../db/client';
import { applicationInterviews, applications } from '../../db/schema';

// The details an employer's answer carries (docs/product/applications.md): the interview's row,
// the offer's note, the reason a student was not selected; and when the first answer was made.
// Written at once, even while the answer is held for undo; an undo drops them (dropUntoldDetails).

/** An interview as the employer's PATCH body gives it, once parsed (empty texts are null). */
export interface InterviewDetails {
  startsAt: string;
  durationMinutes: number;
  place: string | null;
  callLink: string | null;
  note: string | null;
}

export async function findInterview(db: DbOrTx, applicationId: string) {
  const [row] = await db.select().from(applicationInterviews).where(eq(applicationInterviews.applicationId, applicationId));
  return row ?? null;
}

const sameInterview = (row: NonNullable<Awaited<ReturnType<typeof findInterview>>>, details: InterviewDetails) =>
  row.startsAt.getTime() === Date.parse(details.startsAt) &&
  row.durationMinutes === details.durationMinutes &&
  row.place === details.place &&
  row.callLink === details.callLink &&
  row.note === details.note;

/**
 * Writes the interview (one row per application, moved in place). A new time or place waits for
 * the student's answer again, and its SEQUENCE grows so calendars update their entry. Returns
 * whether anything changed (the same details sent again change nothing).
 */
export async function writeInterview(db: DbOrTx, applicationId: string, details: InterviewDetails): Promise<boolean> {
  const existing = await findInterview(db, applicationId);
  const values = {
    startsAt: new Date(details.startsAt),
    durationMinutes: details.durationMinutes,
    place: details.place,
    callLink: details.callLink,
    note: details.note,
    response: 'awaiting',
    responseNote: null,
    respondedAt: null,
    updatedAt: new Date(),
  };
  if (!existing) {
    await db.insert(applicationInterviews).values({ applicationId, ...values });
    return true;
  }
  if (sameInterview(existing, details)) return false;
  await db
    .update(applicationInterviews)
    .set({ ...values, sequence: sql`${applicationInterviews.sequence} + 1` })
    .where(eq(applicationInterviews.applicationId, applicationId));
  return true;
}

export async function writeOfferNote(db: DbOrTx, applicationId: string, note: string | null): Promise<void> {
  await db.update(applications).set({ offerNote: note }).where(eq(applications.id, applicationId));
}

export async function writeNotSelected(db: DbOrTx, applicationId: string, reason: NotSelectedReason, note: string | null): Promise<void> {
  await db.update(applications).set({ notSelectedReason: reason, notSelectedNote: note }).where(eq(applications.id, applicationId));
}

const isAnswer = (status: ApplicationStatus) => (ANSWER_STATUSES as readonly string[]).includes(status);

/**
 * After a move or an undo, keeps only the details of the status the student was told and of the
 * one the employer chose: an undone or replaced answer was never made. answeredAt follows: set
 * when an answer is chosen (kept if one was already), kept while the told status is an answer,
 * else cleared (the first answer was undone before the student heard of it).
 */
export async function settleAnswerDetails(db: DbOrTx, applicationId: string, told: ApplicationStatus, chosen: ApplicationStatus): Promise<void> {
  const kept = (status: ApplicationStatus) => told === status || chosen === status;
  if (!kept('interview')) await db.delete(applicationInterviews).where(eq(applicationInterviews.applicationId, applicationId));
  await db
    .update(applications)
    .set({
      ...(kept('offered') ? {} : { offerNote: null }),
      ...(kept('rejected') ? {} : { notSelectedReason: null, notSelectedNote: null }),
      ...(isAnswer(chosen) ? { answeredAt: sql`coalesce(${applications.answeredAt}, now())` } : isAnswer(told) ? {} : { answeredAt: null }),
    })
    .where(eq(applications.id, applicationId));
}

/** The student's answer to the interview they were told of. */
export async function writeInterviewResponse(
  db: DbOrTx,
  applicationId: string,
  response: 'accepted' | 'reschedule_requested',
  note: string | null,
): Promise<void> {
  await db
    .update(applicationInterviews)
    .set({ response, responseNote: note, respondedAt: new Date(), updatedAt: new Date() })
    .where(eq(applicationInterviews.applicationId, applicationId));
}

/** The student accepts the offer (the application is accepted) or declines it, with their note. */
export async function writeOfferAnswer(db: DbOrTx, applicationId: string, answer: 'accept' | 'decline', note: string | null): Promise<void> {
  await db
    .update(applications)
    .set(answer === 'accept' ? { status: 'accepted' } : { status: 'declined', offerDeclineNote: note })
    .where(and(eq(applications.id, applicationId), eq(applications.status, 'offered')));
}
