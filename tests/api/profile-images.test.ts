import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_IMAGE_MAX_BYTES, PROFILE_IMAGE_STORED_SIDE } from '@common/constants';
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

/** A real picture of one colour, of the given format and size in pixels. */
const picture = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#3366cc' } });
const sizeOf = async (bytes: Buffer) => {
  const { format, width, height, exif } = await sharp(bytes).metadata();
  return { format, width, height, exif };
};

/** A phone's photo: a JPEG taken sideways (EXIF orientation 6), whose EXIF also says where. */
const sidewaysJpegWithExif = () =>
  picture(40, 20)
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({ IFD0: { ImageDescription: 'GPS 43.6532N 79.3832W SECRET' } })
    .toBuffer();

/** A WebP whose EXIF says where it was taken. */
const webpWithExif = () =>
  picture(64, 32)
    .webp()
    .withExif({ IFD0: { ImageDescription: 'SECRET PLACE' } })
    .toBuffer();

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
    expect(await sizeOf(served.rawPayload)).toMatchObject({ format: 'png', width: 1, height: 1 });

    const [first] = await t.app.deps.db.select().from(profileImages).where(eq(profileImages.userId, student.userId!));
    const replaced = await uploadImage(student, 'logo.webp', await webpWithExif());
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
      // A JPEG whose header is whole but whose pixels are cut off.
      ['logo.jpg', (await picture(600, 600).jpeg().toBuffer()).subarray(0, 1500)],
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
    const wide = await uploadImage(school, 'logo.png', await picture(5000, 10).png().toBuffer());
    expect(wide.statusCode).toBe(400);
    expect(wide.json().issues[0].path).toBe('file');
    // The largest side, within the pixel limit: kept at most PROFILE_IMAGE_STORED_SIDE a side.
    expect((await uploadImage(school, 'logo.jpg', await picture(4096, 3072).jpeg().toBuffer())).statusCode).toBe(200);
    expect(await sizeOf((await imageOf(school, school.userId!)).rawPayload)).toMatchObject({
      format: 'jpeg',
      width: PROFILE_IMAGE_STORED_SIDE,
      height: (PROFILE_IMAGE_STORED_SIDE * 3) / 4,
    });
    const none = await send(t.app, school, 'PUT', '/api/profile-image');
    expect(none.statusCode).toBe(400);
  });

  it("drops a photo's metadata (where it was taken) and turns it upright", async () => {
    const student = await createPersona(t.app, 'student');
    const original = await sidewaysJpegWithExif();
    expect(original.toString('latin1')).toContain('SECRET');
    expect((await uploadImage(student, 'me.jpg', original)).statusCode).toBe(200);
    const served = (await imageOf(student, student.userId!)).rawPayload;
    expect(served.toString('latin1')).not.toContain('SECRET');
    // Taken 40 x 20 and sideways: stored 20 x 40, upright, with no EXIF left to turn it again.
    expect(await sizeOf(served)).toEqual({ format: 'jpeg', width: 20, height: 40, exif: undefined });

    expect((await uploadImage(student, 'me.webp', await webpWithExif())).statusCode).toBe(200);
    const webp = (await imageOf(student, student.userId!)).rawPayload;
    expect(webp.toString('latin1')).not.toContain('SECRET');
    expect(await sizeOf(webp)).toEqual({ format: 'webp', width: 64, height: 32, exif: undefined });
  });

  it('makes a large picture smaller, keeping its shape', async () => {
    const employer = await createPersona(t.app, 'employer');
    expect((await uploadImage(employer, 'logo.png', await picture(2000, 1000).png().toBuffer())).statusCode).toBe(200);
    const served = (await imageOf(employer, employer.userId!)).rawPayload;
    expect(await sizeOf(served)).toMatchObject({ format: 'png', width: PROFILE_IMAGE_STORED_SIDE, height: PROFILE_IMAGE_STORED_SIDE / 2 });
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
