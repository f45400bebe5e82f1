import type { FastifyInstance } from 'fastify';
import { messagesEndpoints } from '@common/endpoints/messages';
import { registerEndpoint } from '../../http/register-endpoint';
import { createOpenStreams, streamTopic } from '../../live/event-stream';
import { threadTopic } from '../../live/live-hub';
import { readableThread } from './thread-access';

/**
 * A thread's new messages as Server-Sent Events (docs/product/messages.md#live-on-several-servers):
 * whoever may read the thread (else 404, before any stream) gets each event published on its topic,
 * from whichever server wrote it. Reading through a stream is not audited: the page's GET was.
 */
export async function messageLiveRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;
  const open = createOpenStreams();
  // Before the server waits for its connections to finish: a stream never does by itself.
  app.addHook('preClose', async () => open.endAll());

  registerEndpoint(app, messagesEndpoints.events, async ({ auth, params, reply }) => {
    await readableThread(deps.db, auth, params.id, new Date());
    streamTopic(reply, deps.live, threadTopic(params.id), open);
    return reply;
  });
}
