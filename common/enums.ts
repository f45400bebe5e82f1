// Every enumeration of the product, defined once (docs/product/constants.md, Defaults and lists). The database (pgEnum / check), the API
// (zod) and the forms (select options) all read from here.

export const ROLES = ['student', 'employer', 'institution', 'admin'] as const;
export type Role = (typeof ROLES)[number];
/** Roles a user may pick for themselves on /role-selection (admin is never self-assigned). */
export const SELF_SERVICE_ROLES = ['student', 'employer', 'institution'] as const;
export type SelfServiceRole = (typeof SELF_SERVICE_ROLES)[number];

export const YOUTH_STATUSES = ['current_student', 'graduated_youth'] as const;
export type YouthStatus = (typeof YOUTH_STATUSES)[number];

/**
 * A student's request to join a school's roster (docs/product/schools.md#joining-a-school): asked by
 * the student, then approved or declined by the school, which may later remove an approved student.
 */
export const SCHOOL_LINK_STATUSES = ['pending', 'approved', 'declined', 'removed'] as const;
export type SchoolLinkStatus = (typeof SCHOOL_LINK_STATUSES)[number];

/**
 * How a student's link to a school came about (docs/product/school-sign-in.md): the student asked
 * (`request`), typed the school's class code (`class_code`), was on the roster the school imported
 * (`roster`), or signed in through the school's own identity provider (`school_sign_in`). The last
 * two are approved at once: the school's file, or its provider, is the evidence.
 */
export const SCHOOL_LINK_SOURCES = ['request', 'class_code', 'roster', 'school_sign_in'] as const;
export type SchoolLinkSource = (typeof SCHOOL_LINK_SOURCES)[number];

/**
 * A roster import (docs/product/school-sign-in.md#roster-import-csv): checked and shown as a
 * preview (nothing saved yet), then confirmed (queued, running in the background) and done; a
 * preview the school drops is discarded; a run that stopped on an error is failed.
 */
export const ROSTER_IMPORT_STATUSES = ['previewed', 'queued', 'running', 'done', 'failed', 'discarded'] as const;
export type RosterImportStatus = (typeof ROSTER_IMPORT_STATUSES)[number];

/** An archive of someone's data (docs/product/school-sign-in.md#export-my-data): their own, or a school's copy of one student's record. */
export const DATA_EXPORT_KINDS = ['account', 'school_record'] as const;
export type DataExportKind = (typeof DATA_EXPORT_KINDS)[number];

/** An archive is prepared in the background, then offered for 24 hours; one that could not be made is failed. */
export const DATA_EXPORT_STATUSES = ['preparing', 'ready', 'failed'] as const;
export type DataExportStatus = (typeof DATA_EXPORT_STATUSES)[number];

/**
 * A school's invitation to an employer to be its partner (docs/product/schools.md#partners): invited
 * by the school, then accepted or declined by the employer. Ending a partnership deletes it.
 */
export const PARTNERSHIP_STATUSES = ['pending', 'accepted', 'declined'] as const;
export type PartnershipStatus = (typeof PARTNERSHIP_STATUSES)[number];

export const COUNTRIES = ['Canada', 'USA'] as const;
export type Country = (typeof COUNTRIES)[number];

export const CANADIAN_REGIONS = [
  'Alberta',
  'British Columbia',
  'Manitoba',
  'New Brunswick',
  'Newfoundland and Labrador',
  'Northwest Territories',
  'Nova Scotia',
  'Nunavut',
  'Ontario',
  'Prince Edward Island',
  'Quebec',
  'Saskatchewan',
  'Yukon',
] as const;

export const US_REGIONS = [
  'Alabama',
  'Alaska',
  'Arizona',
  'Arkansas',
  'California',
  'Colorado',
  'Connecticut',
  'Delaware',
  'Florida',
  'Georgia',
  'Hawaii',
  'Idaho',
  'Illinois',
  'Indiana',
  'Iowa',
  'Kansas',
  'Kentucky',
  'Louisiana',
  'Maine',
  'Maryland',
  'Massachusetts',
  'Michigan',
  'Minnesota',
  'Mississippi',
  'Missouri',
  'Montana',
  'Nebraska',
  'Nevada',
  'New Hampshire',
  'New Jersey',
  'New Mexico',
  'New York',
  'North Carolina',
  'North Dakota',
  'Ohio',
  'Oklahoma',
  'Oregon',
  'Pennsylvania',
  'Rhode Island',
  'South Carolina',
  'South Dakota',
  'Tennessee',
  'Texas',
  'Utah',
  'Vermont',
  'Virginia',
  'Washington',
  'West Virginia',
  'Wisconsin',
  'Wyoming',
] as const;

export const REGIONS_BY_COUNTRY: Record<Country, readonly string[]> = {
  Canada: CANADIAN_REGIONS,
  USA: US_REGIONS,
};

export const EDUCATION_LEVELS = ['Grade 9', 'Grade 10', 'Grade 11', 'Grade 12', 'High School Graduate', 'Some College', 'College Graduate'] as const;

export const AVAILABILITIES = [
  'Immediately',
  'Within 2 weeks',
  'Within 1 month',
  'Within 3 months',
  'Summer only',
  'Part-time during school year',
] as const;

export const LANGUAGE_BENCHMARKS = ['Basic CLB Level 1-4', 'Intermediate CLB Level 5-8', 'Advanced CLB Level 9-12'] as const;

export const COMPANY_SIZES = [
  '1-10 employees',
  '11-50 employees',
  '51-200 employees',
  '201-500 employees',
  '501-1000 employees',
  '1000+ employees',
] as const;

export const INDUSTRIES = ['Retail', 'Trades', 'Hair/Beauty', 'Service Industry', 'General Labour'] as const;
export type Industry = (typeof INDUSTRIES)[number];

export const JOB_TYPES = ['Full Time', 'Part Time', 'Work Experience (After School)', 'Apprenticeships', 'Seasonal'] as const;
export type JobType = (typeof JOB_TYPES)[number];
export const DEFAULT_JOB_TYPE: JobType = 'Full Time';

export const INSTITUTION_DOCUMENT_TYPES = ['Work Experience Form', 'Evaluation Template', 'Guidelines', 'Other'] as const;
export type InstitutionDocumentType = (typeof INSTITUTION_DOCUMENT_TYPES)[number];
export const DEFAULT_INSTITUTION_DOCUMENT_TYPE: InstitutionDocumentType = 'Work Experience Form';

/**
 * The statuses of a live application (docs/product/applications.md), the ones an employer and a
 * school see and filter by: pending (submitted), reviewing, interview (invited), offered, accepted
 * (the student accepted the offer), declined (the student declined it), rejected (not selected, with
 * a reason), no_response (the employer did not answer within APPLICATION_ANSWER_DAYS), offer_expired
 * (the student did not answer the offer within OFFER_ANSWER_DAYS).
 */
export const APPLICATION_STATUSES = [
  'pending',
  'reviewing',
  'interview',
  'offered',
  'accepted',
  'declined',
  'rejected',
  'no_response',
  'offer_expired',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
/** What an employer moves an application to (PATCH /api/employer/applications/:id): the student accepts or declines an offer. */
export const EMPLOYER_SET_STATUSES = ['pending', 'reviewing', 'interview', 'offered', 'rejected'] as const satisfies readonly ApplicationStatus[];
export type EmployerSetStatus = (typeof EMPLOYER_SET_STATUSES)[number];
/** The answers a student is owed within the deadline: an interview, an offer, or "not selected" with its reason. */
export const ANSWER_STATUSES = ['interview', 'offered', 'rejected'] as const satisfies readonly ApplicationStatus[];
/** Still waiting for the employer's first answer: the deadline runs (docs/product/applications.md#the-deadline). */
export const AWAITING_ANSWER_STATUSES = ['pending', 'reviewing'] as const satisfies readonly ApplicationStatus[];
/** Ended: nothing more happens to it (the employer cannot move it, the student cannot withdraw it). */
export const CLOSED_APPLICATION_STATUSES = [
  'accepted',
  'declined',
  'rejected',
  'no_response',
  'offer_expired',
] as const satisfies readonly ApplicationStatus[];
/** Why a student was not selected: one is required (docs/product/applications.md#not-selected). */
export const NOT_SELECTED_REASONS = ['position_filled', 'more_experience', 'schedule', 'distance', 'other'] as const;
export type NotSelectedReason = (typeof NOT_SELECTED_REASONS)[number];
/** A student's answer to an interview invitation: none yet, accepted, or asked to move it. */
export const INTERVIEW_RESPONSES = ['awaiting', 'accepted', 'reschedule_requested'] as const;
export type InterviewResponse = (typeof INTERVIEW_RESPONSES)[number];
/**
 * What a student's own application can be: a live one, or withdrawn by them. A withdrawn one stays
 * in their history only; the employer and the school no longer see or count it (docs/product/jobs.md#withdrawing).
 */
export const STUDENT_APPLICATION_STATUSES = [...APPLICATION_STATUSES, 'withdrawn'] as const;
export type StudentApplicationStatus = (typeof STUDENT_APPLICATION_STATUSES)[number];
export const WITHDRAWN_STATUS = 'withdrawn' satisfies StudentApplicationStatus;
/** As normaliseApplicationStatus, keeping "withdrawn" (the student's own list). */
export function normaliseStudentApplicationStatus(value: string | null | undefined): StudentApplicationStatus {
  return value === WITHDRAWN_STATUS ? WITHDRAWN_STATUS : normaliseApplicationStatus(value);
}
/** Any value outside the list is shown as pending (docs/product/constants.md). */
export function normaliseApplicationStatus(value: string | null | undefined): ApplicationStatus {
  return (APPLICATION_STATUSES as readonly string[]).includes(value ?? '') ? (value as ApplicationStatus) : 'pending';
}

export const REGISTRATION_TYPES = ['student', 'employer_booth', 'guest_speaker'] as const;
export type RegistrationType = (typeof REGISTRATION_TYPES)[number];

export const EVENT_TYPES = ['job_fair', 'workshop', 'info_session', 'networking'] as const;
export type EventType = (typeof EVENT_TYPES)[number];
export const DEFAULT_EVENT_TYPE: EventType = 'job_fair';

/**
 * Where FirstRung's check of a school or an employer stands (docs/product/admin.md#verification): new
 * profiles start pending; only a verified school is offered to students, only a verified employer's
 * postings are public.
 */
export const VERIFICATION_STATUSES = ['pending', 'verified', 'rejected'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];
/** The two kinds of organisation an admin verifies. */
export const VERIFICATION_KINDS = ['institution', 'employer'] as const;
export type VerificationKind = (typeof VERIFICATION_KINDS)[number];

/**
 * What a public record vouches for (docs/product/placements.md#verifying-a-reference): a signed
 * placement agreement now, a certificate later. Anyone holding its reference can check it.
 */
export const PUBLIC_RECORD_KINDS = ['placement_agreement', 'certificate'] as const;
export type PublicRecordKind = (typeof PUBLIC_RECORD_KINDS)[number];
/**
 * Where a public record stands: valid; superseded by a newer version (a signed agreement changed and
 * signed again); cancelled (the placement was called off); revoked (withdrawn, e.g. issued in error).
 */
export const PUBLIC_RECORD_STATUSES = ['valid', 'superseded', 'cancelled', 'revoked'] as const;
export type PublicRecordStatus = (typeof PUBLIC_RECORD_STATUSES)[number];

export const ACCOUNT_STATUSES = ['active', 'suspended'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

/**
 * What FirstRung tells people about (docs/product/notifications.md). Each kind can be switched
 * off, in the app and by e-mail, by the person it is for.
 */
export const NOTIFICATION_KINDS = [
  /** Employer: someone applied to one of their postings. */
  'application_received',
  /** Student: one of their applications moved (reviewing, an interview, an offer, not selected, closed with no response). */
  'application_status',
  /** Student (or anyone registered): an event they registered for is tomorrow. */
  'event_tomorrow',
  /** Student: a posting they saved closes in 3 days. */
  'saved_job_closing',
  /** School: new local alerts and link requests from students (a daily digest). */
  'school_digest',
  /** Anyone: the confirmation of an event registration, with a calendar file. */
  'event_registration',
  /** Employer: a student withdrew their application to one of their postings. */
  'application_withdrawn',
  /** Student: the employer deleted a posting they had applied to (the application went with it). */
  'posting_deleted',
  /** Employer: a school invited them to be its partner. */
  'partnership_invited',
  /** School: an employer accepted or declined its invitation. */
  'partnership_answered',
  /** School or employer: the other side ended the partnership (or withdrew the invitation). */
  'partnership_ended',
  /** Student: new postings that match one of their saved searches (a daily digest per search). */
  'saved_search_matches',
  /** Employer: an admin took one of their postings down, with the reason. */
  'posting_taken_down',
  /** School or employer: FirstRung verified or rejected it (with the reason). */
  'verification_decided',
  /** School: a student asked to join its roster (the bell at once; by e-mail in the daily summary). */
  'school_link_requested',
  /** Student: the school approved or declined their request to join it. */
  'school_link_decided',
  /** School or employer: a student of its roster, or with an accepted placement, deleted their account. */
  'student_account_deleted',
  /** Employer: applications waiting APPLICATION_REMINDER_DAYS for an answer (one reminder per application). */
  'application_answer_due',
  /** Employer: a student accepted or asked to move an interview, or accepted or declined an offer. */
  'application_student_answered',
  /**
   * Student, employer or school: a placement agreement moved to a step that waits for them (fill in
   * the employer's part, validate it as the school, ready for signature) or was cancelled.
   */
  'placement_step',
  /** Student under the age of digital consent: the parent or guardian they named consented or refused. */
  'guardian_consent_answered',
  /** Student or employer: a new message in one of their threads (the bell at once; e-mail per docs/product/messages.md). */
  'message_received',
  /** Student or employer: the morning e-mail listing threads with unread messages (e-mail only). */
  'messages_digest',
  /** School (for its students) and admins: a message was reported. */
  'message_reported',
  /** The sender of a reported message: an admin warns them. */
  'message_warning',
  /** Anyone: the archive of their data (or a school's copy of a student's record) is ready to download for 24 hours. */
  'data_export_ready',
  /** School: a roster import has run (how many students it created, updated and invited). */
  'roster_import_finished',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** How an employer hears of new applications by e-mail: each at once, or one digest a day. */
export const APPLICATION_EMAIL_MODES = ['immediate', 'daily'] as const;
export type ApplicationEmailMode = (typeof APPLICATION_EMAIL_MODES)[number];

/** A background task's life (server/queue): waiting (or waiting to retry), running, done, or failed for good. */
export const BACKGROUND_TASK_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type BackgroundTaskStatus = (typeof BACKGROUND_TASK_STATUSES)[number];

/**
 * An e-mail's life: queued; sent (handed to the SMTP server); kept in the outbox (no SMTP server
 * is configured, so the message stays for admins to read); failed after its last retry.
 */
export const MAIL_STATUSES = ['queued', 'sent', 'kept', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/**
 * An SMS's life, as an e-mail's: queued; sent (the gateway took it); kept in the outbox (no gateway
 * is configured); failed after its last retry (server/sms).
 */
export const SMS_STATUSES = ['queued', 'sent', 'kept', 'failed'] as const;
export type SmsStatus = (typeof SMS_STATUSES)[number];

/**
 * What a single-use link with its 6-digit code is for (server/features/one-time-codes,
 * docs/product/placements.md#codes-and-sms): a parent or guardian signing a placement agreement,
 * or consenting to a young student's account. A link of one purpose never works for another.
 */
export const ONE_TIME_CODE_PURPOSES = ['guardian_signature', 'guardian_consent'] as const;
export type OneTimeCodePurpose = (typeof ONE_TIME_CODE_PURPOSES)[number];

/** How a one-time code reaches its person: by SMS where a gateway is configured, else by e-mail. */
export const ONE_TIME_CODE_CHANNELS = ['sms', 'email'] as const;
export type OneTimeCodeChannel = (typeof ONE_TIME_CODE_CHANNELS)[number];

/** What an account accepts at sign-up (docs/product/accounts.md#consent-at-sign-up): the terms of use and the privacy notice. */
export const CONSENT_KINDS = ['terms', 'privacy'] as const;
export type ConsentKind = (typeof CONSENT_KINDS)[number];

/**
 * A parent's or guardian's consent for a student under the age of digital consent: asked (the link
 * e-mailed), given, refused, or replaced by a newer request (another guardian named, or the same again).
 */
export const GUARDIAN_CONSENT_STATUSES = ['pending', 'consented', 'refused', 'replaced'] as const;
export type GuardianConsentStatus = (typeof GUARDIAN_CONSENT_STATUSES)[number];

/** A newsletter issue: written, then being sent in batches, then sent to every confirmed subscriber. */
export const NEWSLETTER_ISSUE_STATUSES = ['draft', 'sending', 'sent'] as const;
export type NewsletterIssueStatus = (typeof NEWSLETTER_ISSUE_STATUSES)[number];

/**
 * A placement's life (docs/product/placements.md#states): its agreement drafted from the accepted
 * offer, the employer's part filled in, validated by the school, out for signature, signed by every
 * party it needs, under way from its start date, over; or cancelled (with a reason).
 */
export const PLACEMENT_STATUSES = [
  'draft',
  'employer_completed',
  'school_validated',
  'signing',
  'signed',
  'active',
  'completed',
  'cancelled',
] as const;
export type PlacementStatus = (typeof PLACEMENT_STATUSES)[number];

/** Who insures the student at the workplace, as the agreement states it. */
export const PLACEMENT_INSURERS = ['employer', 'school_board', 'other'] as const;
export type PlacementInsurer = (typeof PLACEMENT_INSURERS)[number];

/** The files the employer attaches to a placement's agreement (docs/product/placements.md#the-agreements-files). */
export const PLACEMENT_FILE_KINDS = ['risk_assessment', 'insurance_certificate'] as const;
export type PlacementFileKind = (typeof PLACEMENT_FILE_KINDS)[number];

/** The steps a placement_step notification tells of (its `step` param). */
export const PLACEMENT_STEPS = [
  'employer_part',
  'school_part',
  'ready_to_sign',
  'cancelled',
  /** The agreement went out: this party is asked to sign it. */
  'signature_requested',
  /** This party has not signed yet (at most once a day, three times). */
  'signature_reminder',
  /** The school: a party has not signed after three reminders. */
  'signatures_overdue',
  /** A party declined to sign, with a reason: the agreement goes back for correction. */
  'signature_declined',
  /** A field changed after the agreement went out: a new version, earlier signatures no longer count. */
  'new_version',
  /** Every required party signed. */
  'signed',
  /** The start date came. */
  'started',
  /** The end date passed. */
  'completed',
  /** The school: a student with no school invites it to take part (it accepts or declines). */
  'school_invited',
  /** The student and the employer: the invited school accepted; its steps now apply. */
  'school_invitation_accepted',
  /** The student: the invited school declined. */
  'school_invitation_declined',
  /** The student and the school: a logged shift breaks a limit of the rule pack or falls outside the agreement's dates. */
  'hours_flagged',
  /** The student and the school: the supervisor corrected a shift, with a note. */
  'hours_disputed',
  /** The school (with no school, the employer): hours e-mailed to the supervisor are not verified after HOURS_VERIFY_DAYS. */
  'hours_overdue',
  /** The student: the supervisor's evaluation is in; write (or finish) the reflection. */
  'evaluation_received',
  /** The student: the reflection is still missing after the end date (day 3 and day 10). */
  'reflection_reminder',
  /** The school (with no school, the employer) and the student: the supervisor says the student did not show. */
  'did_not_show',
  /** Every party: the school signed the placement off; the student's certificate is issued. */
  'signed_off',
  /** The student: the school revoked the certificate, with a reason. */
  'certificate_revoked',
  /** The student and the employer: with no school, the hourly run issued the certificate once everything was in. */
  'certificate_issued',
] as const;
export type PlacementStep = (typeof PLACEMENT_STEPS)[number];

/**
 * The steps a student hears of, written to them in their own words ("your placement"), in the bell and
 * by e-mail alike; the others (the employer's part, the school's, overdue signatures, an invitation
 * to a school) go only to the employer or the school.
 */
export const STUDENT_WORDED_PLACEMENT_STEPS: readonly PlacementStep[] = [
  'ready_to_sign',
  'cancelled',
  'signature_requested',
  'signature_reminder',
  'signature_declined',
  'new_version',
  'signed',
  'started',
  'completed',
  'school_invitation_accepted',
  'school_invitation_declined',
  'hours_flagged',
  'hours_disputed',
  'evaluation_received',
  'reflection_reminder',
  'did_not_show',
  'signed_off',
  'certificate_revoked',
  'certificate_issued',
];

/**
 * A logged shift's life (docs/product/placement-hours.md#the-hours-log): logged by the student, in a
 * supervisor's e-mail, then confirmed (verified), corrected (disputed) or marked absent by the
 * supervisor, and approved by the school. Only verified and approved shifts count.
 */
export const SHIFT_STATUSES = ['logged', 'awaiting_supervisor', 'verified', 'disputed', 'absent', 'approved'] as const;
export type ShiftStatus = (typeof SHIFT_STATUSES)[number];
/** The statuses whose minutes count: the totals, the school's views, the certificate. */
export const COUNTED_SHIFT_STATUSES: readonly ShiftStatus[] = ['verified', 'approved'];
/** The statuses the student may still edit or delete. */
export const EDITABLE_SHIFT_STATUSES: readonly ShiftStatus[] = ['logged', 'disputed'];

/** Who verified a shift: the supervisor through their link, or the coordinator on their behalf (with a reason). */
export const SHIFT_VERIFIERS = ['supervisor', 'coordinator'] as const;
export type ShiftVerifier = (typeof SHIFT_VERIFIERS)[number];

/** What a supervisor answers for one shift of their link. */
export const SHIFT_ANSWERS = ['confirm', 'correct', 'absent'] as const;
export type ShiftAnswer = (typeof SHIFT_ANSWERS)[number];

/** What a supervisor's single-use link is for: a week's (or the final) hours, or the evaluation. */
export const SUPERVISOR_LINK_PURPOSES = ['hours', 'evaluation'] as const;
export type SupervisorLinkPurpose = (typeof SUPERVISOR_LINK_PURPOSES)[number];

/** The supervisor's evaluation outcome (docs/product/placement-hours.md#evaluation-and-reflection). */
export const EVALUATION_OUTCOMES = ['completed', 'partly_completed', 'did_not_show'] as const;
export type EvaluationOutcome = (typeof EVALUATION_OUTCOMES)[number];

/** The competencies a supervisor rates from 1 to 5, in the order the form and the certificate list them. */
export const COMPETENCIES = ['punctuality', 'teamwork', 'communication', 'initiative', 'safety'] as const;
export type Competency = (typeof COMPETENCIES)[number];

/**
 * Who may have to sign a placement agreement (docs/product/placements.md#signatures), in the order the
 * agreement lists them. The rules decide which of them must: never a fixed list of four.
 */
export const SIGNER_PARTIES = ['student', 'guardian', 'employer', 'institution'] as const;
export type SignerParty = (typeof SIGNER_PARTIES)[number];

/**
 * A required signature of one version of an agreement: waiting, given, refused with a reason, or
 * void (the version was replaced by a new one, or the placement cancelled, before it was complete).
 */
export const SIGNATURE_STATUSES = ['pending', 'signed', 'declined', 'void'] as const;
export type SignatureStatus = (typeof SIGNATURE_STATUSES)[number];

/** How a signer proved who they were: in their FirstRung account, or (a parent or guardian) by a single-use link and a code. */
export const SIGNATURE_METHODS = ['account', 'link_and_code'] as const;
export type SignatureMethod = (typeof SIGNATURE_METHODS)[number];

/**
 * A graduated youth's invitation to a school to take part in their placement
 * (docs/product/placements.md#a-student-with-no-school-invites-one): pending until the school answers.
 */
export const SCHOOL_INVITATION_STATUSES = ['pending', 'accepted', 'declined'] as const;
export type SchoolInvitationStatus = (typeof SCHOOL_INVITATION_STATUSES)[number];

/** Why a message is reported (docs/product/messages.md#report-and-block); `other` needs details. */
export const MESSAGE_REPORT_REASONS = ['inappropriate', 'harassment', 'off_platform_contact', 'scam', 'spam', 'other'] as const;
export type MessageReportReason = (typeof MESSAGE_REPORT_REASONS)[number];

/** What an admin does with a report: nothing more, warn the sender, suspend the sender, close the thread. */
export const MESSAGE_REPORT_ACTIONS = ['dismiss', 'warn', 'suspend', 'close'] as const;
export type MessageReportAction = (typeof MESSAGE_REPORT_ACTIONS)[number];

/** Why a thread takes no more messages: its application or placement ended, or an admin closed it. */
export const THREAD_CLOSED_REASONS = ['application_ended', 'placement_ended', 'closed_by_admin'] as const;
export type ThreadClosedReason = (typeof THREAD_CLOSED_REASONS)[number];

/** Who wrote a message. */
export const MESSAGE_SENDER_ROLES = ['student', 'employer'] as const;
export type MessageSenderRole = (typeof MESSAGE_SENDER_ROLES)[number];
