// Every table with a column that names a user (docs/product/school-sign-in.md#export-my-data): which
// section of the archive holds its rows, and what deleting the account does to them
// (server/features/account/account-repository.ts deleteUserAndData, and the foreign keys' ON DELETE).
// tests/api/data-export-tables.test.ts reads the database's catalogue and fails when a table or a
// column naming a user is missing here: a new table is then placed in the export and in the deletion.

export const EXPORT_SECTIONS = [
  'account',
  'profile',
  'applications',
  'messages',
  'placements',
  'hours',
  'documents',
  'notifications',
  'consent',
  'audit',
  'school',
  'events',
  'contact',
] as const;
export type ExportSection = (typeof EXPORT_SECTIONS)[number];

/**
 * How a column names a user. `id`: holds the user's id (a foreign key to users.id or a plain text
 * id), the rows the archive takes; `ids`: an array of ids; `email`: the user's own address (matched
 * without case); `other`: not used to find the user's rows, because it names someone else (an admin
 * who decided, a guardian's address) or, in `users`, the account itself, whose row is found by its
 * id: `why` says which.
 */
export type ColumnRole = 'id' | 'ids' | 'email' | 'other';

/**
 * What deleting the account does to the rows the column names the user in: `deleted` (by the
 * deletion or a cascade), `set_null` (kept without the user), `anonymised` (kept, their address or
 * id replaced or removed), `kept` (kept as they are, for the reason in `why`).
 */
export type DeletionEffect = 'deleted' | 'set_null' | 'anonymised' | 'kept';

export interface NamingColumn {
  role: ColumnRole;
  deletion: DeletionEffect;
  why?: string;
}

export interface UserTable {
  table: string;
  /** The columns that name a user. Empty for a table reached through `via`. */
  columns: Readonly<Record<string, NamingColumn>>;
  /** A table whose rows belong to a parent's rows: `column` holds the parent's `id`. */
  via?: { column: string; parent: string };
  /** The archive's section; null: not exported (`why` says why). */
  section: ExportSection | null;
  why?: string;
  /** Left out of the archive: secrets (hashes, tokens) and other people's private data. */
  omit?: readonly string[];
  /** In a school's copy of a student's record; `institution`: only the rows of that school. */
  school?: 'all' | 'institution';
  /** Left out of a school's copy on top of `omit`. */
  schoolOmit?: readonly string[];
}

const deleted = (role: ColumnRole = 'id'): NamingColumn => ({ role, deletion: 'deleted' });
const setNull = (why: string): NamingColumn => ({ role: 'other', deletion: 'set_null', why });

/** Sorted by table name. */
export const USER_TABLES: readonly UserTable[] = [
  {
    table: 'accounts',
    columns: { user_id: deleted() },
    section: 'account',
    omit: ['password', 'access_token', 'refresh_token', 'id_token'],
  },
  { table: 'application_interviews', columns: {}, via: { column: 'application_id', parent: 'applications' }, section: 'applications' },
  {
    table: 'applications',
    columns: { student_id: deleted() },
    section: 'applications',
  },
  {
    table: 'audit_log',
    columns: {
      actor_id: { role: 'id', deletion: 'anonymised', why: 'kept: who did what; the e-mail becomes "deleted account"' },
      target_id: { role: 'id', deletion: 'anonymised', why: 'kept: what was done to the account; e-mail and name removed' },
      actor_email: { role: 'other', deletion: 'anonymised', why: "the actor's address: replaced by the deletion" },
      target_email: { role: 'other', deletion: 'anonymised', why: "the target's address: replaced by the deletion" },
    },
    section: 'audit',
    // An admin's address is theirs, not the user's.
    omit: ['actor_email', 'ip_address'],
  },
  {
    table: 'certificates',
    columns: { revoked_by_user_id: setNull('the school user who revoked it') },
    via: { column: 'placement_id', parent: 'placements' },
    section: 'placements',
    school: 'all',
  },
  {
    table: 'class_codes',
    // The school user's own work: in their archive; their school keeps it without them.
    columns: { created_by: { role: 'id', deletion: 'set_null', why: "the school user who made the code: it stays the school's" } },
    section: 'school',
  },
  { table: 'consents', columns: { user_id: deleted() }, section: 'consent' },
  {
    table: 'contact_messages',
    columns: { user_id: deleted(), email: deleted('email') },
    section: 'contact',
  },
  {
    table: 'data_exports',
    columns: {
      subject_user_id: deleted(),
      requested_by: setNull('a school user who asked for a student record'),
    },
    section: 'account',
    omit: ['file_key'],
  },
  {
    table: 'employer_profiles',
    columns: {
      user_id: deleted(),
      verification_decided_by: setNull('the admin who decided'),
      hiring_contact_email: { role: 'other', deletion: 'deleted', why: 'a contact the employer gave, deleted with the profile' },
    },
    section: 'profile',
  },
  { table: 'employer_response_stats', columns: { employer_id: deleted() }, section: 'profile' },
  { table: 'event_registrations', columns: { user_id: deleted() }, section: 'events' },
  {
    table: 'events',
    columns: { created_by: { role: 'id', deletion: 'set_null', why: 'the admin who made the event: it stays, without them' } },
    section: 'events',
  },
  {
    table: 'guardian_consents',
    columns: {
      student_id: deleted(),
      guardian_email: { role: 'other', deletion: 'deleted', why: "the guardian's address, deleted with the student's consent" },
    },
    section: 'consent',
    omit: ['invite_token_hash', 'code_link_id'],
  },
  {
    table: 'institution_profiles',
    columns: {
      user_id: deleted(),
      verification_decided_by: setNull('the admin who decided'),
      contact_email: { role: 'other', deletion: 'deleted', why: "the school's contact, deleted with the profile" },
    },
    section: 'profile',
  },
  { table: 'jobs', columns: { employer_id: deleted() }, section: 'applications', omit: ['search_words', 'search_text'] },
  {
    table: 'mail_messages',
    columns: {
      user_id: deleted(),
      mentioned_user_ids: { role: 'other', deletion: 'anonymised', why: "others' e-mails that name the user: their texts cleared" },
    },
    section: 'notifications',
    // The links in an e-mail are single-use keys; the text says the same as the HTML.
    omit: ['html_body', 'headers', 'attachments'],
  },
  {
    table: 'message_blocks',
    columns: { student_id: deleted(), employer_id: deleted() },
    section: 'messages',
  },
  {
    table: 'message_reports',
    columns: {
      reporter_id: { role: 'id', deletion: 'set_null', why: 'a report stays for the moderators, without the reporter' },
      resolved_by_user_id: setNull('the admin who resolved it'),
    },
    section: 'messages',
  },
  {
    table: 'message_threads',
    columns: {
      student_id: deleted(),
      employer_id: deleted(),
      closed_by_user_id: setNull('who closed the thread'),
    },
    section: 'messages',
  },
  {
    table: 'messages',
    columns: { sender_id: setNull("a message's sender: the threads of the user go, with every message") },
    via: { column: 'thread_id', parent: 'message_threads' },
    section: 'messages',
  },
  {
    table: 'newsletter_issues',
    columns: { created_by: setNull('the admin who wrote the issue') },
    section: null,
    why: 'an issue sent to everyone, not the user’s data',
  },
  {
    table: 'newsletter_subscriptions',
    columns: { email: deleted('email') },
    section: 'contact',
    omit: ['unsubscribe_token', 'confirm_token'],
  },
  { table: 'notification_settings', columns: { user_id: deleted() }, section: 'notifications' },
  {
    table: 'notifications',
    columns: {
      user_id: deleted(),
      mentioned_user_ids: { role: 'other', deletion: 'deleted', why: "others' notifications that name the user" },
    },
    section: 'notifications',
  },
  {
    table: 'placement_closures',
    columns: { signed_off_by_user_id: setNull('the school user who signed off') },
    via: { column: 'placement_id', parent: 'placements' },
    section: 'placements',
    school: 'all',
  },
  {
    table: 'placement_files',
    columns: { uploaded_by: setNull('who uploaded the file: it stays with the placement') },
    via: { column: 'placement_id', parent: 'placements' },
    section: 'documents',
    omit: ['storage_key'],
  },
  {
    table: 'placement_shifts',
    columns: {
      verified_by_user_id: setNull('the coordinator who verified the shift'),
      approved_by_user_id: setNull('the school user who approved the shift'),
      verified_by: { role: 'other', deletion: 'kept', why: 'a supervisor named in words, not an account' },
    },
    via: { column: 'placement_id', parent: 'placements' },
    section: 'hours',
    school: 'all',
  },
  {
    table: 'placement_signatures',
    columns: { signer_user_id: setNull('a signer: the signature stays on the agreement') },
    via: { column: 'placement_id', parent: 'placements' },
    section: 'placements',
    omit: ['invite_token_hash', 'code_sent_to', 'ip_address', 'user_agent'],
  },
  { table: 'placement_versions', columns: {}, via: { column: 'placement_id', parent: 'placements' }, section: 'placements', school: 'all' },
  {
    table: 'placements',
    columns: { student_id: deleted(), employer_id: deleted() },
    section: 'placements',
    school: 'institution',
  },
  { table: 'profile_images', columns: { user_id: deleted() }, section: 'profile', omit: ['storage_key'] },
  {
    table: 'roster_entries',
    columns: {
      student_id: { role: 'id', deletion: 'set_null', why: "the school's register of its pupils stays the school's, unlinked" },
      email: { role: 'other', deletion: 'kept', why: "the school's register of its pupils: the address the school gave" },
      guardian_email: { role: 'other', deletion: 'kept', why: "a guardian's contact in the school's register" },
    },
    section: 'school',
    school: 'institution',
  },
  {
    table: 'roster_imports',
    columns: { uploaded_by: { role: 'id', deletion: 'set_null', why: "the school user who imported the file: it stays the school's" } },
    section: 'school',
    // The file's rows and errors are other people's (the pupils'): the importer gets the import's record only.
    omit: ['rows', 'errors'],
  },
  { table: 'saved_jobs', columns: { student_id: deleted() }, section: 'applications' },
  { table: 'saved_searches', columns: { user_id: deleted() }, section: 'applications' },
  { table: 'school_links', columns: { student_id: deleted() }, section: 'school', school: 'institution' },
  { table: 'school_partnerships', columns: { employer_id: deleted() }, section: 'school' },
  {
    table: 'sessions',
    columns: {
      user_id: deleted(),
      impersonated_by: { role: 'other', deletion: 'deleted', why: "an admin's viewing as someone: that person's session" },
    },
    section: 'account',
    omit: ['token'],
  },
  {
    table: 'sso_providers',
    columns: { user_id: { role: 'id', deletion: 'set_null', why: "the school user who set up the provider: it stays the school's" } },
    section: 'school',
    // The provider's settings hold the school's client secret (encrypted): never in an archive.
    omit: ['oidc_config', 'saml_config'],
  },
  { table: 'student_documents', columns: { student_id: deleted() }, section: 'documents', omit: ['storage_key'], school: 'all' },
  {
    table: 'student_profiles',
    columns: { user_id: deleted() },
    section: 'profile',
    omit: ['resume_key'],
    school: 'all',
    schoolOmit: ['home_postal_code'],
  },
  { table: 'upload_grants', columns: { user_id: deleted() }, section: 'account', omit: ['storage_key'] },
  {
    table: 'users',
    columns: { email: { role: 'other', deletion: 'deleted', why: 'the account itself (matched by its id)' } },
    section: 'account',
    school: 'all',
    schoolOmit: ['banned', 'ban_reason', 'ban_expires', 'image', 'role', 'email_verified', 'time_zone'],
  },
];

export const userTableByName = new Map(USER_TABLES.map((entry) => [entry.table, entry]));
