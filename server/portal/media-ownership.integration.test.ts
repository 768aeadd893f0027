import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN_EMAIL, DEMO_PROVIDER_EMAIL } from '../../app/config/password-hashing.ts';
import { createSession } from '../../app/features/accounts/sessions.server.ts';
import { type ActivityContentInput, ActivityContentSchema } from '../../app/features/activities/activity-editing.schemas.ts';
import { createActivity, getActivityForEditing, saveActivity } from '../../app/features/activities/activity-editing.server.ts';
import { createBlog } from '../../app/features/blogs/blog-admin.server.ts';
import { BlogFormSchema } from '../../app/features/blogs/blog-admin.schemas.ts';
import type { EventContent } from '../../app/features/events/provider-events.schemas.ts';
import { createEvent } from '../../app/features/events/provider-events.server.ts';
import type { Actor } from '../../app/portal/actor.ts';
import type { DatabaseHandle } from '../../db/client.server.ts';
import {
  activities,
  activityMedia,
  blogs,
  cities,
  events,
  imageUploads,
  media,
  organisations,
  roles,
  userOrganisations,
  users,
} from '../../db/schema/index.ts';
import { createTestApp } from '../../tests/support/test-app.ts';
import { createTestDatabase } from '../../tests/support/test-database.ts';
import { insertUpload } from '../../tests/support/upload-fixtures.ts';

// Media have owners (docs/decisions/104): an attack run showed that any provider could name another
// owner's image in the activity editor, overwrite its alt text and, by removing it again, delete it.
// Here every kind of foreign image is named by a provider, and each is refused and left as it was.

let database: DatabaseHandle;
let provider: Actor;
let otherProvider: Actor;
let operator: Actor;
let ownOrganisation: { id: number; platformId: number };
let kidsOrganisationId: number;
let kidsCityId: number;
let dataDir: string;
let app: Awaited<ReturnType<typeof createTestApp>>;

const actorOf = (userId: number, role: Actor['role'], organisationIds: number[]): Actor => ({
  userId,
  role,
  email: 'x@example.org',
  firstName: null,
  lastName: null,
  locale: 'nl',
  sessionId: 0,
  secondFactor: false,
  organisationIds,
});

const content = (media: ActivityContentInput['media'] = []): ActivityContentInput => ({ title: 'Vlotten bouwen', description: '<p>Samen.</p>', media });
const eventContent = (): EventContent => ({
  title: 'Open dag',
  startDate: '2031-05-01T10:00',
  endDate: null,
  website: null,
  description: null,
  cityId: kidsCityId,
});

/** The visitor's event form on the kids site, through the public API, with this image. */
function submitEvent(mediaId: number) {
  return app.request('kids.localhost', '/api/public/contact/event', {
    method: 'POST',
    headers: { host: 'kids.localhost', 'content-type': 'application/json', 'x-forwarded-for': `10.1.0.${(submissions += 1)}` },
    body: JSON.stringify({
      name: 'Els Jansen',
      companyName: '',
      email: 'els@kinderfeest.example',
      iban: 'NL91 ABNA 0417 1643 00',
      province: 'Utrecht',
      city: 'Utrecht',
      address: 'Domplein 1',
      zipcode: '3512 JC',
      title: 'Kinderfeest in het park',
      description: 'Spelletjes en limonade.',
      startDate: '2099-05-01',
      endDate: null,
      website: 'https://kinderfeest.example',
      media: { id: mediaId },
    }),
  });
}
let submissions = 0;

/** The media row as its owner left it (alt text), or null when it is gone. */
const mediaRow = async (id: number) => (await database.db.select({ alt: media.alt }).from(media).where(eq(media.id, id)))[0] ?? null;

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'uitjes-media-owners-'));
  app = await createTestApp(database, { DATA_DIR: dataDir, RATE_LIMIT_WRITES: '1000' });
  const db = database.db;
  kidsCityId = (await db.select({ id: cities.id }).from(cities).where(eq(cities.platformId, 3)).limit(1))[0]!.id;
  const [providerUser] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_PROVIDER_EMAIL));
  const [adminUser] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ADMIN_EMAIL));
  const links = await db
    .select({ id: userOrganisations.organisationId, platformId: organisations.platformId })
    .from(userOrganisations)
    .innerJoin(organisations, eq(organisations.id, userOrganisations.organisationId))
    .where(eq(userOrganisations.userId, providerUser!.id));
  provider = actorOf(
    providerUser!.id,
    'USER',
    links.map((l) => l.id),
  );
  ownOrganisation = links[0]!;
  kidsOrganisationId = links.find((l) => l.platformId === 3)!.id;
  operator = actorOf(adminUser!.id, 'ADMIN', []);
  const [foreign] = await db
    .select({ id: organisations.id })
    .from(organisations)
    .where(
      sql`${organisations.platformId} = 3 AND ${organisations.id} NOT IN (${sql.join(
        provider.organisationIds.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    )
    .limit(1);
  const [userRole] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, 'USER'));
  const [other] = await db
    .insert(users)
    .values({ email: 'ander@uitjes.example', roleId: userRole!.id, password: 'x', emailVerifiedAt: new Date(), locale: 'nl' })
    .returning({ id: users.id });
  await db.insert(userOrganisations).values({ userId: other!.id, organisationId: foreign!.id });
  otherProvider = actorOf(other!.id, 'USER', [foreign!.id]);
}, 120_000);
afterAll(async () => {
  await database?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('what the activity editor may name', () => {
  it('refuses every image of another owner, and the image keeps its alt text and its row', async () => {
    const db = database.db;
    // Another provider's event image (uploaded by them, then used by their event).
    const othersUpload = await insertUpload(db, otherProvider.userId);
    const event = await createEvent(db, otherProvider, {
      organisationId: otherProvider.organisationIds[0]!,
      content: eventContent(),
      imageId: othersUpload.id,
    });
    expect(event.ok).toBe(true);
    // A visitor's event submission image.
    const visitorUpload = await insertUpload(db, null);
    expect((await submitEvent(visitorUpload.id)).status).toBe(201);
    // The operators' draft blog image.
    const blogUpload = await insertUpload(db, operator.userId);
    const blog = await createBlog(
      db,
      operator,
      1,
      BlogFormSchema.parse({ title: 'Concept', content: '<p>Nog niet af</p>', publishedAt: '2031-01-01', state: 'draft' }),
      { kind: 'set', mediaId: blogUpload.id },
    );
    expect(blog.ok).toBe(true);
    // A fresh upload of another provider that nothing uses yet, and a visitor's.
    const othersFresh = await insertUpload(db, otherProvider.userId);
    const visitorsFresh = await insertUpload(db, null);
    // An image that came with the demo data (no upload record).
    const [seeded] = await db.select({ id: activityMedia.mediaId }).from(activityMedia).limit(1);

    for (const foreign of [othersUpload.id, visitorUpload.id, blogUpload.id, othersFresh.id, visitorsFresh.id, seeded!.id]) {
      const before = await mediaRow(foreign);
      const created = await createActivity(
        db,
        provider,
        ownOrganisation.id,
        ActivityContentSchema.parse(content([{ type: 'IMAGE', mediaId: foreign, alt: 'overgenomen' }])),
      );
      expect(created).toEqual({ ok: false, error: 'invalid-reference', field: 'media' });
      expect(await mediaRow(foreign)).toEqual(before);
    }
    // Nor by saving an existing activity of theirs.
    const own = await createActivity(db, provider, ownOrganisation.id, ActivityContentSchema.parse(content()));
    if (!own.ok) throw new Error('not created');
    const editing = await getActivityForEditing(db, provider, own.id);
    expect(
      await saveActivity(db, provider, own.id, editing.version, ActivityContentSchema.parse(content([{ type: 'IMAGE', mediaId: blogUpload.id, alt: 'x' }]))),
    ).toEqual({
      ok: false,
      error: 'invalid-reference',
      field: 'media',
    });
    expect(
      await db
        .select({ imageId: blogs.imageId })
        .from(blogs)
        .where(eq(blogs.id, blog.ok ? blog.id : 0)),
    ).toEqual([{ imageId: blogUpload.id }]);
    expect(
      await db
        .select({ imageId: events.imageId })
        .from(events)
        .where(eq(events.id, event.ok ? event.id : 0)),
    ).toEqual([{ imageId: othersUpload.id }]);
  });

  it('takes the provider’s own fresh upload once; then it is the activity’s, and removing it deletes only what nothing else uses', async () => {
    const db = database.db;
    const upload = await insertUpload(db, provider.userId);
    const created = await createActivity(
      db,
      provider,
      ownOrganisation.id,
      ActivityContentSchema.parse(content([{ type: 'IMAGE', mediaId: upload.id, alt: 'Vlot' }])),
    );
    if (!created.ok) throw new Error('not created');
    expect(await mediaRow(upload.id)).toEqual({ alt: 'Vlot' });
    // The same provider cannot put it on a second activity, nor can anyone else.
    expect(
      await createActivity(db, provider, ownOrganisation.id, ActivityContentSchema.parse(content([{ type: 'IMAGE', mediaId: upload.id, alt: 'x' }]))),
    ).toMatchObject({ ok: false });
    expect(
      await createActivity(
        db,
        otherProvider,
        otherProvider.organisationIds[0]!,
        ActivityContentSchema.parse(content([{ type: 'IMAGE', mediaId: upload.id, alt: 'x' }])),
      ),
    ).toMatchObject({ ok: false });
    // A row an older version linked twice (an activity and a blog): removing it from the activity keeps it for the blog.
    const [blog] = await db.select({ id: blogs.id }).from(blogs).limit(1);
    await db.update(blogs).set({ imageId: upload.id }).where(eq(blogs.id, blog!.id));
    const editing = await getActivityForEditing(db, provider, created.id);
    expect(await saveActivity(db, provider, created.id, editing.version, ActivityContentSchema.parse(content([])))).toMatchObject({ ok: true });
    expect(await mediaRow(upload.id)).not.toBeNull();
    await db.update(blogs).set({ imageId: null }).where(eq(blogs.id, blog!.id));
    // Without another reference the removed image goes.
    const second = await insertUpload(db, provider.userId);
    const again = await getActivityForEditing(db, provider, created.id);
    await saveActivity(
      db,
      provider,
      created.id,
      again.version,
      ActivityContentSchema.parse(content([{ type: 'IMAGE', mediaId: second.id, alt: 'Vlot twee' }])),
    );
    const third = await getActivityForEditing(db, provider, created.id);
    await saveActivity(db, provider, created.id, third.version, ActivityContentSchema.parse(content([])));
    expect(await mediaRow(second.id)).toBeNull();
    expect(await db.select().from(activities).where(eq(activities.id, created.id))).toHaveLength(1);
  });
});

describe('the other forms that name an image', () => {
  it('the event editor, the blog editor and the visitor’s event form take only their own uploader’s fresh image', async () => {
    const db = database.db;
    const providersUpload = await insertUpload(db, provider.userId);
    const visitorsUpload = await insertUpload(db, null);
    expect(await createEvent(db, provider, { organisationId: kidsOrganisationId, content: eventContent(), imageId: visitorsUpload.id })).toEqual({
      ok: false,
      error: 'invalid-image',
    });
    const blogInput = BlogFormSchema.parse({ title: 'Concept', content: '<p>Tekst</p>', publishedAt: '2031-01-01', state: 'draft' });
    expect(await createBlog(db, operator, 1, blogInput, { kind: 'set', mediaId: providersUpload.id })).toEqual({ ok: false, error: 'invalid-image' });
    expect((await submitEvent(providersUpload.id)).status).toBe(400);
    const [activityImage] = await db.select({ id: activityMedia.mediaId }).from(activityMedia).limit(1);
    expect((await submitEvent(activityImage!.id)).status).toBe(400);
    expect((await submitEvent(visitorsUpload.id)).status).toBe(201);
  });
});

describe('the upload API records who uploaded', () => {
  it('the signed-in portal user on the portal host, nobody on a brand host', async () => {
    const db = database.db;
    const session = await createSession(db, provider.userId, { ip: '127.0.0.1', userAgent: 'test' });
    const image = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#3a7' } })
      .png()
      .toBuffer();
    const send = (host: string, cookie?: string) => {
      const form = new FormData();
      form.append('file', new File([new Uint8Array(image)], 'vlot.png', { type: 'image/png' }));
      return app.request(host, '/api/public/media/image', {
        method: 'POST',
        headers: { origin: `http://${host}`, ...(cookie ? { cookie } : {}) },
        body: form,
      });
    };
    const onPortal = await send('admin.localhost', `uitjes_session=${session.secret}`);
    expect(onPortal.status).toBe(201);
    const onBrand = await send('nl.localhost');
    expect(onBrand.status).toBe(201);
    const ids = [((await onPortal.json()) as { id: number }).id, ((await onBrand.json()) as { id: number }).id];
    const recorded = await db
      .select({ mediaId: imageUploads.mediaId, by: imageUploads.uploadedById })
      .from(imageUploads)
      .where(inArray(imageUploads.mediaId, ids));
    expect(recorded.sort((a, b) => a.mediaId - b.mediaId)).toEqual([
      { mediaId: ids[0], by: provider.userId },
      { mediaId: ids[1], by: null },
    ]);
  });
});
