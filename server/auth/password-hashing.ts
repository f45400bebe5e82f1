import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { verifyPassword } from 'better-auth/crypto';
import type { AppConfig } from '../config/config';

/**
 * The test environment's password hashing (docs/decisions/035): the scrypt that Better Auth uses,
 * in the form it stores (`salt:key`, both hex), at a work factor 64 times lower. Better Auth's own
 * (N=16384, r=16: 32 MB and about a quarter of a second of CPU per hash on the CI machine) took
 * more than half of the API tests' time, most of it in creating and signing in test accounts.
 */
const TEST_SCRYPT = { N: 1024, r: 8, p: 1, keyLength: 64 } as const;

function derive(password: string, salt: string): Promise<Buffer> {
  const { N, r, p, keyLength } = TEST_SCRYPT;
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, keyLength, { N, r, p }, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

async function hash(password: string): Promise<string> {
  const salt = randomBytes(16).toString('hex');
  return `${salt}:${(await derive(password, salt)).toString('hex')}`;
}

async function verify({ hash: stored, password }: { hash: string; password: string }): Promise<boolean> {
  const [salt, key] = stored.split(':');
  if (!salt || !key) return false;
  const expected = Buffer.from(key, 'hex');
  const actual = await derive(password, salt);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/**
 * Better Auth's `emailAndPassword.password` option: nothing (its own scrypt) except in the test
 * environment. A database written in the test environment cannot be signed in to elsewhere: its
 * hashes do not verify at the full work factor, so a mistaken NODE_ENV fails closed.
 */
export function passwordHashingFor(env: AppConfig['env']): { hash: typeof hash; verify: typeof verify } | undefined {
  return env === 'test' ? { hash, verify } : undefined;
}

/** Whether `password` is the one stored as `stored`, with the hashing the app runs with (Better Auth's, or the test one). */
export function passwordMatches(env: AppConfig['env'], stored: string, password: string): Promise<boolean> {
  return (passwordHashingFor(env)?.verify ?? verifyPassword)({ hash: stored, password });
}
