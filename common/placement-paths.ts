// The placements' pages (docs/product/placements.md): the list (for a school, its placement board)
// and one placement's page, and the parent or guardian's signing page. Shared by the browser's route
// table and the server's links; free of zod, so the route table pulls no schema into every page.

/** Every placement of the signed-in user: a student's, an employer's, a school's students' (the board), an admin's. */
export const PLACEMENTS_PAGE_PATH = '/placements';

/** One placement's page, where its notices lead. */
export const placementPagePath = (placementId: string) => `${PLACEMENTS_PAGE_PATH}/${encodeURIComponent(placementId)}`;

/** The web page the guardian's e-mailed link opens: `{GUARDIAN_SIGN_PAGE_PATH}/{token}`. */
export const GUARDIAN_SIGN_PAGE_PATH = '/guardian/sign';

/** The web page a supervisor's weekly e-mail opens: `{SUPERVISOR_HOURS_PAGE_PATH}/{token}` (docs/product/placement-hours.md). */
export const SUPERVISOR_HOURS_PAGE_PATH = '/supervisor/hours';

/** The web page a supervisor's evaluation e-mail opens: `{SUPERVISOR_EVALUATION_PAGE_PATH}/{token}`. */
export const SUPERVISOR_EVALUATION_PAGE_PATH = '/supervisor/evaluation';
