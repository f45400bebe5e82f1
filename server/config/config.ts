import path from 'node:path';
import { z } from 'zod';

// Environment, validated once at start. A bad value stops the server with a
// message naming the variable; .env.example lists every variable and works as it is.

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().default('0.0.0.0'),
    PORT: z.coerce.number({ message: 'must be a port number' }).int().min(1).max(65535).default(5000),
    PUBLIC_URL: optionalText.pipe(z.string().url({ message: 'must be a full URL like https://firstrung.example' }).optional()),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: optionalText.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
        .optional(),
    ),
    SEED_DEMO: booleanFromEnv.optional(),
    // Schools' identity providers on a private network (docs/product/school-sign-in.md): their
    // origins, comma-separated; a public issuer (Google, Entra) needs no entry.
    SCHOOL_SIGN_IN_PRIVATE_ISSUERS: z
      .string()
      .default('')
      .transform((value) =>
        value
          .split(',')
          .map((origin) => origin.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.string().url({ message: 'must be origins like http://10.0.0.5:8080, comma-separated' }))),
    AUTH_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
    // How many proxies (load balancers) stand in front of the app: the client address is read that
    // many hops back in X-Forwarded-For, never from the part a client can write (docs/decisions/018).
    TRUST_PROXY: z
      .string()
      .trim()
      .default('0')
      .transform((value) => (value === 'false' ? '0' : value))
      .pipe(
        z
          .string()
          .regex(/^\d+$/, 'must be the number of proxies in front of the app (0 when clients connect directly, 1 behind one load balancer)')
          .transform(Number)
          .pipe(z.number().int().max(10, 'must be at most 10 proxies')),
      ),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
    S3_BUCKET: optionalText,
    S3_ENDPOINT: optionalText.pipe(z.string().url({ message: 'must be a URL' }).optional()),
    S3_REGION: z.string().default('us-east-1'),
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    S3_FORCE_PATH_STYLE: booleanFromEnv.default(true),
    UPLOAD_MIN_FREE_MB: z.coerce.number({ message: 'must be a number of megabytes' }).int().min(0).default(512),
    // E-mail (docs/decisions/021): an SMTP server, else the outbox in the database and DATA_DIR.
    SMTP_URL: optionalText.pipe(
      z
        .string()
        .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps:// (for example smtps://user:password@mail.example.com:465)')
        .optional(),
    ),
    MAIL_FROM: optionalText,
    // Production without SMTP_URL keeps every message, sign-in links included, on this machine:
    // only when the operator says so (docs/decisions/039). `npm start` says so; `npm run serve` does not.
    MAIL_OUTBOX: booleanFromEnv.default(false),
    // SMS (server/sms, docs/product/placements.md#codes-and-sms): an HTTP gateway that takes
    // POST {to, text}, its credentials as the URL's user:password; else the outbox, like e-mail's.
    SMS_URL: optionalText.pipe(
      z
        .string()
        .url({ message: 'must be a full URL like https://user:password@sms.example/send' })
        .regex(/^https?:\/\//, 'must start with https:// (or http:// on this machine)')
        .optional(),
    ),
    // Production without SMS_URL sends codes by e-mail and keeps no SMS on this machine, unless the
    // operator asks for the outbox (the same rule as MAIL_OUTBOX, docs/decisions/039).
    SMS_OUTBOX: booleanFromEnv.default(false),
    // The background queue: whether this server runs tasks, and how often an idle worker looks.
    QUEUE_WORKER: booleanFromEnv.default(true),
    QUEUE_POLL_MS: z.coerce.number({ message: 'must be a number of milliseconds' }).int().min(50).max(600_000).default(2000),
    // How long a claim on a running task holds: longer than any task runs (an e-mail takes seconds).
    QUEUE_LEASE_MS: z.coerce.number({ message: 'must be a number of milliseconds' }).int().min(1000).max(86_400_000).default(300_000),
    // Newsletter issues are sent in batches of this many subscribers, one background task each (docs/decisions/024).
    // The browser tests' user factory (server/testing/test-user-factory.ts): its routes exist only
    // when this is set, and only with NODE_ENV=test; every call must carry it.
    TEST_FACTORY_TOKEN: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
    NEWSLETTER_BATCH_SIZE: z.coerce.number({ message: 'must be a number of subscribers' }).int().min(1).max(1000).default(100),
  })
  .superRefine((env, ctx) => {
    if (env.STORAGE_DRIVER === 's3') {
      for (const key of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
        if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'is required when STORAGE_DRIVER=s3' });
      }
    }
    if (env.TEST_FACTORY_TOKEN && env.NODE_ENV !== 'test') {
      ctx.addIssue({ code: 'custom', path: ['TEST_FACTORY_TOKEN'], message: 'is for the browser tests only: it needs NODE_ENV=test' });
    }
    if (env.NODE_ENV === 'production' && !env.SMTP_URL && !env.MAIL_OUTBOX) {
      ctx.addIssue({
        code: 'custom',
        path: ['SMTP_URL'],
        message:
          'is required in production, or nothing is sent: set it to your SMTP server, or set MAIL_OUTBOX=true to keep every message in the outbox on this machine instead (trying FirstRung out; npm start does this)',
      });
    }
    if (env.NODE_ENV === 'production' && env.SMS_URL && !isHttpsOrLoopback(env.SMS_URL)) {
      // Its user:password would cross the network in clear.
      ctx.addIssue({ code: 'custom', path: ['SMS_URL'], message: 'must start with https:// in production (http:// only to this machine)' });
    }
    if (env.NODE_ENV === 'production' && env.DATABASE_URL && !env.AUTH_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['AUTH_SECRET'],
        message: 'is required in production with DATABASE_URL, so every app server signs cookies alike',
      });
    }
  });

export type Env = z.infer<typeof envSchema>;

/** Whether a URL is https, or http to this machine (nothing crosses a network in clear). */
function isHttpsOrLoopback(url: string): boolean {
  // A URL refused by its own field's rule may still reach the refinement: it is simply not this.
  const parsed = URL.parse(url);
  return parsed !== null && (parsed.protocol === 'https:' || ['localhost', '127.0.0.1', '[::1]'].includes(parsed.hostname));
}

export interface AppConfig {
  env: Env['NODE_ENV'];
  host: string;
  port: number;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** undefined: decide by database kind (PGlite: seed an empty database; PostgreSQL: never). */
  seedDemo: boolean | undefined;
  authSecret: string | undefined;
  /** Origins of schools' identity providers on a private network, allowed besides public hosts. */
  schoolSignInPrivateIssuers: string[];
  /** Proxy hops in front of the app whose X-Forwarded-For entries are trusted (0: none). */
  trustProxy: number;
  logLevel: Env['LOG_LEVEL'];
  /** Local storage refuses uploads when the disk under DATA_DIR has less free space than this. */
  uploadMinFreeBytes: number;
  mail: {
    /**
     * undefined: messages are kept in the outbox (database and DATA_DIR/outbox) instead of sent;
     * in production only with MAIL_OUTBOX=true (docs/decisions/039).
     */
    smtpUrl: string | undefined;
    from: string;
  };
  sms: {
    /** The HTTP gateway SMS are posted to (with its credentials); undefined: no gateway. */
    gatewayUrl: string | undefined;
    /**
     * No gateway: whether SMS are kept in the outbox (database and DATA_DIR/sms-outbox) instead;
     * always outside production, in production only with SMS_OUTBOX=true. Neither: SMS is off and
     * codes go by e-mail.
     */
    outbox: boolean;
  };
  queue: { runWorker: boolean; pollMs: number; leaseMs: number };
  /** Set only by the browser tests' server (NODE_ENV=test): turns on their user factory's routes. */
  testFactoryToken: string | undefined;
  /** Subscribers per batch task when an issue is sent. */
  newsletter: { batchSize: number };
  storage:
    | { driver: 'local' }
    | {
        driver: 's3';
        bucket: string;
        endpoint: string | undefined;
        region: string;
        accessKeyId: string;
        secretAccessKey: string;
        forcePathStyle: boolean;
      };
}

export class ConfigError extends Error {}

/** The sender's domain: the public address's host, or a reserved test domain on a local machine. */
function mailDomain(publicUrl: string | undefined): string {
  const host = publicUrl ? new URL(publicUrl).hostname : 'localhost';
  return host === 'localhost' || /^[\d.]+$/.test(host) ? 'firstrung.test' : host;
}

/** Reads and checks the environment; throws ConfigError naming each bad variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    seedDemo: env.SEED_DEMO,
    authSecret: env.AUTH_SECRET,
    schoolSignInPrivateIssuers: env.SCHOOL_SIGN_IN_PRIVATE_ISSUERS.map((origin) => new URL(origin).origin),
    trustProxy: env.TRUST_PROXY,
    logLevel: env.LOG_LEVEL,
    uploadMinFreeBytes: env.UPLOAD_MIN_FREE_MB * 1024 * 1024,
    mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM ?? `FirstRung <no-reply@${mailDomain(env.PUBLIC_URL)}>` },
    sms: { gatewayUrl: env.SMS_URL, outbox: !env.SMS_URL && (env.NODE_ENV !== 'production' || env.SMS_OUTBOX) },
    queue: { runWorker: env.QUEUE_WORKER, pollMs: env.QUEUE_POLL_MS, leaseMs: env.QUEUE_LEASE_MS },
    newsletter: { batchSize: env.NEWSLETTER_BATCH_SIZE },
    testFactoryToken: env.TEST_FACTORY_TOKEN,
    storage:
      env.STORAGE_DRIVER === 's3'
        ? {
            driver: 's3',
            bucket: env.S3_BUCKET!,
            endpoint: env.S3_ENDPOINT,
            region: env.S3_REGION,
            accessKeyId: env.S3_ACCESS_KEY_ID!,
            secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
            forcePathStyle: env.S3_FORCE_PATH_STYLE,
          }
        : { driver: 'local' },
  };
}
