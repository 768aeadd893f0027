import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/client.server.ts';
import { auditLog, banners, popups, users } from '../../../db/schema/index.ts';
import { createTestDatabase } from '../../../tests/support/test-database.ts';
import { DEMO_ADMIN_EMAIL, DEMO_PROVIDER_EMAIL } from '../../config/password-hashing.ts';
import type { Actor } from '../../portal/actor.ts';
import { NotFoundForActor, PermissionDenied } from '../../portal/permissions.server.ts';
import { BannerFormSchema, type BannerFormInput, PopupFormSchema } from './banner-admin.schemas.ts';
import {
  createBanner,
  createPopup,
  deleteBanner,
  deletePopup,
  getBanner,
  getPopup,
  listBanners,
  listPopups,
  setBannerActive,
  updateBanner,
  updatePopup,
} from './banner-admin.server.ts';
import { getRandomBanner, getShownPopup } from './banners.server.ts';
import { insertUpload } from '../../../tests/support/upload-fixtures.ts';

// The operators' banners in the back office (decision 104): create, edit, switch, delete per platform, the
// image linked from the image pipeline, refusals, and only operators.

const NL = 1;
const KIDS = 3;
let database: DatabaseHandle;
let admin: Actor;
let provider: Actor;

const actorFor = (userId: number, role: Actor['role']): Actor => ({
  userId,
  role,
  email: 'x@example.org',
  firstName: null,
  lastName: null,
  locale: 'nl',
  sessionId: 0,
  secondFactor: true,
  organisationIds: [],
});

const form = (input: Partial<BannerFormInput> = {}) =>
  BannerFormSchema.parse({
    title: 'Zomerkamp aan zee',
    buttonTitle: 'Bekijk',
    link: '/agenda',
    linkTarget: 'sameWindow',
    ctaType: 'AD',
    active: 'on',
    ...input,
  });

const firstPage = { page: 1, sort: 'title' as const, direction: 'asc' as const, search: '' };

async function lastAudit() {
  const [row] = await database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
  return row!;
}

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  const [operator] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ADMIN_EMAIL));
  const [user] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_PROVIDER_EMAIL));
  admin = actorFor(operator!.id, 'ADMIN');
  provider = actorFor(user!.id, 'USER');
});
afterAll(async () => {
  await database?.close();
});

describe('banners in the back office', () => {
  it("lists one platform's banners, searched and sorted in SQL", async () => {
    const all = await listBanners(database.db, admin, KIDS, firstPage);
    const [counted] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(banners)
      .where(eq(banners.platformId, KIDS));
    expect(all.total).toBe(counted!.n);
    expect(all.items.map((b) => b.title)).toEqual([...all.items.map((b) => b.title)].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    const found = await listBanners(database.db, admin, KIDS, { ...firstPage, search: 'ballenbak' });
    expect(found.items.map((b) => b.title)).toEqual(['Binnenspeeltuin met de grootste ballenbak van het land']);
    const literal = await listBanners(database.db, admin, KIDS, { ...firstPage, search: '%' });
    expect(literal.total).toBe(0);
  });

  it('creates a banner with an image, edits it, switches it off and on, deletes it; each in the audit log', async () => {
    const image = await insertUpload(database.db, admin.userId);
    const created = await createBanner(database.db, admin, KIDS, form(), { kind: 'set', mediaId: image!.id });
    expect(created.ok).toBe(true);
    const id = created.ok ? created.id : 0;
    expect(await lastAudit()).toMatchObject({ action: 'banner-created', actorUserId: admin.userId, detail: { entity: 'banner', id } });
    const stored = await getBanner(database.db, admin, KIDS, id);
    expect(stored).toMatchObject({ title: 'Zomerkamp aan zee', active: true, ctaType: 'AD', linkTarget: 'sameWindow', imageUrl: image!.url });

    const saved = await updateBanner(
      database.db,
      admin,
      KIDS,
      id,
      form({ title: 'Zomerkamp aan het strand', link: 'https://kamp.example.org', linkTarget: 'newWindow', ctaType: 'QUESTION' }),
      { kind: 'keep' },
    );
    expect(saved.ok).toBe(true);
    expect(await getBanner(database.db, admin, KIDS, id)).toMatchObject({
      title: 'Zomerkamp aan het strand',
      link: 'https://kamp.example.org',
      linkTarget: 'newWindow',
      ctaType: 'QUESTION',
      imageUrl: image!.url,
    });
    expect((await lastAudit()).action).toBe('banner-saved');
    await updateBanner(database.db, admin, KIDS, id, form({ title: 'Zomerkamp aan het strand' }), { kind: 'remove' });
    expect((await getBanner(database.db, admin, KIDS, id)).imageUrl).toBeNull();

    expect(await setBannerActive(database.db, admin, KIDS, id, false)).toEqual({ title: 'Zomerkamp aan het strand' });
    expect(await lastAudit()).toMatchObject({ action: 'banner-switched', detail: { id, active: false } });
    // Switched off, the public pick never returns it.
    for (let i = 0; i < 20; i++) expect((await getRandomBanner(database.db, KIDS))?.id).not.toBe(id);
    await setBannerActive(database.db, admin, KIDS, id, true);
    expect((await getBanner(database.db, admin, KIDS, id)).active).toBe(true);

    expect(await deleteBanner(database.db, admin, KIDS, id)).toEqual({ title: 'Zomerkamp aan het strand' });
    expect(await lastAudit()).toMatchObject({ action: 'banner-deleted', detail: { id } });
    await expect(getBanner(database.db, admin, KIDS, id)).rejects.toBeInstanceOf(NotFoundForActor);
  });

  it('a banner of another platform is not found, like a missing one', async () => {
    const [kidsBanner] = await database.db.select({ id: banners.id }).from(banners).where(eq(banners.platformId, KIDS)).limit(1);
    await expect(getBanner(database.db, admin, NL, kidsBanner!.id)).rejects.toBeInstanceOf(NotFoundForActor);
    await expect(setBannerActive(database.db, admin, NL, kidsBanner!.id, false)).rejects.toBeInstanceOf(NotFoundForActor);
    await expect(deleteBanner(database.db, admin, NL, kidsBanner!.id)).rejects.toBeInstanceOf(NotFoundForActor);
    await expect(updateBanner(database.db, admin, NL, kidsBanner!.id, form(), { kind: 'keep' })).rejects.toBeInstanceOf(NotFoundForActor);
    await expect(getBanner(database.db, admin, KIDS, 2_000_000_000)).rejects.toBeInstanceOf(NotFoundForActor);
    const [still] = await database.db.select({ active: banners.active }).from(banners).where(eq(banners.id, kidsBanner!.id));
    expect(still).toBeDefined();
  });

  it('refuses a media id that does not exist, and stores nothing', async () => {
    const before = await listBanners(database.db, admin, KIDS, firstPage);
    expect(await createBanner(database.db, admin, KIDS, form(), { kind: 'set', mediaId: 2_000_000_000 })).toEqual({ ok: false, error: 'invalid-image' });
    expect((await listBanners(database.db, admin, KIDS, firstPage)).total).toBe(before.total);
  });

  it('the form schema refuses a bad link, type, target and an empty title', () => {
    const parsed = BannerFormSchema.safeParse({ title: '', buttonTitle: 'x', link: 'javascript:alert(1)', linkTarget: 'popup', ctaType: 'BANNER' });
    expect(parsed.success).toBe(false);
    const fields = new Set(parsed.error!.issues.map((issue) => issue.path[0]));
    expect(fields).toEqual(new Set(['title', 'link', 'linkTarget', 'ctaType']));
    expect(BannerFormSchema.safeParse({ title: 'Ok ok', buttonTitle: 'x', link: '//evil.example', linkTarget: 'newWindow', ctaType: 'AD' }).success).toBe(
      false,
    );
    expect(form({ active: undefined }).active).toBe(false);
  });

  it('a USER may do none of it (PermissionDenied), and nothing changes', async () => {
    const [kidsBanner] = await database.db
      .select({ id: banners.id, active: banners.active })
      .from(banners)
      .where(and(eq(banners.platformId, KIDS), eq(banners.active, true)))
      .limit(1);
    await expect(listBanners(database.db, provider, KIDS, firstPage)).rejects.toBeInstanceOf(PermissionDenied);
    await expect(getBanner(database.db, provider, KIDS, kidsBanner!.id)).rejects.toBeInstanceOf(PermissionDenied);
    await expect(createBanner(database.db, provider, KIDS, form(), { kind: 'keep' })).rejects.toBeInstanceOf(PermissionDenied);
    await expect(updateBanner(database.db, provider, KIDS, kidsBanner!.id, form(), { kind: 'keep' })).rejects.toBeInstanceOf(PermissionDenied);
    await expect(setBannerActive(database.db, provider, KIDS, kidsBanner!.id, false)).rejects.toBeInstanceOf(PermissionDenied);
    await expect(deleteBanner(database.db, provider, KIDS, kidsBanner!.id)).rejects.toBeInstanceOf(PermissionDenied);
    const [after] = await database.db.select({ active: banners.active }).from(banners).where(eq(banners.id, kidsBanner!.id));
    expect(after!.active).toBe(true);
  });

  it('pop-ups: lists, creates with an image, edits, deletes; refused for a USER and across platforms', async () => {
    const seeded = await listPopups(database.db, admin, KIDS);
    const [counted] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(popups)
      .where(eq(popups.platformId, KIDS));
    expect(seeded.length).toBe(counted!.n);
    const image = await insertUpload(database.db, admin.userId);
    const popupForm = PopupFormSchema.parse({
      title: 'Vraag over een feestje?',
      buttonTitle: 'Stel je vraag',
      ctaType: 'QUESTION',
      description: 'We denken mee.',
    });
    const created = await createPopup(database.db, admin, KIDS, popupForm, { kind: 'set', mediaId: image!.id });
    const id = created.ok ? created.id : 0;
    expect(await getPopup(database.db, admin, KIDS, id)).toMatchObject({
      title: 'Vraag over een feestje?',
      description: 'We denken mee.',
      imageUrl: image!.url,
    });
    expect(await lastAudit()).toMatchObject({ action: 'popup-created', detail: { entity: 'popup', id } });
    await updatePopup(database.db, admin, KIDS, id, PopupFormSchema.parse({ title: 'Hulp nodig?', buttonTitle: 'Vraag', ctaType: 'AD' }), { kind: 'remove' });
    expect(await getPopup(database.db, admin, KIDS, id)).toMatchObject({ title: 'Hulp nodig?', ctaType: 'AD', description: null, imageUrl: null });
    expect((await lastAudit()).action).toBe('popup-saved');
    await expect(getPopup(database.db, admin, NL, id)).rejects.toBeInstanceOf(NotFoundForActor);
    await expect(deletePopup(database.db, admin, NL, id)).rejects.toBeInstanceOf(NotFoundForActor);
    await expect(listPopups(database.db, provider, KIDS)).rejects.toBeInstanceOf(PermissionDenied);
    await expect(createPopup(database.db, provider, KIDS, popupForm, { kind: 'keep' })).rejects.toBeInstanceOf(PermissionDenied);
    await expect(updatePopup(database.db, provider, KIDS, id, popupForm, { kind: 'keep' })).rejects.toBeInstanceOf(PermissionDenied);
    await expect(deletePopup(database.db, provider, KIDS, id)).rejects.toBeInstanceOf(PermissionDenied);
    expect(await deletePopup(database.db, admin, KIDS, id)).toEqual({ title: 'Hulp nodig?' });
    expect(await lastAudit()).toMatchObject({ action: 'popup-deleted', detail: { id } });
    await expect(getPopup(database.db, admin, KIDS, id)).rejects.toBeInstanceOf(NotFoundForActor);
    expect(PopupFormSchema.safeParse({ title: 'Ok ok', buttonTitle: 'x', ctaType: 'AD', description: 'x'.repeat(2001) }).success).toBe(false);
  });

  it('pop-ups: a schedule is saved as instants of the platform zone; a new one starts switched off and shown nowhere', async () => {
    const base = { title: 'Zomerfeest', buttonTitle: 'Stel je vraag', ctaType: 'QUESTION' };
    const created = await createPopup(database.db, admin, KIDS, PopupFormSchema.parse(base), { kind: 'keep' });
    const id = created.ok ? created.id : 0;
    expect(await getPopup(database.db, admin, KIDS, id)).toMatchObject({ active: false, publishAt: null, unpublishAt: null });
    expect(await getShownPopup(database.db, KIDS)).toBeNull();
    // 3 December 09:00 in Amsterdam (winter time, UTC+1) is 08:00 UTC.
    const saved = await updatePopup(
      database.db,
      admin,
      KIDS,
      id,
      PopupFormSchema.parse({ ...base, publishAt: '2999-12-03T09:00', unpublishAt: '2999-12-24T18:30' }),
      { kind: 'keep' },
    );
    expect(saved).toEqual({ ok: true });
    expect(await getPopup(database.db, admin, KIDS, id)).toMatchObject({
      active: false,
      publishAt: new Date('2999-12-03T08:00:00Z'),
      unpublishAt: new Date('2999-12-24T17:30:00Z'),
    });
    // Empty fields: no schedule.
    await updatePopup(database.db, admin, KIDS, id, PopupFormSchema.parse({ ...base, active: 'on', publishAt: '', unpublishAt: ' ' }), { kind: 'keep' });
    expect(await getPopup(database.db, admin, KIDS, id)).toMatchObject({ active: true, publishAt: null, unpublishAt: null });
    expect((await getShownPopup(database.db, KIDS))?.id).toBe(id);
    // A moment gone is refused under its field, and nothing is saved.
    expect(await updatePopup(database.db, admin, KIDS, id, PopupFormSchema.parse({ ...base, unpublishAt: '2001-01-01T10:00' }), { kind: 'keep' })).toEqual({
      ok: false,
      error: 'schedule-past',
      field: 'unpublishAt',
    });
    expect(await getPopup(database.db, admin, KIDS, id)).toMatchObject({ active: true, unpublishAt: null });
    await deletePopup(database.db, admin, KIDS, id);
  });

  it('banners and pop-ups: refuse times that are no times, off before on, and "publish at" for one that is on, naming the field', () => {
    const base = { title: 'Zomerfeest', buttonTitle: 'Stel je vraag', ctaType: 'QUESTION' };
    const errorsOf = (input: Record<string, string>) => {
      const parsed = PopupFormSchema.safeParse({ ...base, ...input });
      return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
    };
    expect(errorsOf({ publishAt: '2026-02-30T10:00' })).toEqual({ publishAt: 'portal.schedule.errors.publishAt' });
    expect(errorsOf({ unpublishAt: 'morgen' })).toEqual({ unpublishAt: 'portal.schedule.errors.unpublishAt' });
    expect(errorsOf({ publishAt: '2026-08-01T10:00', unpublishAt: '2026-08-01T09:59' })).toEqual({
      unpublishAt: 'portal.schedule.errors.unpublishBeforePublish',
    });
    expect(errorsOf({ publishAt: '2026-08-01T10:00', unpublishAt: '2026-08-01T10:00' })).toEqual({
      unpublishAt: 'portal.schedule.errors.unpublishBeforePublish',
    });
    expect(errorsOf({ publishAt: '2026-08-01T10:00', active: 'on' })).toEqual({ publishAt: 'portal.schedule.errors.publishWhileOn' });
    // Checked also when another field is wrong.
    expect(errorsOf({ title: '', publishAt: '2026-08-01T10:00', unpublishAt: '2026-07-01T10:00' })).toMatchObject({
      unpublishAt: 'portal.schedule.errors.unpublishBeforePublish',
    });
    expect(errorsOf({ publishAt: '2026-08-01T10:00', unpublishAt: '2026-08-01T10:01' })).toEqual({});
    const banner = BannerFormSchema.safeParse({
      title: 'Zomer',
      buttonTitle: 'x',
      link: '/agenda',
      linkTarget: 'sameWindow',
      ctaType: 'AD',
      active: 'on',
      publishAt: '2026-08-01T10:00',
    });
    expect(banner.success ? null : banner.error.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['publishAt', 'portal.schedule.errors.publishWhileOn'],
    ]);
  });
});
