// A photo or logo (docs/product/profiles.md#photos-and-logos): upload and removal. Both change
// 'profile', so the current user (and with it the avatar in the header) is read again.
import { PROFILE_IMAGE_FIELD } from '@common/contracts/profile-images';
import { profileImagesEndpoints } from '@common/endpoints/profile-images';
import { useApiMutation } from '@web/lib/api-query';

export function useUploadProfileImage() {
  return useApiMutation(profileImagesEndpoints.uploadProfileImage, {
    toInput: (file: File) => {
      const form = new FormData();
      form.append(PROFILE_IMAGE_FIELD, file, file.name);
      return { body: form };
    },
  });
}

export function useRemoveProfileImage() {
  return useApiMutation(profileImagesEndpoints.removeProfileImage, { toInput: (_: void) => ({}) });
}
