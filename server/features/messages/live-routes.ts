import type { FastifyInstance } from 'fastify';
import { messagesEndpoints } from '@common/endpoints/messages';
import { registerEndpoint } from '../../http/register-endpoint';
import { createOpenStreams, streamTopic } from '../../live/event-stream';
import { threadTopic } from '../../live/live-hub';
import { readableThread } from './thread-access';

/**
 * A thread's new messages as Server-Sent Events (docs/product/messages.md#live-on-several-servers):
 * whoever may read the thread (else 404, before any stream) gets each event published on its topic,
 * from whichever server wrote it, while they still may (else the stream ends). Reading through a
 * stream is not audited: the page's GET was.
 */
export async function messageLiveRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;
  const open = createOpenStreams();
  // Before the server waits for its connections to finish: a stream never does by itself.
  app.addHook('preClose', async () => open.endAll());

  registerEndpoint(app, messagesEndpoints.events, async ({ auth, params, reply }) => {
    await readableThread(deps.db, auth, params.id, new Date());
    // Access may end while the stream is open (an employer no longer verified, a school whose link
    // ended or whose student turned 18): checked again before each event, as the thread's GET checks it.
    const mayRead = () => readableThread(deps.db, auth, params.id, new Date()).then(() => true);
    streamTopic(reply, deps.live, threadTopic(params.id), open, { mayRead });
    return reply;
  });
}
