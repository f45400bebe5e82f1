// The placements' pages (docs/product/placements.md): the list (for a school, its placement board)
// and one placement's page. Shared by the browser's route table and the server's notification links.

/** Every placement of the signed-in user: a student's, an employer's, a school's students' (the board), an admin's. */
export const PLACEMENTS_PAGE_PATH = '/placements';

/** One placement's page, where its notices lead. */
export const placementPagePath = (placementId: string) => `${PLACEMENTS_PAGE_PATH}/${encodeURIComponent(placementId)}`;
