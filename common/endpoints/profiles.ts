import { access } from '../api/access';
import { defineEndpoint } from '../api/endpoint';
import {
  employerProfileBody,
  employerProfileResponse,
  institutionListQuery,
  institutionListResponse,
  institutionProfileBody,
  institutionProfileResponse,
  studentProfileBody,
  studentProfileResponse,
} from '../contracts/profiles';

// The three profile kinds (docs/product/profiles.md). Reading is "your own profile of that kind"
// (null when there is none). Saving is open to any signed-in user at the door; the handler then
// applies the role rule: your own role's profile only, and a user with no role yet takes the role
// of the profile they save (docs/decisions/003). That first save's new role and `hasProfile`
// reach the browser through the current user, which reads 'profile'.

export const profilesEndpoints = {
  /** Your own student profile, or null; it carries the resume's file name and address. */
  studentProfile: defineEndpoint({
    method: 'GET',
    path: '/api/student/profile',
    tag: 'profiles',
    summary: 'Your student profile',
    access: access.signedIn,
    response: studentProfileResponse,
    reads: ['profile', 'resume'],
  }),
  /** Institutions see their students' profiles (roster), employers their applicants'. */
  saveStudentProfile: defineEndpoint({
    method: 'POST',
    path: '/api/student/profile',
    tag: 'profiles',
    summary: 'Create or update your student profile',
    access: access.signedIn,
    body: studentProfileBody,
    response: studentProfileResponse,
    changes: ['profile', 'roster', 'applications', 'users'],
    errors: ['CONFLICT'],
    // A class code typed is counted per account and per network (guessing codes is limited).
    rateLimited: true,
  }),
  employerProfile: defineEndpoint({
    method: 'GET',
    path: '/api/employer/profile',
    tag: 'profiles',
    summary: 'Your employer profile',
    access: access.signedIn,
    response: employerProfileResponse,
    reads: ['profile'],
  }),
  /** Institutions' alerts name the employer's company. */
  saveEmployerProfile: defineEndpoint({
    method: 'POST',
    path: '/api/employer/profile',
    tag: 'profiles',
    summary: 'Create or update your employer profile',
    access: access.signedIn,
    body: employerProfileBody,
    response: employerProfileResponse,
    changes: ['profile', 'alerts', 'users'],
    errors: ['CONFLICT'],
  }),
  institutionProfile: defineEndpoint({
    method: 'GET',
    path: '/api/institution/profile',
    tag: 'profiles',
    summary: 'Your institution profile',
    access: access.signedIn,
    response: institutionProfileResponse,
    reads: ['profile'],
  }),
  /** The picker lists institutions by name; students' documents name their institution. */
  saveInstitutionProfile: defineEndpoint({
    method: 'POST',
    path: '/api/institution/profile',
    tag: 'profiles',
    summary: 'Create or update your institution profile',
    access: access.signedIn,
    body: institutionProfileBody,
    response: institutionProfileResponse,
    changes: ['profile', 'institutions', 'documents', 'users'],
    errors: ['CONFLICT'],
  }),
  /** The student form's institution picker (public: the form is open to visitors). */
  institutionPicker: defineEndpoint({
    method: 'GET',
    path: '/api/institutions',
    tag: 'profiles',
    summary: 'Institutions for the student form picker',
    access: access.public,
    query: institutionListQuery,
    response: institutionListResponse,
    reads: ['institutions'],
  }),
};
