import sharp from 'sharp';
import { PROFILE_IMAGE_MAX_PIXELS, PROFILE_IMAGE_MAX_SIDE, PROFILE_IMAGE_STORED_SIDE } from '@common/constants';
import { AppError } from '../../errors/app-error';
import { msg } from '../../errors/message';

/** The formats accepted, as sharp names what it finds in the bytes, and the type each is served as. */
const ACCEPTED = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
} as const;
type AcceptedFormat = keyof typeof ACCEPTED;

export interface CheckedImage {
  contentType: string;
  /** The bytes to store: the picture decoded, turned upright, made smaller if needed and encoded again, with no metadata. */
  content: Buffer;
}

const notAnImage = () => new AppError('UNSUPPORTED_MEDIA_TYPE', 'images.notAnImage', [{ path: 'file', message: 'images.notAnImage' }]);
const tooManyPixels = () => {
  const message = msg('images.tooManyPixels', { side: PROFILE_IMAGE_MAX_SIDE, millions: PROFILE_IMAGE_MAX_PIXELS / 1_000_000 });
  return new AppError('VALIDATION_FAILED', message, [{ path: 'file', message }]);
};

const isAccepted = (format: string | undefined): format is AcceptedFormat => format !== undefined && format in ACCEPTED;

/**
 * A photo or logo, judged by its bytes only (the file's name and the browser's type are ignored):
 * a PNG, JPEG or WebP that decodes, at most PROFILE_IMAGE_MAX_SIDE pixels a side and
 * PROFILE_IMAGE_MAX_PIXELS in all, both read from the header before any pixel is decoded (a small
 * file can still unpack into a huge picture, and decoding costs CPU in proportion), stored at most PROFILE_IMAGE_STORED_SIDE a side in its
 * own format (docs/product/profiles.md#photos-and-logos). Encoding it again drops everything the
 * file said about itself: a phone's photo of a 14-year-old carries where it was taken (EXIF GPS),
 * the camera and the time. The work runs on libvips' threads, not on the event loop.
 */
export async function checkProfileImage(upload: Buffer): Promise<CheckedImage> {
  // failOn 'error': a cut-off or corrupt file is refused rather than drawn half grey.
  const options = { failOn: 'error', limitInputPixels: PROFILE_IMAGE_MAX_PIXELS } as const;
  let format: string | undefined;
  let width = 0;
  let height = 0;
  try {
    ({ format, width = 0, height = 0 } = await sharp(upload, { ...options, limitInputPixels: false }).metadata());
  } catch {
    throw notAnImage();
  }
  if (!isAccepted(format) || width < 1 || height < 1) throw notAnImage();
  if (width > PROFILE_IMAGE_MAX_SIDE || height > PROFILE_IMAGE_MAX_SIDE || width * height > PROFILE_IMAGE_MAX_PIXELS) throw tooManyPixels();

  const pipeline = sharp(upload, options)
    // Turn the pixels the way the EXIF orientation says, since the orientation goes with the rest.
    .rotate()
    .resize(PROFILE_IMAGE_STORED_SIDE, PROFILE_IMAGE_STORED_SIDE, { fit: 'inside', withoutEnlargement: true });
  const encoded =
    format === 'png'
      ? pipeline.png({ compressionLevel: 9 })
      : format === 'jpeg'
        ? pipeline.jpeg({ quality: 85, mozjpeg: true })
        : pipeline.webp({ quality: 85 });
  try {
    return { contentType: ACCEPTED[format], content: await encoded.toBuffer() };
  } catch {
    // The header was readable but the pixels are not (truncated or corrupt data).
    throw notAnImage();
  }
}
