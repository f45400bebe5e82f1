import { fileTypeFromBuffer } from 'file-type';
import { PROFILE_IMAGE_MAX_SIDE } from '@common/constants';
import { NOT_AN_IMAGE_MESSAGE, TOO_MANY_PIXELS_MESSAGE } from '@common/contracts/profile-images';
import { AppError } from '../../errors/app-error';
import { MalformedImageError, readImage, type ImageKind } from './image-bytes';

/** What file-type calls each accepted kind, and the type the app stores and serves it as. */
const ACCEPTED: Record<string, { kind: ImageKind; contentType: string }> = {
  png: { kind: 'png', contentType: 'image/png' },
  jpg: { kind: 'jpeg', contentType: 'image/jpeg' },
  webp: { kind: 'webp', contentType: 'image/webp' },
};

export interface CheckedImage {
  contentType: string;
  /** The bytes to store: the upload without its metadata. */
  content: Buffer;
}

const notAnImage = () => new AppError('UNSUPPORTED_MEDIA_TYPE', NOT_AN_IMAGE_MESSAGE, [{ path: 'file', message: NOT_AN_IMAGE_MESSAGE }]);

/**
 * A photo or logo, judged by its bytes only (the file's name and the browser's type are ignored):
 * a PNG, JPEG or WebP whose structure holds together, at most PROFILE_IMAGE_MAX_SIDE pixels a
 * side (a small file can still unpack into a huge picture in every viewer's browser), returned
 * without its metadata (docs/product/profiles.md#photos-and-logos).
 */
export async function checkProfileImage(upload: Buffer): Promise<CheckedImage> {
  const accepted = ACCEPTED[(await fileTypeFromBuffer(upload))?.ext ?? ''];
  if (!accepted) throw notAnImage();
  let image;
  try {
    image = readImage(accepted.kind, upload);
  } catch (error) {
    if (error instanceof MalformedImageError) throw notAnImage();
    throw error;
  }
  if (image.width < 1 || image.height < 1) throw notAnImage();
  if (image.width > PROFILE_IMAGE_MAX_SIDE || image.height > PROFILE_IMAGE_MAX_SIDE) {
    throw new AppError('VALIDATION_FAILED', TOO_MANY_PIXELS_MESSAGE, [{ path: 'file', message: TOO_MANY_PIXELS_MESSAGE }]);
  }
  return { contentType: accepted.contentType, content: image.cleaned };
}
