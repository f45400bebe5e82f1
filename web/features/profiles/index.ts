// The profiles feature's entry: the signed-in user's own profile of each kind (one cache entry per
// profile endpoint whichever page reads it), the verification notice, and the setup pages.
export { ownEmployerProfileQueryOptions, useOwnEmployerProfile } from './api/employer-profile';
export { ownInstitutionProfileQueryOptions, useOwnInstitutionProfile } from './api/institution-profile';
export { ownStudentProfileQueryOptions, useOwnStudentProfile } from './api/student-profile';
export { VerificationNotice } from './components/verification-notice';
export { loadEmployerSetupPage, loadFinishProfilePage, loadInstitutionSetupPage, loadStudentSetupPage } from './pages/loaders';
