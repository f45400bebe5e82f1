import type { FastifyRequest } from 'fastify';
import { count, desc } from 'drizzle-orm';
import { type AUDIT_ACTIONS, type AuditLogPage, type AuditLogQuery } from '@common/contracts/admin';
import type { DbOrTx } from '../../db/client';
import { auditLog } from '../../db/schema';
import { afterCursor, countOnFirstPage, createdAtText, decodeCursor, toPage } from '../../http/keyset';

/** The actions the log knows, defined once in the shared contract. */
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

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

/** The audit log, newest first, keyset-paged; the first page is counted. */
export async function listAuditEntries(db: DbOrTx, query: AuditLogQuery): Promise<AuditLogPage> {
  const cursor = decodeCursor(query.cursor, true);
  const [rows, total] = await Promise.all([
    db
      .select({
        id: auditLog.id,
        action: auditLog.action,
        actorId: auditLog.actorId,
        actorEmail: auditLog.actorEmail,
        targetId: auditLog.targetId,
        targetEmail: auditLog.targetEmail,
        ipAddress: auditLog.ipAddress,
        details: auditLog.details,
        createdAt: auditLog.createdAt,
        createdAtText: createdAtText(auditLog.createdAt),
      })
      .from(auditLog)
      .where(cursor ? afterCursor(auditLog.createdAt, auditLog.id, cursor, true) : undefined)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(query.limit + 1),
    countOnFirstPage(cursor, () => db.select({ n: count() }).from(auditLog)),
  ]);
  const { pageRows, nextCursor } = toPage(rows, query.limit);
  return {
    items: pageRows.map(({ createdAtText: _cursorText, createdAt, ...entry }) => ({ ...entry, createdAt: new Date(createdAt).toISOString() })),
    nextCursor,
    total,
  };
}
