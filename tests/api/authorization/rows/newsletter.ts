import { endpointUrl } from '@common/api/endpoint';
import { newsletterEndpoints } from '@common/endpoints/newsletter';
import { createIssue } from '@server/features/newsletter/issues-repository';
import type { MatrixContext, MatrixRow } from '../matrix-types';

/** A draft of its own for each request, written by the admin persona, so no row changes another's. */
async function draftUrl(
  ctx: MatrixContext,
  endpoint: typeof newsletterEndpoints.updateIssue | typeof newsletterEndpoints.deleteIssue | typeof newsletterEndpoints.sendIssue,
) {
  const issue = await createIssue(ctx.app.deps.db, { subject: 'Matrix issue', body: 'Checking who may touch it.' }, ctx.personas.admin.userId!);
  return endpointUrl(endpoint, { params: { id: issue.id } });
}

/** Requests of the newsletter feature's routes that an allowed caller can really make (rules: common/endpoints/newsletter.ts). */
export const newsletterRows: MatrixRow[] = [
  // Each persona its own address, so each is a real subscription.
  {
    method: 'POST',
    route: newsletterEndpoints.subscribe.path,
    request: (_ctx, persona) => ({ url: newsletterEndpoints.subscribe.path, payload: { email: `matrix-${persona.kind}@example.com` } }),
  },
  // The token is the only key (an unknown one is a 404, which still proves access).
  {
    method: 'POST',
    route: newsletterEndpoints.confirm.path,
    request: () => ({ url: newsletterEndpoints.confirm.path, payload: { token: 'no-such-token' } }),
  },
  {
    method: 'POST',
    route: newsletterEndpoints.unsubscribe.path,
    request: () => ({ url: newsletterEndpoints.unsubscribe.path, payload: { token: 'no-such-token' } }),
  },
  // As a mail program sends it: a form body, no Origin, no cookie needed.
  {
    method: 'POST',
    route: newsletterEndpoints.oneClickUnsubscribe.path,
    request: () => ({
      url: endpointUrl(newsletterEndpoints.oneClickUnsubscribe, { query: { token: 'no-such-token' } }),
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    }),
  },
  { method: 'GET', route: newsletterEndpoints.stats.path },
  { method: 'GET', route: newsletterEndpoints.issues.path },
  {
    method: 'POST',
    route: newsletterEndpoints.createIssue.path,
    request: () => ({ url: newsletterEndpoints.createIssue.path, payload: { subject: 'Matrix issue', body: 'Checking who may write one.' } }),
  },
  {
    method: 'PUT',
    route: newsletterEndpoints.updateIssue.path,
    request: async (ctx) => ({ url: await draftUrl(ctx, newsletterEndpoints.updateIssue), payload: { subject: 'Edited', body: 'Edited body.' } }),
  },
  {
    method: 'DELETE',
    route: newsletterEndpoints.deleteIssue.path,
    request: async (ctx) => ({ url: await draftUrl(ctx, newsletterEndpoints.deleteIssue) }),
  },
  {
    method: 'POST',
    route: newsletterEndpoints.sendIssue.path,
    request: async (ctx) => ({ url: await draftUrl(ctx, newsletterEndpoints.sendIssue) }),
  },
];
