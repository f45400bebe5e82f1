import { ne, sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { PostingSnapshot } from '@common/contracts/jobs';
import type { EditableJobField } from '@common/job-state';
import { APPLICATION_ANSWER_DAYS } from '@common/constants';
import {
  EMPLOYER_SET_STATUSES,
  INDUSTRIES,
  INTERVIEW_RESPONSES,
  JOB_TYPES,
  NOT_SELECTED_REASONS,
  STUDENT_APPLICATION_STATUSES,
  WITHDRAWN_STATUS,
} from '@common/enums';
import { HOURS_PER_WEEK_MAX, MINIMUM_AGE_MAX, MINIMUM_AGE_MIN, PAY_CURRENCIES, PAY_KINDS, PAY_UNITS, PLACES_MAX } from '@common/posting-facts';
import { GEO_SOURCES } from '@common/near-me';
import { createdAt, geoCellOfColumns, id, oneOf, updatedAt } from './columns';
import { users } from './auth';

/** PostgreSQL's text search document: the stems of a text's words (docs/product/jobs.md#browse). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const jobs = pgTable(
  'jobs',
  {
    id: id(),
    employerId: text('employer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    companyName: text('company_name').notNull(),
    description: text('description').notNull(),
    location: text('location').notNull(),
    city: text('city').notNull(),
    type: text('type').notNull().default('Full Time'),
    duration: text('duration'),
    industry: text('industry'),
    requirements: text('requirements').array().notNull().default([]),
    isActive: boolean('is_active').notNull().default(true),
    isHighSchoolOpportunity: boolean('is_high_school_opportunity').notNull().default(false),
    /**
     * Whether FirstRung has verified the posting's employer: a copy of employer_profiles.verification_status
     * = 'verified', kept in step by the repository (syncEmployerPostings) when an admin decides or the
     * profile goes back to pending, so public lists filter one column of this table instead of joining
     * profiles on every browse (docs/decisions/017-verified-schools-and-employers.md).
     */
    employerVerified: boolean('employer_verified').notNull().default(false),
    applicationDeadline: timestamp('application_deadline', { withTimezone: true }),
    /**
     * When the employer closed the posting as filled (is_active is false then too); null otherwise. A filled
     * posting's page stays reachable, marked closed, where a switched-off one is hidden (docs/product/jobs.md#posting-lifecycle).
     */
    filledAt: timestamp('filled_at', { withTimezone: true }),
    /**
     * Set when an admin takes the posting down (docs/product/admin.md#taking-a-posting-down): it is
     * switched off, and its employer can no longer switch it on. The reason is shown to the employer.
     */
    takenDownAt: timestamp('taken_down_at', { withTimezone: true }),
    takedownReason: text('takedown_reason'),
    // What the work is (docs/product/jobs.md#what-the-work-is), as the employer declares it; null: not stated.
    /** paid or unpaid; with paid, the amount in cents, its unit and currency (all three set, or all null). */
    payKind: text('pay_kind'),
    payAmountCents: integer('pay_amount_cents'),
    payUnit: text('pay_unit'),
    payCurrency: text('pay_currency'),
    hoursPerWeek: integer('hours_per_week'),
    startDate: date('start_date', { mode: 'string' }),
    places: integer('places'),
    minimumAge: integer('minimum_age'),
    postalCode: text('postal_code'),
    /**
     * Where the workplace is (docs/product/near-me.md): the centre of its postal code's area, else of
     * its town, from the open data shipped with the app (server/geodata), set as the posting is written.
     * geo_source says which, or 'none' when neither was found (its employer is told); null: not looked
     * up yet (a posting from before migration 0043, until the background run places it).
     */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    geoSource: text('geo_source'),
    /** The grid cell of the coordinates (common/near-me.ts geoCellOf, the same arithmetic), for the distance search's index. */
    geoCell: integer('geo_cell').generatedAlwaysAs((): SQL => geoCellOfColumns(jobs.latitude, jobs.longitude)),
    viewCount: integer('view_count').notNull().default(0),
    /**
     * How many applications the posting has, kept by a trigger on applications (migration 0005), so
     * a list of 20 postings reads 20 numbers instead of counting each posting's applications.
     */
    applicationCount: integer('application_count').notNull().default(0),
    /**
     * Its employer's response rate and usual days to answer (employer_response_stats), copied here so
     * that lists show, sort and filter by it without a join (docs/product/applications.md#response-rate);
     * null while the employer has fewer than RESPONSE_RATE_MIN_APPLICATIONS counted applications.
     */
    employerResponseRate: smallint('employer_response_rate'),
    employerResponseDays: smallint('employer_response_days'),
    /**
     * Lower-cased concatenation of every searchable field (docs/product/jobs.md), written by the repository
     * on each insert and update; the trigger jobs_search_text_folded strips its accents as it is written
     * (migration 0023). A trigram index on it makes LIKE '%term%' fast.
     */
    searchText: text('search_text').notNull().default(''),
    /**
     * search_text's words as English and as French stems, so "soudeurs" finds "soudeur" and
     * "apprentices" finds "apprentice" (server/features/jobs/text-match.ts); computed by PostgreSQL.
     * Its statistics target is 1000 (migration 0023), so that rare words are estimated as rare.
     */
    searchWords: tsvector('search_words')
      .notNull()
      .generatedAlwaysAs(sql`to_tsvector('english'::regconfig, search_text) || to_tsvector('french'::regconfig, search_text)`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('jobs_employer_id_idx').on(t.employerId),
    // Every public list (browse, sitemap, counts) reads verified employers' postings only: partial, so
    // the unverified ones cost nothing to skip and a plain count stays an index-only scan.
    index('jobs_active_created_idx')
      .on(t.isActive, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.employerVerified}`),
    // The admin Job Postings tab (every posting, inactive ones too, newest first): a backward scan of this index.
    index('jobs_created_id_idx').on(t.createdAt, t.id),
    index('jobs_search_text_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('jobs_search_words_idx').using('gin', t.searchWords),
    // Browse "closing soonest" (docs/product/jobs.md#browse): the nearest deadline first, postings
    // without one last; the same expressions as the list's ORDER BY (server/features/jobs/job-order.ts).
    index('jobs_active_deadline_idx')
      .on(t.isActive, sql`coalesce(${t.applicationDeadline}, 'infinity'::timestamptz)`, t.id)
      .where(sql`${t.employerVerified}`),
    // Browse "answers most" (docs/product/applications.md#response-rate): the best response rate
    // first, postings without one last, then newest; read backwards for the list's ORDER BY and its
    // responsive filter (the same expressions: server/features/jobs/job-order.ts).
    index('jobs_active_response_idx')
      .on(t.isActive, sql`coalesce(${t.employerResponseRate}, -1)`, t.createdAt, t.id)
      .where(sql`${t.employerVerified}`),
    // Browse's city filter: one city's public postings, newest first, without reading the others;
    // any case, any accents ("montreal" is "Montréal"; immutable_unaccent: migration 0023).
    index('jobs_active_city_idx')
      .on(t.isActive, sql`immutable_unaccent(lower(${t.city}))`, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.employerVerified}`),
    // A search by distance (docs/product/near-me.md): the public postings of a few grid cells, newest
    // first, without reading the others (server/features/jobs/near-search.ts).
    index('jobs_active_cell_idx')
      .on(t.isActive, t.geoCell, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.employerVerified} and ${t.geoCell} is not null`),
    // The postings not placed yet, for the background run that places them.
    index('jobs_unplaced_idx')
      .on(t.id)
      .where(sql`${t.geoSource} is null`),
    oneOf('jobs_geo_source_check', t.geoSource, GEO_SOURCES),
    oneOf('jobs_type_check', t.type, JOB_TYPES),
    oneOf('jobs_industry_check', t.industry, INDUSTRIES),
    oneOf('jobs_pay_kind_check', t.payKind, PAY_KINDS),
    oneOf('jobs_pay_unit_check', t.payUnit, PAY_UNITS),
    oneOf('jobs_pay_currency_check', t.payCurrency, PAY_CURRENCIES),
    // Paid has an amount, a unit and a currency; unpaid or not stated has none of them.
    check(
      'jobs_pay_complete_check',
      sql`case when ${t.payKind} = 'paid' then ${t.payAmountCents} > 0 and ${t.payUnit} is not null and ${t.payCurrency} is not null else ${t.payAmountCents} is null and ${t.payUnit} is null and ${t.payCurrency} is null end`,
    ),
    check('jobs_hours_per_week_check', sql`${t.hoursPerWeek} between 1 and ${sql.raw(String(HOURS_PER_WEEK_MAX))}`),
    check('jobs_places_check', sql`${t.places} between 1 and ${sql.raw(String(PLACES_MAX))}`),
    check('jobs_minimum_age_check', sql`${t.minimumAge} between ${sql.raw(String(MINIMUM_AGE_MIN))} and ${sql.raw(String(MINIMUM_AGE_MAX))}`),
  ],
);

/**
 * Every word of 5 letters or more that a posting has ever used, accents stripped: where a search
 * word's near spellings are looked up ("electricain" → "electrician"). Filled by triggers on jobs
 * (migration 0023); a word no posting uses any more stays, and only ever adds a near spelling that
 * finds nothing.
 */
export const jobSearchVocabulary = pgTable('job_search_vocabulary', { word: text('word').primaryKey() }, (t) => [
  index('job_search_vocabulary_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`),
]);

export const applications = pgTable(
  'applications',
  {
    id: id(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    studentId: text('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('pending'),
    message: text('message'),
    /** The posting as it was when the student applied: what they applied to, whatever edits follow (docs/product/jobs.md#editing). */
    jobSnapshot: jsonb('job_snapshot').$type<PostingSnapshot>(),
    /**
     * A status the employer chose that the student has not been told of yet: it can be undone until
     * `statusChangeDueAt`, when the queued task (`statusChangeId` in its dedupe key) makes it `status`
     * and tells the student (docs/product/jobs.md#application-status). `status` is what the student
     * and their school see meanwhile.
     */
    statusChangeTo: text('status_change_to'),
    statusChangeDueAt: timestamp('status_change_due_at', { withTimezone: true }),
    statusChangeId: uuid('status_change_id'),
    /** When the employer first opened it (the student sees "Viewed"; docs/product/applications.md). */
    viewedAt: timestamp('viewed_at', { withTimezone: true }),
    /**
     * When the employer's first answer is due: sent + APPLICATION_ANSWER_DAYS (reset when a withdrawn
     * application is sent again). Past it, with no answer, it closes as no_response.
     */
    answerDueAt: timestamp('answer_due_at', { withTimezone: true })
      .notNull()
      .default(sql.raw(`(now() + interval '${APPLICATION_ANSWER_DAYS} days')`)),
    /** When the employer's first answer (interview, offer, not selected) was made; held answers count from when chosen. */
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /** When the employer was reminded of it (APPLICATION_REMINDER_DAYS): once. */
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    /** The offer's note from the employer, and the student's note when they declined it. */
    offerNote: text('offer_note'),
    offerDeclineNote: text('offer_decline_note'),
    /**
     * When the student must answer the offer by: when they were told of it + OFFER_ANSWER_DAYS. Past
     * it, unanswered, the hourly run closes it as offer_expired (docs/product/applications.md#offers-expire).
     */
    offerAnswerDueAt: timestamp('offer_answer_due_at', { withTimezone: true }),
    /** Why the student was not selected (required with "rejected") and the employer's note. */
    notSelectedReason: text('not_selected_reason'),
    notSelectedNote: text('not_selected_note'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('applications_job_student_key').on(t.jobId, t.studentId),
    index('applications_student_created_idx').on(t.studentId, t.createdAt.desc()),
    // Lists of applications newest first (docs/product/schools.md, dashboards.md): a school's placements and an
    // employer's applicants walk the first backwards and keep their own rows; one posting's applicants read the second.
    index('applications_created_id_idx').on(t.createdAt, t.id),
    index('applications_job_created_idx').on(t.jobId, t.createdAt, t.id),
    // The deadlines' hourly run (server/features/applications/deadlines.ts) reads the unanswered ones by due time.
    // And the offers waiting for the student, by the day they expire.
    index('applications_offer_due_idx')
      .on(t.offerAnswerDueAt)
      .where(sql`${t.status} = 'offered'`),
    index('applications_awaiting_due_idx')
      .on(t.answerDueAt)
      .where(sql`${t.status} in ('pending', 'reviewing')`),
    oneOf('applications_status_check', t.status, STUDENT_APPLICATION_STATUSES),
    oneOf('applications_status_change_to_check', t.statusChangeTo, EMPLOYER_SET_STATUSES),
    oneOf('applications_not_selected_reason_check', t.notSelectedReason, NOT_SELECTED_REASONS),
  ],
);

/**
 * An application's interview (docs/product/applications.md#interviews): one per application, moved
 * in place when rescheduled (`sequence` counts the versions, for calendar files). The student
 * accepts it or asks to move it.
 */
export const applicationInterviews = pgTable(
  'application_interviews',
  {
    applicationId: uuid('application_id')
      .primaryKey()
      .references(() => applications.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    place: text('place'),
    callLink: text('call_link'),
    note: text('note'),
    response: text('response').notNull().default('awaiting'),
    responseNote: text('response_note'),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    sequence: integer('sequence').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [oneOf('application_interviews_response_check', t.response, INTERVIEW_RESPONSES)],
);

/**
 * Each employer's response rate over the last RESPONSE_RATE_WINDOW_DAYS days, recomputed by the
 * deadlines' hourly run (docs/product/applications.md#response-rate) and copied onto its postings.
 */
export const employerResponseStats = pgTable('employer_response_stats', {
  employerId: text('employer_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Applications counted: not withdrawn, and answered, closed with no response, or past their deadline. */
  counted: integer('counted').notNull(),
  answeredInTime: integer('answered_in_time').notNull(),
  /** The median days to a first answer, rounded up; null when none was answered. */
  typicalDays: integer('typical_days'),
  updatedAt: updatedAt(),
});

/** A live application: not withdrawn by its student (docs/product/jobs.md#withdrawing). Only the student sees the others. */
export const isLiveApplication = ne(applications.status, WITHDRAWN_STATUS);

export const savedJobs = pgTable(
  'saved_jobs',
  {
    id: id(),
    studentId: text('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('saved_jobs_student_job_key').on(t.studentId, t.jobId), index('saved_jobs_job_id_idx').on(t.jobId)],
);

/** One edit of a posting: when, and which fields changed (shown to its employer and to applicants who applied before it). */
export const jobRevisions = pgTable(
  'job_revisions',
  {
    id: id(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    changedFields: text('changed_fields').array().$type<EditableJobField[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('job_revisions_job_created_idx').on(t.jobId, t.createdAt)],
);
