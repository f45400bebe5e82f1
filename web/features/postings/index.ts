// The postings feature's entry: an employer's postings (the list, creating one, each posting's card
// with its actions, revisions and applicants), one application's page with the employer's answers,
// and what a student's applications show of them (a posting's revisions, an application's status).
export { employerJobsQueryOptions, useEmployerJobs } from './api/employer-jobs';
export { employerApplicationsQueryOptions, TO_ANSWER, TO_ANSWER_PAGE } from './api/employer-applications';
export { ApplicationStatusBadge } from './components/application-status-badge';
export { ApplicationsToAnswerCard } from './components/applications-to-answer-card';
export { EmployerPostingCard } from './components/employer-posting-card';
export { CreatePostingDialog } from './components/posting-form-dialog';
export { RevisionList } from './components/revision-list';
export { loadEmployerApplicationPage } from './pages/loaders';
