import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/client.server.ts';
import { activities, auditLog, redirects, users } from '../../../db/schema/index.ts';
import { createTestDatabase } from '../../../tests/support/test-database.ts';
import { DEMO_ADMIN_EMAIL, DEMO_PROVIDER_EMAIL } from '../../config/password-hashing.ts';
import type { Actor } from '../../portal/actor.ts';
import type { ListQuery } from '../../portal/list-query.ts';
import { NotFoundForActor, PermissionDenied } from '../../portal/permissions.server.ts';
import { findActivityRedirect } from './activities.server.ts';
import { RedirectFormSchema, slugOfAddress } from './redirect-admin.schemas.ts';
import { addRedirect, listRedirectsForAdmin, type RedirectSort, removeRedirect } from './redirect-admin.server.ts';

// The operators' redirects (decision 104): an old slug leads to an activity of the platform; live slugs,
// missing or foreign activities and loops are refused; nothing for a provider.

let database: DatabaseHandle;
let operator: Actor;
let provider: Actor;
const NL = 1;
const DE = 2;
let first: { id: number; slug: string };
let second: { id: number; slug: string };
let german: { id: number; slug: string };

const actorOf = async (email: string, role: Actor['role']): Promise<Actor> => {
  const [user] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return { userId: user!.id, role, email, firstName: null, lastName: null, locale: 'nl', sessionId: 0, secondFactor: true, organisationIds: [] };
};
const form = (oldSlug: string, target: string) => RedirectFormSchema.parse({ oldSlug, target });
const query = (changes: Partial<ListQuery<RedirectSort>> = {}): ListQuery<RedirectSort> => ({
  page: 1,
  sort: 'createdAt',
  direction: 'desc',
  search: '',
  ...changes,
});
const publicOn = async (platformId: number) =>
  database.db
    .select({ id: activities.id, slug: activities.slug })
    .from(activities)
    .where(sql`${activities.platformId} = ${platformId} AND ${activities.approved} AND ${activities.status} AND NOT ${activities.isEditCopy}`)
    .orderBy(activities.id)
    .limit(2);

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  operator = await actorOf(DEMO_ADMIN_EMAIL, 'ADMIN');
  provider = await actorOf(DEMO_PROVIDER_EMAIL, 'USER');
  [first, second] = (await publicOn(NL)) as [typeof first, typeof second];
  [german] = (await publicOn(DE)) as [typeof german];
});
afterAll(async () => {
  await database?.close();
});

describe('the redirect form', () => {
  it('takes a slug, a pasted address or an id', () => {
    expect(slugOfAddress(' https://nl.localhost/uitjes/oude-naam?x=1#top ')).toBe('oude-naam');
    expect(slugOfAddress('/uitjes/oude-naam/')).toBe('oude-naam');
    expect(form('oud', '42').target).toEqual({ id: 42 });
    expect(form('oud', '/uitjes/nieuw').target).toEqual({ slug: 'nieuw' });
    expect(RedirectFormSchema.safeParse({ oldSlug: 'met spatie', target: 'x' }).success).toBe(false);
  });
});

describe('redirects', () => {
  it('adds a redirect by slug that the public site follows, lists it, and removes it', async () => {
    const added = await addRedirect(database.db, operator, NL, form('/uitjes/een-oude-naam', first.slug));
    expect(added).toMatchObject({ ok: true, newSlug: first.slug });
    if (!added.ok) return;
    expect(await findActivityRedirect(database.db, NL, 'een-oude-naam')).toMatchObject({ activityId: first.id, newSlug: first.slug });
    const listed = await listRedirectsForAdmin(database.db, operator, NL, query({ search: 'oude-naam' }));
    expect(listed.total).toBe(1);
    expect(listed.items[0]).toMatchObject({ id: added.id, oldSlug: 'een-oude-naam', newSlug: first.slug, activityId: first.id, isPublic: true });
    // Another platform's list does not show it.
    expect((await listRedirectsForAdmin(database.db, operator, DE, query({ search: 'oude-naam' }))).total).toBe(0);
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'redirect-added'), sql`(${auditLog.detail}->>'id')::int = ${added.id}`));
    expect(audit).toBeDefined();

    await expect(removeRedirect(database.db, operator, DE, added.id)).rejects.toBeInstanceOf(NotFoundForActor);
    expect(await removeRedirect(database.db, operator, NL, added.id)).toEqual({ oldSlug: 'een-oude-naam' });
    expect(await findActivityRedirect(database.db, NL, 'een-oude-naam')).toBeNull();
    await expect(removeRedirect(database.db, operator, NL, added.id)).rejects.toBeInstanceOf(NotFoundForActor);
  });

  it('adds a redirect to an activity named by its id', async () => {
    expect(await addRedirect(database.db, operator, NL, form('via-het-nummer', String(second.id)))).toMatchObject({ ok: true, newSlug: second.slug });
  });

  it('pages and sorts on the server', async () => {
    for (let i = 0; i < 27; i++) await addRedirect(database.db, operator, NL, form(`reeks-${String(i).padStart(2, '0')}`, first.slug));
    const page1 = await listRedirectsForAdmin(database.db, operator, NL, query({ search: 'reeks-', sort: 'oldSlug', direction: 'asc' }));
    expect(page1.total).toBe(27);
    expect(page1.items).toHaveLength(25);
    expect(page1.items[0]!.oldSlug).toBe('reeks-00');
    const page2 = await listRedirectsForAdmin(database.db, operator, NL, query({ search: 'reeks-', sort: 'oldSlug', direction: 'asc', page: 2 }));
    expect(page2.items.map((r) => r.oldSlug)).toEqual(['reeks-25', 'reeks-26']);
  });

  it('refuses a live slug, a missing or foreign activity, a duplicate and loops', async () => {
    expect(await addRedirect(database.db, operator, NL, form(second.slug, first.slug))).toEqual({ ok: false, error: 'shadows-activity' });
    expect(await addRedirect(database.db, operator, NL, form('nergens-heen', 'bestaat-niet-echt'))).toEqual({ ok: false, error: 'unknown-activity' });
    expect(await addRedirect(database.db, operator, NL, form('nergens-heen', '2000000000'))).toEqual({ ok: false, error: 'unknown-activity' });
    expect(await addRedirect(database.db, operator, NL, form('nergens-heen', german.slug))).toEqual({ ok: false, error: 'unknown-activity' });
    expect(await addRedirect(database.db, operator, NL, form('nergens-heen', String(german.id)))).toEqual({ ok: false, error: 'unknown-activity' });
    expect(await addRedirect(database.db, operator, NL, form(first.slug, first.slug))).toEqual({ ok: false, error: 'loop' });
    expect((await addRedirect(database.db, operator, NL, form('dubbel', first.slug))).ok).toBe(true);
    expect(await addRedirect(database.db, operator, NL, form('dubbel', second.slug))).toEqual({ ok: false, error: 'exists' });
    // Older data: the first activity's slug once led to 'rondje'; 'rondje' -> first would go round.
    await database.db.insert(redirects).values({ activityId: second.id, oldSlug: first.slug, newSlug: 'rondje' });
    expect(await addRedirect(database.db, operator, NL, form('rondje', first.slug))).toEqual({ ok: false, error: 'loop' });
  });
});

describe('a provider (USER)', () => {
  it('may do nothing here', async () => {
    const [row] = await database.db.select({ id: redirects.id }).from(redirects).limit(1);
    await expect(listRedirectsForAdmin(database.db, provider, NL, query())).rejects.toBeInstanceOf(PermissionDenied);
    await expect(addRedirect(database.db, provider, NL, form('van-een-aanbieder', first.slug))).rejects.toBeInstanceOf(PermissionDenied);
    await expect(removeRedirect(database.db, provider, NL, row!.id)).rejects.toBeInstanceOf(PermissionDenied);
    expect(await database.db.select().from(redirects).where(eq(redirects.id, row!.id))).toHaveLength(1);
  });
});
