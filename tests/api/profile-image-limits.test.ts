import zlib from 'node:zlib';
import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_IMAGE_MAX_PIXELS, PROFILE_IMAGE_MAX_SIDE } from '@common/constants';
import { authEndpoints } from '@common/endpoints/auth';
import { profileImagesEndpoints } from '@common/endpoints/profile-images';
import { rateCounters } from '@server/db/schema';
import { CLIENT_LIMITS, USER_LIMITS } from '@server/http/client-limits';
import { createPersona, type Persona } from './helpers/personas';
import { sendTo } from './helpers/request';
import { createTestApp, type TestApp } from './helpers/test-app';
import { multipartBody, PNG_BYTES } from './helpers/upload-fixtures';

// A photo or logo is decoded and encoded again, which costs CPU in proportion to its pixels: a
// 49 KB PNG of 4096 x 4096 took 0.6 s, and nothing limited how often anyone could send one. Now
// the pixels are limited, from the header, before anything is decoded; and uploads are limited
// per client address and per account, counted in the database like every other limit
// (docs/product/constants.md, docs/security.md).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const UPLOAD_PATH = profileImagesEndpoints.uploadProfileImage.path;

/** A photo upload from `address` (each test its own, so their per-client counts stay apart). */
async function uploadImage(persona: Persona, content: Buffer, address: string, name = 'me.png') {
  const { payload, headers } = await multipartBody({ file: { name, content } });
  return t.app.inject({ method: 'PUT', url: UPLOAD_PATH, payload, headers: { ...headers, cookie: persona.cookie! }, remoteAddress: address });
}

const currentImageUrl = async (persona: Persona) => (await sendTo(t.app, persona, authEndpoints.currentUser)).json().profileImageUrl as string | null;

/** As if the window of a counter had started `seconds` earlier: the clock moved on. */
const ageWindow = (scope: string, key: string, seconds: number) =>
  t.database.db
    .update(rateCounters)
    .set({ windowStartedAt: sql`${rateCounters.windowStartedAt} - make_interval(secs => ${seconds})` })
    .where(and(eq(rateCounters.scope, scope), eq(rateCounters.key, key)));

/** A PNG whose header says `width` x `height`, followed by data that decodes to nothing. */
function pngHeaderOnly(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // 8 bits a sample
  header.writeUInt8(2, 9); // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.alloc(64))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('the pixel limit of photos and logos', () => {
  it('refuses a small PNG of 4096 x 4096 with a 400 that names both limits', async () => {
    const student = await createPersona(t.app, 'student');
    const huge = await sharp({ create: { width: 4096, height: 4096, channels: 3, background: '#ffffff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(huge.length).toBeLessThan(200_000);
    const refused = await uploadImage(student, huge, '198.51.100.1');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: `Please choose a smaller image: at most ${PROFILE_IMAGE_MAX_SIDE} pixels wide and high, and 13 million pixels in all.`,
      issues: [{ path: 'file' }],
    });
    expect(await currentImageUrl(student)).toBeNull();
  });

  it('judges the pixels from the header, before decoding: a header of 4000 x 4000 is refused as too large, not as undecodable', async () => {
    const student = await createPersona(t.app, 'student');
    expect(4000 * 4000).toBeGreaterThan(PROFILE_IMAGE_MAX_PIXELS);
    const refused = await uploadImage(student, pngHeaderOnly(4000, 4000), '198.51.100.2');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/million pixels/);
    // Within the limits the same broken data is decoded, and refused as no image.
    expect((await uploadImage(student, pngHeaderOnly(400, 400), '198.51.100.2')).statusCode).toBe(415);
  });

  it("takes a phone's 12-megapixel photo", async () => {
    const student = await createPersona(t.app, 'student');
    const photo = await sharp({ create: { width: 4032, height: 3024, channels: 3, background: '#3366cc' } })
      .jpeg()
      .toBuffer();
    expect((await uploadImage(student, photo, '198.51.100.3', 'me.jpg')).statusCode).toBe(200);
  });
});

describe('the upload limits of photos and logos', () => {
  it('refuses an account past its uploads for the hour with 429 and Retry-After, from any network, until the hour has passed', async () => {
    const employer = await createPersona(t.app, 'employer');
    const { max, windowSeconds } = USER_LIMITS.profileImage;
    for (let i = 0; i < max; i += 1) {
      // Spread over networks: the per-client limit never applies, the per-account one does.
      expect((await uploadImage(employer, PNG_BYTES, `203.0.113.${i + 1}`)).statusCode, `upload ${i}`).toBe(200);
    }
    const before = await currentImageUrl(employer);
    const refused = await uploadImage(employer, PNG_BYTES, '203.0.113.200');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(windowSeconds - 120);
    expect(refused.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/^Too many requests from your account\. Please wait/),
    });
    expect(await currentImageUrl(employer)).toBe(before);

    // Another account on the same network is not held back.
    const other = await createPersona(t.app, 'employer');
    expect((await uploadImage(other, PNG_BYTES, '203.0.113.200')).statusCode).toBe(200);

    await ageWindow(`user:profileImage ${UPLOAD_PATH}`, employer.userId!, windowSeconds);
    expect((await uploadImage(employer, PNG_BYTES, '203.0.113.201')).statusCode).toBe(200);
  });

  it('refuses a network past its uploads with 429, whichever account sends them, and counts in the database', async () => {
    const address = '192.0.2.77';
    const { max, windowSeconds } = CLIENT_LIMITS.profileImage;
    const scope = `client:profileImage ${UPLOAD_PATH}`;
    await t.database.db.insert(rateCounters).values({ scope, key: address, hits: max });
    const school = await createPersona(t.app, 'institution');
    const refused = await uploadImage(school, PNG_BYTES, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.json().message).toMatch(/^Too many requests from your network/);
    expect(await currentImageUrl(school)).toBeNull();

    await ageWindow(scope, address, windowSeconds);
    expect((await uploadImage(school, PNG_BYTES, address)).statusCode).toBe(200);
  });

  it('says so in the OpenAPI document: the upload answers 429', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(Object.keys(document.paths[UPLOAD_PATH].put.responses)).toContain('429');
  });
});
