import type { Auth } from './auth/better-auth';
import type { AppConfig } from './config/config';
import type { Database, Db } from './db/client';
import type { FileStorage } from './storage/storage';

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
    registeredRoutes: Array<{ method: string; url: string }>;
  }
}
