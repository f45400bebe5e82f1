import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_IMAGE_MAX_BYTES } from '@common/constants';
import { authEndpoints } from '@common/endpoints/auth';
import { profileImagesEndpoints } from '@common/endpoints/profile-images';
import { profileImages } from '@server/db/schema';
import { createApplication, createJob } from '@server/seed/factories';
import { createPersona, type Persona } from './helpers/personas';
import { send, sendTo } from './helpers/request';
import { createInstitution, createLinkedStudent } from './helpers/school-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';
import { EXE_BYTES, PNG_BYTES, TEXT_BYTES, upload } from './helpers/upload-fixtures';

// Photos and logos (docs/product/profiles.md#photos-and-logos): judged by their bytes, limited in
// size and pixels, stored without metadata, removable; a student's photo is seen only by the
// student, their approved school, employers they applied to and admins.

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const uploadImage = (caller: Persona | null, name: string, content: Buffer) =>
  upload(t.app, caller, profileImagesEndpoints.uploadProfileImage, { file: { name, content } });
const currentImageUrl = async (persona: Persona) => (await sendTo(t.app, persona, authEndpoints.currentUser)).json().profileImageUrl as string | null;
const imageOf = (caller: Persona | null, userId: string) => send(t.app, caller, 'GET', `/api/profile-images/${userId}`);

/** A PNG of the given size in pixels (IHDR only says so; enough for the checks, which do not decode). */
function pngSized(width: number, height: number): Buffer {
  const png = Buffer.from(PNG_BYTES);
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  return png;
}

function segment(marker: number, data: Buffer): Buffer {
  const header = Buffer.from([0xff, marker, 0, 0]);
  header.writeUInt16BE(data.length + 2, 2);
  return Buffer.concat([header, data]);
}

/** A JPEG's structure with an EXIF segment holding an orientation (6: turned) and a text that must not survive. */
function jpegWithExif(): Buffer {
  const tiff = Buffer.alloc(8 + 2 + 12 * 2 + 4 + 32);
  tiff.write('II', 0, 'latin1');
  tiff.writeUInt16LE(42, 2);
  tiff.writeUInt32LE(8, 4);
  tiff.writeUInt16LE(2, 8);
  tiff.writeUInt16LE(0x0112, 10);
  tiff.writeUInt16LE(3, 12);
  tiff.writeUInt32LE(1, 14);
  tiff.writeUInt16LE(6, 18);
  // An ASCII tag (ImageDescription) pointing at the secret after the IFD.
  tiff.writeUInt16LE(0x010e, 22);
  tiff.writeUInt16LE(2, 24);
  tiff.writeUInt32LE(24, 26);
  tiff.writeUInt32LE(38, 30);
  tiff.write('GPS 43.6532N 79.3832W SECRET\0', 38, 'latin1');
  const frame = Buffer.from([8, 0, 10, 0, 12, 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]);
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    segment(0xe0, Buffer.from('JFIF\0\x01\x01\0\0\x01\0\x01\0\0', 'latin1')),
    segment(0xe1, Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff])),
    segment(0xfe, Buffer.from('Comment: taken at home', 'latin1')),
    segment(0xc0, frame),
    segment(0xda, Buffer.from([1, 1, 0, 0, 0x3f, 0])),
    Buffer.from([0x12, 0x34, 0x56, 0xff, 0xd9]),
  ]);
}

/** A lossless WebP's structure with an EXIF chunk. */
function webpWithExif(): Buffer {
  const chunk = (fourcc: string, data: Buffer) => {
    const header = Buffer.alloc(8);
    header.write(fourcc, 0, 'latin1');
    header.writeUInt32LE(data.length, 4);
    return Buffer.concat([header, data, data.length % 2 ? Buffer.alloc(1) : Buffer.alloc(0)]);
  };
  const vp8x = Buffer.alloc(10);
  vp8x[0] = 0x08;
  vp8x.writeUIntLE(63, 4, 3);
  vp8x.writeUIntLE(31, 7, 3);
  const vp8l = Buffer.from([0x2f, 63, 0x80, 0x07, 0, 0, 0]);
  const body = Buffer.concat([chunk('VP8X', vp8x), chunk('VP8L', vp8l), chunk('EXIF', Buffer.from('Exif\0\0SECRET PLACE', 'latin1'))]);
  const header = Buffer.alloc(12);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(4 + body.length, 4);
  header.write('WEBP', 8, 'latin1');
  return Buffer.concat([header, body]);
}

describe('uploading a photo or logo', () => {
  it('stores a PNG, names it on the current user, serves it with its type and nosniff, and replaces it', async () => {
    const student = await createPersona(t.app, 'student');
    const uploaded = await uploadImage(student, 'me.png', PNG_BYTES);
    expect(uploaded.statusCode).toBe(200);
    const url = uploaded.json().profileImageUrl as string;
    expect(url).toMatch(new RegExp(`^/api/profile-images/${student.userId}\\?v=\\d+$`));
    expect(await currentImageUrl(student)).toBe(url);

    const served = await send(t.app, student, 'GET', url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toContain('no-store');
    expect(served.rawPayload.equals(PNG_BYTES)).toBe(true);

    const [first] = await t.app.deps.db.select().from(profileImages).where(eq(profileImages.userId, student.userId!));
    const replaced = await uploadImage(student, 'logo.webp', webpWithExif());
    expect(replaced.statusCode).toBe(200);
    expect(await t.app.deps.storage.exists(first!.storageKey)).toBe(false);
    expect((await imageOf(student, student.userId!)).headers['content-type']).toBe('image/webp');
  });

  it('judges by the bytes: a text file or a program named .png or .jpg is refused and nothing changes', async () => {
    const employer = await createPersona(t.app, 'employer');
    expect((await uploadImage(employer, 'logo.png', PNG_BYTES)).statusCode).toBe(200);
    const before = await currentImageUrl(employer);
    for (const [name, content] of [
      ['logo.png', TEXT_BYTES],
      ['logo.jpg', EXE_BYTES],
      ['logo.png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
      // A PNG's signature with nothing after it: not an image.
      ['logo.png', PNG_BYTES.subarray(0, 20)],
    ] as const) {
      const refused = await uploadImage(employer, name, content);
      expect(refused.statusCode, name).toBe(415);
      expect(refused.json().message).toMatch(/not a PNG, JPEG or WebP image/);
    }
    expect(await currentImageUrl(employer)).toBe(before);
    // The name does not matter either way: a real PNG called .txt is a PNG.
    expect((await uploadImage(employer, 'logo.txt', PNG_BYTES)).statusCode).toBe(200);
  });

  it('refuses a file over the size limit (413) and a picture over the pixel limit (400), and no file (400)', async () => {
    const school = await createPersona(t.app, 'institution');
    const tooBig = Buffer.concat([PNG_BYTES, Buffer.alloc(PROFILE_IMAGE_MAX_BYTES + 1 - PNG_BYTES.length)]);
    const big = await uploadImage(school, 'logo.png', tooBig);
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toMatch(/smaller than 2 MB/);
    const wide = await uploadImage(school, 'logo.png', pngSized(5000, 10));
    expect(wide.statusCode).toBe(400);
    expect(wide.json().issues[0].path).toBe('file');
    expect((await uploadImage(school, 'logo.png', pngSized(4096, 4096))).statusCode).toBe(200);
    const none = await send(t.app, school, 'PUT', '/api/profile-image');
    expect(none.statusCode).toBe(400);
  });

  it("drops a photo's metadata (where and when it was taken) but keeps which way up it is", async () => {
    const student = await createPersona(t.app, 'student');
    const original = jpegWithExif();
    expect((await uploadImage(student, 'me.jpg', original)).statusCode).toBe(200);
    const served = (await imageOf(student, student.userId!)).rawPayload;
    expect(served.toString('latin1')).not.toContain('SECRET');
    expect(served.toString('latin1')).not.toContain('taken at home');
    expect(served.subarray(0, 2).equals(Buffer.from([0xff, 0xd8]))).toBe(true);
    // The orientation survives in a minimal EXIF segment, after JFIF.
    const exifAt = served.indexOf('Exif\0\0', 0, 'latin1');
    expect(exifAt).toBeGreaterThan(served.indexOf('JFIF', 0, 'latin1'));
    expect(served.readUInt16BE(exifAt + 6 + 18)).toBe(6);
    // The compressed pixels are untouched.
    expect(served.subarray(-5).equals(original.subarray(-5))).toBe(true);

    expect((await uploadImage(student, 'me.webp', webpWithExif())).statusCode).toBe(200);
    const webp = (await imageOf(student, student.userId!)).rawPayload;
    expect(webp.toString('latin1')).not.toContain('SECRET');
    expect(webp.readUInt32LE(4)).toBe(webp.length - 8);
    expect(webp[20]! & 0x08).toBe(0);
  });

  it('removes the image and its file', async () => {
    const student = await createPersona(t.app, 'student');
    await uploadImage(student, 'me.png', PNG_BYTES);
    const [row] = await t.app.deps.db.select().from(profileImages).where(eq(profileImages.userId, student.userId!));
    const removed = await sendTo(t.app, student, profileImagesEndpoints.removeProfileImage);
    expect(removed.statusCode).toBe(204);
    expect(await currentImageUrl(student)).toBeNull();
    expect(await t.app.deps.storage.exists(row!.storageKey)).toBe(false);
    expect((await imageOf(student, student.userId!)).statusCode).toBe(404);
    expect((await sendTo(t.app, student, profileImagesEndpoints.removeProfileImage)).statusCode).toBe(204);
  });

  it('has no images for admins or accounts without a role', async () => {
    for (const kind of ['admin', 'noRole'] as const) {
      const persona = await createPersona(t.app, kind);
      expect((await uploadImage(persona, 'me.png', PNG_BYTES)).statusCode, kind).toBe(403);
    }
    expect((await uploadImage(null, 'me.png', PNG_BYTES)).statusCode).toBe(401);
  });
});

describe('who sees a photo or logo', () => {
  it("shows a student's photo to the student, their approved school, employers they applied to and admins; to nobody else", async () => {
    const school = await createInstitution(t.app, 'Toronto', 'Photo High');
    const otherSchool = await createInstitution(t.app, 'Toronto', 'Other High');
    const student = await createLinkedStudent(t.app, school.profileId);
    await createLinkedStudent(t.app, otherSchool.profileId, {}, 'pending');
    const appliedTo = await createPersona(t.app, 'employer');
    const job = await createJob(t.app.deps.db, appliedTo.userId!);
    await createApplication(t.app.deps.db, job.id, student.userId!);
    const otherEmployer = await createPersona(t.app, 'employer');
    const otherStudent = await createPersona(t.app, 'student');
    const admin = await createPersona(t.app, 'admin');
    expect((await uploadImage(student, 'me.png', PNG_BYTES)).statusCode).toBe(200);

    for (const viewer of [student, school, appliedTo, admin]) expect((await imageOf(viewer, student.userId!)).statusCode, viewer.kind).toBe(200);
    for (const viewer of [null, otherSchool, otherEmployer, otherStudent]) {
      expect((await imageOf(viewer, student.userId!)).statusCode, viewer?.kind ?? 'visitor').toBe(404);
    }
    // A school the student only asked to join sees no photo.
    const asking = await createLinkedStudent(t.app, otherSchool.profileId, {}, 'pending');
    await uploadImage(asking, 'me.png', PNG_BYTES);
    expect((await imageOf(otherSchool, asking.userId!)).statusCode).toBe(404);
  });

  it("shows an employer's or a school's logo to anyone, visitors included", async () => {
    const employer = await createPersona(t.app, 'employer');
    const school = await createPersona(t.app, 'institution');
    await uploadImage(employer, 'logo.png', PNG_BYTES);
    await uploadImage(school, 'logo.png', PNG_BYTES);
    expect((await imageOf(null, employer.userId!)).statusCode).toBe(200);
    expect((await imageOf(null, school.userId!)).statusCode).toBe(200);
    expect((await imageOf(null, 'no-such-user')).statusCode).toBe(404);
    expect((await send(t.app, null, 'GET', `/api/profile-images/${employer.userId}?v=abc`)).statusCode).toBe(400);
  });
});
