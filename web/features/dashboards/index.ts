// The dashboards feature's entry: each role's home page, assembled from the other features' cards.
export {
  loadEmployerDashboardData,
  loadEmployerDashboardPage,
  loadInstitutionHomeData,
  loadInstitutionHomePage,
  loadStudentHomeData,
  loadStudentHomePage,
} from './pages/loaders';
export type { FirstData } from './first-data/first-data';
