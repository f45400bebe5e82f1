import type { Auth, SchoolSignInAuth } from './auth/better-auth';
import type { AppConfig } from './config/config';
import type { Database, Db } from './db/client';
import type { FileStorage } from './storage/storage';
import type { Mailer } from './mail/mailer';
import type { SmsSender } from './sms/sms-sender';
import type { AccountMailer } from './features/auth/account-mail';
import type { TaskQueue } from './queue/worker';
import type { LiveHub } from './live/live-hub';
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
  /** Better Auth with the SSO plugin, for schools' own sign-in only (server/auth/better-auth.ts). */
  schoolSignInAuth: SchoolSignInAuth;
  storage: FileStorage;
  /** The durable background queue (server/queue). */
  queue: TaskQueue;
  /** E-mail, sent through the queue (server/mail). */
  mailer: Mailer;
  /** SMS, sent through the queue (server/sms): a gateway, the outbox, or off (then codes go by e-mail). */
  sms: SmsSender;
  /**
   * Signs the app's own links that work without signing in (a notification e-mail's unsubscribe
   * link): a key derived from the auth secret with HMAC, so the secret itself is not handed around.
   */
  linkSigningKey: Buffer;
  /** Events that are live across app servers: a thread's new messages (server/live). */
  live: LiveHub;
  /** The account's e-mails: confirmation and reset links, notices (server/features/auth/account-mail.ts). */
  accountMail: AccountMailer;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
    registeredRoutes: RegisteredRoute[];
  }
}
