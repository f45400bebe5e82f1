import type { FastifyRequest } from 'fastify';
import { accountDeletionRefusal } from '@common/admin-rules';
import type { AccountStatus } from '@common/enums';
import { toRole } from '../../auth/session';
import type { RequestAuth } from '../../auth/session';
import type { Db } from '../../db/client';
import { AppError, forbidden, notFound } from '../../errors/app-error';
import type { FileStorage } from '../../storage/storage';
import { recordAudit } from '../admin/audit-log';
import { forgetJobCounts } from '../jobs/job-count-cache';
import {
  countOtherActiveAdminsLocked,
  deleteUserAndData,
  findUserForDeletion,
  findUserForStatus,
  hasAnotherActiveAdmin,
  listStoredFileKeys,
  setUserBanned,
} from './account-repository';

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
 * Deletion is permanent (docs/product/accounts.md). One transaction removes the user and all
 * their rows; then every stored file of theirs is removed (after the commit, so a failed delete
 * loses no data).
 */
export async function deleteOwnAccount(db: Db, storage: FileStorage, auth: RequestAuth, log: FastifyRequest['log']): Promise<void> {
  await assertNotLastAdmin(db, auth);
  const keys = await db.transaction(async (tx) => {
    const found = await listStoredFileKeys(tx, auth.user.id);
    await deleteUserAndData(tx, auth.user.id);
    return found;
  });
  await removeFilesOfDeletedAccount(storage, keys, log);
}

/**
 * Admin: deletes another user's account and everything of theirs (docs/product/admin.md#deleting-an-account),
 * audited in the same transaction ('user.delete'). Never the admin's own account (403: they close it
 * from the Account Management card, with their password), never the last admin who can sign in (409).
 */
export async function deleteUserAsAdmin(db: Db, storage: FileStorage, request: FastifyRequest, admin: RequestAuth, userId: string) {
  if (userId === admin.user.id) throw forbidden('admin.cannotDeleteSelf');
  const { deleted, keys } = await db.transaction(async (tx) => {
    const target = await findUserForDeletion(tx, userId);
    if (!target) throw notFound('user');
    const role = toRole(target.role);
    const otherAdmins = role === 'admin' ? await countOtherActiveAdminsLocked(tx, target.id) : 1;
    if (accountDeletionRefusal({ id: target.id, role }, admin.user.id, otherAdmins) === 'lastAdmin') {
      throw new AppError('CONFLICT', 'admin.lastAdminDelete');
    }
    const found = await listStoredFileKeys(tx, target.id);
    await deleteUserAndData(tx, target.id);
    await recordAudit(tx, request, {
      action: 'user.delete',
      actor: { id: admin.user.id, email: admin.user.email },
      target: { id: target.id, email: target.email },
      details: { role, name: target.name },
    });
    return { deleted: { id: target.id, email: target.email }, keys: found };
  });
  await removeFilesOfDeletedAccount(storage, keys, request.log);
  return deleted;
}

/** After the commit, so a failed delete loses no data; a file that cannot be removed is logged. */
async function removeFilesOfDeletedAccount(storage: FileStorage, keys: string[], log: FastifyRequest['log']): Promise<void> {
  // An employer's postings went with the account: the job list's totals must not count them.
  forgetJobCounts();
  const results = await Promise.allSettled(keys.map((key) => storage.delete(key)));
  const failed = keys.filter((_key, index) => results[index]!.status === 'rejected');
  if (failed.length > 0) log.error({ keys: failed }, 'files of a deleted account could not be removed');
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
