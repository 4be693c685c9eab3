import path from 'node:path';
import type { Env } from '../env.ts';
import { createLocalDriver } from './local-driver.ts';
import { createS3Driver } from './s3-driver.ts';
import type { StorageDriver } from './storage-driver.ts';

/** S3 when S3_BUCKET is set, otherwise local disk under DATA_DIR/uploads. */
export function createStorage(env: Env): StorageDriver {
  if (env.S3_BUCKET) {
    return createS3Driver({
      endpoint: env.S3_ENDPOINT,
      region: env.S3_REGION ?? 'us-east-1',
      bucket: env.S3_BUCKET,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
      forcePathStyle: env.S3_FORCE_PATH_STYLE
        ? ['true', '1'].includes(env.S3_FORCE_PATH_STYLE)
        : Boolean(env.S3_ENDPOINT),
      publicUrl: env.S3_PUBLIC_URL,
    });
  }
  return createLocalDriver({ rootDir: path.join(env.DATA_DIR, 'uploads') });
}
