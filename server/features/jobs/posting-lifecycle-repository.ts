import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { EDITABLE_JOB_FIELDS, isDeadlinePassed, type EditableJobField } from '@common/job-state';
import type { DbOrTx } from '../../db/client';
import { applications, isLiveApplication, jobs } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { forgetJobCounts } from './job-count-cache';
import { deadlineNotPassed } from './job-open';
import { insertJob, type JobFieldValues } from './job-repository';
import { insertRevision, snapshotColumns } from './job-revisions-repository';
import { buildJobSearchText } from './search-text';
import { postingPlaceColumns, type PostingPlaceColumns } from './posting-place';
import { changedPostingFacts, postingFactColumns, postingFactValuesOf, storedPostingFacts, type PostingFactRow } from './posting-facts';

// An employer's posting after it is created: edit, close as filled, reopen, duplicate, delete
// (docs/product/jobs.md#posting-lifecycle). Each function reaches only the employer's own posting
// and answers null for anyone else's.

/** The edited fields as stored. */
type StoredFields = {
  title: string;
  companyName: string;
  location: string;
  city: string;
  description: string;
  type: string;
  industry: string | null;
  duration: string | null;
  requirements: string[];
  isHighSchoolOpportunity: boolean;
  applicationDeadline: Date | null;
} & PostingFactRow &
  PostingPlaceColumns;

/** A create or edit body (after validation) as stored; the company name is the profile's, not the form's. */
export function toStoredFields(body: JobFieldValues): StoredFields {
  return {
    title: body.title,
    companyName: body.companyName,
    location: body.location,
    city: body.city,
    description: body.description,
    type: body.type,
    industry: body.industry ?? null,
    duration: body.duration || null,
    requirements: body.requirements,
    isHighSchoolOpportunity: body.isHighSchoolOpportunity,
    applicationDeadline: body.applicationDeadline ? new Date(body.applicationDeadline) : null,
    ...storedPostingFacts(body),
    ...postingPlaceColumns(body),
  };
}

function sameValue(before: unknown, after: unknown): boolean {
  if (before instanceof Date || after instanceof Date) return (before as Date | null)?.getTime() === (after as Date | null)?.getTime();
  if (Array.isArray(before) && Array.isArray(after)) return before.length === after.length && before.every((item, index) => item === after[index]);
  return before === after;
}

const isFactField = (field: EditableJobField): field is ReturnType<typeof changedPostingFacts>[number] =>
  field === 'pay' || field === 'hoursPerWeek' || field === 'startDate' || field === 'places' || field === 'minimumAge' || field === 'postalCode';

const own = (employerId: string, id: string) => and(eq(jobs.id, id), eq(jobs.employerId, employerId));

/**
 * Writes every field of an edit and records which changed (no revision when nothing did). Returns
 * the changed fields, or null when the posting is not the employer's.
 */
export async function editJob(db: DbOrTx, employerId: string, id: string, fields: StoredFields): Promise<EditableJobField[] | null> {
  const changed = await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ ...snapshotColumns, ...postingFactColumns })
      .from(jobs)
      .where(own(employerId, id))
      .for('update');
    if (!current) return null;
    const facts = changedPostingFacts(current, fields);
    const changedFields = EDITABLE_JOB_FIELDS.filter((field) =>
      isFactField(field) ? facts.includes(field) : !sameValue(current[field], fields[field]),
    );
    if (changedFields.length === 0) return changedFields;
    await tx
      .update(jobs)
      .set({ ...fields, searchText: buildJobSearchText(fields) })
      .where(eq(jobs.id, id));
    await insertRevision(tx, id, changedFields);
    return changedFields;
  });
  if (changed?.length) forgetJobCounts();
  return changed;
}

/** Closes the posting as filled: switched off, its page kept and marked closed. False when it is not the employer's. */
export async function closeJobAsFilled(db: DbOrTx, employerId: string, id: string): Promise<boolean> {
  const closed = await db
    .update(jobs)
    .set({ isActive: false, filledAt: sql`coalesce(${jobs.filledAt}, now())` })
    .where(own(employerId, id))
    .returning({ id: jobs.id });
  if (closed.length > 0) forgetJobCounts();
  return closed.length > 0;
}

/**
 * Reopens a posting (switched on, no longer filled), with a new deadline when one is given (null: none).
 * 'expired' (nothing changed) when the deadline it would have has passed; null when it is not the employer's.
 * A new deadline is recorded as an edit. A posting FirstRung took down stays off
 * (docs/product/admin.md#taking-a-posting-down): 409, as for the switch.
 */
export async function reopenJob(
  db: DbOrTx,
  employerId: string,
  id: string,
  deadline: string | null | undefined,
): Promise<'reopened' | 'expired' | null> {
  const outcome = await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ applicationDeadline: jobs.applicationDeadline, takenDownAt: jobs.takenDownAt })
      .from(jobs)
      .where(own(employerId, id))
      .for('update');
    if (!current) return null;
    if (current.takenDownAt) {
      throw new AppError('CONFLICT', 'jobs.takenDownNoReopen');
    }
    const applicationDeadline = deadline === undefined ? current.applicationDeadline : deadline ? new Date(deadline) : null;
    if (isDeadlinePassed(applicationDeadline)) return 'expired' as const;
    await tx.update(jobs).set({ isActive: true, filledAt: null, applicationDeadline }).where(eq(jobs.id, id));
    if (!sameValue(current.applicationDeadline, applicationDeadline)) await insertRevision(tx, id, ['applicationDeadline']);
    return 'reopened' as const;
  });
  if (outcome === 'reopened') forgetJobCounts();
  return outcome;
}

/**
 * A copy of the posting as a new, switched-off posting for its employer to edit: no views, no
 * applications, no history; a deadline that has passed is dropped. Returns the copy's id, or null.
 */
export async function duplicateJob(
  db: DbOrTx,
  employerId: string,
  id: string,
  company: { companyName: string; employerVerified: boolean },
): Promise<string | null> {
  const [row] = await db
    .select({ ...snapshotColumns, ...postingFactColumns })
    .from(jobs)
    .where(own(employerId, id));
  if (!row) return null;
  const { payKind: _payKind, payAmountCents: _payAmountCents, payUnit: _payUnit, payCurrency: _payCurrency, ...source } = row;
  const deadline = source.applicationDeadline && !isDeadlinePassed(source.applicationDeadline) ? source.applicationDeadline.toISOString() : null;
  return insertJob(db, employerId, { ...source, ...postingFactValuesOf(row), ...company, applicationDeadline: deadline, isActive: false });
}

/** Locks the employer's posting for deletion and lists its applications (whose students are told); null when not theirs. */
export async function findJobForDeletion(
  tx: DbOrTx,
  employerId: string,
  id: string,
): Promise<{ title: string; companyName: string; applications: Array<{ id: string; studentId: string }> } | null> {
  const [job] = await tx.select({ title: jobs.title, companyName: jobs.companyName }).from(jobs).where(own(employerId, id)).for('update');
  if (!job) return null;
  // A student who withdrew is not told: the application is only in their history.
  const rows = await tx
    .select({ id: applications.id, studentId: applications.studentId })
    .from(applications)
    .where(and(eq(applications.jobId, id), isLiveApplication));
  return { ...job, applications: rows };
}

/**
 * Switches off every open posting of an employer FirstRung rejected (docs/product/admin.md#verification):
 * nobody can apply any more, and the employer cannot see its applicants while it is not verified.
 * Returns each closed posting with its applications, whose students are told. Postings already
 * off, filled or past their deadline stay as they are.
 */
export async function closeOpenPostingsOf(
  tx: DbOrTx,
  employerId: string,
): Promise<Array<{ id: string; title: string; companyName: string; applications: Array<{ id: string; studentId: string }> }>> {
  const closed = await tx
    .update(jobs)
    .set({ isActive: false, updatedAt: new Date() })
    .where(and(eq(jobs.employerId, employerId), eq(jobs.isActive, true), isNull(jobs.filledAt), deadlineNotPassed()))
    .returning({ id: jobs.id, title: jobs.title, companyName: jobs.companyName });
  if (closed.length === 0) return [];
  forgetJobCounts();
  const rows = await tx
    .select({ id: applications.id, studentId: applications.studentId, jobId: applications.jobId })
    .from(applications)
    .where(
      and(
        inArray(
          applications.jobId,
          closed.map((job) => job.id),
        ),
        isLiveApplication,
      ),
    );
  return closed.map((job) => ({ ...job, applications: rows.filter((row) => row.jobId === job.id).map(({ id, studentId }) => ({ id, studentId })) }));
}

/** Deletes the posting; its applications, saved copies, school alerts and revisions go with it (foreign keys cascade). */
export async function deleteJob(tx: DbOrTx, id: string): Promise<void> {
  await tx.delete(jobs).where(eq(jobs.id, id));
  forgetJobCounts();
}
