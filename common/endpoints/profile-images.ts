import { access } from '../api/access';
import { defineEndpoint } from '../api/endpoint';
import { userIdParams } from '../api/params';
import { PROFILE_IMAGE_ACCEPT, PROFILE_IMAGE_PATH, profileImageQuery, profileImageResponse } from '../contracts/profile-images';

// A student's photo, an employer's or a school's logo (docs/product/profiles.md#photos-and-logos).
// Who may see a student's photo is the download's data rule: anyone else gets 404, as if there
// were none. Admins and accounts without a role have no image.

const withImages = access.roles('student', 'employer', 'institution');

export const profileImagesEndpoints = {
  /**
   * Replaces any earlier image; the answer's address is also the current user's profileImageUrl.
   * Limited per client address and per account (CLIENT_LIMITS and USER_LIMITS.profileImage,
   * docs/product/constants.md): 429 with Retry-After past either.
   */
  uploadProfileImage: defineEndpoint({
    method: 'PUT',
    path: '/api/profile-image',
    tag: 'profiles',
    // Files only from a confirmed address: a throwaway account cannot fill the disk.
    access: access.verifiedRoles('student', 'employer', 'institution'),
    summary:
      'Upload your photo or logo (multipart: file; PNG, JPEG or WebP, at most 2 MB, 4096 px a side and 13 million pixels; limited per network and per account)',
    bodyKind: 'multipart',
    response: profileImageResponse,
    changes: ['profile'],
    rateLimited: true,
    errors: ['STORAGE_FULL'],
  }),
  /** Answers 204, also when there was none. */
  removeProfileImage: defineEndpoint({
    method: 'DELETE',
    path: '/api/profile-image',
    tag: 'profiles',
    access: withImages,
    summary: 'Remove your photo or logo (204)',
    changes: ['profile'],
    status: 204,
  }),
  /** Logos: anyone. A student's photo: the student, their approved school, employers they applied to, admins. */
  profileImage: defineEndpoint({
    method: 'GET',
    path: PROFILE_IMAGE_PATH,
    tag: 'profiles',
    access: access.public,
    summary: "A user's photo or logo (an image; 404 when there is none or you may not see it)",
    params: userIdParams(),
    query: profileImageQuery,
    reads: ['profile'],
    produces: PROFILE_IMAGE_ACCEPT.split(','),
  }),
};
