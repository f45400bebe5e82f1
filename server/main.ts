import 'dotenv/config';
import { buildApp } from './app';
import { createAuth } from './auth/better-auth';
import { resolveAuthSecret } from './auth/secret';
import { configureFieldEncryption } from './db/field-encryption';
import { ConfigError, loadConfig } from './config/config';
import { DataDirLockedError } from './db/data-dir-lock';
import { openConfiguredDatabase } from './db/open-database';
import { DatabaseUnreachableError } from './db/postgres-reachable';
import { startDeadlinesScheduler } from './features/applications/deadlines';
import { startUploadSweep } from './features/files/upload-sweep';
import { startPlacePostingsRun } from './features/jobs/posting-place';
import { startMessagesDigestScheduler } from './features/messages/messages-digest';
import { startNotificationScheduler } from './features/notifications/daily-notifications';
import { startPlacementScheduleScheduler } from './features/placements/placement-schedule-run';
import { startDataExportExpiry } from './features/data-export/prepare-export-task';
import { startMailRetention } from './mail/mail-retention';
import { startSmsRetention } from './sms/sms-retention';
import { loadDemoData } from './seed/demo-data';
import { sendDemoAgreements } from './seed/demo-placements';
import { startupSummary } from './startup-summary';
import { createStorage } from './storage/create-storage';

async function main(): Promise<void> {
  const config = loadConfig();
  const opened = await openConfiguredDatabase(config);
  const authSecret = resolveAuthSecret(config);
  configureFieldEncryption(authSecret);

  // PGlite: demo data on the first start only (later starts keep what users saved).
  // PostgreSQL: only when SEED_DEMO=true, and only once.
  const shouldSeed = config.seedDemo ?? (opened.database.kind === 'pglite' && opened.isNew);
  const demoLoaded = shouldSeed ? await loadDemoData(opened.database.db, createAuth(opened.database.db, config, authSecret)) : false;

  const storage = await createStorage(config);
  const app = await buildApp({ config, database: opened.database, storage, authSecret });
  // The demo agreement that waits for a parent goes out as its employer would send it: its invitation
  // e-mail (and the code, by SMS) needs the app's mailer and public URL.
  if (demoLoaded) {
    // Demo data only: a refusal (the rules changed since) leaves it ready to send from Maple Market's page.
    await sendDemoAgreements(app.deps).catch((error: unknown) => app.log.warn({ err: error }, 'demo data: an agreement was not sent'));
  }
  // Deletes upload grants and files never used (server/features/files/upload-sweep.ts).
  const uploadSweep = startUploadSweep(opened.database.db, storage, app.log);
  // Queues each day's reminders and digests (server/features/notifications/daily-notifications.ts).
  const notificationScheduler = startNotificationScheduler(app.deps.queue, app.log);
  // Clears the texts of e-mails past their retention once a day (server/mail/mail-retention.ts).
  const mailRetention = startMailRetention(app.deps.queue, app.log);
  // And of SMS (server/sms/sms-retention.ts).
  const smsRetention = startSmsRetention(app.deps.queue, app.log);
  // Queues each hour's run of the applications' deadlines and response rates (server/features/applications/deadlines.ts).
  const deadlinesScheduler = startDeadlinesScheduler(app.deps.queue, app.log);
  // And of placements over time: start and end dates, signature reminders (server/features/placements/placement-schedule-run.ts).
  const placementScheduler = startPlacementScheduleScheduler(app.deps.queue, app.log);
  const messagesDigestScheduler = startMessagesDigestScheduler(app.deps.queue, app.log);
  // Deletes the files of data archives past their 24 hours (server/features/data-export/prepare-export-task.ts).
  const dataExportExpiry = startDataExportExpiry(app.deps.queue, app.log);
  // Places the postings written before search by distance (server/features/jobs/posting-place.ts).
  const placePostingsRun = startPlacePostingsRun(app.deps.queue, app.log);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    await uploadSweep.stop();
    notificationScheduler.stop();
    mailRetention.stop();
    smsRetention.stop();
    deadlinesScheduler.stop();
    placementScheduler.stop();
    messagesDigestScheduler.stop();
    dataExportExpiry.stop();
    placePostingsRun.stop();
    await app.close();
    await opened.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ host: config.host, port: config.port });
  // After Fastify's line per address: in plain words, where to go and what this start holds.
  const facts = { publicUrl: config.publicUrl, host: config.host, port: config.port, dataDir: config.dataDir };
  const where = { outbox: !config.mail.smtpUrl, sms: app.deps.sms.mode };
  for (const line of startupSummary({ ...facts, ...where, databaseKind: opened.database.kind, demoLoaded })) {
    app.log.info(line);
  }
  if (config.env === 'production' && !config.mail.smtpUrl) {
    app.log.warn('E-mail: no SMTP_URL, MAIL_OUTBOX=true: nothing is sent; every message stays in the outbox on this machine');
  }
}

/** Start failures the user can fix from the message alone: no stack trace for these. */
const EXPLAINED_ERRORS = [ConfigError, DataDirLockedError, DatabaseUnreachableError];

main().catch((error: unknown) => {
  if (EXPLAINED_ERRORS.some((kind) => error instanceof kind)) {
    console.error((error as Error).message);
  } else {
    console.error('FirstRung could not start:', error);
  }
  process.exit(1);
});
