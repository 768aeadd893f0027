import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/client.server.ts';
import { auditLog, blogs, platforms, users } from '../../../db/schema/index.ts';
import { createTestDatabase } from '../../../tests/support/test-database.ts';
import { DEMO_ADMIN_EMAIL, DEMO_PROVIDER_EMAIL } from '../../config/password-hashing.ts';
import type { Actor } from '../../portal/actor.ts';
import type { PlatformRow } from '../../request-context.server.ts';
import { NotFoundForActor, PermissionDenied } from '../../portal/permissions.server.ts';
import { BlogFormSchema, type BlogInput } from './blog-admin.schemas.ts';
import { blogArticleOf, blogListOf, createBlog, getBlogForAdmin, listBlogsForAdmin, removeBlog, saveBlog } from './blog-admin.server.ts';
import { getBlog, listBlogs } from './blogs.server.ts';
import { insertUpload } from '../../../tests/support/upload-fixtures.ts';

// The operators' blog articles (decision 104): drafts stay off the site, published ones appear on the list
// the platform shows (Belgium reads the Dutch one), the HTML is sanitised on save, and nothing for a provider.

let database: DatabaseHandle;
let operator: Actor;
let provider: Actor;
const NL = 1;
const DE = 2;
const BE = 4;
const keep = { kind: 'keep' } as const;

const actorOf = async (email: string, role: Actor['role']): Promise<Actor> => {
  const [user] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return { userId: user!.id, role, email, firstName: null, lastName: null, locale: 'nl', sessionId: 0, secondFactor: true, organisationIds: [] };
};

const platformRow = async (id: number) => {
  const [row] = await database.db.select().from(platforms).where(eq(platforms.id, id));
  return row as unknown as PlatformRow;
};

const auditFor = async (action: string, id: number) =>
  database.db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(and(sql`${auditLog.action} = ${action}`, sql`(${auditLog.detail}->>'id')::int = ${id}`));

const input = (fields: Record<string, unknown>): BlogInput =>
  BlogFormSchema.parse({ title: 'Proefartikel', content: '<p>Tekst</p>', publishedAt: '2026-11-20', state: 'published', ...fields });

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  operator = await actorOf(DEMO_ADMIN_EMAIL, 'ADMIN');
  provider = await actorOf(DEMO_PROVIDER_EMAIL, 'USER');
});
afterAll(async () => {
  await database?.close();
});

describe('blog articles in the back office', () => {
  it('creates a draft (not on the site), publishes it (on the Dutch and Belgian lists), edits and removes it, with audit entries', async () => {
    const created = await createBlog(
      database.db,
      operator,
      NL,
      input({
        title: 'Een proefartikel',
        content:
          '<h1>Kop</h1><p onclick="steal()">Hallo <script>alert(1)</script><a href="javascript:alert(1)">link</a></p><img src="https://example.org/a.jpg">',
        tags: 'Teambuilding, Buiten, teambuilding',
        provinces: ['Utrecht', 'Atlantis'],
        state: 'draft',
      }),
      keep,
    );
    expect(created.ok).toBe(true);
    const id = created.ok ? created.id : 0;
    const stored = await getBlogForAdmin(database.db, operator, NL, id);
    // Sanitised on save (article profile: images stay, scripts and handlers go); tags once; only real provinces.
    expect(stored.content).toBe('<h2>Kop</h2><p>Hallo <a>link</a></p><img src="https://example.org/a.jpg" loading="lazy" alt="" />');
    expect(stored).toMatchObject({ active: false, tags: ['Teambuilding', 'Buiten'], provinces: ['Utrecht'] });
    expect(stored.publishedAt.toISOString()).toBe('2026-11-20T00:00:00.000Z');
    const [{ last }] = (await database.db
      .select({ last: sql<number>`max(${blogs.position})` })
      .from(blogs)
      .where(eq(blogs.platformId, NL))) as [{ last: number }];
    expect(stored.position).toBe(last);
    const nl = await platformRow(NL);
    const be = await platformRow(BE);
    expect((await listBlogs(database.db, nl)).some((blog) => blog.id === id)).toBe(false);
    expect(await getBlog(database.db, nl, id)).toBeNull();
    expect(await auditFor('blog-created', id)).toHaveLength(1);

    const image = (await insertUpload(database.db, operator.userId, '/images/00000000-0000-4000-8000-000000000019.jpg')).id;
    const published = await saveBlog(
      database.db,
      operator,
      NL,
      id,
      input({ title: 'Een gepubliceerd proefartikel', buttonTitle: 'Bekijk uitjes', buttonUrl: '/uitjes', imageAlt: 'Een zeilboot' }),
      { kind: 'set', mediaId: image },
    );
    expect(published).toEqual({ ok: true });
    expect((await listBlogs(database.db, nl)).find((blog) => blog.id === id)).toMatchObject({
      title: 'Een gepubliceerd proefartikel',
      image: { alt: 'Een zeilboot' },
    });
    expect((await listBlogs(database.db, be)).some((blog) => blog.id === id)).toBe(true);
    expect(await getBlog(database.db, be, id)).toMatchObject({ button: { title: 'Bekijk uitjes', url: '/uitjes' } });
    expect(await auditFor('blog-saved', id)).toHaveLength(1);

    // The preview shows what the public page shows.
    const article = blogArticleOf(await getBlogForAdmin(database.db, operator, NL, id));
    const publicArticle = await getBlog(database.db, nl, id);
    expect(article).toEqual(publicArticle);

    expect(await removeBlog(database.db, operator, NL, id)).toEqual({ title: 'Een gepubliceerd proefartikel' });
    expect(await getBlog(database.db, nl, id)).toBeNull();
    expect(await auditFor('blog-deleted', id)).toHaveLength(1);
  });

  it('refuses an article without text, a vanished image, and bad fields in the schema', async () => {
    expect(await createBlog(database.db, operator, NL, input({ content: '<p> <script>x</script></p>' }), keep)).toEqual({ ok: false, error: 'empty-content' });
    expect(await createBlog(database.db, operator, NL, input({}), { kind: 'set', mediaId: 2_000_000_000 })).toEqual({ ok: false, error: 'invalid-image' });
    const refused = (fields: Record<string, unknown>) => {
      const parsed = BlogFormSchema.safeParse({ title: 'Proefartikel', content: '<p>x</p>', publishedAt: '2026-11-20', state: 'draft', ...fields });
      return parsed.success ? [] : parsed.error.issues.map((issue) => `${String(issue.path[0])}:${issue.message}`);
    };
    expect(refused({ title: 'ab' })).toEqual(['title:portal.backOffice.blogs.errors.title']);
    expect(refused({ publishedAt: '2026-02-30' })).toEqual(['publishedAt:portal.backOffice.blogs.errors.publishedAt']);
    expect(refused({ state: 'gone' })).toEqual(['state:portal.backOffice.blogs.errors.state']);
    expect(refused({ websiteUrl: 'javascript:alert(1)' })).toEqual(['websiteUrl:portal.backOffice.blogs.errors.websiteUrl']);
    expect(refused({ buttonTitle: 'Klik', buttonUrl: '//evil.example' })).toEqual(['buttonUrl:portal.backOffice.blogs.errors.buttonUrl']);
    expect(refused({ buttonTitle: 'Klik' })).toEqual(['buttonTitle:portal.backOffice.blogs.errors.buttonTitle']);
    expect(refused({ tags: Array.from({ length: 11 }, (_, i) => `tag${i}`).join(',') })).toEqual(['tags:portal.backOffice.blogs.errors.tags']);
  });

  it('edits the Dutch list for the Belgian site; an article of another list is missing (404)', async () => {
    expect(await blogListOf(database.db, operator, BE)).toMatchObject({ platformId: NL, shared: true });
    expect(await blogListOf(database.db, operator, DE)).toMatchObject({ platformId: DE, shared: false });
    const [german] = await database.db.select({ id: blogs.id }).from(blogs).where(eq(blogs.platformId, DE)).limit(1);
    await expect(getBlogForAdmin(database.db, operator, NL, german!.id)).rejects.toBeInstanceOf(NotFoundForActor);
    await expect(saveBlog(database.db, operator, NL, german!.id, input({}), keep)).rejects.toBeInstanceOf(NotFoundForActor);
    await expect(removeBlog(database.db, operator, NL, german!.id)).rejects.toBeInstanceOf(NotFoundForActor);
  });

  it('lists drafts and published articles of one list, searched in titles and tags, sorted and paged', async () => {
    const draft = await createBlog(database.db, operator, DE, input({ title: 'Entwurf über Zeltlager', state: 'draft', tags: 'Zelten' }), keep);
    expect(draft.ok).toBe(true);
    const all = await listBlogsForAdmin(database.db, operator, DE, { page: 1, sort: 'position', direction: 'asc', search: '' });
    const [{ n }] = (await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(blogs)
      .where(eq(blogs.platformId, DE))) as [{ n: number }];
    expect(all.total).toBe(n);
    expect(all.items.map((item) => item.position)).toEqual([...all.items.map((item) => item.position)].sort((a, b) => a - b));
    expect(
      (await listBlogsForAdmin(database.db, operator, DE, { page: 1, sort: 'title', direction: 'asc', search: 'zelten' })).items.map((i) => i.title),
    ).toEqual(['Entwurf über Zeltlager']);
    const newest = await listBlogsForAdmin(database.db, operator, DE, { page: 1, sort: 'publishedAt', direction: 'desc', search: '' });
    expect(newest.items[0]!.title).toBe('Entwurf über Zeltlager');
  });

  it('denies a provider every call (PermissionDenied)', async () => {
    const query = { page: 1, sort: 'position' as const, direction: 'asc' as const, search: '' };
    const [blog] = await database.db.select({ id: blogs.id }).from(blogs).where(eq(blogs.platformId, NL)).limit(1);
    await expect(blogListOf(database.db, provider, NL)).rejects.toBeInstanceOf(PermissionDenied);
    await expect(listBlogsForAdmin(database.db, provider, NL, query)).rejects.toBeInstanceOf(PermissionDenied);
    await expect(getBlogForAdmin(database.db, provider, NL, blog!.id)).rejects.toBeInstanceOf(PermissionDenied);
    await expect(createBlog(database.db, provider, NL, input({}), keep)).rejects.toBeInstanceOf(PermissionDenied);
    await expect(saveBlog(database.db, provider, NL, blog!.id, input({}), keep)).rejects.toBeInstanceOf(PermissionDenied);
    await expect(removeBlog(database.db, provider, NL, blog!.id)).rejects.toBeInstanceOf(PermissionDenied);
    expect(await database.db.select().from(blogs).where(eq(blogs.id, blog!.id))).toHaveLength(1);
  });
});
