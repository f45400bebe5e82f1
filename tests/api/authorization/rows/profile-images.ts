import crypto from 'node:crypto';
import { endpointUrl } from '@common/api/endpoint';
import { profileImagesEndpoints } from '@common/endpoints/profile-images';
import { profileImages } from '@server/db/schema';
import { createPersona, type Persona } from '../../helpers/personas';
import { PNG_BYTES } from '../../helpers/upload-fixtures';
import { row, type MatrixContext, type MatrixRequest, type MatrixRow } from '../matrix-types';

// The core row for POST /api/auth/setup-profile gives the shared "noRole" persona the student role;
// these routes let students in, so a no-role account of their own stands in for it (one per app).
const freshNoRoleCookies = new WeakMap<object, Promise<string | undefined>>();
function noRoleCookie(ctx: MatrixContext): Promise<string | undefined> {
  if (!freshNoRoleCookies.has(ctx.app))
    freshNoRoleCookies.set(
      ctx.app,
      createPersona(ctx.app, 'noRole').then((persona) => persona.cookie),
    );
  return freshNoRoleCookies.get(ctx.app)!;
}
const withStableNoRole =
  (build: (ctx: MatrixContext) => Promise<MatrixRequest> | MatrixRequest) =>
  async (ctx: MatrixContext, persona: Persona): Promise<MatrixRequest> => {
    const request = await build(ctx);
    return persona.kind === 'noRole' ? { ...request, cookie: await noRoleCookie(ctx) } : request;
  };

/** The matrix employer's logo (stored once per app): anyone may see a logo. */
const logoStored = new WeakMap<object, Promise<void>>();
function storeEmployerLogo({ app, personas }: MatrixContext): Promise<void> {
  if (!logoStored.has(app)) {
    const storageKey = `profile-images/${crypto.randomUUID()}`;
    logoStored.set(
      app,
      app.deps.storage.put(storageKey, PNG_BYTES, 'image/png').then(async () => {
        await app.deps.db
          .insert(profileImages)
          .values({ userId: personas.employer.userId!, storageKey, contentType: 'image/png', sizeBytes: PNG_BYTES.length })
          .onConflictDoNothing();
      }),
    );
  }
  return logoStored.get(app)!;
}

const { uploadProfileImage, removeProfileImage, profileImage } = profileImagesEndpoints;

/** Requests of the photo and logo routes; who may call them comes from the declarations. */
export const profileImagesRows: MatrixRow[] = [
  // Without a file: an allowed caller gets 400 "Please select a file to upload.".
  row(uploadProfileImage, { request: withStableNoRole(() => ({ url: endpointUrl(uploadProfileImage) })) }),
  row(removeProfileImage, { request: withStableNoRole(() => ({ url: endpointUrl(removeProfileImage) })) }),
  row(profileImage, {
    request: async (ctx) => {
      await storeEmployerLogo(ctx);
      return { url: endpointUrl(profileImage, { params: { userId: ctx.personas.employer.userId } }) };
    },
  }),
];
