import path from 'node:path';
import type { Config } from '../../config.ts';
import { createLocalDiskStorage } from './local-disk.ts';
import type { ObjectStorage } from './object-storage.ts';
import { createS3Storage } from './s3.ts';

export type { ObjectStorage, StoredObject } from './object-storage.ts';

/** The object storage chosen by STORAGE_PROVIDER; missing S3 settings stop the boot. */
export function createObjectStorage(config: Config): ObjectStorage {
  if (config.STORAGE_PROVIDER === 's3') {
    const { S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = config;
    if (!S3_ENDPOINT || !S3_BUCKET || !S3_ACCESS_KEY_ID || !S3_SECRET_ACCESS_KEY) {
      throw new Error(
        'STORAGE_PROVIDER=s3 needs S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY',
      );
    }
    return createS3Storage({
      endpoint: S3_ENDPOINT,
      region: config.S3_REGION,
      bucket: S3_BUCKET,
      accessKeyId: S3_ACCESS_KEY_ID,
      secretAccessKey: S3_SECRET_ACCESS_KEY,
      prefix: config.S3_PREFIX,
    });
  }
  return createLocalDiskStorage(path.join(config.DATA_DIR, 'uploads'));
}
