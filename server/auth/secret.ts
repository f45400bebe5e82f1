import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { AppConfig } from '../config/config';

/**
 * The secret that signs session cookies. AUTH_SECRET wins; otherwise one is generated once and
 * kept in DATA_DIR, so `npm start` works with no setup and sessions survive restarts. Several
 * app servers must share AUTH_SECRET (config.ts requires it in production with DATABASE_URL).
 */
export function resolveAuthSecret(config: AppConfig): string {
  if (config.authSecret) return config.authSecret;
  const secretPath = path.join(config.dataDir, 'auth-secret');
  try {
    return fs.readFileSync(secretPath, 'utf8').trim();
  } catch {
    fs.mkdirSync(config.dataDir, { recursive: true });
    const secret = crypto.randomBytes(32).toString('base64url');
    fs.writeFileSync(secretPath, secret, { mode: 0o600 });
    return secret;
  }
}
