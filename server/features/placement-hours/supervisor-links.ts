import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { SUPERVISOR_LINK_DAYS } from '@common/constants';
import type { SupervisorLinkPurpose } from '@common/enums';
import { SUPERVISOR_EVALUATION_PAGE_PATH, SUPERVISOR_HOURS_PAGE_PATH } from '@common/placement-paths';
import type { DbOrTx } from '../../db/client';
import { supervisorLinks } from '../../db/schema';
import { AppError, notFound } from '../../errors/app-error';

// A supervisor's single-use links (docs/product/placement-hours.md#the-supervisor-needs-no-account):
// the one place they are made, opened and used up. The token travels only in the e-mail; the table
// keeps its SHA-256. A link opens only its own placement's shifts or evaluation.

const DAY_MS = 24 * 60 * 60 * 1000;

export const hashSupervisorToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/** The page the link opens (web/app/route-table.ts): the token is ours, never a user's text. */
export function supervisorPageUrl(publicUrl: string, purpose: SupervisorLinkPurpose, token: string): string {
  const path = purpose === 'hours' ? SUPERVISOR_HOURS_PAGE_PATH : SUPERVISOR_EVALUATION_PAGE_PATH;
  return `${publicUrl}${path}/${encodeURIComponent(token)}`;
}

export interface NewSupervisorLink {
  placementId: string;
  purpose: SupervisorLinkPurpose;
  sentTo: string;
  /** An hours link's week (Monday, Sunday), or the final one's span; null for an evaluation. */
  periodStart?: string | null;
  periodEnd?: string | null;
}

/** Writes a link, in the transaction that queues its e-mail; answers its id and the token to put in the e-mail. */
export async function createSupervisorLink(tx: DbOrTx, link: NewSupervisorLink, now: Date): Promise<{ id: string; token: string }> {
  const [created] = await createSupervisorLinks(tx, [link], now);
  return created!;
}

/** Writes many links in one statement (the weekly run's batch); answers each one's id and token, in the order given. */
export async function createSupervisorLinks(
  tx: DbOrTx,
  links: readonly NewSupervisorLink[],
  now: Date,
): Promise<Array<{ id: string; token: string }>> {
  if (links.length === 0) return [];
  const tokens = links.map(() => randomBytes(32).toString('base64url'));
  const rows = await tx
    .insert(supervisorLinks)
    .values(
      links.map((link, i) => ({
        placementId: link.placementId,
        purpose: link.purpose,
        tokenHash: hashSupervisorToken(tokens[i]!),
        sentTo: link.sentTo,
        periodStart: link.periodStart ?? null,
        periodEnd: link.periodEnd ?? null,
        sentAt: now,
        expiresAt: new Date(now.getTime() + SUPERVISOR_LINK_DAYS * DAY_MS),
      })),
    )
    .returning({ id: supervisorLinks.id, tokenHash: supervisorLinks.tokenHash });
  // RETURNING's order is not promised: each row is matched back to its token by the hash.
  const idOfHash = new Map(rows.map((row) => [row.tokenHash, row.id]));
  return tokens.map((token) => ({ id: idOfHash.get(hashSupervisorToken(token))!, token }));
}

export type SupervisorLink = typeof supervisorLinks.$inferSelect;

/**
 * The link a token names, for `purpose`: 404 when it names nothing (or a link of the other purpose),
 * LINK_INVALID once replaced, LINK_EXPIRED after its time. An answered link still opens (the page says
 * when it was answered); `useSupervisorLink` refuses a second answer.
 */
export async function openSupervisorLink(db: DbOrTx, token: string, purpose: SupervisorLinkPurpose, now: Date): Promise<SupervisorLink> {
  const [link] = await db
    .select()
    .from(supervisorLinks)
    .where(and(eq(supervisorLinks.tokenHash, hashSupervisorToken(token)), eq(supervisorLinks.purpose, purpose)))
    .limit(1);
  if (!link) throw notFound('supervisorLink');
  if (link.usedAt) return link;
  if (link.replacedAt) throw new AppError('LINK_INVALID', 'supervisorLinks.replaced');
  if (link.expiresAt <= now) throw new AppError('LINK_EXPIRED', 'supervisorLinks.expired');
  return link;
}

/** Marks the link answered, once: false when another answer got there first (the caller answers 409). */
export async function useSupervisorLink(tx: DbOrTx, linkId: string, now: Date): Promise<boolean> {
  const used = await tx
    .update(supervisorLinks)
    .set({ usedAt: now })
    .where(and(eq(supervisorLinks.id, linkId), isNull(supervisorLinks.usedAt), isNull(supervisorLinks.replacedAt)))
    .returning({ id: supervisorLinks.id });
  return used.length === 1;
}

/** A reminder's fresh evaluation link replaces the open ones of the placement: they stop working. */
export async function replaceOpenLinks(tx: DbOrTx, placementId: string, purpose: SupervisorLinkPurpose, now: Date): Promise<void> {
  await tx
    .update(supervisorLinks)
    .set({ replacedAt: now })
    .where(
      and(
        eq(supervisorLinks.placementId, placementId),
        eq(supervisorLinks.purpose, purpose),
        isNull(supervisorLinks.usedAt),
        isNull(supervisorLinks.replacedAt),
      ),
    );
}
