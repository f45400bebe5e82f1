import type { AppConfig } from '../config/config';
import type { FileStorage } from './storage';

type S3Config = Extract<AppConfig['storage'], { driver: 's3' }>;

/** S3-compatible storage (issue 3 fills this in). */
export function createS3Storage(_config: S3Config): FileStorage {
  throw new Error('The S3 storage driver is not available yet.');
}
