/** Business constants and limits of the spec (part1 §9, part2 §9). */
export const FILE_MAX_BYTES = 31_457_280;
export const REQUEST_TIMEOUT_MS = 30_000;
export const NOTIFICATION_HIDE_MS = 10_000;
export const SEARCH_DEBOUNCE_MS = 200;
export const REMEMBER_ME_DAYS = 30;
export const PAGE_SIZES = [5, 10, 25] as const;
export const DEFAULT_PAGE_SIZE = 10;
export const SIDEBAR_WIDTH = 260;
export const DRAWER_BREAKPOINT = 960;
export const TABLET_BREAKPOINT = 768;
export const TEXT_MAX = 256;
export const REASON_MAX = 254;

export const FLEETS = ["A321", "B787", "A350", "ATR72"] as const;
export type Fleet = (typeof FLEETS)[number];

/** Pilot position codes (part1 §3). */
export const Position = {
  CAPTAIN: 0,
  FIRST_OFFICER: 1,
  CAPTAIN_TRAINING: 2,
  FIRST_OFFICER_TRAINING: 3,
} as const;
export type Position = (typeof Position)[keyof typeof Position];

export const MANAGER_TITLES = ["fleet_manager", "fleet_deputy_manager"] as const;
export const INSTRUCTOR_QUALIFICATIONS = ["LSC", "TRI", "DPE"] as const;

/** Login codes are single-use and live 5 minutes; reset links 1 hour; sessions 12 hours. */
export const LOGIN_CODE_TTL_MS = 5 * 60 * 1000;
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
/** An imported account's welcome link sets its first password within a week. */
export const WELCOME_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const SESSION_TTL_MS = 12 * 60 * 60 * 1000;
/**
 * The detail a refusal carries when the session may only enrol a second factor (ADR 1540): the web
 * app then leads the account to its enrolment page.
 */
export const ENROLMENT_REQUIRED_DETAIL = "second_factor";
/**
 * The detail a 409 carries when a write's `If-Match` named an older version of the record than the
 * server's (ADR 1600): the record changed meanwhile and nothing was saved. Its other details say
 * how (`recordChangedOf`), so the web can offer to discard the change or redo it on the new version.
 */
export const RECORD_CHANGED_DETAIL = "record_changed_meanwhile";
/**
 * The detail path of a 409 answered while the same Idempotency-Key's first request still runs, or
 * its outcome is unknown (ADR 1580): a device sends the write again later, never under a new key.
 */
export const IDEMPOTENCY_IN_PROGRESS_DETAIL = "idempotency_in_progress";
/** The web app's page where an account enrols the second factor it must hold. */
export const SECOND_FACTOR_PAGE = "/second-factor";

/** The query the login page is sent back with when a sign-in at the identity provider failed. */
export const SIGN_IN_ERROR_PARAM = "sign_in_error";

/**
 * Failed sign-ins allowed within the window before 429: per account from one address, per address
 * over all accounts, and per account from all addresses together (a distributed guess). Counting
 * the account per address keeps a stranger from locking its owner out with a few wrong tries.
 */
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;
export const LOGIN_MAX_FAILURES_PER_ACCOUNT = 5;
export const LOGIN_MAX_FAILURES_PER_IP = 20;
export const LOGIN_MAX_FAILURES_PER_ACCOUNT_ALL_ADDRESSES = 50;
/**
 * Requests a minute per address to each sign-in step (ADR 1680): sized for a crew room's tablets
 * behind one address signing in at the start of a day; guessing is held by the failures above.
 */
export const SIGN_IN_REQUESTS_PER_MINUTE = 120;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** The application-type header value every call carries. */
export const APPLICATION_TYPE = "5";
export const LANGUAGES = ["vi", "en"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "vi";
