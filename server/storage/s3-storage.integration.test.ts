import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
// @ts-expect-error s3rver ships no types
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.server.ts';
import { createTestDatabase } from '../../tests/support/test-database.ts';
import { createTestApp } from '../../tests/support/test-app.ts';
import { insertWriteFixtures } from '../../tests/support/write-fixtures.ts';
import { eq } from 'drizzle-orm';
import { imageUploads } from '../../db/schema/index.ts';
import { removeUnusedUploads } from '../jobs/upload-cleanup.ts';
import { createLogger } from '../logger.ts';
import { createImageStores } from './image-stores.ts';
import { S3Storage } from './s3-storage.ts';

/** A real S3 API (s3rver, in-process, with signature checks) standing in for a bucket. */
let s3: { run(): Promise<{ port: number }>; close(): Promise<void> };
let endpoint: string;
let dir: string;
let database: DatabaseHandle;
let api: Awaited<ReturnType<typeof createTestApp>>;
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', region: 'us-east-1' };

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'uitjes-s3-'));
  s3 = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: path.join(dir, 's3'), configureBuckets: [{ name: 'uitjes-media' }] });
  const { port } = await s3.run();
  endpoint = `http://127.0.0.1:${port}`;
  database = await createTestDatabase();
  await insertWriteFixtures(database.db);
  api = await createTestApp(database, {
    DATA_DIR: path.join(dir, 'data'),
    S3_BUCKET: 'uitjes-media',
    S3_ENDPOINT: endpoint,
    S3_ACCESS_KEY_ID: credentials.accessKeyId,
    S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    S3_PREFIX: 'media/',
  });
});
afterAll(async () => {
  await database.close();
  await s3.close();
  await rm(dir, { recursive: true, force: true });
});

describe('S3-compatible storage of uploads', () => {
  it('stores the upload and its variants in the bucket, nothing on local disk', async () => {
    const png = await sharp({ create: { width: 800, height: 400, channels: 3, background: '#34aadf' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new File([new Uint8Array(png)], 'banner.png', { type: 'image/png' }));
    const response = await api.request('nl.localhost', '/api/public/media/image', { method: 'POST', headers: { host: 'nl.localhost' }, body: form });
    expect(response.status).toBe(201);
    const { url } = (await response.json()) as { url: string };
    const name = path.basename(url);

    const originals = new S3Storage({ endpoint, bucket: 'uitjes-media', prefix: 'media/', ...credentials });
    const stored = await originals.get(name);
    expect((await sharp(stored!).metadata()).width).toBe(800);

    const variant = await api.request('nl.localhost', `${url}?w=400`, { headers: { accept: 'image/webp' } });
    expect(variant.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await variant.arrayBuffer())).metadata()).width).toBe(400);
    const variants = new S3Storage({ endpoint, bucket: 'uitjes-media', prefix: 'media/cache/', ...credentials });
    expect(await variants.get(name.replace(/\.png$/, '-400.webp'))).not.toBeNull();
    expect(existsSync(path.join(dir, 'data', 'uploads'))).toBe(false);
  });

  it('answers null for a missing object and fails loudly when the bucket is not there', async () => {
    const storage = new S3Storage({ endpoint, bucket: 'uitjes-media', prefix: 'media/', ...credentials });
    expect(await storage.get('00000000-0000-0000-0000-000000000000.png')).toBeNull();
    const wrong = new S3Storage({ endpoint, bucket: 'no-such-bucket', prefix: 'media/', ...credentials });
    await expect(wrong.put('x.png', Buffer.from('x'), 'image/png')).rejects.toThrow(/S3 PUT x\.png answered 404: [^]*NoSuchBucket/);
  });

  it('the upload clean-up deletes an unused upload and its cached variants from the bucket', async () => {
    const png = await sharp({ create: { width: 300, height: 120, channels: 3, background: '#34aadf' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new File([new Uint8Array(png)], 'weg.png', { type: 'image/png' }));
    const response = await api.request('nl.localhost', '/api/public/media/image', { method: 'POST', headers: { host: 'nl.localhost' }, body: form });
    const { id, url } = (await response.json()) as { id: number; url: string };
    await api.request('nl.localhost', `${url}?w=400`, { headers: { accept: 'image/webp' } });
    const name = path.basename(url);
    const originals = new S3Storage({ endpoint, bucket: 'uitjes-media', prefix: 'media/', ...credentials });
    const variants = new S3Storage({ endpoint, bucket: 'uitjes-media', prefix: 'media/cache/', ...credentials });
    expect(await variants.get(name.replace(/\.png$/, '-400.webp'))).not.toBeNull();

    await database.db
      .update(imageUploads)
      .set({ createdAt: new Date(Date.now() - 25 * 3600 * 1000) })
      .where(eq(imageUploads.mediaId, id));
    const result = await removeUnusedUploads({ db: database.db, stores: createImageStores(api.env), log: createLogger('silent'), graceHours: 24 });
    expect(result).toMatchObject({ removed: 1, filesRemoved: 1, filesFailed: 0 });
    expect(await originals.get(name)).toBeNull();
    expect(await variants.get(name.replace(/\.png$/, '-400.webp'))).toBeNull();
  });
});
