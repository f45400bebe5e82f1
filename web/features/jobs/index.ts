// The jobs feature's entry: its pages (browsing, a job), a student's applications, saved jobs and
// saved searches, and the dates of a posting (an employer's postings are the postings feature).
export { savedJobsQueryOptions, studentApplicationsQueryOptions, useSavedJobs, useStudentApplications } from './api/get-student-lists';
export { savedSearchesQueryOptions, useDeleteSavedSearch, useSavedSearches } from './api/saved-searches';
export { useAnswerInterview, useAnswerOffer } from './api/answer-application';
export { useWithdrawApplication } from './api/withdraw-application';
export { endOfDayIso, isTodayOrLater, toDateInputValue } from './lib/format';
export { loadJobBrowsePage, loadJobDetailPage } from './pages/loaders';
