import { useQuery } from '@tanstack/react-query';
import { placementsEndpoints } from '@common/endpoints/placements';
import { profilesEndpoints } from '@common/endpoints/profiles';
import { apiQueryOptions, useApiMutation } from '@web/lib/api-query';

// A student with no school invites one; the school answers (docs/product/placements.md#a-student-with-no-school-invites-one).

/** The placement's latest invitation to a school (the student's). */
export const useSchoolInvitation = (id: string, enabled: boolean) =>
  useQuery({ ...apiQueryOptions(placementsEndpoints.schoolInvitation, { params: { id } }), enabled });

/** The verified schools a student may invite: the profile form's picker. */
export const useVerifiedSchools = (enabled: boolean) =>
  useQuery({ ...apiQueryOptions(profilesEndpoints.institutionPicker), enabled, select: (answer) => answer.items });

/** A school's invitations waiting for its answer. */
export const useSchoolInvitations = (enabled: boolean) => useQuery({ ...apiQueryOptions(placementsEndpoints.schoolInvitations), enabled });

export const useInviteSchool = () => useApiMutation(placementsEndpoints.inviteSchool);
export const useAcceptSchoolInvitation = () => useApiMutation(placementsEndpoints.acceptSchoolInvitation);
export const useDeclineSchoolInvitation = () => useApiMutation(placementsEndpoints.declineSchoolInvitation);
