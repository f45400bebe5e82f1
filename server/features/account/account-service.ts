import type { FastifyRequest } from 'fastify';
import { accountDeletionRefusal } from '@common/admin-rules';
import type { AccountStatus } from '@common/enums';
import { toRole } from '../../auth/session';
import type { RequestAuth } from '../../auth/session';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/client';
import { AppError, forbidden, notFound } from '../../errors/app-error';
import { runUnitOfWork } from '../../db/unit-of-work';
import { recordAudit } from '../admin/audit-log';
import { notifyStudentAccountDeleted } from '../notifications/account-deletion-triggers';
import { forgetJobCounts } from '../jobs/job-count-cache';
import {
  countOtherActiveAdminsLocked,
  DELETED_ACCOUNT,
  deleteUserAndData,
  findUserForDeletion,
  findUserForStatus,
  hasAnotherActiveAdmin,
  listStoredFileKeys,
  setUserBanned,
  storageFoldersOf,
} from './account-repository';

/** What deleting an account needs: the database, the stored files, the outbox's files, and telling those concerned. */
type DeletionDeps = Pick<AppDeps, 'db' | 'storage' | 'mailer' | 'queue' | 'config' | 'linkSigningKey' | 'accountMail'>;

/** The platform must keep one admin who can sign in, or nobody could reactivate anyone. */
async function assertNotLastAdmin(db: Db, auth: RequestAuth): Promise<void> {
  if (auth.user.role === 'admin' && !(await hasAnotherActiveAdmin(db, auth.user.id))) {
    throw new AppError('CONFLICT', 'account.lastAdminClose');
  }
}

/** The account can no longer sign in and its sessions end; only an admin reactivates it (docs/product/accounts.md). */
export async function suspendOwnAccount(db: Db, auth: RequestAuth): Promise<void> {
  await assertNotLastAdmin(db, auth);
  await db.transaction((tx) => setUserBanned(tx, auth.user.id, true, 'Suspended by the account holder'));
}

/**
 * Deletion is permanent (docs/product/accounts.md). One transaction removes the user, all their
 * rows and what names them elsewhere; then every stored file of theirs is removed (after the
 * commit, so a failed delete loses no data).
 */
export async function deleteOwnAccount(deps: DeletionDeps, auth: RequestAuth, log: FastifyRequest['log']): Promise<void> {
  await assertNotLastAdmin(deps.db, auth);
  const { keys, mailIds } = await runUnitOfWork(deps, async (work) => {
    const { tx } = work;
    const found = await listStoredFileKeys(tx, auth.user.id);
    if (auth.user.role === 'student') await notifyStudentAccountDeleted(deps, auth.user.id, work);
    const { mailIds } = await deleteUserAndData(tx, auth.user.id);
    return { keys: found, mailIds };
  });
  await removeFilesOfDeletedAccount(deps, { userId: auth.user.id, keys, mailIds }, log);
  // The owner gets a confirmation at their address, if it was confirmed (an unconfirmed one may be someone else's).
  if (auth.user.emailVerified) await deps.accountMail.accountDeleted({ email: auth.user.email, language: auth.user.language });
}

/**
 * Admin: deletes another user's account and everything of theirs (docs/product/admin.md#deleting-an-account),
 * audited in the same transaction ('user.delete'). Never the admin's own account (403: they close it
 * from the Account Management card, with their password), never the last admin who can sign in (409).
 */
export async function deleteUserAsAdmin(deps: DeletionDeps, request: FastifyRequest, admin: RequestAuth, userId: string) {
  if (userId === admin.user.id) throw forbidden('admin.cannotDeleteSelf');
  const { deleted, keys, mailIds } = await runUnitOfWork(deps, async (work) => {
    const { tx } = work;
    const target = await findUserForDeletion(tx, userId);
    if (!target) throw notFound('user');
    const role = toRole(target.role);
    const otherAdmins = role === 'admin' ? await countOtherActiveAdminsLocked(tx, target.id) : 1;
    if (accountDeletionRefusal({ id: target.id, role }, admin.user.id, otherAdmins) === 'lastAdmin') {
      throw new AppError('CONFLICT', 'admin.lastAdminDelete');
    }
    const found = await listStoredFileKeys(tx, target.id);
    if (role === 'student') await notifyStudentAccountDeleted(deps, target.id, work);
    const { mailIds } = await deleteUserAndData(tx, target.id);
    // The record says which account id went and what it was, as the earlier entries about it now do.
    await recordAudit(tx, request, {
      action: 'user.delete',
      actor: { id: admin.user.id, email: admin.user.email },
      target: { id: target.id, email: DELETED_ACCOUNT },
      details: { role },
    });
    return { deleted: { id: target.id, email: target.email }, keys: found, mailIds };
  });
  await removeFilesOfDeletedAccount(deps, { userId: deleted.id, keys, mailIds }, request.log);
  return deleted;
}

/**
 * After the commit, so a failed delete loses no data: the stored files, the folders named after
 * the account, and the outbox's files of its e-mails and of those that named it. What cannot be
 * removed is logged.
 */
async function removeFilesOfDeletedAccount(
  deps: DeletionDeps,
  removed: { userId: string; keys: string[]; mailIds: string[] },
  log: FastifyRequest['log'],
): Promise<void> {
  // An employer's postings went with the account: the job list's totals must not count them.
  forgetJobCounts();
  const results = await Promise.allSettled(removed.keys.map((key) => deps.storage.delete(key)));
  const failed = removed.keys.filter((_key, index) => results[index]!.status === 'rejected');
  if (failed.length > 0) log.error({ keys: failed }, 'files of a deleted account could not be removed');
  const folders = storageFoldersOf(removed.userId);
  const folderResults = await Promise.allSettled(folders.map((folder) => deps.storage.deleteFolder(folder)));
  if (folderResults.some((result) => result.status === 'rejected')) log.error('folders of a deleted account could not be removed');
  await deps.mailer
    .forget(removed.mailIds)
    .catch((error: unknown) => log.error({ err: error }, 'outbox files of a deleted account could not be removed'));
}

/** Admin: suspend or reactivate a user; each real change is audited ('user.suspend' / 'user.reactivate'). */
export async function setUserStatus(db: Db, request: FastifyRequest, admin: RequestAuth, userId: string, status: AccountStatus) {
  if (userId === admin.user.id && status === 'suspended') throw forbidden('admin.cannotSuspendSelf');
  const target = await findUserForStatus(db, userId);
  if (!target) throw notFound('user');
  await db.transaction(async (tx) => {
    await setUserBanned(tx, userId, status === 'suspended', 'Suspended by an admin');
    const isChange = (status === 'suspended') !== target.banned;
    if (isChange) {
      const action = status === 'suspended' ? 'user.suspend' : 'user.reactivate';
      await recordAudit(tx, request, {
        action,
        actor: { id: admin.user.id, email: admin.user.email },
        target: { id: target.id, email: target.email },
      });
    }
  });
  return { id: target.id, status };
}
