// Where the browser tests' user factory answers (a new confirmed account with a session; another
// session for an account made there) and the header its token travels in; apart from
// test-user-factory.ts so the tests read these two names without loading the server's modules.
export const TEST_FACTORY_PATH = '/__test/users';
export const TEST_SESSION_PATH = '/__test/sessions';
/** Moves the clock on for what waits in the database (an undo window, a queued task): server/testing/clock-moves.ts. */
export const TEST_CLOCK_PATH = '/__test/clock';
/** A placement's days awaiting its supervisor under a fresh link, and their states after (hours-factory.ts). */
export const TEST_PLACEMENT_HOURS_PATH = '/__test/placement-hours';
/** Completes a placement and asks its evaluation: server/testing/placement-end.ts. */
export const TEST_PLACEMENT_END_PATH = '/__test/placement-end';
export const TEST_FACTORY_TOKEN_HEADER = 'x-test-factory-token';
/** A placement starts with the agreement's dates and schedule given (the signatures and the hourly run skipped): the hours log's browser test. */
export const TEST_PLACEMENT_START_PATH = '/__test/placements/start';
/** The placements' hourly run at the moment given (the whole end-of-placement walk): server/testing/placement-run.ts. */
export const TEST_PLACEMENT_RUN_PATH = '/__test/placement-run';
