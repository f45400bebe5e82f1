// The profiles feature's public face: the signed-in user's own profile of each kind, one cache
// entry per profile endpoint whichever page reads it.
export { useOwnEmployerProfile } from './api/employer-profile';
export { useOwnInstitutionProfile } from './api/institution-profile';
export { useOwnStudentProfile } from './api/student-profile';
export { VerificationNotice } from './components/verification-notice';
