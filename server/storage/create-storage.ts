import type { AppConfig } from '../config/config';
import { createLocalStorage } from './local-storage';
import type { FileStorage } from './storage';

export async function createStorage(config: AppConfig): Promise<FileStorage> {
  if (config.storage.driver === 's3') {
    const { createS3Storage } = await import('./s3-storage');
    return createS3Storage(config.storage);
  }
  return createLocalStorage(config.dataDir, { minFreeBytes: config.uploadMinFreeBytes });
}
