import type { FastifyRequest } from 'fastify';
import { desc } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { auditLog } from '../../db/schema';

export type AuditAction = 'impersonation.start' | 'impersonation.stop' | 'user.role_change' | 'user.reactivate';

export interface AuditEntry {
  action: AuditAction;
  actor: { id: string; email: string };
  target?: { id: string; email: string } | null;
  details?: Record<string, unknown>;
}

/** Appends one row to the audit log (who, whom, when, from which address). Rows are never edited. */
export async function recordAudit(db: DbOrTx, request: FastifyRequest, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    action: entry.action,
    actorId: entry.actor.id,
    actorEmail: entry.actor.email,
    targetId: entry.target?.id ?? null,
    targetEmail: entry.target?.email ?? null,
    ipAddress: request.ip,
    details: entry.details ?? {},
  });
}

export async function listAuditEntries(db: DbOrTx, limit = 100) {
  return db.select().from(auditLog).orderBy(desc(auditLog.createdAt)).limit(limit);
}
