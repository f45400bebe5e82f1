// The placements feature's entry: one placement's page, /placements/:id, where each party fills in,
// sends and signs its agreement (docs/product/placements.md#screens).
export { loadPlacementPage } from './pages/loaders';
export { placementPagePath } from './lib/placement-path';
// A school's invitations to take part in a placement, on its placement board.
export { SchoolInvitationsList } from './components/school-invitations-list';
