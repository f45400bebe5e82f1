// Reading PNG, JPEG and WebP files just far enough to know their size in pixels and to drop the
// metadata they carry (docs/product/profiles.md#photos-and-logos). No image library is installed,
// so nothing is decoded or re-encoded: the pixels are kept as uploaded. Metadata goes because a
// phone's photo of a 14-year-old carries where it was taken (EXIF GPS), the camera and the time.

export type ImageKind = 'png' | 'jpeg' | 'webp';

export interface ImageInfo {
  width: number;
  height: number;
  /** The same image without its metadata. */
  cleaned: Buffer;
}

/** The bytes do not have the structure their type promises (truncated, or not really an image). */
export class MalformedImageError extends Error {}

const malformed = (what: string) => new MalformedImageError(what);

// ---- PNG: signature, then chunks of length (4) + type (4) + data + CRC (4); IHDR first. ----

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Text, EXIF and time chunks: what a PNG says about itself, never needed to draw it. */
const PNG_METADATA_CHUNKS = new Set(['tEXt', 'zTXt', 'iTXt', 'eXIf', 'tIME']);

function readPng(bytes: Buffer): ImageInfo {
  if (!bytes.subarray(0, 8).equals(PNG_SIGNATURE)) throw malformed('PNG signature');
  const kept: Buffer[] = [PNG_SIGNATURE];
  let width = 0;
  let height = 0;
  let offset = 8;
  let sawEnd = false;
  while (offset + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    const end = offset + 12 + length;
    if (end > bytes.length) throw malformed('PNG chunk past the end');
    if (offset === 8) {
      if (type !== 'IHDR' || length < 8) throw malformed('PNG without IHDR');
      width = bytes.readUInt32BE(offset + 8);
      height = bytes.readUInt32BE(offset + 12);
    }
    if (!PNG_METADATA_CHUNKS.has(type)) kept.push(bytes.subarray(offset, end));
    offset = end;
    if (type === 'IEND') {
      sawEnd = true;
      break;
    }
  }
  if (!sawEnd) throw malformed('PNG without IEND');
  return { width, height, cleaned: Buffer.concat(kept) };
}

// ---- JPEG: SOI, then segments FF xx + length (2, counting itself) until the scan (SOS). ----

/** The start-of-frame markers, which hold the size (not DHT C4, JPG C8 or DAC CC). */
const isStartOfFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
/**
 * Kept application segments: APP0 (JFIF), APP2 (the colour profile) and APP14 (Adobe: how CMYK
 * colours are stored). APP1 (EXIF, XMP), APP13 (IPTC), the others and comments (FE) go.
 */
const KEPT_APP_MARKERS = new Set([0xe0, 0xe2, 0xee]);
const isDroppedMetadata = (marker: number) => marker === 0xfe || (marker >= 0xe0 && marker <= 0xef && !KEPT_APP_MARKERS.has(marker));

/** The EXIF orientation (1 to 8) of an APP1 segment's data, if it has one. */
function exifOrientation(data: Buffer): number | null {
  if (data.length < 14 || data.toString('latin1', 0, 6) !== 'Exif\0\0') return null;
  const tiff = data.subarray(6);
  const little = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd = u32(4);
  if (ifd + 2 > tiff.length) return null;
  const entries = u16(ifd);
  for (let index = 0; index < entries; index++) {
    const entry = ifd + 2 + index * 12;
    if (entry + 12 > tiff.length) return null;
    if (u16(entry) === 0x0112) {
      const value = u16(entry + 8);
      return value >= 1 && value <= 8 ? value : null;
    }
  }
  return null;
}

/**
 * A minimal APP1 EXIF segment holding only the orientation, so a phone's portrait photo still
 * shows upright once its other EXIF data (GPS, camera, time) is gone.
 */
function orientationSegment(orientation: number): Buffer {
  const tiff = Buffer.alloc(8 + 2 + 12 + 4);
  tiff.write('MM', 0, 'latin1');
  tiff.writeUInt16BE(42, 2);
  tiff.writeUInt32BE(8, 4);
  tiff.writeUInt16BE(1, 8);
  tiff.writeUInt16BE(0x0112, 10);
  tiff.writeUInt16BE(3, 12);
  tiff.writeUInt32BE(1, 14);
  tiff.writeUInt16BE(orientation, 18);
  const data = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const header = Buffer.from([0xff, 0xe1, 0, 0]);
  header.writeUInt16BE(data.length + 2, 2);
  return Buffer.concat([header, data]);
}

function readJpeg(bytes: Buffer): ImageInfo {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) throw malformed('JPEG start');
  const kept: Buffer[] = [bytes.subarray(0, 2)];
  let width = 0;
  let height = 0;
  let orientation: number | null = null;
  let offset = 2;
  while (offset < bytes.length) {
    if (bytes[offset] !== 0xff) throw malformed('JPEG segment');
    const marker = bytes[offset + 1]!;
    // Fill bytes and markers without a length.
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      kept.push(bytes.subarray(offset, offset + 2));
      offset += 2;
      continue;
    }
    if (marker === 0xd9) throw malformed('JPEG ends before its image');
    if (offset + 4 > bytes.length) throw malformed('JPEG segment past the end');
    const length = bytes.readUInt16BE(offset + 2);
    const end = offset + 2 + length;
    if (length < 2 || end > bytes.length) throw malformed('JPEG segment past the end');
    const data = bytes.subarray(offset + 4, end);
    if (isStartOfFrame(marker)) {
      if (data.length < 5) throw malformed('JPEG frame');
      height = data.readUInt16BE(1);
      width = data.readUInt16BE(3);
    }
    if (marker === 0xe1) orientation ??= exifOrientation(data);
    if (marker === 0xda) {
      // The scan: the compressed pixels and everything after them are kept as they are.
      if (!width || !height) throw malformed('JPEG without a frame');
      // After APP0 when there is one: JFIF wants it right after the start.
      if (orientation && orientation !== 1) kept.splice(kept[1]?.[1] === 0xe0 ? 2 : 1, 0, orientationSegment(orientation));
      kept.push(bytes.subarray(offset));
      return { width, height, cleaned: Buffer.concat(kept) };
    }
    if (!isDroppedMetadata(marker)) kept.push(bytes.subarray(offset, end));
    offset = end;
  }
  throw malformed('JPEG without a scan');
}

// ---- WebP: RIFF size WEBP, then chunks of fourcc (4) + size (4, little-endian) + data (padded to even). ----

const VP8X_EXIF = 0x08;
const VP8X_XMP = 0x04;

function readWebp(bytes: Buffer): ImageInfo {
  if (bytes.length < 20 || bytes.toString('latin1', 0, 4) !== 'RIFF' || bytes.toString('latin1', 8, 12) !== 'WEBP') throw malformed('WebP header');
  const riffEnd = Math.min(bytes.length, 8 + bytes.readUInt32LE(4));
  const kept: Buffer[] = [];
  let width = 0;
  let height = 0;
  let offset = 12;
  while (offset + 8 <= riffEnd) {
    const fourcc = bytes.toString('latin1', offset, offset + 4);
    const size = bytes.readUInt32LE(offset + 4);
    const end = offset + 8 + size + (size % 2);
    if (offset + 8 + size > riffEnd) throw malformed('WebP chunk past the end');
    const data = bytes.subarray(offset + 8, offset + 8 + size);
    let chunk = bytes.subarray(offset, Math.min(end, riffEnd));
    if (fourcc === 'VP8X' && size >= 10) {
      width = data.readUIntLE(4, 3) + 1;
      height = data.readUIntLE(7, 3) + 1;
      chunk = Buffer.from(chunk);
      chunk[8] = chunk[8]! & ~(VP8X_EXIF | VP8X_XMP);
    } else if (fourcc === 'VP8 ' && !width && size >= 10) {
      if (data[3] !== 0x9d || data[4] !== 0x01 || data[5] !== 0x2a) throw malformed('VP8 frame');
      width = data.readUInt16LE(6) & 0x3fff;
      height = data.readUInt16LE(8) & 0x3fff;
    } else if (fourcc === 'VP8L' && !width && size >= 5) {
      if (data[0] !== 0x2f) throw malformed('VP8L signature');
      const bits = data.readUInt32LE(1);
      width = (bits & 0x3fff) + 1;
      height = ((bits >> 14) & 0x3fff) + 1;
    }
    if (fourcc !== 'EXIF' && fourcc !== 'XMP ') kept.push(chunk);
    offset = end;
  }
  if (!width || !height) throw malformed('WebP without an image');
  const body = Buffer.concat(kept);
  const header = Buffer.alloc(12);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(4 + body.length, 4);
  header.write('WEBP', 8, 'latin1');
  return { width, height, cleaned: Buffer.concat([header, body]) };
}

/** The size in pixels of an image of a known kind, and its bytes without metadata; throws MalformedImageError. */
export function readImage(kind: ImageKind, bytes: Buffer): ImageInfo {
  try {
    if (kind === 'png') return readPng(bytes);
    if (kind === 'jpeg') return readJpeg(bytes);
    return readWebp(bytes);
  } catch (error) {
    // A length field pointing past the buffer makes Buffer's readers throw RangeError: same thing.
    if (error instanceof RangeError) throw malformed(error.message);
    throw error;
  }
}
