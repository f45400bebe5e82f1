import { applications, jobs, users } from '../../db/schema';

/**
 * An application as the notices about it name it: its posting, the posting's employer, and the
 * student's name as displayName reads it. Selected from applications joined with jobs (on the
 * application's job) and users (on the application's student); the hourly and daily runs and the
 * employer's notices select it, each adding what its own notice needs.
 */
export const applicationNoticeColumns = {
  id: applications.id,
  studentId: applications.studentId,
  jobId: jobs.id,
  jobTitle: jobs.title,
  employerId: jobs.employerId,
  firstName: users.firstName,
  lastName: users.lastName,
  name: users.name,
};
