import { gt, isNull, or, sql } from 'drizzle-orm';
import { jobs } from '../../db/schema';

/**
 * The SQL twin of isDeadlinePassed (common/job-state.ts): no deadline, or one still ahead. Every public
 * list and count adds it, so a posting leaves them at its deadline (docs/product/jobs.md#posting-lifecycle).
 */
export const deadlineNotPassed = () => or(isNull(jobs.applicationDeadline), gt(jobs.applicationDeadline, sql`now()`));
