// The supervisor-hours feature's entry: the public page a workplace supervisor opens from their weekly
// e-mail to confirm, correct or mark absent the student's logged days (/supervisor/hours/:token;
// docs/product/placement-hours.md#the-supervisor-needs-no-account).
export { loadSupervisorHoursPage } from './pages/loaders';
