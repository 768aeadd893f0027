import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.server.ts';
import { queryRows } from '../../db/client.server.ts';
import { activityMedia, events, imageUploads, media } from '../../db/schema/index.ts';
import { createTestDatabase, testServerUrl } from '../../tests/support/test-database.ts';
import { createTestApp } from '../../tests/support/test-app.ts';
import { insertWriteFixtures, type WriteFixtures } from '../../tests/support/write-fixtures.ts';
import { createLogger } from '../logger.ts';
import { createDiskImageStores } from '../storage/local-disk-storage.ts';
import { MEDIA_REFERENCES } from '../../app/portal/media-ownership.server.ts';
import { removeUnusedUploads, startUploadCleanup } from './upload-cleanup.ts';

// Decision 094: uploads need no account, so an image nobody used must not stay forever.

let database: DatabaseHandle;
let fixtures: WriteFixtures;
let dataDir: string;
let api: Awaited<ReturnType<typeof createTestApp>>;
const log = createLogger('silent');
const HOUR = 3600 * 1000;

beforeAll(async () => {
  database = await createTestDatabase();
  fixtures = await insertWriteFixtures(database.db);
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'uitjes-cleanup-'));
  api = await createTestApp(database, { DATA_DIR: dataDir, RATE_LIMIT_WRITES: '1000' });
});
afterAll(async () => {
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
});

const stores = () => createDiskImageStores(dataDir);
const originalPath = (url: string) => path.join(dataDir, 'uploads', path.basename(url));
const variantPath = (url: string) => path.join(dataDir, 'uploads', 'cache', `${path.basename(url).replace(/\.png$/, '')}-400.webp`);

/** Uploads an image through the API and has the image route render (and cache) one variant of it. */
async function uploadImage(): Promise<{ id: number; url: string }> {
  const png = await sharp({ create: { width: 300, height: 120, channels: 3, background: '#e72e6c' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('file', new File([new Uint8Array(png)], 'foto.png', { type: 'image/png' }));
  const response = await api.request('nl.localhost', '/api/public/media/image', { method: 'POST', headers: { host: 'nl.localhost' }, body: form });
  expect(response.status).toBe(201);
  const uploaded = (await response.json()) as { id: number; url: string };
  expect((await api.request('nl.localhost', `${uploaded.url}?w=400`, { headers: { accept: 'image/webp' } })).status).toBe(200);
  expect(existsSync(originalPath(uploaded.url)) && existsSync(variantPath(uploaded.url))).toBe(true);
  return uploaded;
}

const age = (mediaId: number, hours: number) =>
  database.db
    .update(imageUploads)
    .set({ createdAt: new Date(Date.now() - hours * HOUR) })
    .where(eq(imageUploads.mediaId, mediaId));
const mediaExists = async (id: number) => (await database.db.select({ id: media.id }).from(media).where(eq(media.id, id))).length === 1;
const recordOf = async (id: number) => (await database.db.select().from(imageUploads).where(eq(imageUploads.mediaId, id)))[0];

describe('upload clean-up job', () => {
  it('deletes an upload nothing uses after the grace period: its media row, its original and its cached variants', async () => {
    const unused = await uploadImage();
    await age(unused.id, 25);
    const result = await removeUnusedUploads({ db: database.db, stores: stores(), log, graceHours: 24 });
    expect(result.removed).toBeGreaterThanOrEqual(1);
    expect(await mediaExists(unused.id)).toBe(false);
    expect(existsSync(originalPath(unused.url))).toBe(false);
    expect(existsSync(variantPath(unused.url))).toBe(false);
    const record = await recordOf(unused.id);
    expect(record?.removedAt).toBeInstanceOf(Date);
    expect(record?.filesRemovedAt).toBeInstanceOf(Date);
    // The image is gone for visitors too.
    expect((await api.request('nl.localhost', `${unused.url}?w=400`)).status).toBe(404);
  });

  it('keeps uploads within the grace period, uploads in use, and media that were never uploaded', async () => {
    const young = await uploadImage();
    await age(young.id, 23);
    const eventImage = await uploadImage();
    await age(eventImage.id, 48);
    await database.db.insert(events).values({ title: 'Poppenkast', startDate: new Date(), platformId: 1, imageId: eventImage.id });
    const gallery = await uploadImage();
    await age(gallery.id, 48);
    await database.db.insert(activityMedia).values({ activityId: fixtures.activityNl, mediaId: gallery.id });
    const [seeded] = await database.db
      .insert(media)
      .values({ url: '/demo/canoe.jpg', createdAt: new Date(Date.now() - 400 * 24 * HOUR) })
      .returning();

    await removeUnusedUploads({ db: database.db, stores: stores(), log, graceHours: 24 });
    for (const kept of [young, eventImage, gallery]) {
      expect(await mediaExists(kept.id)).toBe(true);
      expect(existsSync(originalPath(kept.url))).toBe(true);
      expect((await recordOf(kept.id))?.removedAt).toBeNull();
    }
    expect(await mediaExists(seeded!.id)).toBe(true);
  });

  it('knows every column that references media (a new reference cannot be forgotten)', async () => {
    const foreignKeys = await queryRows<{ table: string; column: string }>(
      database.db,
      sql`SELECT c.conrelid::regclass::text AS table, a.attname AS column
          FROM pg_constraint c JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = ANY (c.conkey)
          WHERE c.contype = 'f' AND c.confrelid = 'media'::regclass`,
    );
    const key = (reference: { table: string; column: string }) => `${reference.table.replace(/^public\./, '')}.${reference.column}`;
    expect(foreignKeys.map(key).sort()).toEqual(MEDIA_REFERENCES.map(key).sort());
  });

  it('removes the files of an upload whose media row was deleted another way', async () => {
    const upload = await uploadImage();
    await database.db.delete(media).where(eq(media.id, upload.id));
    await removeUnusedUploads({ db: database.db, stores: stores(), log, graceHours: 24 });
    expect(existsSync(originalPath(upload.url))).toBe(false);
    expect((await recordOf(upload.id))?.filesRemovedAt).toBeInstanceOf(Date);
  });

  it('tries again next pass when the files could not be deleted, and never leaves a row without its file', async () => {
    const upload = await uploadImage();
    await age(upload.id, 25);
    const real = stores();
    let failures = 1;
    const flaky = {
      originals: {
        put: real.originals.put.bind(real.originals),
        get: real.originals.get.bind(real.originals),
        delete: async (name: string) => {
          if (failures-- > 0) throw new Error('storage unreachable');
          await real.originals.delete(name);
        },
      },
      variants: real.variants,
    };
    const first = await removeUnusedUploads({ db: database.db, stores: flaky, log, graceHours: 24 });
    expect(first.filesFailed).toBe(1);
    expect(existsSync(originalPath(upload.url))).toBe(true);
    expect((await recordOf(upload.id))?.filesRemovedAt).toBeNull();
    const second = await removeUnusedUploads({ db: database.db, stores: flaky, log, graceHours: 24 });
    expect(second.filesRemoved).toBe(1);
    expect(existsSync(originalPath(upload.url))).toBe(false);
  });

  it('drops the records of removed uploads after 30 days, and keeps the rest', async () => {
    const upload = await uploadImage();
    await age(upload.id, 25);
    await removeUnusedUploads({ db: database.db, stores: stores(), log, graceHours: 24 });
    expect(await recordOf(upload.id)).toBeDefined();
    await database.db
      .update(imageUploads)
      .set({ filesRemovedAt: new Date(Date.now() - 31 * 24 * HOUR) })
      .where(eq(imageUploads.mediaId, upload.id));
    const result = await removeUnusedUploads({ db: database.db, stores: stores(), log, graceHours: 24 });
    expect(result.recordsPruned).toBe(1);
    expect(await recordOf(upload.id)).toBeUndefined();
  });

  it('an event form posted after its image was cleaned up asks for an image again (400 on media)', async () => {
    const upload = await uploadImage();
    await age(upload.id, 25);
    await removeUnusedUploads({ db: database.db, stores: stores(), log, graceHours: 24 });
    const response = await api.request('kids.localhost', '/api/public/contact/event', {
      method: 'POST',
      headers: { host: 'kids.localhost', 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Els Jansen',
        companyName: null,
        email: 'els@example.org',
        iban: 'NL91ABNA0417164300',
        title: 'Poppenkast in het park',
        startDate: new Date(Date.now() + 7 * 24 * HOUR).toISOString().slice(0, 10),
        endDate: null,
        description: 'Een vrolijke voorstelling voor kinderen.',
        address: 'Parkweg 1',
        zipcode: '3511 AB',
        city: 'Utrecht',
        province: 'Utrecht',
        website: 'https://poppenkast.example.org',
        media: { id: upload.id, url: upload.url },
      }),
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { fields: Record<string, string> } }).error.fields).toHaveProperty('media');
  });

  // Two connections at once need a PostgreSQL server (PGlite has one): npm run test:pg.
  it.runIf(testServerUrl())('on PostgreSQL: skips an upload that a form is taking at that moment, and the form keeps it', async () => {
    const upload = await uploadImage();
    await age(upload.id, 25);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const form = database.db.transaction(async (tx) => {
      await tx.select({ id: media.id }).from(media).where(eq(media.id, upload.id)).for('key share');
      locked();
      await held;
      await tx.insert(events).values({ title: 'Poppenkast', startDate: new Date(), platformId: 1, imageId: upload.id });
    });
    await isLocked;
    await removeUnusedUploads({ db: database.db, stores: stores(), log, graceHours: 24 });
    release();
    await form;
    expect(await mediaExists(upload.id)).toBe(true);
    expect(existsSync(originalPath(upload.url))).toBe(true);
    await removeUnusedUploads({ db: database.db, stores: stores(), log, graceHours: 24 });
    expect(await mediaExists(upload.id)).toBe(true);
  });

  it('runs from the worker: a pass at start, then one per interval, until stopped', async () => {
    const upload = await uploadImage();
    await age(upload.id, 25);
    const cleanup = startUploadCleanup({ db: database.db, stores: stores(), log, graceHours: 24, intervalMs: 60_000 });
    await expect.poll(() => mediaExists(upload.id), { timeout: 5000 }).toBe(false);
    await cleanup.stop();
    expect(existsSync(originalPath(upload.url))).toBe(false);
  });
});
