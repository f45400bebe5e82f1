// The placement-board feature's entry (docs/product/placements.md#the-schools-placement-board): the
// page /placements (a school's board, a student's or an employer's placements, every one for an
// admin), and the dashboards' cards that lead there.
export { loadPlacementBoardPage } from './pages/loaders';
export { MyPlacementCard, MY_PLACEMENT_CARD_LIMIT } from './components/my-placement-card';
export { PlacementsEntryCard } from './components/placements-entry-card';
export { placementsQueryOptions } from './api/placements';
