// The dashboards feature's entry: each role's home page, assembled from the other features' cards.
export { loadEmployerDashboardPage, loadInstitutionHomePage, loadStudentHomePage } from './pages/loaders';
