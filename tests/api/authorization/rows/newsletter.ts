import { endpointUrl } from '@common/api/endpoint';
import { newsletterEndpoints } from '@common/endpoints/newsletter';
import { createIssue } from '@server/features/newsletter/issues-repository';
import { row, type MatrixContext, type MatrixRow } from '../matrix-types';

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
  row(newsletterEndpoints.subscribe, {
    request: (_ctx, persona) => ({ url: endpointUrl(newsletterEndpoints.subscribe), payload: { email: `matrix-${persona.kind}@example.com` } }),
  }),
  // The token is the only key (an unknown one is a 404, which still proves access).
  row(newsletterEndpoints.confirm, {
    request: () => ({ url: endpointUrl(newsletterEndpoints.confirm), payload: { token: 'no-such-token' } }),
  }),
  row(newsletterEndpoints.unsubscribe, {
    request: () => ({ url: endpointUrl(newsletterEndpoints.unsubscribe), payload: { token: 'no-such-token' } }),
  }),
  // As a mail program sends it: a form body, no Origin, no cookie needed.
  row(newsletterEndpoints.oneClickUnsubscribe, {
    request: () => ({
      url: endpointUrl(newsletterEndpoints.oneClickUnsubscribe, { query: { token: 'no-such-token' } }),
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    }),
  }),
  row(newsletterEndpoints.stats),
  row(newsletterEndpoints.issues),
  row(newsletterEndpoints.createIssue, {
    request: () => ({ url: endpointUrl(newsletterEndpoints.createIssue), payload: { subject: 'Matrix issue', body: 'Checking who may write one.' } }),
  }),
  row(newsletterEndpoints.updateIssue, {
    request: async (ctx) => ({ url: await draftUrl(ctx, newsletterEndpoints.updateIssue), payload: { subject: 'Edited', body: 'Edited body.' } }),
  }),
  row(newsletterEndpoints.deleteIssue, { request: async (ctx) => ({ url: await draftUrl(ctx, newsletterEndpoints.deleteIssue) }) }),
  row(newsletterEndpoints.sendIssue, { request: async (ctx) => ({ url: await draftUrl(ctx, newsletterEndpoints.sendIssue) }) }),
];
