import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.server.ts';
import { blogs, media, platforms, provinces } from '../../../db/schema/index.ts';
import { recordAudit } from '../../portal/audit.server.ts';
import type { Actor } from '../../portal/actor.ts';
import { LIST_PAGE_SIZE, type ListQuery } from '../../portal/list-query.ts';
import { NotFoundForActor, requirePermission } from '../../portal/permissions.server.ts';
import { plainText, sanitizeRichText } from '../../rendering/rich-text.ts';
import { type AsOfItem, itemsAsOf, keptSchedule, platformTimeZone, type ScheduledTable, scheduleAt } from '../../portal/schedule.server.ts';
import type { ScheduleField } from '../../portal/schedule.ts';
import { timeZoneOfCountry } from '../../config/business-hours.ts';
import type { BlogCommandError, BlogInput } from './blog-admin.schemas.ts';
import { blogTagsOf } from './blog-tags.ts';
import type { BlogArticle } from './blog.types.ts';
import { imageAfterChange } from '../../portal/media-ownership.server.ts';
import { listVersions, readVersion, recordVersion, removeVersions, type StoredVersion, type VersionSummary } from '../../portal/versions.server.ts';

/**
 * The operators' blog articles (decision 104), per platform list. A platform that shows another platform's
 * list (`blogSourcePlatformId`: the Belgian site reads the Dutch articles) has none of its own: the back
 * office edits the list it shows. Every function takes the actor and needs 'backoffice:manage'; an
 * article of another list is as unknown as a missing one. Draft = `active` false (never on the site);
 * the HTML is sanitised (article profile) before it is stored, and again on every public read. A change
 * of the blogs table drops the cached blog pages of its list (page-cache trigger, tag `blogs:{list}`).
 */

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export const BLOG_SORTS = ['position', 'title', 'publishedAt', 'active'] as const;
export type BlogSort = (typeof BLOG_SORTS)[number];

export interface BlogAdminRow {
  id: number;
  title: string;
  active: boolean;
  publishedAt: Date;
  /** Published and taken back at these moments (docs/decisions/121); null for none. */
  publishAt: Date | null;
  unpublishAt: Date | null;
  position: number;
  tags: string[];
}

export interface BlogAdminDetail extends BlogAdminRow {
  content: string;
  provinces: string[];
  buttonTitle: string | null;
  buttonUrl: string | null;
  websiteUrl: string | null;
  image: { id: number; url: string; alt: string | null } | null;
}

/** The list a platform's blog pages show, and its name (the chosen platform's own, or the one it reads). */
export interface BlogList {
  platformId: number;
  name: string;
  /** True when the chosen platform shows another platform's list. */
  shared: boolean;
  /** The zone of the list's platform: its schedule's times are typed and shown in it. */
  timeZone: string;
}

export type ImageChange = { kind: 'keep' } | { kind: 'set'; mediaId: number } | { kind: 'remove' };

export type BlogAdminResult<T = object> =
  ({ ok: true } & T) | { ok: false; error: BlogCommandError } | { ok: false; error: 'schedule-past'; field: ScheduleField };

/** The articles' publishing and taking back at their times (docs/decisions/121): the worker's job runs them. */
export const SCHEDULED_BLOGS: ScheduledTable = { table: 'blogs', entity: 'blog', action: 'blog-switched' };

export async function blogListOf(db: Database, actor: Actor, platformId: number): Promise<BlogList> {
  requirePermission(actor, 'backoffice:manage');
  const [row] = await db.select({ id: platforms.id, source: platforms.blogSourcePlatformId }).from(platforms).where(eq(platforms.id, platformId)).limit(1);
  if (!row) throw new NotFoundForActor('platform');
  const listId = row.source ?? row.id;
  const [list] = await db.select({ name: platforms.name, countryCode: platforms.countryCode }).from(platforms).where(eq(platforms.id, listId)).limit(1);
  return { platformId: listId, name: list?.name ?? '', shared: listId !== platformId, timeZone: timeZoneOfCountry(list?.countryCode) };
}

const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** One list's articles, drafts included: searched in title and tags, sorted by a known column, paged. */
export async function listBlogsForAdmin(
  db: Database,
  actor: Actor,
  listId: number,
  query: ListQuery<BlogSort>,
): Promise<{ items: BlogAdminRow[]; total: number }> {
  requirePermission(actor, 'backoffice:manage');
  const pattern = query.search ? likePattern(query.search) : null;
  const order = { position: blogs.position, title: blogs.title, publishedAt: blogs.publishedAt, active: blogs.active }[query.sort];
  const rows = await db
    .select({
      id: blogs.id,
      title: blogs.title,
      active: blogs.active,
      publishedAt: blogs.publishedAt,
      publishAt: blogs.publishAt,
      unpublishAt: blogs.unpublishAt,
      position: blogs.position,
      tags: blogs.tags,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(blogs)
    .where(
      and(
        eq(blogs.platformId, listId),
        pattern ? sql`(${blogs.title} ILIKE ${pattern} OR EXISTS (SELECT 1 FROM unnest(${blogs.tags}) AS tag WHERE tag ILIKE ${pattern}))` : undefined,
      ),
    )
    .orderBy(query.direction === 'asc' ? asc(order) : desc(order), asc(blogs.id))
    .limit(LIST_PAGE_SIZE)
    .offset((query.page - 1) * LIST_PAGE_SIZE);
  return { total: rows[0]?.total ?? 0, items: rows.map(({ total: _total, ...row }) => row) };
}

/** One article of the list for the editor and the preview (NotFoundForActor when it is not there). */
export async function getBlogForAdmin(db: Database, actor: Actor, listId: number, blogId: number): Promise<BlogAdminDetail> {
  requirePermission(actor, 'backoffice:manage');
  const blog = await readBlog(db, listId, blogId);
  if (!blog) throw new NotFoundForActor('blog');
  return blog;
}

/** The stored article of the list, or null. */
async function readBlog(db: Pick<Database, 'select'>, listId: number, blogId: number): Promise<BlogAdminDetail | null> {
  const [row] = await db
    .select({ blog: blogs, imageUrl: media.url, imageAlt: media.alt })
    .from(blogs)
    .leftJoin(media, eq(media.id, blogs.imageId))
    .where(and(eq(blogs.id, blogId), eq(blogs.platformId, listId)))
    .limit(1);
  if (!row) return null;
  const { blog } = row;
  return {
    id: blog.id,
    title: blog.title,
    active: blog.active,
    publishedAt: blog.publishedAt,
    publishAt: blog.publishAt,
    unpublishAt: blog.unpublishAt,
    position: blog.position,
    tags: blog.tags,
    content: blog.content,
    provinces: blog.provinces,
    buttonTitle: blog.buttonTitle,
    buttonUrl: blog.buttonUrl,
    websiteUrl: blog.websiteUrl,
    image: blog.imageId && row.imageUrl ? { id: blog.imageId, url: row.imageUrl, alt: row.imageAlt } : null,
  };
}

/**
 * A version of an article (docs/decisions/119): the editor's fields as a save stores them, and the image
 * it had (its media row and address). A restore is an ordinary save of these fields (`saveBlog`).
 */
export interface BlogSnapshot {
  title: string;
  state: 'draft' | 'published';
  /** YYYY-MM-DD, as the editor sends it. */
  publishedAt: string;
  content: string;
  tags: string[];
  provinces: string[];
  buttonTitle: string | null;
  buttonUrl: string | null;
  websiteUrl: string | null;
  imageId: number | null;
  imageUrl: string | null;
  imageAlt: string | null;
}

/** The fields of a version in the editor's order (the comparison's rows; the image by its address). */
export const BLOG_VERSION_FIELDS = [
  'title',
  'state',
  'publishedAt',
  'content',
  'tags',
  'provinces',
  'buttonTitle',
  'buttonUrl',
  'websiteUrl',
  'imageUrl',
  'imageAlt',
] as const satisfies ReadonlyArray<keyof BlogSnapshot>;

const blogSnapshotOf = (blog: BlogAdminDetail): BlogSnapshot => ({
  title: blog.title,
  state: blog.active ? 'published' : 'draft',
  publishedAt: blog.publishedAt.toISOString().slice(0, 10),
  content: blog.content,
  tags: blog.tags,
  provinces: blog.provinces,
  buttonTitle: blog.buttonTitle,
  buttonUrl: blog.buttonUrl,
  websiteUrl: blog.websiteUrl,
  imageId: blog.image?.id ?? null,
  imageUrl: blog.image?.url ?? null,
  imageAlt: blog.image?.alt ?? null,
});

const blogFieldsOf = (snapshot: BlogSnapshot) => Object.fromEntries(BLOG_VERSION_FIELDS.map((field) => [field, snapshot[field]]));

/** Stores the article's version as it is now (the first change keeps the state before it). */
async function recordBlogVersion(tx: Tx, actor: Actor, listId: number, blogId: number, before: BlogAdminDetail | null): Promise<void> {
  const blog = await readBlog(tx, listId, blogId);
  if (!blog) return;
  await recordVersion(tx, {
    kind: 'blog',
    entityId: blogId,
    authorId: actor.userId,
    snapshot: blogSnapshotOf(blog),
    fieldsOf: blogFieldsOf,
    before: before ? blogSnapshotOf(before) : null,
  });
}

/** The article's versions, newest first (operators only; an article of another list is not found). */
export async function listBlogVersions(db: Database, actor: Actor, listId: number, blogId: number): Promise<VersionSummary[]> {
  requirePermission(actor, 'backoffice:manage');
  if (!(await readBlog(db, listId, blogId))) throw new NotFoundForActor('blog');
  return listVersions(db, 'blog', blogId);
}

/** One version of the list's article with its content (NotFoundForActor for an unknown article or version). */
export async function getBlogVersion(db: Database, actor: Actor, listId: number, blogId: number, version: number): Promise<StoredVersion<BlogSnapshot>> {
  requirePermission(actor, 'backoffice:manage');
  if (!(await readBlog(db, listId, blogId))) throw new NotFoundForActor('blog');
  const stored = await readVersion<BlogSnapshot>(db, 'blog', blogId, version);
  if (!stored) throw new NotFoundForActor('blog version');
  return stored;
}

/**
 * Makes an earlier version the article again, at once, by an ordinary save (`saveBlog`: the sanitiser,
 * the province rule, the page cache). The image comes back when it is the current one or none; an image
 * the article no longer has may be gone (the upload clean-up), so the current one stays then.
 */
export async function restoreBlogVersion(db: Database, actor: Actor, listId: number, blogId: number, version: number): Promise<BlogAdminResult> {
  const stored = await getBlogVersion(db, actor, listId, blogId, version);
  const current = await readBlog(db, listId, blogId);
  const old = stored.snapshot;
  const currentImageId = current?.image?.id ?? null;
  const image: ImageChange = old.imageId === null ? { kind: 'remove' } : { kind: 'keep' };
  const imageAlt = old.imageId !== null && old.imageId !== currentImageId ? (current?.image?.alt ?? null) : old.imageAlt;
  const input: BlogInput = {
    title: old.title,
    content: old.content,
    tags: old.tags,
    provinces: old.provinces,
    publishedAt: old.publishedAt,
    state: old.state,
    buttonTitle: old.buttonTitle,
    buttonUrl: old.buttonUrl,
    websiteUrl: old.websiteUrl,
    imageAlt,
    removeImage: old.imageId === null,
    ...(await keptSchedule(db, 'blogs', blogId, listId)),
  };
  return saveBlog(db, actor, listId, blogId, input, image, { restoredFrom: version });
}

/** The provinces an article may be about: those of the list's platform, by name. */
export async function blogProvinceNames(db: Database, actor: Actor, listId: number): Promise<string[]> {
  requirePermission(actor, 'backoffice:manage');
  const rows = await db.select({ name: provinces.name }).from(provinces).where(eq(provinces.platformId, listId)).orderBy(asc(provinces.name));
  return rows.map((row) => row.name);
}

/**
 * The article as the public detail page shows it (blogs.server.ts getBlog), for the operators' preview
 * of a draft or a published article: the same sanitiser, tags and link rules.
 */
export function blogArticleOf(blog: BlogAdminDetail): BlogArticle {
  const website = blog.websiteUrl && /^https?:\/\/[^\s/]+/i.test(blog.websiteUrl.trim()) ? blog.websiteUrl.trim() : null;
  return {
    id: blog.id,
    title: blog.title,
    text: plainText(blog.content),
    image: blog.image ? { url: blog.image.url, alt: blog.image.alt ?? '' } : null,
    button: blog.buttonTitle && blog.buttonUrl ? { title: blog.buttonTitle, url: blog.buttonUrl } : null,
    tags: blogTagsOf(blog.tags),
    html: sanitizeRichText(blog.content, 'article'),
    provinces: blog.provinces,
    website,
  };
}

/** The columns of the input: the HTML sanitised, the state as `active`, the date at midnight UTC. */
function columnsOf(input: BlogInput, allowedProvinces: readonly string[]) {
  const content = sanitizeRichText(input.content, 'article');
  return {
    content,
    columns: {
      title: input.title,
      content,
      tags: input.tags,
      // Only names of the platform's provinces: the public page looks them up by name.
      provinces: input.provinces.filter((name) => allowedProvinces.includes(name)),
      publishedAt: new Date(`${input.publishedAt}T00:00:00Z`),
      active: input.state === 'published',
      buttonTitle: input.buttonTitle,
      buttonUrl: input.buttonUrl,
      websiteUrl: input.websiteUrl,
    },
  };
}

/** The alt text travels with the image (media.alt is what the public page reads). */
async function setImageAlt(tx: Tx, imageId: number | null, alt: string | null): Promise<void> {
  if (imageId !== null) await tx.update(media).set({ alt }).where(eq(media.id, imageId));
}

async function provinceNamesOf(tx: Tx, listId: number): Promise<string[]> {
  const rows = await tx.select({ name: provinces.name }).from(provinces).where(eq(provinces.platformId, listId));
  return rows.map((row) => row.name);
}

/** A new article at the end of the list (the public list is in list order). */
export async function createBlog(db: Database, actor: Actor, listId: number, input: BlogInput, image: ImageChange): Promise<BlogAdminResult<{ id: number }>> {
  requirePermission(actor, 'backoffice:manage');
  return db.transaction(async (tx) => {
    const { content, columns } = columnsOf(input, await provinceNamesOf(tx, listId));
    if (plainText(content) === '' && !/<img\b/i.test(content)) return { ok: false, error: 'empty-content' as const };
    const schedule = scheduleAt(input, await platformTimeZone(tx, listId));
    if (!schedule.ok) return schedule;
    const imageId = await imageAfterChange(tx, null, image, actor);
    if (imageId === 'invalid-image') return { ok: false, error: 'invalid-image' as const };
    // Positions are unique per list; the lock keeps two new articles from taking the same one.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('blogs-position'), ${listId})`);
    const [last] = await tx
      .select({ position: sql<number | null>`max(${blogs.position})` })
      .from(blogs)
      .where(eq(blogs.platformId, listId));
    const [row] = await tx
      .insert(blogs)
      .values({ ...columns, ...schedule.schedule, platformId: listId, position: (last?.position ?? -1) + 1, imageId })
      .returning({ id: blogs.id });
    await setImageAlt(tx, imageId, input.imageAlt);
    await recordBlogVersion(tx, actor, listId, row!.id, null);
    await recordAudit(tx, {
      action: 'blog-created',
      actorUserId: actor.userId,
      detail: { entity: 'blog', id: row!.id, platformId: listId, state: input.state },
    });
    return { ok: true as const, id: row!.id };
  });
}

export async function saveBlog(
  db: Database,
  actor: Actor,
  listId: number,
  blogId: number,
  input: BlogInput,
  image: ImageChange,
  /** A restore of an earlier version (restoreBlogVersion) says which; the audit line names it. */
  options: { restoredFrom?: number } = {},
): Promise<BlogAdminResult> {
  requirePermission(actor, 'backoffice:manage');
  return db.transaction(async (tx) => {
    const [blog] = await tx
      .select({ id: blogs.id, imageId: blogs.imageId, active: blogs.active })
      .from(blogs)
      .where(and(eq(blogs.id, blogId), eq(blogs.platformId, listId)))
      .for('update');
    if (!blog) throw new NotFoundForActor('blog');
    const { content, columns } = columnsOf(input, await provinceNamesOf(tx, listId));
    if (plainText(content) === '' && !/<img\b/i.test(content)) return { ok: false, error: 'empty-content' as const };
    const schedule = scheduleAt(input, await platformTimeZone(tx, listId));
    if (!schedule.ok) return schedule;
    const imageId = await imageAfterChange(tx, blog.imageId, image, actor);
    if (imageId === 'invalid-image') return { ok: false, error: 'invalid-image' as const };
    const before = await readBlog(tx, listId, blogId);
    await tx
      .update(blogs)
      .set({ ...columns, ...schedule.schedule, imageId, updatedAt: new Date() })
      .where(eq(blogs.id, blogId));
    await setImageAlt(tx, imageId, input.imageAlt);
    await recordBlogVersion(tx, actor, listId, blogId, before);
    const published = blog.active !== columns.active ? { published: columns.active } : {};
    const restored = options.restoredFrom ? { restoredFrom: options.restoredFrom } : {};
    await recordAudit(tx, {
      action: 'blog-saved',
      actorUserId: actor.userId,
      detail: { entity: 'blog', id: blogId, platformId: listId, ...published, ...restored },
    });
    return { ok: true as const };
  });
}

/** Removes an article; its address then sends visitors to the not-found page. */
export async function removeBlog(db: Database, actor: Actor, listId: number, blogId: number): Promise<{ title: string }> {
  requirePermission(actor, 'backoffice:manage');
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(blogs)
      .where(and(eq(blogs.id, blogId), eq(blogs.platformId, listId)))
      .returning({ title: blogs.title });
    if (!row) throw new NotFoundForActor('blog');
    await removeVersions(tx, 'blog', blogId);
    await recordAudit(tx, { action: 'blog-deleted', actorUserId: actor.userId, detail: { entity: 'blog', id: blogId, platformId: listId } });
    return row;
  });
}

/** The list's articles the site shows now or at `at` (docs/decisions/121). */
export async function blogsAsOf(db: Database, actor: Actor, listId: number, at: Date): Promise<AsOfItem[]> {
  requirePermission(actor, 'backoffice:manage');
  return itemsAsOf(db, SCHEDULED_BLOGS, listId, at);
}
