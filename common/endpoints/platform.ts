import { z } from 'zod';
import { access } from '../api/access';
import { defineEndpoint } from '../api/endpoint';
import { publicStatsSchema } from '../contracts/stats';

const statusSchema = z.object({ status: z.literal('ok') });

/** Health checks, the API description and the public counters. */
export const platformEndpoints = {
  /** Alive: the process answers. */
  health: defineEndpoint({
    method: 'GET',
    path: '/healthz',
    tag: 'health',
    summary: 'The process is alive',
    access: access.public,
    response: statusSchema,
  }),
  /** Ready: the database answers too (a load balancer's check); 503 when it does not. */
  ready: defineEndpoint({
    method: 'GET',
    path: '/readyz',
    tag: 'health',
    summary: 'The database is reachable',
    access: access.public,
    response: statusSchema,
  }),
  openApi: defineEndpoint({
    method: 'GET',
    path: '/api/openapi.json',
    tag: 'docs',
    summary: 'This API, as OpenAPI 3',
    access: access.public,
    produces: ['application/json'],
  }),
  /** The landing page counters (docs/product/screens.md#landing). */
  stats: defineEndpoint({
    method: 'GET',
    path: '/api/stats',
    tag: 'stats',
    summary: 'Landing page counters',
    access: access.public,
    response: publicStatsSchema,
    reads: ['stats', 'jobs'],
  }),
};
