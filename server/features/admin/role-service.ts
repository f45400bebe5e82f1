import type { FastifyRequest } from 'fastify';
import type { AdminUser } from '@common/contracts/admin';
import type { Role } from '@common/enums';
import type { RequestAuth } from '../../auth/session';
import type { Db } from '../../db/client';
import { forbidden, notFound } from '../../errors/app-error';
import { endOwnSchoolLink } from '../institutions/school-links-repository';
import { recordAudit } from './audit-log';
import { findAdminUser, updateUserRole } from './users-repository';

/**
 * An admin edits any user's role, audited with the old and new role. Never their own role: that
 * keeps the last admin from locking everyone out (docs/product/admin.md).
 */
export async function changeUserRole(db: Db, request: FastifyRequest, admin: RequestAuth, userId: string, role: Role): Promise<AdminUser> {
  if (userId === admin.user.id) throw forbidden('admin.cannotChangeOwnRole');
  await db.transaction(async (tx) => {
    const target = await findAdminUser(tx, userId);
    if (!target) throw notFound('user');
    const change = await updateUserRole(tx, userId, role);
    // Someone who is no longer a student leaves their school: its roster, placements and
    // documents are for students (docs/product/schools.md#joining-a-school).
    if (change?.from === 'student' && role !== 'student') await endOwnSchoolLink(tx, userId);
    await recordAudit(tx, request, {
      action: 'user.role_change',
      actor: { id: admin.user.id, email: admin.user.email },
      target: { id: target.id, email: target.email },
      details: { from: change?.from ?? null, to: role },
    });
  });
  const updated = await findAdminUser(db, userId);
  if (!updated) throw notFound('user');
  return updated;
}
