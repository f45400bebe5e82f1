// The institutions feature's entry: the cards and tables of the institution's home page, and the
// student's link to their school.
export { AlertsList } from './components/alerts-list';
export { ClassCodesCard } from './components/class-codes-card';
export { InstitutionDetails } from './components/institution-details';
export { LinkRequestsCard } from './components/link-requests-card';
export { OwnSchoolLinkCard } from './components/own-school-link-card';
export { PlacementsTable } from './components/placements-table';
export { SignInProviderCard } from './components/sign-in-provider-card';
export { RosterImportCard } from './components/roster-import-card';
export { StalledApplicationsCard } from './components/stalled-applications-card';
export { StudentsTable } from './components/students-table';
export { alertsQueryOptions } from './api/get-alerts';
export { placementsQueryOptions } from './api/get-placements';
export { rosterImportsQueryOptions } from './api/roster-imports';
export { stalledApplicationsQueryOptions } from './api/get-stalled-applications';
export { studentsQueryOptions } from './api/get-students';
export { linkRequestsQueryOptions, ownSchoolLinkQueryOptions } from './api/school-links';
