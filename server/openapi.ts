import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { EndpointDeclaration } from '@common/api/endpoint';
import { endpointResponses, type ErrorResponse, type SuccessResponse } from '@common/api/responses';
import { errorBodySchema } from '@common/contracts/error';
import { ALL_ENDPOINTS } from '@common/endpoints/all-endpoints';
import { platformEndpoints } from '@common/endpoints/platform';
import type { RegisteredRoute } from './app-deps';
import { SESSION_COOKIE_NAME } from './auth/session-cookie';
import { registerEndpoint } from './http/register-endpoint';

type Json = Record<string, unknown>;

const SESSION_SCHEME = 'session';
const ERROR_SCHEMA = '#/components/schemas/ApiError';
const RETRY_AFTER = '#/components/headers/RetryAfter';

/** Each declaration's name in common/endpoints ('jobs.list'): the operation's id. */
const OPERATION_IDS = new Map<EndpointDeclaration, string>(
  ALL_ENDPOINTS.map(({ name, endpoint }) => [endpoint, name.replace(/Endpoints\./, '.')] as const),
);

/** 'jobs.list', or for a declaration outside common/endpoints its method and path ('get.api.jobs.id'). */
function operationId(endpoint: EndpointDeclaration): string {
  return OPERATION_IDS.get(endpoint) ?? `${endpoint.method.toLowerCase()}${endpoint.path.replace(/[^A-Za-z0-9]+/g, '.')}`.replace(/\.$/, '');
}

/** '/api/jobs/:id' -> '/api/jobs/{id}', as fastify-swagger writes the paths. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

function successResponse(success: SuccessResponse, generated: Json | undefined): Json {
  const { description } = success;
  if (success.kind === 'json') return { ...generated, description };
  if (success.kind === 'empty') return { description };
  if (success.kind === 'redirect') {
    return { description, headers: { Location: { description: 'Where to go', schema: { type: 'string' } } } };
  }
  const media = (type: string) => ({ schema: type === 'application/json' ? { type: 'object' } : { type: 'string', format: 'binary' } });
  return { description, content: Object.fromEntries((success.mediaTypes ?? []).map((type) => [type, media(type)])) };
}

function errorResponse(error: ErrorResponse): Json {
  return {
    description: error.description,
    ...(error.retryAfter ? { headers: { 'Retry-After': { $ref: RETRY_AFTER } } } : {}),
    content: {
      'application/json': { schema: { allOf: [{ $ref: ERROR_SCHEMA }, { properties: { code: { enum: error.codes } } }] } },
    },
  };
}

/**
 * Rewrites each declared operation of the generated document from its declaration
 * (docs/decisions/037): its id, its security (the session cookie, or none for a public call), the
 * body of an upload, and every answer it can give (common/api/responses.ts). The schemas of JSON
 * requests and of JSON successes stay as fastify-swagger converted them from zod.
 */
export function describeOperations(document: Json, routes: readonly RegisteredRoute[]): Json {
  const paths = document.paths as Record<string, Record<string, Json>>;
  for (const route of routes) {
    if (!route.endpoint || route.method === 'HEAD') continue;
    const operation = paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
    if (!operation) throw new Error(`${route.method} ${route.url} is declared but missing from the OpenAPI document`);
    const { success, errors } = endpointResponses(route.endpoint);
    const generated = (operation.responses as Record<string, Json> | undefined)?.[String(success.status)];
    operation.operationId = operationId(route.endpoint);
    // Bodies the handler reads itself: a multipart form with its file, or a file's bytes.
    if (route.endpoint.bodyKind === 'multipart') {
      const form = { type: 'object', properties: { file: { type: 'string', format: 'binary' } }, additionalProperties: { type: 'string' } };
      operation.requestBody = { required: true, content: { 'multipart/form-data': { schema: form } } };
    } else if (route.endpoint.bodyKind === 'binary') {
      operation.requestBody = { required: true, content: { '*/*': { schema: { type: 'string', format: 'binary' } } } };
    }
    operation.security = route.endpoint.access.signedIn ? [{ [SESSION_SCHEME]: [] }] : [];
    operation.responses = {
      [String(success.status)]: successResponse(success, generated),
      ...Object.fromEntries(errors.map((error) => [error.status, errorResponse(error)])),
    };
  }
  const { $schema: _dialect, ...apiError } = z.toJSONSchema(errorBodySchema, { target: 'draft-2020-12', io: 'output' });
  const components = (document.components ?? {}) as Json;
  return {
    ...document,
    components: {
      ...components,
      schemas: { ...(components.schemas as Json | undefined), ApiError: { ...apiError, description: 'The body of every error answer.' } },
      headers: {
        ...(components.headers as Json | undefined),
        RetryAfter: { description: 'Seconds to wait before trying again.', schema: { type: 'integer', minimum: 0 } },
      },
    },
  };
}

/** /api/openapi.json is generated from the declarations (OpenAPI 3.1); /api/docs shows it. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'FirstRung API', version: '1.0.0', description: 'Work experience and apprenticeships for young people.' },
      // The paths are absolute on the server that serves this document.
      servers: [{ url: '/', description: 'The server this document came from' }],
      components: {
        securitySchemes: {
          [SESSION_SCHEME]: {
            type: 'apiKey',
            in: 'cookie',
            name: SESSION_COOKIE_NAME,
            description: `The session cookie set by signing in (\`__Secure-${SESSION_COOKIE_NAME}\` when the site is served over https).`,
          },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: ({ openapiObject }: { openapiObject?: Json }) => describeOperations(openapiObject!, app.registeredRoutes),
  } as Parameters<typeof swagger>[1]);
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  registerEndpoint(app, platformEndpoints.openApi, async ({ reply }) => reply.send(app.swagger()));
}
