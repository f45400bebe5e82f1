import { jobs, placements, users } from '../../db/schema';

/**
 * A placement as the notices and reminders about it name it: its posting's title and the student's
 * name as displayName reads it. Selected from placements joined with applications (on the
 * placement's application), jobs (on the application's job) and users (on the placement's student);
 * each caller adds what its own notice needs.
 */
export const placementNoticeColumns = {
  studentId: placements.studentId,
  jobTitle: jobs.title,
  firstName: users.firstName,
  lastName: users.lastName,
  name: users.name,
};
