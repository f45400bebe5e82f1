import type { FastifyInstance } from 'fastify';
import { messagesEndpoints } from '@common/endpoints/messages';
import { registerEndpoint } from '../../http/register-endpoint';
import { markThreadRead, myThreads, readThread, schoolStudentThreads, setBlocked, writeAboutApplication, writeInThread } from './thread-service';

/** Threads and messages (docs/product/messages.md): list, write, read, mark read, block. */
export async function messageRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;

  registerEndpoint(app, messagesEndpoints.list, async ({ auth }) => myThreads(deps, auth));

  registerEndpoint(app, messagesEndpoints.writeAboutApplication, async ({ auth, params, body }) =>
    writeAboutApplication(deps, auth, params.id, body.body, new Date()),
  );

  registerEndpoint(app, messagesEndpoints.get, async ({ request, auth, params }) => readThread(deps, request, auth, params.id, new Date()));

  registerEndpoint(app, messagesEndpoints.write, async ({ auth, params, body }) => writeInThread(deps, auth, params.id, body.body, new Date()));

  registerEndpoint(app, messagesEndpoints.markRead, async ({ reply, auth, params }) => {
    await markThreadRead(deps, auth, params.id, new Date());
    return reply.status(204).send();
  });

  registerEndpoint(app, messagesEndpoints.block, async ({ reply, auth, params }) => {
    await setBlocked(deps, auth, params.id, true, new Date());
    return reply.status(204).send();
  });

  registerEndpoint(app, messagesEndpoints.unblock, async ({ reply, auth, params }) => {
    await setBlocked(deps, auth, params.id, false, new Date());
    return reply.status(204).send();
  });

  registerEndpoint(app, messagesEndpoints.studentThreads, async ({ auth, params }) => schoolStudentThreads(deps, auth, params.userId, new Date()));
}
