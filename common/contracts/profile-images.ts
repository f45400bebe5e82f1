import { z } from 'zod';
import { fillPath } from '../api/endpoint';
import { keyed } from '../messages';

// Profile photos (students) and logos (employers, schools): docs/product/profiles.md#photos-and-logos.
// The upload is a multipart form with one part, `file`; the image is served by the app at
// PROFILE_IMAGE_PATH, which the current user's profileImageUrl names (with a version, so a new
// image is a new address).

export const PROFILE_IMAGE_PATH = '/api/profile-images/:userId';
/** The multipart field of the upload. */
export const PROFILE_IMAGE_FIELD = 'file';
/** What the file input offers; the server decides by the bytes alone. */
export const PROFILE_IMAGE_ACCEPT = 'image/png,image/jpeg,image/webp';

export const profileImageResponse = z.object({ profileImageUrl: z.string() });
export type ProfileImageResponse = z.infer<typeof profileImageResponse>;

/** `v` only makes a new image a new address for the browser's cache; any value serves the current image. */
export const profileImageQuery = z.object({
  v: z
    .string()
    .regex(/^[0-9]{1,20}$/, keyed('profileImages.versionNumber'))
    .optional(),
});

/** The app's address of a user's image, versioned by when it was uploaded. */
export function profileImageUrl(userId: string, uploadedAt: Date): string {
  return `${fillPath(PROFILE_IMAGE_PATH, { userId })}?v=${uploadedAt.getTime()}`;
}
