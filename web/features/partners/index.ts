// The partners feature's entry: the partner cards of the employer's and the institution's home pages.
export { EmployerPartnersCard } from './components/employer-partners-card';
export { PartnerOpportunitiesCard } from './components/partner-opportunities-card';
export { SchoolPartnersCard } from './components/school-partners-card';
export { employerPartnersQueryOptions, partnerJobsQueryOptions, schoolPartnersQueryOptions } from './api/partners';
