// The product's numbers, in one place for the server and the browser. What each one promises:
// docs/product/constants.md (change a value here and there together).

export const INACTIVITY_TIMEOUT_MS = 300_000;
/** A new password's length (docs/product/accounts.md#passwords). */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;
/** The server ends a session unused this long (server/auth/session.ts), for shared school computers. */
export const SESSION_IDLE_TIMEOUT_MS = 30 * 60_000;
export const RESUME_MAX_BYTES = 10_485_760;
export const RESUME_MAX_FILES = 1;
export const STUDENT_DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;
export const INSTITUTION_DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
/** A profile photo or logo (docs/product/profiles.md#photos-and-logos): the largest file, and the largest side in pixels. */
export const PROFILE_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const PROFILE_IMAGE_MAX_SIDE = 4096;
/**
 * The most pixels a photo or logo may have in all, read from its header before anything is decoded:
 * decoding costs time in proportion (a PNG is decoded whole), and a phone's 12-megapixel photo
 * (4032 x 3024) still fits.
 */
export const PROFILE_IMAGE_MAX_PIXELS = 13_000_000;
/** The longest side a stored photo or logo keeps: avatars are drawn at most 96 px, so 512 leaves room for sharp screens. */
export const PROFILE_IMAGE_STORED_SIDE = 512;
export const DASHBOARD_LIST_SIZE = 5;
export const REDIRECT_AFTER_ACCOUNT_CHANGE_MS = 2000;
export const INSTITUTION_TABLE_SKILLS_SHOWN = 2;
export const THEME_STORAGE_KEY = 'theme';
export const COPYRIGHT_YEAR = 2025;

export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_HOTKEY = ['F8'];
export const TOAST_SWIPE_THRESHOLD_PX = 50;

export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

export const UPLOAD_CONCURRENT_LIMIT = 6;
export const UPLOAD_RETRY_DELAYS_MS = [0, 1000, 3000, 5000];
export const UPLOAD_THUMBNAIL_WIDTH = 200;
export const UPLOAD_INFO_TIMEOUT_MS = 5000;

/** Upload addresses expire after this many seconds (docs/product/constants.md, Files). */
export const UPLOAD_URL_TTL_SECONDS = 300;

/**
 * Per-user file space (docs/product/constants.md, Files): a student's resume, documents and
 * uploads not yet recorded; a school's document library. Each upload is refused past it.
 */
export const STUDENT_STORAGE_QUOTA_BYTES = 50 * 1024 * 1024;
export const INSTITUTION_STORAGE_QUOTA_BYTES = 500 * 1024 * 1024;
/** Resume upload addresses a student may hold at once before recording or expiry (docs/product/constants.md). */
export const UPLOAD_PENDING_MAX = 5;

/** The longest job search term (docs/product/jobs.md); the search box stops there too. */
export const SEARCH_TERM_MAX = 100;

/** The saved searches a student may keep at once (docs/product/jobs.md#saved-searches). */
export const SAVED_SEARCHES_MAX = 10;
/** The longest name of a saved search. */
export const SAVED_SEARCH_NAME_MAX = 60;

/**
 * A job search counts its matches up to this many, then says "1,000+": an exact count of 90,000
 * postings reads them all on every first page (docs/benchmarks.md#job-browse-and-search).
 */
export const JOB_SEARCH_COUNT_CAP = 1000;

/**
 * How long a change that tells someone can be taken back before they are told (an employer's new
 * status for an application): server/queue/undo-window.ts, docs/product/jobs.md#application-status.
 */
export const UNDO_WINDOW_MS = 30 * 60_000;

/**
 * Every application is answered within this many days of being sent (about 10 working days;
 * docs/product/applications.md#the-deadline): an interview, an offer or "not selected". Past it, it
 * closes as "no response", which counts against the employer's response rate.
 */
export const APPLICATION_ANSWER_DAYS = 14;
/** The employer is reminded of an unanswered application this many days after it was sent (once). */
export const APPLICATION_REMINDER_DAYS = 7;
/**
 * A student answers an offer within this many days of being told of it (docs/product/applications.md#offers-expire):
 * an employer keeps a place open for them, and a week is long enough to ask a parent or a school.
 * Past it, the hourly run closes the offer as offer_expired.
 */
export const OFFER_ANSWER_DAYS = 7;
/** The response rate counts the applications of this many days (docs/product/applications.md#response-rate). */
export const RESPONSE_RATE_WINDOW_DAYS = 90;
/** The response rate shows only once an employer has this many counted applications. */
export const RESPONSE_RATE_MIN_APPLICATIONS = 10;
/** The "answers most applications" filter of the job list: a response rate of at least this share (percent). */
export const RESPONSIVE_EMPLOYER_MIN_RATE = 80;
/** The longest note an employer adds to an interview, an offer or "not selected", or a student to their answer. */
export const ANSWER_NOTE_MAX = 500;
/** An interview's length in minutes: at least, at most, and the form's default. */
export const INTERVIEW_MIN_MINUTES = 10;
export const INTERVIEW_MAX_MINUTES = 240;
export const INTERVIEW_DEFAULT_MINUTES = 30;
/** The longest interview place (an address, "Reception, 2nd floor") or call link. */
export const INTERVIEW_PLACE_MAX = 300;

/**
 * A single-use link's 6-digit code (a parent's or guardian's signature or consent;
 * docs/product/placements.md#codes-and-sms): it works this many minutes after it was sent, and
 * for this many tries; past either, a new link and code must be asked for.
 */
export const CODE_TTL_MINUTES = 10;
export const CODE_MAX_TRIES = 5;

/**
 * A party that has not signed a placement agreement is reminded every PLACEMENT_REMINDER_HOURS since
 * it was asked (or last reminded), at most PLACEMENT_SIGNATURE_REMINDERS times; as long again after the
 * last one, the school (or, with no school, the employer) is told it is overdue
 * (docs/product/placements.md#reminders-and-the-dates). A day leaves time to read the agreement; three
 * reminders are enough to tell a forgotten e-mail from a refusal to answer.
 */
export const PLACEMENT_SIGNATURE_REMINDERS = 3;
export const PLACEMENT_REMINDER_HOURS = 24;

/** Hours e-mailed to a supervisor and not verified after this many days go to the school's coordinator. */
export const HOURS_VERIFY_DAYS = 3;
/** A supervisor's link (hours or evaluation) stops working this many days after it was sent. */
export const SUPERVISOR_LINK_DAYS = 14;
/** The days after the end date on which a missing evaluation or reflection is reminded. */
export const CLOSURE_REMINDER_DAYS = [3, 10] as const;
/** The longest "what I did" of a shift, a supervisor's note, a competency's comment. */
export const SHIFT_ACTIVITIES_MAX = 1000;
export const SUPERVISOR_NOTE_MAX = 1000;
export const COMPETENCY_COMMENT_MAX = 500;
/** The longest reflection, and the student's comment when they disagree with the evaluation. */
export const REFLECTION_MAX = 3000;

/**
 * The texts every account accepts at sign-up (docs/product/accounts.md#consent-at-sign-up): each
 * version is the day its current text took effect. A new text means a new date here; each
 * acceptance is recorded with the version accepted (table consents).
 */
export const TERMS_VERSION = '2026-11-27';
export const PRIVACY_VERSION = '2026-11-27';

/** The longest message between an employer and a student (docs/product/messages.md). */
export const MESSAGE_MAX_LENGTH = 2000;
/** The longest details of a report on a message. */
export const MESSAGE_REPORT_DETAILS_MAX = 1000;
/**
 * No e-mail of a new message to a student under 18 from 21:00 to 07:00 in their time zone: it waits
 * for the morning digest, sent at the end hour (docs/product/messages.md#quiet-hours-the-bell-and-e-mail).
 */
export const QUIET_HOURS = { startHour: 21, endHour: 7 } as const;
/** Below this age a student's school can read their threads and quiet hours hold. */
export const MESSAGES_ADULT_AGE = 18;
/** A user's time zone until their browser says otherwise (docs/product/messages.md). */
export const DEFAULT_USER_TIME_ZONE = 'America/Toronto';
/** A live stream sends a comment this often, so proxies keep it open. */
export const LIVE_KEEPALIVE_MS = 25_000;
