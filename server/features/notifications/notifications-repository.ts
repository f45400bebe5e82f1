import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Page } from '@common/api/paging';
import type { ListNotificationsQuery, NotificationItem, NotificationSetting } from '@common/contracts/notifications';
import { normaliseApplicationStatus, type ApplicationEmailMode, type NotificationKind } from '@common/enums';
import { KIND_WITH_EMAIL_MODE } from '@common/notifications';
import type { DbOrTx } from '../../db/client';
import { notificationSettings, notifications, users } from '../../db/schema';
import { afterCursor, countOnFirstPage, createdAtText, decodeCursor, toPage } from '../../http/keyset';

// Data access of notifications (docs/decisions/023). Every function takes the database or the
// transaction it should join.

export type NotificationParams = Record<string, string | number>;

/** A kind's settings as they apply: the user's row, or the defaults (on, on, immediate). */
export interface EffectiveSetting {
  inApp: boolean;
  email: boolean;
  emailMode: ApplicationEmailMode | null;
}

const defaultSetting = (kind: NotificationKind): EffectiveSetting => ({
  inApp: true,
  email: true,
  emailMode: kind === KIND_WITH_EMAIL_MODE ? 'immediate' : null,
});

function effectiveSetting(
  kind: NotificationKind,
  row: { inApp: boolean | null; email: boolean | null; emailMode: string | null } | null,
): EffectiveSetting {
  const fallback = defaultSetting(kind);
  if (!row || row.inApp === null || row.email === null) return fallback;
  return {
    inApp: row.inApp,
    email: row.email,
    emailMode: kind === KIND_WITH_EMAIL_MODE ? ((row.emailMode as ApplicationEmailMode | null) ?? 'immediate') : null,
  };
}

/** Who a notification is for: their address, first name and settings for the kind; null when there is no such user. */
export async function findRecipient(db: DbOrTx, userId: string, kind: NotificationKind) {
  const [row] = await db
    .select({
      email: users.email,
      firstName: users.firstName,
      banned: users.banned,
      emailVerified: users.emailVerified,
      language: users.language,
      inApp: notificationSettings.inApp,
      emailOn: notificationSettings.email,
      emailMode: notificationSettings.emailMode,
    })
    .from(users)
    .leftJoin(notificationSettings, and(eq(notificationSettings.userId, users.id), eq(notificationSettings.kind, kind)))
    .where(eq(users.id, userId));
  if (!row) return null;
  return {
    email: row.email,
    firstName: row.firstName,
    banned: row.banned,
    emailVerified: row.emailVerified,
    language: row.language,
    setting: effectiveSetting(kind, { inApp: row.inApp, email: row.emailOn, emailMode: row.emailMode }),
  };
}

/** Stores a notification; with a fixed `id` (from a dedupe key) a second insert of it adds nothing. Returns whether it was added. */
export async function insertNotification(
  db: DbOrTx,
  values: { id?: string; userId: string; kind: NotificationKind; params: NotificationParams; link: string | null; mentionedUserIds?: string[] },
): Promise<boolean> {
  const rows = await db.insert(notifications).values(values).onConflictDoNothing({ target: notifications.id }).returning({ id: notifications.id });
  return rows.length > 0;
}

function toItem(row: {
  id: string;
  kind: string;
  params: NotificationParams;
  link: string | null;
  readAt: Date | null;
  createdAt: Date;
}): NotificationItem {
  const params = { ...row.params };
  // A status the product no longer knows reads as pending, as everywhere else (docs/product/constants.md).
  if (row.kind === 'application_status' && 'status' in params) params.status = normaliseApplicationStatus(String(params.status));
  return {
    id: row.id,
    kind: row.kind as NotificationKind,
    params,
    link: row.link,
    readAt: row.readAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A page of the user's notifications, newest first (docs/decisions/007); the first page counts them all. */
export async function listNotifications(db: DbOrTx, userId: string, query: ListNotificationsQuery): Promise<Page<NotificationItem>> {
  const cursor = decodeCursor(query.cursor, true);
  const mine = eq(notifications.userId, userId);
  const [rows, total] = await Promise.all([
    db
      .select({
        id: notifications.id,
        kind: notifications.kind,
        params: notifications.params,
        link: notifications.link,
        readAt: notifications.readAt,
        createdAt: notifications.createdAt,
        createdAtText: createdAtText(notifications.createdAt),
      })
      .from(notifications)
      .where(and(mine, cursor ? afterCursor(notifications.createdAt, notifications.id, cursor, true) : undefined))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(query.limit + 1),
    countOnFirstPage(query.cursor, () => db.select({ n: count() }).from(notifications).where(mine)),
  ]);
  const { pageRows, nextCursor } = toPage(rows, query.limit);
  return { items: pageRows.map(toItem), nextCursor, total };
}

export async function countUnread(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/** Marks the user's own notification read (again is harmless); false when it is not theirs or does not exist. */
export async function markNotificationRead(db: DbOrTx, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

/** Returns how many were unread. */
export async function markAllNotificationsRead(db: DbOrTx, userId: string): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return rows.length;
}

/** The user's settings for the given kinds, defaults filled in. */
export async function readSettings(db: DbOrTx, userId: string, kinds: readonly NotificationKind[]): Promise<NotificationSetting[]> {
  const rows = await db
    .select({
      kind: notificationSettings.kind,
      inApp: notificationSettings.inApp,
      email: notificationSettings.email,
      emailMode: notificationSettings.emailMode,
    })
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, userId));
  return kinds.map((kind) => ({ kind, ...effectiveSetting(kind, rows.find((row) => row.kind === kind) ?? null) }));
}

/** Changes one kind's settings; what `change` leaves out keeps its current (or default) value. */
export async function updateSetting(
  db: DbOrTx,
  userId: string,
  kind: NotificationKind,
  change: { inApp?: boolean | undefined; email?: boolean | undefined; emailMode?: ApplicationEmailMode | undefined },
): Promise<void> {
  const defaults = defaultSetting(kind);
  const set = {
    ...(change.inApp !== undefined ? { inApp: change.inApp } : {}),
    ...(change.email !== undefined ? { email: change.email } : {}),
    ...(change.emailMode !== undefined ? { emailMode: change.emailMode } : {}),
  };
  await db
    .insert(notificationSettings)
    .values({ userId, kind, inApp: defaults.inApp, email: defaults.email, emailMode: defaults.emailMode, ...set })
    .onConflictDoUpdate({ target: [notificationSettings.userId, notificationSettings.kind], set: Object.keys(set).length > 0 ? set : { kind } });
}

/** Whether the user exists (a token may name an account deleted since). */
export async function userExists(db: DbOrTx, userId: string): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
  return rows.length > 0;
}
