// The school-hours feature's entry (docs/product/placement-hours.md#the-schools-views): the school's
// hours panel and overdue list (its placement board), a student's placements summary (its roster), and
// the student's verified hours (their dashboard).
export { MyVerifiedHoursCard } from './components/my-verified-hours-card';
export { OverdueList } from './components/overdue-list';
export { SchoolHoursPanel } from './components/school-hours-panel';
export { StudentPlacementsSummaryButton } from './components/student-placements-summary';
