import type { Env } from '../../app/config/env.server.ts';
import type { ImageStorage, UploadQuota } from '../../app/features/media/media.server.ts';
import { createDiskImageStores } from './local-disk-storage.ts';
import { S3Storage } from './s3-storage.ts';

export interface ImageStores {
  originals: ImageStorage;
  variants: ImageStorage;
}

type StorageEnv = Pick<Env, 'DATA_DIR' | 'S3_BUCKET' | 'S3_ENDPOINT' | 'S3_REGION' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY' | 'S3_PREFIX'>;

const stores = new Map<string, ImageStores>();

/**
 * Where uploads and their rendered variants live: an S3-compatible bucket when S3_BUCKET is set
 * (originals under S3_PREFIX, variants under S3_PREFIX + 'cache/'), else DATA_DIR/uploads on disk.
 * One pair per configuration, shared by the upload API and the image route.
 */
export function createImageStores(env: StorageEnv): ImageStores {
  const key = JSON.stringify([env.DATA_DIR, env.S3_BUCKET, env.S3_ENDPOINT, env.S3_PREFIX]);
  const existing = stores.get(key);
  if (existing) return existing;
  let created: ImageStores;
  if (env.S3_BUCKET) {
    if (!env.S3_ENDPOINT || !env.S3_ACCESS_KEY_ID || !env.S3_SECRET_ACCESS_KEY) {
      throw new Error('S3_BUCKET is set: S3_ENDPOINT, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are required too');
    }
    const base = {
      endpoint: env.S3_ENDPOINT,
      bucket: env.S3_BUCKET,
      region: env.S3_REGION,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    };
    created = { originals: new S3Storage({ ...base, prefix: env.S3_PREFIX }), variants: new S3Storage({ ...base, prefix: `${env.S3_PREFIX}cache/` }) };
  } else {
    created = createDiskImageStores(env.DATA_DIR);
  }
  stores.set(key, created);
  return created;
}

/** The per-IP daily upload cap of the configuration (decision 094). */
export function uploadQuotaOf(env: Pick<Env, 'UPLOAD_DAILY_MAX_FILES' | 'UPLOAD_DAILY_MAX_BYTES'>): UploadQuota {
  return { maxFilesPerDay: env.UPLOAD_DAILY_MAX_FILES, maxBytesPerDay: env.UPLOAD_DAILY_MAX_BYTES };
}
