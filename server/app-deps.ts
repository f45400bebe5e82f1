import type { Auth } from './auth/better-auth';
import type { AppConfig } from './config/config';
import type { Database, Db } from './db/client';
import type { FileStorage } from './storage/storage';
import type { EndpointDeclaration } from '@common/api/endpoint';

/** A route as registered, with its declaration (absent only for the API documentation pages). */
export interface RegisteredRoute {
  method: string;
  url: string;
  endpoint: EndpointDeclaration | undefined;
}

/** What every route plugin can reach through `app.deps`. */
export interface AppDeps {
  config: AppConfig;
  database: Database;
  db: Db;
  auth: Auth;
  storage: FileStorage;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
    registeredRoutes: RegisteredRoute[];
  }
}
