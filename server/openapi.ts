import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { platformEndpoints } from '@common/endpoints/platform';
import { registerEndpoint } from './http/register-endpoint';

/** /api/openapi.json is generated from the route schemas; /api/docs shows it. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: { title: 'FirstRung API', version: '1.0.0', description: 'Work experience and apprenticeships for young people.' },
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'firstrung.session_token' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  registerEndpoint(app, platformEndpoints.openApi, async ({ reply }) => reply.send(app.swagger()));
}
