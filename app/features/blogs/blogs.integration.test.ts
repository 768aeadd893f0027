import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/client.server.ts';
import { blogs, platforms } from '../../../db/schema/index.ts';
import { createTestDatabase } from '../../../tests/support/test-database.ts';
import type { PlatformRow } from '../../request-context.server.ts';
import { getBlog, listBlogTags, listBlogs, listBlogsWithTag, listHomeBlogs } from './blogs.server.ts';

let handle: DatabaseHandle;
const platform = async (id: number) => (await handle.db.select().from(platforms).where(eq(platforms.id, id)))[0] as PlatformRow;

beforeAll(async () => {
  handle = await createTestDatabase({ seeded: true });
});
afterAll(async () => {
  await handle?.close();
});

describe('blogs service', () => {
  it('lists a platform its own articles in list order', async () => {
    const kids = await listBlogs(handle.db, await platform(3));
    const stored = await handle.db.select({ id: blogs.id, position: blogs.position }).from(blogs).where(eq(blogs.platformId, 3));
    expect(kids.map((b) => b.id)).toEqual([...stored].sort((a, b) => a.position - b.position).map((b) => b.id));
    expect(kids[0]!.text).not.toMatch(/<[a-z]/);
  });

  it('lets Belgium show the Dutch company list (blogSourcePlatformId)', async () => {
    const belgian = await listBlogs(handle.db, await platform(4));
    const dutch = await listBlogs(handle.db, await platform(1));
    expect(belgian.length).toBeGreaterThan(0);
    expect(belgian).toEqual(dutch);
  });

  it("gives the home page the list's first articles and the image of the first article that has one", async () => {
    for (const id of [1, 3, 4]) {
      const list = await listBlogs(handle.db, await platform(id));
      expect(list.length).toBeGreaterThan(3);
      const home = await listHomeBlogs(handle.db, await platform(id), 3);
      expect(home.blogs).toEqual(list.slice(0, 3));
      expect(home.image).toEqual(list.find((blog) => blog.image)?.image ?? null);
    }
    // The first articles without images: the picture comes from further down the list.
    const dutch = await listBlogs(handle.db, await platform(1));
    const withImage = dutch.filter((blog) => blog.image);
    const later = withImage.find((blog) => dutch.indexOf(blog) >= 3)!;
    const firstImageIds = await handle.db.select({ id: blogs.id, imageId: blogs.imageId }).from(blogs).where(eq(blogs.platformId, 1));
    const kept = new Map(firstImageIds.map((row) => [row.id, row.imageId]));
    const earlier = dutch.filter((blog) => blog.image && dutch.indexOf(blog) < dutch.indexOf(later));
    try {
      for (const blog of earlier) await handle.db.update(blogs).set({ imageId: null }).where(eq(blogs.id, blog.id));
      const home = await listHomeBlogs(handle.db, await platform(1), 3);
      expect(home.blogs.map((blog) => blog.id)).toEqual(dutch.slice(0, 3).map((blog) => blog.id));
      expect(home.blogs.every((blog) => blog.image === null)).toBe(true);
      expect(home.image).toEqual(later.image);
    } finally {
      for (const blog of earlier)
        await handle.db
          .update(blogs)
          .set({ imageId: kept.get(blog.id) ?? null })
          .where(eq(blogs.id, blog.id));
    }
  });

  it("finds an article by id only within the platform's list, with sanitised HTML", async () => {
    const [first] = await listBlogs(handle.db, await platform(1));
    const article = await getBlog(handle.db, await platform(4), first!.id);
    expect(article?.title).toBe(first!.title);
    expect(await getBlog(handle.db, await platform(2), first!.id)).toBeNull();
    expect(await getBlog(handle.db, await platform(1), 0)).toBeNull();
    expect(await getBlog(handle.db, await platform(1), Number.NaN)).toBeNull();
    await handle.db.update(blogs).set({ content: '<p>Hallo</p><script>alert(1)</script>' }).where(eq(blogs.id, first!.id));
    expect((await getBlog(handle.db, await platform(1), first!.id))?.html).toBe('<p>Hallo</p>');
  });
});

describe('blog tags and the website link (decision 030)', () => {
  it("lists a tag's articles within the platform's list; Belgium has the Dutch tags; an unknown tag is null", async () => {
    const dutch = await listBlogs(handle.db, await platform(1));
    const tag = dutch.find((blog) => blog.tags.length > 0)!.tags[0]!;
    const tagged = await listBlogsWithTag(handle.db, await platform(1), tag.slug);
    expect(tagged?.tag).toEqual(tag);
    expect(tagged!.blogs.map((blog) => blog.id)).toEqual(dutch.filter((blog) => blog.tags.some((t) => t.slug === tag.slug)).map((blog) => blog.id));
    expect((await listBlogsWithTag(handle.db, await platform(4), tag.slug))?.blogs).toEqual(tagged!.blogs);
    expect(await listBlogsWithTag(handle.db, await platform(1), 'bestaat-niet')).toBeNull();
    expect((await listBlogTags(handle.db, await platform(1))).map((t) => t.slug)).toContain(tag.slug);
  });

  it('links only to a web address, never to another scheme', async () => {
    const [first] = await listBlogs(handle.db, await platform(3));
    await handle.db.update(blogs).set({ websiteUrl: 'javascript:alert(1)' }).where(eq(blogs.id, first!.id));
    expect((await getBlog(handle.db, await platform(3), first!.id))?.website).toBeNull();
    await handle.db.update(blogs).set({ websiteUrl: 'https://www.natuurmonumenten.nl' }).where(eq(blogs.id, first!.id));
    expect((await getBlog(handle.db, await platform(3), first!.id))?.website).toBe('https://www.natuurmonumenten.nl');
  });
});
