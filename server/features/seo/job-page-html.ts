import { z } from 'zod';
import type { PageDataEntry } from '@common/contracts/seo';
import { jobDetailResponse, type JobDetailResponse } from '@common/contracts/jobs';
import { jobsEndpoints } from '@common/endpoints/jobs';
import { BoundedMap } from '@common/bounded-map';
import type { Language } from '@common/languages';
import { utcOffsetIn } from '@common/zoned-calendar';
import { canonicalTimeZone } from '../../http/request-time-zone';
import type { PageRenderer } from '../web/web-build';

/** What a visitor's job page is sent with: the job as the API answers it, and that job rendered to HTML when it could be. */
export interface JobPageParts {
  data: PageDataEntry[];
  body?: string;
  renderedAt?: Date;
  /** The reader's zone the dates were written in, with its offset then; UTC when absent (docs/decisions/034). */
  dateZone?: { name: string; offset: number };
}

// A render costs 2 to 3 ms of CPU on the two-core machine (docs/decisions/033); a posting shared
// around is opened by many visitors within seconds. So a rendered page is kept for a short time
// per posting and language, with the answer it was rendered from. It is used again only while the
// posting is the same in everything but its view count: the page then shows a count up to
// KEPT_FOR_MS old, in its HTML and its data alike, so the browser's first render still matches.
// Every visit still counts (the caller reads the job through readJobDetail either way).
const KEPT_FOR_MS = 30_000;
const MAX_KEPT = 256;

interface Kept {
  sameAs: string;
  parts: JobPageParts;
  until: number;
}

/** The answer but its view count: two answers alike here render alike but for that number. */
const sameExceptViews = (answer: JobDetailResponse): string => JSON.stringify({ ...answer, job: { ...answer.job, viewCount: 0 } });

/**
 * Gives a visitor's job page its parts: from a page rendered a moment ago for the same posting,
 * language and reader's time zone, or rendered now. Without a renderer (no build), or if rendering
 * fails, the page goes with its data only and the browser renders it.
 */
export function createJobPageRenderer(loadRenderer: () => Promise<PageRenderer | undefined>, onError: (error: unknown) => void, now = Date.now) {
  // Keyed by posting, language and the canonical zone (request-time-zone.ts): bounded, the least recently used out first.
  const kept = new BoundedMap<string, Kept>(MAX_KEPT);

  return async function jobPageParts(id: string, language: Language, detail: JobDetailResponse, readerZone?: string): Promise<JobPageParts> {
    // One entry per zone whatever its spelling; a name that is no zone is UTC.
    const timeZone = readerZone === undefined ? undefined : canonicalTimeZone(readerZone);
    const answer = z.encode(jobDetailResponse, detail);
    const key = `${id} ${language} ${timeZone ?? 'UTC'}`;
    const sameAs = sameExceptViews(answer);
    const previous = kept.get(key);
    if (previous && previous.until > now() && previous.sameAs === sameAs) return previous.parts;

    const data: PageDataEntry[] = [{ key: [jobsEndpoints.detail.path, { id }, {}], data: answer }];
    const render = await loadRenderer();
    if (!render) return { data };
    const renderedAt = new Date(now());
    let body: string;
    try {
      body = await render(`/jobs/${id}`, language, { data, renderedAt: renderedAt.getTime(), timeZone });
    } catch (error) {
      onError(error);
      return { data };
    }
    const parts: JobPageParts = { data, body, renderedAt };
    if (timeZone) parts.dateZone = { name: timeZone, offset: utcOffsetIn(timeZone, renderedAt) };
    kept.set(key, { sameAs, parts, until: renderedAt.getTime() + KEPT_FOR_MS });
    return parts;
  };
}
