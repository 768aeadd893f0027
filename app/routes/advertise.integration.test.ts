import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.server.ts';
import { eventSubmissions, events, mailOutbox, media, platforms } from '../../db/schema/index.ts';
import { PLATFORM_ROWS } from '../../db/seed/platform-data.ts';
import { routeContext } from '../../tests/support/route-context.ts';
import { createTestDatabase } from '../../tests/support/test-database.ts';
import type { FormActionResult } from '../components/forms/form-result.ts';
import type { PlatformRow } from '../request-context.server.ts';
import { action } from './advertise.tsx';

// The event form posted without JavaScript (decision 040): a multipart document POST whose image arrives
// as the file field `image`; the action stores it as the upload API would and sends the event.

let database: DatabaseHandle;
let kids: PlatformRow;
const stored = new Map<string, Buffer>();
const storage = {
  put: async (name: string, data: Buffer) => void stored.set(name, data),
  get: async (name: string) => stored.get(name) ?? null,
  delete: async (name: string) => void stored.delete(name),
};
const roomyQuota = { maxFilesPerDay: 1000, maxBytesPerDay: 1_000_000_000 };

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.insert(platforms).values(PLATFORM_ROWS).onConflictDoNothing();
  const [row] = await database.db.select().from(platforms).where(eq(platforms.id, 3));
  kids = row!;
});
afterAll(async () => {
  await database.close();
});
beforeEach(() => stored.clear());

const DAY = 86_400_000;
const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString().slice(0, 10);

async function jpeg(width = 321, height = 123) {
  return sharp({ create: { width, height, channels: 3, background: '#e72e6c' } })
    .jpeg()
    .toBuffer();
}

/** The fields a browser sends for the event form without JavaScript (every control, as named). */
function eventForm(overrides: Record<string, string> = {}, image?: File) {
  const form = new FormData();
  const fields: Record<string, string> = {
    form: 'event',
    name: 'Els Jansen',
    companyName: '',
    email: 'els@example.org',
    iban: 'NL91 ABNA 0417 1643 00',
    title: 'Poppenkast in het park',
    description: 'Een vrolijke voorstelling voor kinderen vanaf drie jaar.',
    startDate: isoDay(20),
    endDate: '',
    address: 'Parkweg 1',
    zipcode: '3511 AB',
    city: 'Utrecht',
    province: 'Utrecht',
    website: 'https://poppenkast.example.org',
    media: '',
    website_url: '',
    ...overrides,
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  // A file input without a chosen file still sends its part: empty, without a file name.
  form.append('image', image ?? new File([], '', { type: 'application/octet-stream' }));
  return form;
}

async function post(form: FormData, platform: PlatformRow = kids, uploader = { clientIp: '198.51.100.7', uploadQuota: roomyQuota }) {
  const context = routeContext(database.db, platform, { imageStorage: storage, ...uploader });
  // Sent through a Request, so the action parses a real multipart body as the server would.
  const request = new Request('http://kids.localhost/adverteren?evenement=open', { method: 'POST', body: form });
  const answer = (await action({ request, context, params: {} } as unknown as Parameters<typeof action>[0])) as unknown as {
    data: FormActionResult;
    init: ResponseInit | null;
  };
  return { status: answer.init?.status ?? 200, body: answer.data };
}

const rows = async (table: typeof media | typeof eventSubmissions | typeof mailOutbox) => (await database.db.select({ n: count() }).from(table))[0]!.n;

describe('advertise action: the event form without JavaScript', () => {
  it('stores the posted image like an upload and sends the event with it', async () => {
    const before = { media: await rows(media), submissions: await rows(eventSubmissions), mails: await rows(mailOutbox) };
    const { status, body } = await post(eventForm({}, new File([new Uint8Array(await jpeg())], 'poppenkast.jpg', { type: 'image/jpeg' })));
    expect(status).toBe(200);
    expect(body.status).toBe('sent');
    expect(await rows(media)).toBe(before.media + 1);
    expect(await rows(eventSubmissions)).toBe(before.submissions + 1);
    expect(await rows(mailOutbox)).toBe(before.mails + 1);
    const [submission] = await database.db
      .select({
        imageId: events.imageId,
        title: events.title,
        active: events.active,
        url: media.url,
        width: media.width,
        height: media.height,
        mediaTitle: media.title,
      })
      .from(eventSubmissions)
      .innerJoin(events, eq(events.id, eventSubmissions.eventId))
      .innerJoin(media, eq(media.id, events.imageId))
      .orderBy(eventSubmissions.id)
      .limit(1)
      .offset(before.submissions);
    expect(submission).toMatchObject({ title: 'Poppenkast in het park', active: false, width: 321, height: 123, mediaTitle: 'poppenkast' });
    // The original is in the image storage under the generated name the media row points at.
    const name = submission!.url.replace('/images/', '');
    expect(name).toMatch(/^[0-9a-f-]{36}\.jpg$/);
    expect((await sharp(stored.get(name)!).metadata()).width).toBe(321);
  });

  it('answers the upload message on the image field for a file that is no image, and stores nothing', async () => {
    const before = { media: await rows(media), submissions: await rows(eventSubmissions) };
    const { status, body } = await post(eventForm({}, new File(['just some text'], 'poppenkast.png', { type: 'image/png' })));
    expect(status).toBe(400);
    expect(body.status).toBe('invalid');
    expect(body.result?.error).toEqual({ media: ['upload.errors.wrongType'] });
    // The other values come back for the form.
    expect(body.result?.initialValue).toMatchObject({ name: 'Els Jansen', title: 'Poppenkast in het park' });
    expect(await rows(media)).toBe(before.media);
    expect(await rows(eventSubmissions)).toBe(before.submissions);
    expect(stored.size).toBe(0);
  });

  it('refuses an image over 2 MB and one below 154 x 50 pixels with their own messages', async () => {
    const large = await sharp({ create: { width: 1800, height: 1800, channels: 3, background: '#000000', noise: { type: 'gaussian', mean: 128, sigma: 90 } } })
      .png()
      .toBuffer();
    expect(large.byteLength).toBeGreaterThan(2 * 1024 * 1024);
    const tooLarge = await post(eventForm({}, new File([new Uint8Array(large)], 'groot.png', { type: 'image/png' })));
    expect(tooLarge.body.result?.error).toEqual({ media: ['upload.errors.tooLarge'] });
    const tooSmall = await post(eventForm({}, new File([new Uint8Array(await jpeg(100, 40))], 'klein.jpg', { type: 'image/jpeg' })));
    expect(tooSmall.body.result?.error).toEqual({ media: ['upload.errors.tooSmall'] });
    expect(stored.size).toBe(0);
  });

  it('refuses the image of an IP past its daily upload cap with the cap message, and keeps no file', async () => {
    const quota = { maxFilesPerDay: 1, maxBytesPerDay: 1_000_000_000 };
    const uploader = { clientIp: '203.0.113.44', uploadQuota: quota };
    const image = async () => new File([new Uint8Array(await jpeg())], 'poppenkast.jpg', { type: 'image/jpeg' });
    const first = await post(eventForm({}, await image()), kids, uploader);
    expect(first.body.status).toBe('sent');
    const filesBefore = stored.size;
    const mediaBefore = await rows(media);
    const second = await post(eventForm({}, await image()), kids, uploader);
    expect(second.status).toBe(400);
    expect(second.body.status).toBe('invalid');
    expect(second.body.result?.error).toEqual({ media: ['upload.errors.dailyLimit'] });
    expect(stored.size).toBe(filesBefore);
    expect(await rows(media)).toBe(mediaBefore);
    // Another address still may.
    expect((await post(eventForm({}, await image()), kids, { clientIp: '203.0.113.45', uploadQuota: quota })).body.status).toBe('sent');
  });

  it('asks for an image when no file was chosen', async () => {
    const { status, body } = await post(eventForm());
    expect(status).toBe(400);
    expect(body.result?.error).toEqual({ media: ['eventForm.errors.mediaRequired'] });
  });

  it('keeps a stored image when other fields come back with messages, and sends it with the next post', async () => {
    const first = await post(eventForm({ title: '' }, new File([new Uint8Array(await jpeg())], 'poppenkast.jpg', { type: 'image/jpeg' })));
    expect(first.status).toBe(400);
    expect(first.body.result?.error).toEqual({ title: ['eventForm.errors.titleRequired'] });
    const kept = (first.body.result?.initialValue as { media: { id: string; url: string } }).media;
    expect(kept.id).toMatch(/^\d+$/);
    expect(kept.url).toMatch(/^\/images\/[0-9a-f-]{36}\.jpg$/);
    // The next post has no new file, only the kept media (hidden fields).
    const form = eventForm({ 'media.id': kept.id, 'media.url': kept.url });
    form.delete('media');
    const before = await rows(media);
    const second = await post(form);
    expect(second.body.status).toBe('sent');
    expect(await rows(media)).toBe(before);
    const [latest] = await database.db
      .select({ imageId: events.imageId })
      .from(events)
      .orderBy(events.id)
      .limit(1)
      .offset((await rows(eventSubmissions)) - 1);
    expect(latest!.imageId).toBe(Number(kept.id));
  });

  it('stores nothing for a bot that filled the honeypot', async () => {
    const before = { media: await rows(media), submissions: await rows(eventSubmissions) };
    await post(eventForm({ website_url: 'https://spam.example' }, new File([new Uint8Array(await jpeg())], 'spam.jpg', { type: 'image/jpeg' })));
    expect(await rows(media)).toBe(before.media);
    expect(await rows(eventSubmissions)).toBe(before.submissions);
    expect(stored.size).toBe(0);
  });
});
