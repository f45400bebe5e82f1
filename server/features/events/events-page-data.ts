import { z } from 'zod';
import { eventListResponse, listEventsQuery } from '@common/contracts/events';
import type { PageDataEntry } from '@common/contracts/seo';
import { eventsEndpoints } from '@common/endpoints/events';
import type { Db } from '../../db/client';
import { eventViewerOf, listEventsForViewer } from './events-service';

/**
 * The first page of the events list exactly as `GET /api/events` answers a visitor (same function,
 * same default query), sent inside a visitor's /events page so the browser shows the events
 * without asking first (docs/decisions/012). Keyed as the events page asks: no params, no query.
 */
export async function visitorEventsPageData(db: Db): Promise<PageDataEntry> {
  const firstPage = await listEventsForViewer(db, eventViewerOf(null), listEventsQuery.parse({}));
  return { key: [eventsEndpoints.list.path, {}, {}], data: z.encode(eventListResponse, firstPage), paged: true };
}
