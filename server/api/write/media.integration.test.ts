import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/client.server.ts';
import { imageUploads, media } from '../../../db/schema/index.ts';
import { createTestDatabase } from '../../../tests/support/test-database.ts';
import { createTestApp } from '../../../tests/support/test-app.ts';
import { insertWriteFixtures } from '../../../tests/support/write-fixtures.ts';

let database: DatabaseHandle;
let dataDir: string;
let api: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  database = await createTestDatabase();
  await insertWriteFixtures(database.db);
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'uitjes-media-'));
  api = await createTestApp(database, { DATA_DIR: dataDir, RATE_LIMIT_WRITES: '1000' });
});
afterAll(async () => {
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
});

function upload(files: Array<{ bytes: Uint8Array; name: string; type?: string }>, field = 'file', host = 'nl.localhost') {
  const form = new FormData();
  for (const file of files) form.append(field, new File([new Uint8Array(file.bytes)], file.name, { type: file.type ?? 'application/octet-stream' }));
  return api.request(host, '/api/public/media/image', { method: 'POST', headers: { host }, body: form });
}

async function errorOf(response: Response) {
  return ((await response.json()) as { error: { code: string; message: string; fields?: Record<string, string> } }).error;
}

/** A real photo-like image: a gradient with some noise, as PNG or JPEG. */
async function picture(width: number, height: number, format: 'png' | 'jpeg'): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 3;
      raw[i] = (x * 255) / width;
      raw[i + 1] = (y * 255) / height;
      raw[i + 2] = (x * y) % 256;
    }
  }
  const image = sharp(raw, { raw: { width, height, channels: 3 } });
  return format === 'png'
    ? image.png().toBuffer()
    : image
        .jpeg({ quality: 90 })
        .withExif({ IFD0: { Copyright: 'secret-owner', Artist: 'Someone' } })
        .toBuffer();
}

/** A PNG that declares `width` x `height` pixels but is only a few hundred bytes: a decompression bomb. */
function pngBomb(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body) >>> 0);
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  // A few rows of zeros; a decoder that trusted the header would allocate width x height bytes.
  const rows = deflateSync(Buffer.alloc((width + 1) * 4));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', rows),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('POST /api/public/media/image', () => {
  it('stores a valid image re-encoded without metadata and answers the media row', async () => {
    const jpeg = await picture(1200, 800, 'jpeg');
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const response = await upload([{ bytes: jpeg, name: 'Teamuitje foto.jpeg', type: 'image/jpeg' }]);
    expect(response.status).toBe(201);
    const body = (await response.json()) as { id: number; url: string; width: number; height: number; type: string; title: string };
    expect(body).toMatchObject({ type: 'IMAGE', width: 1200, height: 800, title: 'Teamuitje foto' });
    expect(body.url).toMatch(/^\/images\/[0-9a-f-]{36}\.jpg$/);
    const [row] = await database.db.select().from(media).where(eq(media.id, body.id));
    expect(row!.url).toBe(body.url);
    const stored = await readFile(path.join(dataDir, 'uploads', path.basename(body.url)));
    const meta = await sharp(stored).metadata();
    expect(meta.exif).toBeUndefined();
    expect(stored.includes(Buffer.from('secret-owner'))).toBe(false);
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 800]);
  });

  it('accepts a PNG named .jpg by its content and keeps it a PNG', async () => {
    const response = await upload([{ bytes: await picture(400, 200, 'png'), name: 'photo.jpg', type: 'image/jpeg' }]);
    expect(response.status).toBe(201);
    const body = (await response.json()) as { url: string };
    expect(body.url).toMatch(/\.png$/);
  });

  it('refuses a 3 MB upload with 413', async () => {
    const noise = Buffer.alloc(1000 * 1000 * 3);
    for (let i = 0; i < noise.length; i += 1) noise[i] = (i * 2654435761) >>> 24;
    const big = await sharp(noise, { raw: { width: 1000, height: 1000, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(big.length).toBeGreaterThan(3_000_000);
    const response = await upload([{ bytes: big, name: 'big.png', type: 'image/png' }]);
    expect(response.status).toBe(413);
    expect((await errorOf(response)).code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('refuses a file just over 2 MB with 413 and the catalogue text', async () => {
    const small = await picture(400, 200, 'png');
    const padded = Buffer.concat([small, Buffer.alloc(2 * 1024 * 1024 + 100 - small.length)]);
    const response = await upload([{ bytes: padded, name: 'padded.png', type: 'image/png' }]);
    expect(response.status).toBe(413);
    expect(await errorOf(response)).toMatchObject({ code: 'FILE_TOO_LARGE', fields: { file: 'De afbeelding is groter dan 2 MB' } });
  });

  it('refuses an image smaller than 154 x 50 px', async () => {
    const response = await upload([{ bytes: await picture(100, 40, 'png'), name: 'tiny.png' }]);
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toMatchObject({ code: 'IMAGE_TOO_SMALL', fields: { file: 'De afbeelding moet minimaal 154 x 50 pixels zijn' } });
    const narrow = await upload([{ bytes: await picture(153, 400, 'png'), name: 'narrow.png' }]);
    expect((await errorOf(narrow)).code).toBe('IMAGE_TOO_SMALL');
    const exact = await upload([{ bytes: await picture(154, 50, 'png'), name: 'exact.png' }]);
    expect(exact.status).toBe(201);
  });

  it('refuses a text file named .png by its content, in German on the German site', async () => {
    const response = await upload(
      [{ bytes: Buffer.from('Dit is geen afbeelding, alleen tekst.\n'.repeat(20)), name: 'plaatje.png', type: 'image/png' }],
      'file',
      'de.localhost',
    );
    expect(response.status).toBe(415);
    expect(await errorOf(response)).toMatchObject({ code: 'UNSUPPORTED_IMAGE_TYPE', fields: { file: 'Nur .jpg-, .jpeg- oder .png-Bilder sind erlaubt' } });
  });

  it('refuses a damaged image that only starts like a PNG', async () => {
    const png = await picture(400, 200, 'png');
    const damaged = Buffer.concat([png.subarray(0, 40), Buffer.alloc(400, 7)]);
    const response = await upload([{ bytes: damaged, name: 'damaged.png' }]);
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toMatchObject({ code: 'IMAGE_UNREADABLE', fields: { file: 'De afbeelding kan niet worden gelezen' } });
  });

  it('refuses other image types (GIF, WebP) by content', async () => {
    const webp = await sharp(await picture(400, 200, 'png'))
      .webp()
      .toBuffer();
    expect((await upload([{ bytes: webp, name: 'photo.png' }])).status).toBe(415);
  });

  it('refuses a decompression bomb (a tiny PNG declaring 30000 x 30000 px) without decoding it', async () => {
    const bomb = pngBomb(30_000, 30_000);
    expect(bomb.length).toBeLessThan(10_000);
    const started = performance.now();
    const response = await upload([{ bytes: bomb, name: 'bomb.png', type: 'image/png' }]);
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toMatchObject({ code: 'IMAGE_TOO_MANY_PIXELS', fields: { file: 'De afbeelding heeft te veel pixels' } });
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('wants exactly one file in the field `file`', async () => {
    const png = await picture(400, 200, 'png');
    const two = await upload([
      { bytes: png, name: 'a.png' },
      { bytes: png, name: 'b.png' },
    ]);
    expect(two.status).toBe(400);
    expect((await errorOf(two)).code).toBe('ONE_FILE_ONLY');
    const wrongField = await upload([{ bytes: png, name: 'a.png' }], 'image');
    expect(await errorOf(wrongField)).toMatchObject({ code: 'FILE_REQUIRED', fields: { file: 'Voeg een afbeelding toe' } });
    const notMultipart = await api.request('nl.localhost', '/api/public/media/image', {
      method: 'POST',
      headers: { host: 'nl.localhost', 'content-type': 'application/json' },
      body: '{}',
    });
    expect(notMultipart.status).toBe(415);
  });
});

describe('GET /images/{name}', () => {
  let url: string;
  beforeAll(async () => {
    const response = await upload([{ bytes: await picture(2400, 1200, 'jpeg'), name: 'header.jpg' }]);
    url = ((await response.json()) as { url: string }).url;
  });

  it.each([
    ['image/avif,image/webp,*/*', 'image/avif', 'heif'],
    ['image/webp,*/*', 'image/webp', 'webp'],
    ['*/*', 'image/jpeg', 'jpeg'],
  ])('serves the width asked for in the best format the browser accepts (%s)', async (accept, contentType, format) => {
    for (const width of [400, 500, 1000, 1920]) {
      const response = await api.request('nl.localhost', `${url}?w=${width}`, { headers: { accept } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe(contentType);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(response.headers.get('vary')).toBe('Accept');
      const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual([format, width, width / 2]);
    }
  });

  it('renders a variant once and then serves it from the disk cache', async () => {
    const name = path.basename(url).replace(/\.jpg$/, '');
    const cached = path.join(dataDir, 'uploads', 'cache', `${name}-500.webp`);
    expect(existsSync(cached)).toBe(true);
    const before = await readFile(cached);
    const again = await api.request('nl.localhost', `${url}?w=500`, { headers: { accept: 'image/webp' } });
    expect(Buffer.from(await again.arrayBuffer()).equals(before)).toBe(true);
  });

  it('never enlarges a small original and refuses other widths and unknown names', async () => {
    const small = await upload([{ bytes: await picture(300, 100, 'png'), name: 'small.png' }]);
    const smallUrl = ((await small.json()) as { url: string }).url;
    const response = await api.request('nl.localhost', `${smallUrl}?w=1920`);
    expect((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).width).toBe(300);
    expect((await api.request('nl.localhost', `${url}?w=300`)).status).toBe(400);
    expect((await api.request('nl.localhost', '/images/00000000-0000-0000-0000-000000000000.jpg?w=400')).status).toBe(404);
    expect((await api.request('nl.localhost', '/images/..%2F..%2Fetc%2Fpasswd?w=400')).status).toBe(404);
  });
});

describe('uploads per client IP and day (decision 094)', () => {
  let capped: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    capped = await createTestApp(database, {
      DATA_DIR: dataDir,
      RATE_LIMIT_WRITES: '1000',
      TRUST_PROXY: 'true',
      UPLOAD_DAILY_MAX_FILES: '2',
      UPLOAD_DAILY_MAX_BYTES: '600000',
    });
  });
  const uploadFrom = async (ip: string, bytes: Buffer, host = 'nl.localhost') => {
    const form = new FormData();
    form.append('file', new File([new Uint8Array(bytes)], 'foto.png', { type: 'image/png' }));
    return capped.request(host, '/api/public/media/image', { method: 'POST', headers: { host, 'x-forwarded-for': ip }, body: form });
  };
  const filesOnDisk = async () =>
    (await import('node:fs/promises')).readdir(path.join(dataDir, 'uploads')).then((names) => names.filter((name) => name !== 'cache').length);

  it('records every stored upload with its client IP and the bytes sent', async () => {
    const png = await picture(160, 60, 'png');
    const response = await uploadFrom('198.51.100.10', png);
    expect(response.status).toBe(201);
    const { id, url } = (await response.json()) as { id: number; url: string };
    const [record] = await database.db.select().from(imageUploads).where(eq(imageUploads.mediaId, id));
    expect(record).toMatchObject({ clientIp: '198.51.100.10', bytes: png.byteLength, storedName: path.basename(url), removedAt: null });
  });

  it('refuses the upload past the daily number of files with 429, Retry-After and the field message, and keeps no file', async () => {
    const png = await picture(160, 60, 'png');
    expect((await uploadFrom('198.51.100.20', png)).status).toBe(201);
    expect((await uploadFrom('198.51.100.20', png)).status).toBe(201);
    const [files, rows] = [await filesOnDisk(), (await database.db.select().from(media)).length];
    const refused = await uploadFrom('198.51.100.20', png, 'de.localhost');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(23 * 3600);
    const error = await errorOf(refused);
    expect(error.code).toBe('UPLOAD_QUOTA_EXCEEDED');
    expect(error.fields?.file).toBe('Von dieser Adresse wurden heute zu viele Bilder hochgeladen. Bitte versuchen Sie es morgen erneut');
    expect(await filesOnDisk()).toBe(files);
    expect((await database.db.select().from(media)).length).toBe(rows);
    // Another address is not affected.
    expect((await uploadFrom('198.51.100.21', png)).status).toBe(201);
  });

  it('refuses the upload that would pass the daily number of bytes', async () => {
    const large = await picture(500, 300, 'png');
    expect(large.byteLength).toBeGreaterThan(300_000);
    expect((await uploadFrom('198.51.100.30', large)).status).toBe(201);
    const refused = await uploadFrom('198.51.100.30', large);
    expect(refused.status).toBe(429);
    expect((await errorOf(refused)).fields?.file).toBe('Vandaag zijn er vanaf dit adres te veel afbeeldingen geüpload. Probeer het morgen opnieuw');
  });

  it('counts only the last 24 hours', async () => {
    const png = await picture(160, 60, 'png');
    for (let i = 0; i < 2; i += 1) expect((await uploadFrom('198.51.100.40', png)).status).toBe(201);
    await database.db
      .update(imageUploads)
      .set({ createdAt: new Date(Date.now() - 25 * 3600 * 1000) })
      .where(eq(imageUploads.clientIp, '198.51.100.40'));
    expect((await uploadFrom('198.51.100.40', png)).status).toBe(201);
  });
});
