import 'dotenv/config';
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '@common/constants';
import { createAuth } from '../auth/better-auth';
import { resolveAuthSecret } from '../auth/secret';
import { configureFieldEncryption } from '../db/field-encryption';
import { loadConfig } from '../config/config';
import { openConfiguredDatabase } from '../db/open-database';
import { users } from '../db/schema';
import { assertAcceptablePassword } from '../features/auth/password-rules';
import { createUserAccount } from '../seed/factories';

// npm run create-admin -- --email E --password P [--first-name F --last-name L]
// Creates the account as an admin, or promotes an existing account; either way its e-mail address
// counts as confirmed (the factory creates it so). On the embedded database it
// must run while the server is stopped (the DATA_DIR lock says so); on PostgreSQL at any time.

const argsSchema = z.object({
  email: z.string().email('--email must be an e-mail address'),
  password: z.string().min(PASSWORD_MIN_LENGTH, `--password must be at least ${PASSWORD_MIN_LENGTH} characters`).optional(),
  'first-name': z.string().default('Admin'),
  'last-name': z.string().default('User'),
});

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, password: { type: 'string' }, 'first-name': { type: 'string' }, 'last-name': { type: 'string' } },
  });
  const parsed = argsSchema.safeParse(values);
  if (!parsed.success) throw new Error(parsed.error.issues.map((issue) => issue.message).join('\n'));
  const args = parsed.data;
  const config = loadConfig();
  const opened = await openConfiguredDatabase(config);
  try {
    const { db } = opened.database;
    const email = args.email.toLowerCase();
    const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (existing) {
      // The operator vouches for the address: an admin never waits for a confirmation link (docs/decisions/022).
      await db.update(users).set({ role: 'admin', emailVerified: true, updatedAt: new Date() }).where(eq(users.id, existing.id));
      console.log(`${email} is now an admin.`);
      return;
    }
    if (!args.password) throw new Error('No account has that e-mail yet: give --password to create it.');
    // The rules of every new password (docs/product/accounts.md#passwords); an AppError's message names the problem.
    assertAcceptablePassword(args.password, { email, firstName: args['first-name'], lastName: args['last-name'] });
    const secret = resolveAuthSecret(config);
    configureFieldEncryption(secret);
    const auth = createAuth(db, config, secret);
    await createUserAccount(auth, { email, password: args.password, firstName: args['first-name'], lastName: args['last-name'], role: 'admin' });
    console.log(`Created admin account ${email}.`);
  } finally {
    await opened.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
