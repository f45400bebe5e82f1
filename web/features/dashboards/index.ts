// The dashboards feature's entry: each role's home page, assembled from the other features' cards.
export { loadDashboardsFirstData, loadEmployerDashboardPage, loadInstitutionHomePage, loadStudentHomePage } from './pages/loaders';
export type { FirstData } from './first-data';
