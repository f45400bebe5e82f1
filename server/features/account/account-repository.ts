import { and, arrayContains, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Language } from '@common/languages';
import type { DbOrTx } from '../../db/client';
import { revokeCertificatesOfHolder } from '../certificates/revoke-on-account-deletion';
import {
  accounts,
  applications,
  auditLog,
  backgroundTasks,
  contactMessages,
  dataExports,
  eventRegistrations,
  events,
  institutionAlerts,
  institutionDocuments,
  institutionProfiles,
  jobRevisions,
  jobs,
  mailMessages,
  newsletterIssues,
  newsletterSubscriptions,
  notificationSettings,
  notifications,
  rateCounters,
  savedJobs,
  savedSearches,
  schoolLinks,
  schoolPartnerships,
  sessions,
  studentDocuments,
  studentProfiles,
  profileImages,
  uploadGrants,
  users,
  employerProfiles,
  verifications,
} from '../../db/schema';
import { clearedBodies } from '../../mail/mail-retention';
import { stagingKey } from '../../storage/storage';
import { resumeFolderOf } from '../files/upload-service';
import { placementFileKeysOfParty } from '../placements/placement-file-keys';

/** What the audit log keeps of a deleted account instead of its e-mail (its id stays; the database allows only this change). */
export const DELETED_ACCOUNT = 'deleted account';

/** Saves the language chosen on the account (docs/decisions/026). */
export async function saveUserLanguage(db: DbOrTx, userId: string, language: Language): Promise<void> {
  await db.update(users).set({ language, updatedAt: new Date() }).where(eq(users.id, userId));
}

export async function findUserForStatus(db: DbOrTx, userId: string) {
  const [row] = await db.select({ id: users.id, email: users.email, role: users.role, banned: users.banned }).from(users).where(eq(users.id, userId));
  return row ?? null;
}

/** The user about to be deleted. */
export async function findUserForDeletion(tx: DbOrTx, userId: string) {
  const [row] = await tx.select({ id: users.id, email: users.email, role: users.role, name: users.name }).from(users).where(eq(users.id, userId));
  return row ?? null;
}

/** Whether some admin other than `userId` can still sign in (so the platform keeps an admin). */
export async function hasAnotherActiveAdmin(db: DbOrTx, userId: string): Promise<boolean> {
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.banned, false), ne(users.id, userId)))
    .limit(1);
  return rows.length > 0;
}

/**
 * How many admins other than `userId` can sign in. Every admin row is locked in one order (by id),
 * so two admins deleting each other at the same moment wait for one another instead of deadlocking,
 * and the second sees the first one's deletion (and is refused if no admin would be left).
 */
export async function countOtherActiveAdminsLocked(tx: DbOrTx, userId: string): Promise<number> {
  const rows = await tx.select({ id: users.id, banned: users.banned }).from(users).where(eq(users.role, 'admin')).orderBy(users.id).for('update');
  return rows.filter((row) => row.id !== userId && !row.banned).length;
}

/** Suspends (bans) or reactivates a user; suspending also ends every session of theirs. */
export async function setUserBanned(db: DbOrTx, userId: string, banned: boolean, reason: string | null): Promise<void> {
  await db
    .update(users)
    .set({ banned, banReason: banned ? reason : null, banExpires: null, updatedAt: new Date() })
    .where(eq(users.id, userId));
  if (banned) await db.delete(sessions).where(eq(sessions.userId, userId));
}

/**
 * Every storage key that belongs to a user: resume, photo or logo, documents, their institution's
 * documents, uploads, and the files of the placements they are the student or the employer of (the
 * placements go with the account). Placements' rows are locked (placement-file-keys.ts).
 */
export async function listStoredFileKeys(db: DbOrTx, userId: string): Promise<string[]> {
  const [resume] = await db.select({ key: studentProfiles.resumeKey }).from(studentProfiles).where(eq(studentProfiles.userId, userId));
  const studentDocs = await db.select({ key: studentDocuments.storageKey }).from(studentDocuments).where(eq(studentDocuments.studentId, userId));
  const institutionDocs = await db
    .select({ key: institutionDocuments.storageKey })
    .from(institutionDocuments)
    .innerJoin(institutionProfiles, eq(institutionProfiles.id, institutionDocuments.institutionId))
    .where(eq(institutionProfiles.userId, userId));
  const grants = await db.select({ key: uploadGrants.storageKey }).from(uploadGrants).where(eq(uploadGrants.userId, userId));
  // An upload lands under its staging key first (storage.ts): both go.
  const uploads = grants.flatMap((row) => [row.key, stagingKey(row.key)]);
  const [image] = await db.select({ key: profileImages.storageKey }).from(profileImages).where(eq(profileImages.userId, userId));
  const ofPlacements = await placementFileKeysOfParty(db, userId);
  // Archives of their data (docs/product/school-sign-in.md#export-my-data): the rows go by cascade, the files here.
  const archives = await db.select({ key: dataExports.fileKey }).from(dataExports).where(eq(dataExports.subjectUserId, userId));
  const keys = [
    resume?.key,
    image?.key,
    ...studentDocs.map((row) => row.key),
    ...institutionDocs.map((row) => row.key),
    ...uploads,
    ...ofPlacements,
    ...archives.map((row) => row.key),
  ];
  return [...new Set(keys.filter((key): key is string => Boolean(key)))];
}

/** Storage folders named after a user: they go with the account, files left behind in them too. */
export const storageFoldersOf = (userId: string) => [resumeFolderOf(userId), stagingKey(resumeFolderOf(userId))];

/**
 * Removes a user and everything of theirs, in the order the foreign keys need, and everything
 * elsewhere that names them (docs/product/accounts.md#what-deleting-an-account-removes: every
 * table and column holding a user's id, name or e-mail). The cascades would do some of it;
 * spelling it out keeps deletion complete if a cascade is ever changed. Returns the e-mails whose
 * outbox files must go too (after the commit).
 */
export async function deleteUserAndData(tx: DbOrTx, userId: string): Promise<{ mailIds: string[] }> {
  const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
  const email = user?.email.toLowerCase() ?? null;
  const ownJobs = tx.select({ id: jobs.id }).from(jobs).where(eq(jobs.employerId, userId));
  const ownInstitution = tx.select({ id: institutionProfiles.id }).from(institutionProfiles).where(eq(institutionProfiles.userId, userId));
  // As a student: their certificates' public records revoked (the rows go with the placements), then
  // applications, saved jobs, registrations, documents, profile (with the resume).
  await revokeCertificatesOfHolder(tx, userId);
  await tx.delete(applications).where(eq(applications.studentId, userId));
  await tx.delete(savedJobs).where(eq(savedJobs.studentId, userId));
  await tx.delete(eventRegistrations).where(eq(eventRegistrations.userId, userId));
  await tx.delete(studentDocuments).where(eq(studentDocuments.studentId, userId));
  await tx.delete(schoolLinks).where(eq(schoolLinks.studentId, userId));
  await tx.delete(savedSearches).where(eq(savedSearches.userId, userId));
  await tx.delete(studentProfiles).where(eq(studentProfiles.userId, userId));
  // As an employer: the postings, with their applications, saved entries and alerts.
  await tx.delete(applications).where(inArray(applications.jobId, ownJobs));
  await tx.delete(savedJobs).where(inArray(savedJobs.jobId, ownJobs));
  await tx.delete(institutionAlerts).where(inArray(institutionAlerts.jobId, ownJobs));
  await tx.delete(jobRevisions).where(inArray(jobRevisions.jobId, ownJobs));
  await tx.delete(jobs).where(eq(jobs.employerId, userId));
  await tx.delete(schoolPartnerships).where(eq(schoolPartnerships.employerId, userId));
  await tx.delete(employerProfiles).where(eq(employerProfiles.userId, userId));
  // As an institution: documents and alerts; students who named it keep their profile, unlinked.
  await tx.delete(institutionDocuments).where(inArray(institutionDocuments.institutionId, ownInstitution));
  await tx.delete(institutionAlerts).where(inArray(institutionAlerts.institutionId, ownInstitution));
  await tx.delete(schoolPartnerships).where(inArray(schoolPartnerships.institutionId, ownInstitution));
  await tx.delete(schoolLinks).where(inArray(schoolLinks.institutionId, ownInstitution));
  await tx.update(studentProfiles).set({ institutionId: null }).where(inArray(studentProfiles.institutionId, ownInstitution));
  await tx.delete(institutionProfiles).where(eq(institutionProfiles.userId, userId));
  // Where others' rows name them. Their own notifications, and others' that name them (an
  // employer's "Sam applied"); the e-mails to them, and the texts of others' that name them.
  await tx.delete(notifications).where(or(eq(notifications.userId, userId), arrayContains(notifications.mentionedUserIds, [userId])));
  await tx.delete(notificationSettings).where(eq(notificationSettings.userId, userId));
  const ownMail = await tx
    .delete(mailMessages)
    .where(or(eq(mailMessages.userId, userId), email ? eq(mailMessages.toAddress, email) : undefined))
    .returning({ id: mailMessages.id });
  const namingMail = await tx
    .update(mailMessages)
    .set({ ...clearedBodies, mentionedUserIds: sql`array_remove(${mailMessages.mentionedUserIds}, ${userId})` })
    .where(arrayContains(mailMessages.mentionedUserIds, [userId]))
    .returning({ id: mailMessages.id });
  // A daily digest's task is keyed by its recipient's id (`school_digest:<id>:<day>`): the key goes.
  await tx
    .update(backgroundTasks)
    .set({ dedupeKey: null })
    .where(sql`position(${userId} in ${backgroundTasks.dedupeKey}) > 0`);
  // What they wrote to us, and the newsletter at their address.
  await tx.delete(contactMessages).where(or(eq(contactMessages.userId, userId), email ? sql`lower(${contactMessages.email}) = ${email}` : undefined));
  if (email) {
    await tx.delete(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email));
    // Sign-in and e-mail limits counted under their address ('<e-mail>' or '<e-mail> <client address>').
    await tx.delete(rateCounters).where(or(eq(rateCounters.key, email), sql`left(${rateCounters.key}, ${email.length + 1}) = ${`${email} `}`));
  }
  // What an admin's account did: kept, without naming them.
  await tx.update(events).set({ createdBy: null }).where(eq(events.createdBy, userId));
  await tx.update(newsletterIssues).set({ createdBy: null }).where(eq(newsletterIssues.createdBy, userId));
  await tx.update(institutionProfiles).set({ verificationDecidedBy: null }).where(eq(institutionProfiles.verificationDecidedBy, userId));
  await tx.update(employerProfiles).set({ verificationDecidedBy: null }).where(eq(employerProfiles.verificationDecidedBy, userId));
  // The audit log keeps who did what to which account id, but no longer their e-mail or name.
  await tx
    .update(auditLog)
    .set({ targetEmail: DELETED_ACCOUNT, details: sql`${auditLog.details} - 'name'` })
    .where(eq(auditLog.targetId, userId));
  await tx.update(auditLog).set({ actorEmail: DELETED_ACCOUNT }).where(eq(auditLog.actorId, userId));
  // The account itself: its uploads, reset links, sessions (its own, and an admin's viewing as someone), sign-in.
  await tx.delete(uploadGrants).where(eq(uploadGrants.userId, userId));
  await tx.delete(verifications).where(eq(verifications.value, userId));
  await tx.delete(sessions).where(or(eq(sessions.userId, userId), eq(sessions.impersonatedBy, userId)));
  await tx.delete(profileImages).where(eq(profileImages.userId, userId));
  await tx.delete(accounts).where(eq(accounts.userId, userId));
  await tx.delete(users).where(eq(users.id, userId));
  return { mailIds: [...ownMail, ...namingMail].map((row) => row.id) };
}
