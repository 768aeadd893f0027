import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { ActivityDetailSchema, ActivityListSchema, ActivityRedirectSchema } from '../../app/features/activities/activities.schemas.ts';
import { ACTIVITY_EDITOR_LIMITS } from '../../app/features/activities/activity-editing.schemas.ts';
import { PublicBlogListSchema } from '../../app/features/blogs/blogs.schemas.ts';
import { EventListSchema } from '../../app/features/events/events.schemas.ts';
import { FilterListSchema } from '../../app/features/filters/filters.schemas.ts';
import { organisationIdFromSlug } from '../../app/features/journey/organisation-slug.ts';
import { type ImageStorage, storeUploadedImage } from '../../app/features/media/media.server.ts';
import { SeoPageSchema, normaliseSeoSlug } from '../../app/features/seo/seo.schemas.ts';
import type { OrganisationRef } from '../../app/public-api/public-api.schemas.ts';
import { type Database, queryRows } from '../../db/client.server.ts';
import {
  activities,
  activityCities,
  activityFilters,
  activityMedia,
  activityProvinces,
  activityRegions,
  blogs,
  events,
  filterGroups,
  filters,
  importKeys,
  importRuns,
  media,
  organisations,
  platforms,
  redirects,
  reviewComments,
  seoPageCities,
  seoPageFilters,
  seoPageProvinces,
  seoPageRegions,
  seoPages,
} from '../../db/schema/index.ts';
import { ensurePlatformBase } from '../../db/seed/platform-base.ts';
import { type ImportReport, ReportBuilder } from '../../app/features/imports/import-report.ts';
import { type ProgressSink, SilentProgress } from './progress.ts';
import { SourceClient, SourceError } from './source-client.ts';

/**
 * `npm run import:site`: moves one platform's catalogue from a running site that speaks the public API
 * of core.md 7 into this installation (docs/decisions/114-moving-in.md). Every record is
 * written in a transaction of its own together with its key in import_keys, so a run stopped anywhere
 * leaves only whole records behind and the next run continues; a record whose source hash is unchanged
 * is not written again, so a second run changes nothing.
 */
export interface SiteImportOptions {
  db: Database;
  /** Where image originals go (the upload store: DATA_DIR/uploads or the S3 bucket). */
  images: ImageStorage;
  from: string;
  platformId: number;
  /** Requests per second to the source; 0: no limit. */
  rate: number;
  /** Old addresses to look up besides the sitemap's (`--urls`): old activity slugs that may redirect. */
  extraPaths?: string[];
  /** Read every activity's detail again even when its `updatedAt` is unchanged. */
  full?: boolean;
  progress?: ProgressSink;
  /** Checked between records: true stops the run cleanly (Ctrl-C). */
  shouldStop?: () => boolean;
  onRetry?: (line: string) => void;
  /** Client settings for tests (fast back-off). */
  client?: { attempts?: number; backoffMs?: number };
}

type ActivityDetail = z.infer<typeof ActivityDetailSchema>;
type SourceMedia = ActivityDetail['media'][number];

const PAGE = 100;
/** Paths of the product's own screens (core.md 2): nothing to import behind them. */
const OWN_PAGES = /^\/(uitjes|overzicht|blogs|helpdesk|nieuwsbrief|adverteren|over-ons|agenda|not-found)?$/;
const IMPORT_UPLOADER = { clientIp: 'import:site', quota: { maxFilesPerDay: Number.MAX_SAFE_INTEGER, maxBytesPerDay: Number.MAX_SAFE_INTEGER }, userId: null };

class Stopped extends Error {}

function hashOf(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 32);
}

export async function importSite(options: SiteImportOptions): Promise<ImportReport> {
  const { db, platformId } = options;
  const progress = options.progress ?? new SilentProgress();
  const client = new SourceClient({
    origin: options.from,
    rate: options.rate,
    ...options.client,
    onRetry: ({ path, attempt, waitMs, reason }) => options.onRetry?.(`retry ${attempt} of ${path} in ${waitMs} ms (${reason})`),
  });
  const source = client.origin.origin;
  const report = new ReportBuilder('site', source, platformId);
  const [run] = await db.insert(importRuns).values({ kind: 'site', source, platformId }).returning({ id: importRuns.id });
  const stopCheck = () => {
    if (options.shouldStop?.()) throw new Stopped('stopped');
  };
  let complete = false;
  try {
    await ensurePlatformBase(db, platformId);
    const keys = new KeyStore(db, source, platformId);
    const places = await PlaceIndex.load(db, platformId);
    const ctx: Ctx = { db, client, keys, places, report, progress, platformId, images: options.images, stopCheck, imageByUrl: new Map() };

    const paths = await readSitemap(ctx);
    await importFilters(ctx);
    const activitySlugs = new Set(paths.flatMap((p) => (/^\/uitjes\/[^/]+$/.test(p) ? [decodeURIComponent(p.slice('/uitjes/'.length))] : [])));
    await importActivities(ctx, activitySlugs, options.full ?? false);
    await importOrganisations(
      ctx,
      paths
        .flatMap((p) => (p.startsWith('/overzicht/') ? [organisationIdFromSlug(decodeURIComponent(p.slice('/overzicht/'.length)))] : []))
        .filter((id): id is number => id !== null),
    );
    await importEvents(ctx);
    await importSeoPages(
      ctx,
      paths.filter((p) => !OWN_PAGES.test(p) && !/^\/(uitjes|overzicht|blog|blogs)\//.test(p)),
    );
    await importRedirects(
      ctx,
      [...activitySlugs].filter((slug) => !ctx.keys.knownSlug(slug)),
      options.extraPaths ?? [],
    );
    await importBlogs(
      ctx,
      paths.filter((p) => /^\/blog\/\d+$/.test(p)),
    );
    complete = true;
  } catch (error) {
    if (!(error instanceof Stopped)) {
      // A source that is away for good (or a broken target) ends the run; the report says where it was.
      report.row('run', source, 'failed', error instanceof Error ? error.message : String(error));
    }
  } finally {
    client.close();
  }
  const finished = report.finish(complete);
  finished.requests = client.requests;
  finished.retries = client.retries;
  await db.update(importRuns).set({ finishedAt: new Date(), report: finished }).where(eq(importRuns.id, run!.id));
  return finished;
}

interface Ctx {
  db: Database;
  client: SourceClient;
  keys: KeyStore;
  places: PlaceIndex;
  report: ReportBuilder;
  progress: ProgressSink;
  platformId: number;
  images: ImageStorage;
  stopCheck: () => void;
  /** Source image URL -> stored URL here, within this run (the key store keeps it across runs). */
  imageByUrl: Map<string, string | null>;
}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** import_keys of one source and platform, read once and kept in step with every write. */
class KeyStore {
  private readonly db: Database;
  private readonly source: string;
  private readonly platformId: number;
  private readonly cache = new Map<string, { targetId: number; hash: string; updatedAt: string | null }>();
  private readonly slugs = new Set<string>();
  private loaded = false;

  constructor(db: Database, source: string, platformId: number) {
    this.db = db;
    this.source = source;
    this.platformId = platformId;
  }

  async load(): Promise<void> {
    if (this.loaded) return;
    const rows = await this.db
      .select()
      .from(importKeys)
      .where(and(eq(importKeys.source, this.source), eq(importKeys.platformId, this.platformId)));
    for (const row of rows) this.cache.set(`${row.kind}:${row.sourceId}`, { targetId: row.targetId, hash: row.sourceHash, updatedAt: row.sourceUpdatedAt });
    this.loaded = true;
  }

  get(kind: string, sourceId: string | number) {
    return this.cache.get(`${kind}:${sourceId}`);
  }

  /** Slugs of activities this run has seen on the source (for the redirect look-ups). */
  noteSlug(slug: string): void {
    this.slugs.add(slug);
  }

  knownSlug(slug: string): boolean {
    return this.slugs.has(slug);
  }

  async put(tx: Tx, kind: string, sourceId: string | number, targetId: number, hash: string, updatedAt: string | null = null): Promise<void> {
    const row = {
      source: this.source,
      platformId: this.platformId,
      kind,
      sourceId: String(sourceId),
      targetId,
      sourceHash: hash,
      sourceUpdatedAt: updatedAt,
      importedAt: new Date(),
    };
    await tx
      .insert(importKeys)
      .values(row)
      .onConflictDoUpdate({
        target: [importKeys.source, importKeys.platformId, importKeys.kind, importKeys.sourceId],
        set: { targetId, sourceHash: hash, sourceUpdatedAt: updatedAt, importedAt: row.importedAt },
      });
  }

  /** After the transaction that wrote the row committed. */
  remember(kind: string, sourceId: string | number, targetId: number, hash: string, updatedAt: string | null = null): void {
    this.cache.set(`${kind}:${sourceId}`, { targetId, hash, updatedAt });
  }
}

/** The platform's places here, by name: the source's places are matched to them (the nearest city of a name). */
type CityEntry = { id: number; lat: number; lon: number; province: string | null };

class PlaceIndex {
  private readonly cities: Map<string, CityEntry[]>;
  private readonly provinces: Map<string, number>;
  private readonly regions: Map<string, number>;

  private constructor(cities: Map<string, CityEntry[]>, provinces: Map<string, number>, regions: Map<string, number>) {
    this.cities = cities;
    this.provinces = provinces;
    this.regions = regions;
  }

  static async load(db: Database, platformId: number): Promise<PlaceIndex> {
    const cityRows = await queryRows<{ id: number; name: string; lat: number; lon: number; province: string | null }>(
      db,
      sql`SELECT c.id, c.name, c.lat, c.lon, p.name AS province FROM cities c LEFT JOIN provinces p ON p.id = c.province_id WHERE c.platform_id = ${platformId}`,
    );
    const cities = new Map<string, Array<{ id: number; lat: number; lon: number; province: string | null }>>();
    for (const row of cityRows) {
      const key = row.name.toLowerCase();
      cities.set(key, [...(cities.get(key) ?? []), { id: Number(row.id), lat: Number(row.lat), lon: Number(row.lon), province: row.province }]);
    }
    const named = async (table: 'provinces' | 'regions') =>
      new Map(
        (await queryRows<{ id: number; name: string }>(db, sql`SELECT id, name FROM ${sql.identifier(table)} WHERE platform_id = ${platformId}`)).map((r) => [
          r.name.toLowerCase(),
          Number(r.id),
        ]),
      );
    return new PlaceIndex(cities, await named('provinces'), await named('regions'));
  }

  city(name: string, near?: { lat: number; lon: number } | null, province?: string | null): number | null {
    const candidates = this.cities.get(name.toLowerCase()) ?? [];
    if (candidates.length <= 1) return candidates[0]?.id ?? null;
    if (near) {
      const distance = (c: { lat: number; lon: number }) => (c.lat - near.lat) ** 2 + (c.lon - near.lon) ** 2;
      return [...candidates].sort((a, b) => distance(a) - distance(b))[0]!.id;
    }
    return (candidates.find((c) => province && c.province === province) ?? candidates[0]!).id;
  }

  province(name: string): number | null {
    return this.provinces.get(name.toLowerCase()) ?? null;
  }

  region(name: string): number | null {
    return this.regions.get(name.toLowerCase()) ?? null;
  }
}

/** Every page address the source's sitemap (and its sitemap files) lists, as paths. */
async function readSitemap(ctx: Ctx): Promise<string[]> {
  const paths = new Set<string>();
  const seenFiles = new Set<string>();
  const read = async (path: string): Promise<void> => {
    if (seenFiles.has(path) || seenFiles.size > 1000) return;
    seenFiles.add(path);
    const answer = await ctx.client.get(path, 'application/xml');
    if (answer.status !== 200) {
      ctx.report.warn('sitemap', path, `HTTP ${answer.status}`);
      return;
    }
    const xml = answer.body.toString('utf8');
    const locs = [...xml.matchAll(/<loc>\s*([^<]+?)\s*<\/loc>/g)].map((m) => decodeXml(m[1]!));
    const nested = /<sitemapindex[\s>]/.test(xml);
    for (const loc of locs) {
      let pathname: string;
      try {
        pathname = new URL(loc, ctx.client.origin).pathname;
      } catch {
        ctx.report.warn('sitemap', loc, 'not an address');
        continue;
      }
      if (nested) await read(pathname);
      else paths.add(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);
    }
  };
  ctx.progress.start('sitemap', null);
  await read('/sitemap.xml');
  ctx.progress.finish('sitemap', `${paths.size} addresses`);
  return [...paths];
}

function decodeXml(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
}

function apiPath(path: string, query: Record<string, string | number>): string {
  return `/api/public${path}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString()}`;
}

/** Pages of a list call until the last one. */
async function* pages<T>(
  ctx: Ctx,
  path: string,
  query: Record<string, string | number>,
  parse: (body: unknown) => { items: T[]; pageCount: number; total: number },
) {
  for (let page = 1; ; page++) {
    const body = await ctx.client.json<unknown>(apiPath(path, { ...query, page, limit: PAGE }));
    if (body === null) return;
    const { items, pageCount, total } = parse(body);
    yield { items, total };
    if (page >= pageCount || items.length === 0) return;
  }
}

// ---------------------------------------------------------------- media

/**
 * The image of a source media record, through the upload pipeline (content check, re-encoding, size
 * limits: app/features/media); each source address is downloaded once per run and once ever (kind
 * `image` in import_keys). Answers the stored URL, or null with a warning when the image is broken.
 */
async function storedImageUrl(ctx: Ctx, url: string, owner: string): Promise<string | null> {
  if (ctx.imageByUrl.has(url)) return ctx.imageByUrl.get(url)!;
  const known = ctx.keys.get('image', url);
  if (known) {
    const [row] = await ctx.db.select({ url: media.url }).from(media).where(eq(media.id, known.targetId));
    if (row) {
      ctx.imageByUrl.set(url, row.url);
      return row.url;
    }
  }
  let stored: string | null = null;
  try {
    const bytes = await downloadImage(ctx, url);
    if (!bytes) throw new Error('not found at the source');
    const result = await storeUploadedImage(ctx.db, ctx.images, { bytes, name: url.split('/').pop()?.split('?')[0] }, IMPORT_UPLOADER);
    if (result.status !== 'stored') throw new Error(`refused by the image pipeline: ${result.code}`);
    stored = result.media.url;
    await ctx.db.transaction(async (tx) => ctx.keys.put(tx, 'image', url, result.media.id, 'stored'));
    ctx.keys.remember('image', url, result.media.id, 'stored');
  } catch (error) {
    ctx.report.warn('image', url, `${owner}: ${error instanceof Error ? error.message : String(error)}`);
  }
  ctx.imageByUrl.set(url, stored);
  return stored;
}

async function downloadImage(ctx: Ctx, url: string): Promise<Uint8Array | null> {
  const absolute = new URL(url, ctx.client.origin);
  // The product's own image route renders at most 1920 wide; ask for that (as JPEG) rather than a card's size.
  if (absolute.pathname.startsWith('/images/')) absolute.searchParams.set('w', '1920');
  if (absolute.origin === ctx.client.origin.origin) {
    const answer = await ctx.client.get(`${absolute.pathname}${absolute.search}`, 'image/jpeg,image/png;q=0.9');
    if (answer.status === 404) return null;
    if (answer.status !== 200) throw new SourceError(`HTTP ${answer.status}`, answer.status);
    return answer.body;
  }
  const response = await fetch(absolute, { headers: { accept: 'image/jpeg,image/png;q=0.9' }, signal: AbortSignal.timeout(30_000) });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

/** A media row for a source media record (its own title, alt text and position); videos keep their address. */
async function mediaRowFor(ctx: Ctx, tx: Tx, item: SourceMedia, imageUrl: string | null): Promise<number | null> {
  const url = item.type === 'VIDEO' ? item.url : imageUrl;
  if (!url) return null;
  const values = {
    title: item.title,
    alt: item.alt ? item.alt.slice(0, ACTIVITY_EDITOR_LIMITS.altMax) : item.alt,
    url,
    type: item.type,
    index: item.index,
    width: item.width,
    height: item.height,
  };
  const hash = hashOf(values);
  const known = ctx.keys.get('media', item.id);
  if (known && known.hash === hash) return known.targetId;
  let id: number;
  if (known) {
    await tx.update(media).set(values).where(eq(media.id, known.targetId));
    id = known.targetId;
  } else {
    id = (await tx.insert(media).values(values).returning({ id: media.id }))[0]!.id;
  }
  await ctx.keys.put(tx, 'media', item.id, id, hash);
  pendingKeys.push(['media', item.id, id, hash]);
  return id;
}

/** Keys written inside the open transaction, remembered once it commits. */
let pendingKeys: Array<[string, string | number, number, string, string?]> = [];

async function inTransaction<T>(ctx: Ctx, work: (tx: Tx) => Promise<T>): Promise<T> {
  pendingKeys = [];
  const result = await ctx.db.transaction(work);
  for (const [kind, sourceId, targetId, hash, updatedAt] of pendingKeys) ctx.keys.remember(kind, sourceId, targetId, hash, updatedAt ?? null);
  pendingKeys = [];
  return result;
}

async function imagesOf(ctx: Ctx, items: SourceMedia[], owner: string): Promise<Map<number, string | null>> {
  const urls = new Map<number, string | null>();
  for (const item of items) if (item.type === 'IMAGE') urls.set(item.id, await storedImageUrl(ctx, item.url, owner));
  return urls;
}

// ---------------------------------------------------------------- filters

async function importFilters(ctx: Ctx): Promise<void> {
  await ctx.keys.load();
  ctx.progress.start('filters', null);
  let done = 0;
  const seenGroups = new Set<number>();
  for await (const { items, total } of pages(ctx, '/filters', { filterQuery: '{}' }, (body) => {
    const parsed = FilterListSchema.parse(body);
    return { items: parsed.filters, pageCount: parsed.pageCount, total: parsed.total };
  })) {
    ctx.progress.start('filters', total);
    for (const filter of items) {
      ctx.stopCheck();
      const group = filter.filterGroup;
      if (!seenGroups.has(group.id)) {
        seenGroups.add(group.id);
        await importFilterGroup(ctx, group);
      }
      const groupId = ctx.keys.get('filter-group', group.id)?.targetId;
      if (!groupId) {
        ctx.report.row('filter', filter.id, 'skipped', `its group ${group.id} was not imported`);
        continue;
      }
      const image = filter.image ? await storedImageUrl(ctx, filter.image.url, `filter ${filter.id}`) : null;
      const source = {
        name: filter.name,
        description: filter.description,
        group: group.id,
        image: filter.image,
        createdAt: filter.createdAt,
        updatedAt: filter.updatedAt,
      };
      const hash = hashOf(source);
      const known = ctx.keys.get('filter', filter.id);
      if (known?.hash === hash) {
        ctx.report.count('filter', 'unchanged');
      } else {
        await inTransaction(ctx, async (tx) => {
          const imageId = filter.image ? await mediaRowFor(ctx, tx, filter.image, image) : null;
          const values = {
            name: filter.name.slice(0, 200),
            description: filter.description,
            filterGroupId: groupId,
            imageId,
            createdAt: new Date(filter.createdAt),
            updatedAt: new Date(filter.updatedAt),
          };
          const id = known
            ? (await tx.update(filters).set(values).where(eq(filters.id, known.targetId)), known.targetId)
            : (await tx.insert(filters).values(values).returning({ id: filters.id }))[0]!.id;
          await ctx.keys.put(tx, 'filter', filter.id, id, hash);
          pendingKeys.push(['filter', filter.id, id, hash]);
        });
        ctx.report.count('filter', known ? 'updated' : 'imported');
      }
      ctx.progress.tick('filters', ++done);
    }
  }
  ctx.progress.finish('filters', ctx.report.summary('filter'));
}

async function importFilterGroup(ctx: Ctx, group: z.infer<typeof FilterListSchema>['filters'][number]['filterGroup']): Promise<void> {
  const image = group.image ? await storedImageUrl(ctx, group.image.url, `filter group ${group.id}`) : null;
  const header = group.headerImage ? await storedImageUrl(ctx, group.headerImage.url, `filter group ${group.id}`) : null;
  const source = { name: group.name, order: group.order, image: group.image, headerImage: group.headerImage };
  const hash = hashOf(source);
  const known = ctx.keys.get('filter-group', group.id);
  if (known?.hash === hash) return void ctx.report.count('filter-group', 'unchanged');
  await inTransaction(ctx, async (tx) => {
    const imageId = group.image ? await mediaRowFor(ctx, tx, group.image, image) : null;
    const headerImageId = group.headerImage ? await mediaRowFor(ctx, tx, group.headerImage, header) : null;
    const values = { name: group.name, order: group.order, imageId, headerImageId, platformId: ctx.platformId };
    let id = known?.targetId;
    if (id) await tx.update(filterGroups).set(values).where(eq(filterGroups.id, id));
    else {
      // A group of this name already here (made by hand before the move) is the same group.
      const [same] = await tx
        .select({ id: filterGroups.id })
        .from(filterGroups)
        .where(and(eq(filterGroups.platformId, ctx.platformId), eq(filterGroups.name, group.name)));
      id = same ? same.id : (await tx.insert(filterGroups).values(values).returning({ id: filterGroups.id }))[0]!.id;
      if (same) await tx.update(filterGroups).set(values).where(eq(filterGroups.id, id));
    }
    await ctx.keys.put(tx, 'filter-group', group.id, id, hash);
    pendingKeys.push(['filter-group', group.id, id, hash]);
  });
  ctx.report.count('filter-group', known ? 'updated' : 'imported');
}

// ---------------------------------------------------------------- organisations

/**
 * An organisation as the source's public answers name it. Its address on the site ends in its id
 * (core.md 2: /overzicht/{name}-{id}), so the id is kept when this installation has no organisation
 * with it (always so when moving into an empty one); otherwise the old address cannot be kept and the
 * report says so.
 */
async function ensureOrganisation(ctx: Ctx, tx: Tx, ref: OrganisationRef): Promise<number> {
  const source = { name: ref.name, city: ref.city, website: ref.website };
  const hash = hashOf(source);
  const known = ctx.keys.get('organisation', ref.id);
  if (known?.hash === hash) return known.targetId;
  const values = { name: ref.name, city: ref.city, website: ref.website, oldIdx: ref.id, platformId: ctx.platformId };
  let id: number;
  if (known) {
    await tx.update(organisations).set(values).where(eq(organisations.id, known.targetId));
    id = known.targetId;
  } else {
    const [taken] = await tx.select({ id: organisations.id }).from(organisations).where(eq(organisations.id, ref.id));
    if (taken) {
      id = (await tx.insert(organisations).values(values).returning({ id: organisations.id }))[0]!.id;
      ctx.report.warn('organisation', ref.id, `id ${ref.id} is taken here: the organisation's page moves to /overzicht/...-${id}`);
    } else {
      id = (
        await tx
          .insert(organisations)
          .values({ ...values, id: ref.id })
          .returning({ id: organisations.id })
      )[0]!.id;
      await tx.execute(sql`SELECT setval(pg_get_serial_sequence('organisations', 'id'), greatest((SELECT max(id) FROM organisations), 1))`);
    }
  }
  await ctx.keys.put(tx, 'organisation', ref.id, id, hash);
  pendingKeys.push(['organisation', ref.id, id, hash]);
  ctx.report.count('organisation', known ? 'updated' : 'imported');
  return id;
}

/** Organisations the sitemap lists that no activity named (those with only events, say). */
async function importOrganisations(ctx: Ctx, ids: number[]): Promise<void> {
  const missing = [...new Set(ids)].filter((id) => !ctx.keys.get('organisation', id));
  ctx.progress.start('organisations', missing.length);
  let done = 0;
  for (const id of missing) {
    ctx.stopCheck();
    const list = await ctx.client.json<{
      activities?: Array<{ organisation: OrganisationRef | null }>;
      events?: Array<{ organisation: OrganisationRef | null }>;
    }>(apiPath(`/organisations/${id}/events`, { page: 1, limit: 1 }));
    const ref = list?.events?.[0]?.organisation;
    if (ref) await inTransaction(ctx, (tx) => ensureOrganisation(ctx, tx, ref));
    else ctx.report.row('organisation', id, 'skipped', 'the source names no activity or event of it');
    ctx.progress.tick('organisations', ++done);
  }
  ctx.progress.finish('organisations', ctx.report.summary('organisation'));
}

// ---------------------------------------------------------------- activities

async function importActivities(ctx: Ctx, sitemapSlugs: Set<string>, full: boolean): Promise<void> {
  const listed = new Map<string, { id: number; updatedAt: string }>();
  ctx.progress.start('activity list', null);
  // Oldest first: a stable order while the source changes, and the same order on every run.
  const query = { filterQuery: JSON.stringify({ orderBy: { field: 'createdAt', direction: 'ASC' } }) };
  for await (const { items, total } of pages(ctx, '/activities', query, (body) => {
    const parsed = ActivityListSchema.parse(body);
    return { items: parsed.activities, pageCount: parsed.pageCount, total: parsed.total };
  })) {
    ctx.progress.start('activity list', total);
    for (const item of items) listed.set(item.slug, { id: item.id, updatedAt: item.updatedAt });
    ctx.progress.tick('activity list', listed.size);
  }
  ctx.progress.finish('activity list', `${listed.size} activities listed`);
  const slugs = [...new Set([...listed.keys(), ...sitemapSlugs])];
  ctx.progress.start('activities', slugs.length);
  let done = 0;
  for (const slug of slugs) {
    ctx.stopCheck();
    const item = listed.get(slug);
    const known = item ? ctx.keys.get('activity', item.id) : undefined;
    if (item && known && !full && known.updatedAt === item.updatedAt) {
      ctx.keys.noteSlug(slug);
      ctx.report.count('activity', 'unchanged');
    } else {
      await importActivity(ctx, slug);
    }
    ctx.progress.tick('activities', ++done);
  }
  ctx.progress.finish('activities', ctx.report.summary('activity'));
}

/** What makes an activity unfit to import; null when it is fine. */
function activityProblem(detail: ActivityDetail): string | null {
  const L = ACTIVITY_EDITOR_LIMITS;
  if (detail.title.trim().length === 0) return 'no title';
  if (detail.title.length > L.titleMax) return `title longer than ${L.titleMax} characters (${detail.title.length})`;
  if ((detail.description?.length ?? 0) > L.descriptionMax) return `description longer than ${L.descriptionMax} characters`;
  if ((detail.locationDescription?.length ?? 0) > L.locationDescriptionMax) return `location description longer than ${L.locationDescriptionMax} characters`;
  if (!/^[a-z0-9][a-z0-9-]*$/.test(detail.slug)) return `slug "${detail.slug}" is not a slug of this product (a-z, 0-9, -)`;
  return null;
}

async function importActivity(ctx: Ctx, slug: string): Promise<void> {
  let body: unknown;
  try {
    body = await ctx.client.json<unknown>(`/api/public/activities/${encodeURIComponent(slug)}`);
  } catch (error) {
    return ctx.report.row('activity', slug, 'failed', error instanceof Error ? error.message : String(error));
  }
  if (body === null) return; // Not an activity now: the redirect step looks at it.
  const parsed = ActivityDetailSchema.safeParse(body);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((i) => `${i.path.join('.') || '(answer)'}: ${i.message}`).join('; ');
    return ctx.report.row('activity', slug, 'skipped', `the source's answer does not fit: ${fields}`);
  }
  const detail = parsed.data;
  ctx.keys.noteSlug(detail.slug);
  const problem = activityProblem(detail);
  if (problem) return ctx.report.row('activity', detail.id, 'skipped', problem);
  const hash = hashOf(detail);
  const known = ctx.keys.get('activity', detail.id);
  if (known?.hash === hash) {
    // Read again (no updatedAt of the list before, or --full) and still the same.
    await ctx.db.transaction((tx) => ctx.keys.put(tx, 'activity', detail.id, known.targetId, hash, detail.updatedAt));
    ctx.keys.remember('activity', detail.id, known.targetId, hash, detail.updatedAt);
    return ctx.report.count('activity', 'unchanged');
  }
  const images = await imagesOf(ctx, detail.media, `activity ${detail.id}`);
  const filterIds: number[] = [];
  for (const filter of detail.filters) {
    const id = ctx.keys.get('filter', filter.id)?.targetId;
    if (id) filterIds.push(id);
    else ctx.report.warn('activity', detail.id, `unknown filter ${filter.id} "${filter.name}" left out`);
  }
  const place = <T extends { name: string }>(items: T[], find: (item: T) => number | null, kind: string) =>
    items.flatMap((item) => {
      const id = find(item);
      if (id === null) ctx.report.warn('activity', detail.id, `${kind} "${item.name}" is not a place of this platform here: left out`);
      return id === null ? [] : [id];
    });
  const cityIds = place(detail.cities, (c) => (Number.isFinite(c.lat) && Number.isFinite(c.lon) ? ctx.places.city(c.name, c) : null), 'city');
  const provinceIds = place(detail.provinces, (p) => ctx.places.province(p.name), 'province');
  const regionIds = place(detail.regions, (r) => ctx.places.region(r.name), 'region');
  const cut = (text: string | null, max: number = ACTIVITY_EDITOR_LIMITS.textMax) => (text && text.length > max ? text.slice(0, max) : text);
  try {
    await inTransaction(ctx, async (tx) => {
      const organisationId = detail.organisation ? await ensureOrganisation(ctx, tx, detail.organisation) : null;
      const values = {
        approved: detail.approved,
        title: detail.title,
        companyName: cut(detail.companyName),
        status: detail.status,
        minimumAge: detail.minimumAge,
        maximumAge: detail.maximumAge,
        personsMin: detail.personsMin,
        personsMax: detail.personsMax,
        description: detail.description,
        website: cut(detail.website, 500),
        showWebsite: detail.showWebsite,
        locationDescription: detail.locationDescription,
        slug: detail.slug,
        contactFirstName: cut(detail.contactFirstName),
        contactLastName: cut(detail.contactLastName),
        contactPhone: cut(detail.contactPhone),
        contactEmail: cut(detail.contactEmail),
        geographicLocation: detail.geographicLocation,
        indoorOutdoor: detail.indoorOutdoor,
        approvalStatus: detail.approvalStatus,
        oldIdx: detail.id,
        platformId: ctx.platformId,
        organisationId,
        createdAt: new Date(detail.createdAt),
        updatedAt: new Date(detail.updatedAt),
      };
      let id: number;
      if (known) {
        await tx.update(activities).set(values).where(eq(activities.id, known.targetId));
        id = known.targetId;
        for (const table of [activityFilters, activityCities, activityProvinces, activityRegions, activityMedia])
          await tx.delete(table).where(eq(table.activityId, id));
      } else {
        id = (await tx.insert(activities).values(values).returning({ id: activities.id }))[0]!.id;
      }
      const mediaIds: number[] = [];
      for (const item of detail.media) {
        const mediaId = await mediaRowFor(ctx, tx, item, images.get(item.id) ?? null);
        if (mediaId !== null && !mediaIds.includes(mediaId)) mediaIds.push(mediaId);
      }
      const links = async <T extends { activityId: unknown }>(table: Parameters<typeof tx.insert>[0], rows: T[]) => {
        if (rows.length > 0)
          await tx
            .insert(table)
            .values(rows as never)
            .onConflictDoNothing();
      };
      await links(
        activityFilters,
        [...new Set(filterIds)].map((filterId) => ({ activityId: id, filterId })),
      );
      await links(
        activityCities,
        [...new Set(cityIds)].map((cityId) => ({ activityId: id, cityId })),
      );
      await links(
        activityProvinces,
        [...new Set(provinceIds)].map((provinceId) => ({ activityId: id, provinceId })),
      );
      await links(
        activityRegions,
        [...new Set(regionIds)].map((regionId) => ({ activityId: id, regionId })),
      );
      await links(
        activityMedia,
        mediaIds.map((mediaId) => ({ activityId: id, mediaId })),
      );
      await tx.delete(reviewComments).where(eq(reviewComments.activityId, id));
      if (detail.reviewComment?.text) await tx.insert(reviewComments).values({ activityId: id, text: detail.reviewComment.text });
      await ctx.keys.put(tx, 'activity', detail.id, id, hash, detail.updatedAt);
      pendingKeys.push(['activity', detail.id, id, hash, detail.updatedAt]);
    });
    ctx.report.count('activity', known ? 'updated' : 'imported');
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const cause = (error as { cause?: { code?: string } }).cause;
    ctx.report.row(
      'activity',
      detail.id,
      'failed',
      cause?.code === '23505' || /activities_platform_slug_uq/.test(message) ? `slug "${detail.slug}" is taken here by another activity` : message,
    );
  }
}

// ---------------------------------------------------------------- events

async function importEvents(ctx: Ctx): Promise<void> {
  ctx.progress.start('events', null);
  let done = 0;
  for await (const { items, total } of pages(ctx, '/events', {}, (body) => {
    const parsed = EventListSchema.parse(body);
    return { items: parsed.events, pageCount: parsed.pageCount, total: parsed.total };
  })) {
    ctx.progress.start('events', total);
    for (const event of items) {
      ctx.stopCheck();
      const hash = hashOf(event);
      const known = ctx.keys.get('event', event.id);
      if (known?.hash === hash) ctx.report.count('event', 'unchanged');
      else if (event.title.trim() === '' || event.title.length > ACTIVITY_EDITOR_LIMITS.titleMax)
        ctx.report.row('event', event.id, 'skipped', 'no title or a title too long');
      else {
        const image = event.image ? await storedImageUrl(ctx, event.image.url, `event ${event.id}`) : null;
        const cityId = event.city ? ctx.places.city(event.city.name, null, event.city.province) : null;
        if (event.city && cityId === null) ctx.report.warn('event', event.id, `city "${event.city.name}" is not a place of this platform here: left out`);
        await inTransaction(ctx, async (tx) => {
          const organisationId = event.organisation ? await ensureOrganisation(ctx, tx, event.organisation) : null;
          const imageId = event.image ? await mediaRowFor(ctx, tx, event.image, image) : null;
          const values = {
            title: event.title,
            active: event.active,
            startDate: new Date(event.startDate),
            endDate: event.endDate ? new Date(event.endDate) : null,
            website: event.website,
            description: event.description,
            imageId,
            organisationId,
            cityId,
            platformId: ctx.platformId,
            createdAt: new Date(event.createdAt),
            updatedAt: new Date(event.updatedAt),
          };
          const id = known
            ? (await tx.update(events).set(values).where(eq(events.id, known.targetId)), known.targetId)
            : (await tx.insert(events).values(values).returning({ id: events.id }))[0]!.id;
          await ctx.keys.put(tx, 'event', event.id, id, hash);
          pendingKeys.push(['event', event.id, id, hash]);
        });
        ctx.report.count('event', known ? 'updated' : 'imported');
      }
      ctx.progress.tick('events', ++done);
    }
  }
  ctx.progress.finish('events', ctx.report.summary('event'));
}

// ---------------------------------------------------------------- SEO pages and redirects

/**
 * The SEO landing pages behind the sitemap's other addresses (core.md 4): the source's SEO call for a
 * path answers the page; when its slug is not the path, the source sends that path elsewhere, which this
 * installation does by the same rule once the page it names is here.
 */
async function importSeoPages(ctx: Ctx, paths: string[]): Promise<void> {
  ctx.progress.start('seo pages', paths.length);
  let done = 0;
  for (const path of paths) {
    ctx.stopCheck();
    const slug = normaliseSeoSlug(path);
    const body = await ctx.client.json<unknown>(apiPath('/seo', { slug }));
    const parsed = body === null ? null : SeoPageSchema.safeParse(body);
    if (!parsed) ctx.report.row('seo-page', path, 'skipped', 'the source has no SEO page for it');
    else if (!parsed.success)
      ctx.report.row('seo-page', path, 'skipped', `the source's answer does not fit: ${parsed.error.issues.map((i) => i.path.join('.')).join(', ')}`);
    else if (parsed.data.slug !== slug)
      ctx.report.count('seo-page', 'unchanged'); // A redirect of the source: comes with its target page.
    else await importSeoPage(ctx, parsed.data);
    ctx.progress.tick('seo pages', ++done);
  }
  ctx.progress.finish('seo pages', ctx.report.summary('seo-page'));
}

async function importSeoPage(ctx: Ctx, page: z.infer<typeof SeoPageSchema>): Promise<void> {
  const hash = hashOf(page);
  const known = ctx.keys.get('seo-page', page.id);
  if (known?.hash === hash) return ctx.report.count('seo-page', 'unchanged');
  const missing: string[] = [];
  const ids = <T extends { id: number; name: string }>(items: T[], find: (item: T) => number | null | undefined, kind: string) =>
    items.flatMap((item) => {
      const id = find(item);
      if (id == null) missing.push(`${kind} "${item.name}"`);
      return id == null ? [] : [id];
    });
  const cityIds = ids(page.cities, (c) => ctx.places.city(c.name), 'city');
  const provinceIds = ids(page.provinces, (p) => ctx.places.province(p.name), 'province');
  const regionIds = ids(page.regions, (r) => ctx.places.region(r.name), 'region');
  const filterIds = ids(page.filters, (f) => ctx.keys.get('filter', f.id)?.targetId, 'filter');
  // Without its place or filter the page would stand for something else: not imported, and said why.
  if (missing.length > 0) return ctx.report.row('seo-page', page.slug, 'skipped', `unknown here: ${missing.join(', ')}`);
  try {
    await inTransaction(ctx, async (tx) => {
      const values = {
        title: page.title,
        active: page.active,
        slug: page.slug,
        searchQuery: page.searchQuery,
        metaTitle: page.metaTitle,
        metaDescription: page.metaDescription,
        pageTitle: page.pageTitle,
        pageDescription: page.pageDescription,
        platformId: ctx.platformId,
      };
      let id = known?.targetId;
      if (!id) {
        const [same] = await tx
          .select({ id: seoPages.id })
          .from(seoPages)
          .where(and(eq(seoPages.platformId, ctx.platformId), eq(seoPages.slug, page.slug)));
        id = same?.id;
      }
      if (id) {
        await tx.update(seoPages).set(values).where(eq(seoPages.id, id));
        for (const table of [seoPageCities, seoPageProvinces, seoPageRegions, seoPageFilters]) await tx.delete(table).where(eq(table.seoPageId, id));
      } else id = (await tx.insert(seoPages).values(values).returning({ id: seoPages.id }))[0]!.id;
      const seoPageId = id;
      if (cityIds.length) await tx.insert(seoPageCities).values([...new Set(cityIds)].map((cityId) => ({ seoPageId, cityId })));
      if (provinceIds.length) await tx.insert(seoPageProvinces).values([...new Set(provinceIds)].map((provinceId) => ({ seoPageId, provinceId })));
      if (regionIds.length) await tx.insert(seoPageRegions).values([...new Set(regionIds)].map((regionId) => ({ seoPageId, regionId })));
      if (filterIds.length) await tx.insert(seoPageFilters).values([...new Set(filterIds)].map((filterId) => ({ seoPageId, filterId })));
      await ctx.keys.put(tx, 'seo-page', page.id, seoPageId, hash);
      pendingKeys.push(['seo-page', page.id, seoPageId, hash]);
    });
    ctx.report.count('seo-page', known ? 'updated' : 'imported');
  } catch (error) {
    ctx.report.row('seo-page', page.slug, 'failed', error instanceof Error ? error.message : String(error));
  }
}

/**
 * Old activity slugs: those of the sitemap that are no activity now and the `--urls` given; the
 * source's redirect call says where each one lives now, and the redirect is kept here (a 301 like the
 * source's) when that activity was imported.
 */
async function importRedirects(ctx: Ctx, sitemapSlugs: string[], extraPaths: string[]): Promise<void> {
  const extra = extraPaths.flatMap((p) => {
    const match = /^\/uitjes\/([^/?#]+)/.exec(p.startsWith('/') ? p : new URL(p).pathname);
    return match ? [decodeURIComponent(match[1]!)] : [];
  });
  const slugs = [...new Set([...sitemapSlugs, ...extra])].filter((slug) => !ctx.keys.knownSlug(slug));
  ctx.progress.start('redirects', slugs.length);
  let done = 0;
  for (const oldSlug of slugs) {
    ctx.stopCheck();
    const body = await ctx.client.json<unknown>(apiPath('/activities/redirects', { slug: oldSlug }));
    const parsed = body === null ? null : ActivityRedirectSchema.safeParse(body);
    if (!parsed?.success) ctx.report.row('redirect', oldSlug, 'skipped', 'the source has neither an activity nor a redirect for it');
    else {
      const target = ctx.keys.get('activity', parsed.data.activityId);
      if (!target) ctx.report.row('redirect', oldSlug, 'skipped', `it leads to activity ${parsed.data.activityId}, which was not imported`);
      else {
        const hash = hashOf(parsed.data);
        const known = ctx.keys.get('redirect', oldSlug);
        if (known?.hash === hash) ctx.report.count('redirect', 'unchanged');
        else {
          const [activity] = await ctx.db.select({ slug: activities.slug }).from(activities).where(eq(activities.id, target.targetId));
          await inTransaction(ctx, async (tx) => {
            const values = { activityId: target.targetId, oldSlug, newSlug: activity!.slug };
            const id = known
              ? (await tx.update(redirects).set(values).where(eq(redirects.id, known.targetId)), known.targetId)
              : (await tx.insert(redirects).values(values).returning({ id: redirects.id }))[0]!.id;
            await ctx.keys.put(tx, 'redirect', oldSlug, id, hash);
            pendingKeys.push(['redirect', oldSlug, id, hash]);
          });
          ctx.report.count('redirect', known ? 'updated' : 'imported');
        }
      }
    }
    ctx.progress.tick('redirects', ++done);
  }
  ctx.progress.finish('redirects', ctx.report.summary('redirect'));
}

// ---------------------------------------------------------------- blogs

/**
 * Blog articles, from the public blog call of this product (the old backend has none: its articles are
 * then listed as skipped, to be moved by hand). An article's address is /blog/{id}, so its id is kept
 * when free, as an organisation's.
 */
async function importBlogs(ctx: Ctx, sitemapPaths: string[]): Promise<void> {
  const [platform] = await ctx.db.select({ blogSource: platforms.blogSourcePlatformId }).from(platforms).where(eq(platforms.id, ctx.platformId));
  if (platform?.blogSource && platform.blogSource !== ctx.platformId) {
    for (const path of sitemapPaths)
      ctx.report.row('blog', path, 'skipped', `platform ${ctx.platformId} shows the articles of platform ${platform.blogSource}: import those there`);
    return;
  }
  ctx.progress.start('blogs', null);
  const body = await ctx.client.json<unknown>('/api/public/blogs');
  const parsed = body === null ? null : PublicBlogListSchema.safeParse(body);
  if (!parsed?.success) {
    const why = parsed ? "the source's blog answer does not fit" : 'the source has no blog call (core.md 7): move the articles by hand in the back office';
    for (const path of sitemapPaths) ctx.report.row('blog', path, 'skipped', why);
    return ctx.progress.finish('blogs', ctx.report.summary('blog'));
  }
  ctx.progress.start('blogs', parsed.data.blogs.length);
  let done = 0;
  for (const blog of parsed.data.blogs) {
    ctx.stopCheck();
    const hash = hashOf(blog);
    const known = ctx.keys.get('blog', blog.id);
    if (known?.hash === hash) ctx.report.count('blog', 'unchanged');
    else if (blog.title.trim() === '') ctx.report.row('blog', blog.id, 'skipped', 'no title');
    else {
      const image = blog.image ? await storedImageUrl(ctx, blog.image.url, `blog ${blog.id}`) : null;
      try {
        await inTransaction(ctx, async (tx) => {
          const imageId = image
            ? (await tx.insert(media).values({ title: blog.title, alt: blog.image!.alt, url: image, type: 'IMAGE' }).returning({ id: media.id }))[0]!.id
            : null;
          const values = {
            title: blog.title,
            content: blog.html,
            imageId,
            buttonTitle: blog.button?.title ?? null,
            buttonUrl: blog.button?.url ?? null,
            tags: blog.tags,
            provinces: blog.provinces,
            websiteUrl: blog.website,
            active: true,
            publishedAt: new Date(blog.publishedAt),
            updatedAt: new Date(blog.updatedAt),
            platformId: ctx.platformId,
          };
          let id: number;
          if (known) {
            await tx.update(blogs).set(values).where(eq(blogs.id, known.targetId));
            id = known.targetId;
          } else {
            const [positionTaken] = await queryRows<{ taken: boolean; next: number }>(
              tx,
              sql`SELECT EXISTS (SELECT 1 FROM blogs WHERE platform_id = ${ctx.platformId} AND position = ${blog.position}) AS taken,
                         coalesce((SELECT max(position) + 1 FROM blogs WHERE platform_id = ${ctx.platformId}), 0) AS next`,
            );
            const position = positionTaken?.taken ? Number(positionTaken.next) : blog.position;
            const [idTaken] = await tx.select({ id: blogs.id }).from(blogs).where(eq(blogs.id, blog.id));
            if (idTaken) {
              id = (
                await tx
                  .insert(blogs)
                  .values({ ...values, position })
                  .returning({ id: blogs.id })
              )[0]!.id;
              ctx.report.warn('blog', blog.id, `id ${blog.id} is taken here: the article moves to /blog/${id}`);
            } else {
              id = (
                await tx
                  .insert(blogs)
                  .values({ ...values, position, id: blog.id })
                  .returning({ id: blogs.id })
              )[0]!.id;
              await tx.execute(sql`SELECT setval(pg_get_serial_sequence('blogs', 'id'), greatest((SELECT max(id) FROM blogs), 1))`);
            }
          }
          await ctx.keys.put(tx, 'blog', blog.id, id, hash);
          pendingKeys.push(['blog', blog.id, id, hash]);
        });
        ctx.report.count('blog', known ? 'updated' : 'imported');
      } catch (error) {
        ctx.report.row('blog', blog.id, 'failed', error instanceof Error ? error.message : String(error));
      }
    }
    ctx.progress.tick('blogs', ++done);
  }
  ctx.progress.finish('blogs', ctx.report.summary('blog'));
}
