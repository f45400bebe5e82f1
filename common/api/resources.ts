/**
 * What the browser caches, by kind of data. Each GET declaration says what it `reads`, each change
 * what it `changes`; after a change succeeds or fails the client refreshes every cached answer that
 * reads one of those kinds, so nothing changed by the user stays stale. `session` is special: a
 * change of who is signed in (sign-in, sign-up, role choice, impersonation) resets the whole cache.
 */
export const RESOURCES = [
  'session',
  'profile',
  'institutions',
  'resume',
  'jobs',
  'applications',
  'savedJobs',
  /** A student's saved job searches (their job alerts). */
  'savedSearches',
  'stats',
  'roster',
  'alerts',
  'documents',
  'events',
  'users',
  'auditLog',
  'verifications',
  'contactMessages',
  'newsletter',
  /** Admins' view of e-mail and background tasks (the outbox, failed tasks). */
  'mail',
  'notifications',
  'notificationSettings',
  /** Schools' partnerships with employers (docs/product/schools.md#partners). */
  'partners',
  /** Placements and their agreements (docs/product/placements.md). */
  'placements',
  /** A placement's hours log (docs/product/placement-hours.md). */
  'placementHours',
  /** A placement's evaluation, reflection, sign-off and certificate. */
  'placementClosure',
  /** Public records anyone can check by reference: signed agreements, later certificates (docs/product/placements.md). */
  'publicRecords',
  /** Threads and messages between employers and students, their reports and blocks (docs/product/messages.md). */
  'messages',
  /** The towns and postal codes shipped with the app (docs/product/near-me.md): nothing changes them while it runs. */
  'places',
  /** A young student's parent or guardian consent (docs/product/accounts.md#consent-at-sign-up). */
  'consent',
  /** Archives of a person's data (docs/product/school-sign-in.md#export-my-data). */
  'dataExports',
] as const;
export type Resource = (typeof RESOURCES)[number];
