// The supervisor-evaluation feature's entry: the public page a placement's supervisor opens from
// their e-mailed link to evaluate the placement at its end, with no account
// (/supervisor/evaluation/:token; docs/product/placement-hours.md#evaluation-and-reflection).
export { loadSupervisorEvaluationPage } from './pages/loaders';
