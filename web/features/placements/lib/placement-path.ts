/** The address of one placement's page (web/app/route-table.ts), for the lists and notices that lead to it. */
export const placementPagePath = (id: string) => `/placements/${encodeURIComponent(id)}`;
