import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { AdminUser, AdminUsersPage, AdminUsersQuery } from '@common/contracts/admin';
import type { Role } from '@common/enums';
import { toRole } from '../../auth/session';
import type { DbOrTx } from '../../db/client';
import { employerProfiles, institutionProfiles, studentProfiles, users } from '../../db/schema';
import { afterCursor, createdAtText, decodeCursor, likeContains, toPage } from '../../http/keyset';

/**
 * The text the user search looks in. The same expression is indexed with a trigram index
 * (users_search_trgm_idx), so "contains" searches stay fast with 100,000 users.
 */
const searchText = sql`lower(${users.email} || ' ' || ${users.name})`;

/**
 * The profile status is Complete when the user has the profile of their **current** role: the
 * rule of the current user's hasProfile (hasProfileForRole) and of viewing as a user, so a student
 * an admin made an employer is Incomplete until they set up the employer profile. One profile of
 * each kind per user, so the joins add no rows.
 */
const hasRoleProfile = sql<boolean>`(case ${users.role}
  when 'student' then ${studentProfiles.id} is not null
  when 'employer' then ${employerProfiles.id} is not null
  when 'institution' then ${institutionProfiles.id} is not null
  else false end)`;

const adminUserColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  role: users.role,
  banned: users.banned,
  createdAt: users.createdAt,
  createdAtText: createdAtText(users.createdAt),
  hasProfile: hasRoleProfile,
};

function selectAdminUsers(db: DbOrTx) {
  return db
    .select(adminUserColumns)
    .from(users)
    .leftJoin(studentProfiles, eq(studentProfiles.userId, users.id))
    .leftJoin(employerProfiles, eq(employerProfiles.userId, users.id))
    .leftJoin(institutionProfiles, eq(institutionProfiles.userId, users.id));
}

type AdminUserRow = {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  role: string;
  banned: boolean;
  createdAt: Date;
  hasProfile: boolean;
};

function toAdminUser(row: AdminUserRow): AdminUser {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    role: toRole(row.role),
    createdAt: new Date(row.createdAt).toISOString(),
    accountStatus: row.banned ? 'suspended' : 'active',
    profileStatus: row.hasProfile ? 'Complete' : 'Incomplete',
    hasProfile: Boolean(row.hasProfile),
  };
}

function userFilters(query: AdminUsersQuery): SQL[] {
  const filters: SQL[] = [];
  if (query.q) filters.push(sql`${searchText} like ${likeContains(query.q)}`);
  if (query.role) filters.push(eq(users.role, query.role));
  return filters;
}

/**
 * The Users tab (docs/product/admin.md): newest first, searched by name or e-mail, filtered by
 * role, keyset-paged; the first page also counts the matches.
 */
export async function listUsersForAdmin(db: DbOrTx, query: AdminUsersQuery): Promise<AdminUsersPage> {
  const cursor = decodeCursor(query.cursor);
  const filters = userFilters(query);
  const [rows, total] = await Promise.all([
    selectAdminUsers(db)
      .where(and(...filters, ...(cursor ? [afterCursor(users.createdAt, users.id, cursor)] : [])))
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(query.limit + 1),
    cursor
      ? null
      : db
          .select({ n: count() })
          .from(users)
          .where(and(...filters))
          .then(([row]) => row?.n ?? 0),
  ]);
  const { pageRows, nextCursor } = toPage(rows, query.limit);
  return { items: pageRows.map(toAdminUser), nextCursor, total };
}

export async function findAdminUser(db: DbOrTx, userId: string): Promise<AdminUser | null> {
  const [row] = await selectAdminUsers(db).where(eq(users.id, userId));
  return row ? toAdminUser(row) : null;
}

/** Sets the role; returns the previous one (null: no role yet), or undefined if no such user. */
export async function updateUserRole(db: DbOrTx, userId: string, role: Role): Promise<{ from: Role | null } | undefined> {
  const [before] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId)).for('update');
  if (!before) return undefined;
  await db.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, userId));
  return { from: toRole(before.role) };
}
