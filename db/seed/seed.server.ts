import { Faker, base, de, nl, nl_BE } from '@faker-js/faker';
import { createHash } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { insertDemoContentVersions } from './content-versions.ts';
import { ARGON2_OPTIONS, DEMO_ACCOUNT_PASSWORD, DEMO_ADMIN_EMAIL, DEMO_PROVIDER_EMAIL } from '../../app/config/password-hashing.ts';
import { eq, getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { type Database, queryRows } from '../client.server.ts';
import {
  banners,
  blogs,
  cities,
  contactPersonOrganisations,
  contactPersons,
  eventMedia,
  events,
  filterGroups,
  filters,
  media,
  menuItems,
  organisations,
  platforms,
  searchSynonyms,
  popups,
  provinces,
  regions,
  roles,
  seoPageCities,
  seoPageFilters,
  seoPageProvinces,
  seoPages,
  userOrganisations,
  users,
} from '../schema/index.ts';
import { EDIT_COPY_EVERY, ORGANISATION_PICK_SALT, TEMPLATE_PICK_SALT, insertPlatformActivities, mediaIdsNeeded, seedHash } from './bulk-activities.ts';
import { BRAND_OF_PLATFORM, type Brand, type BrandCatalog, CATALOGS, SPECIAL_WISHES_GROUP } from './catalog.ts';
import { BLOG_LISTS } from './content-blogs.ts';
import { BANNERS, EVENT_TEMPLATES, POPUPS } from './content-promotions.ts';
import { seoPagesFor } from './content-seo.ts';
import { DEMO_IMAGE_HEIGHT, DEMO_IMAGE_WIDTH, DEMO_IMAGES, type DemoImageKey, demoImageUrl } from './demo-images.ts';
import { insertDemoLeadsAndStatistics } from './demo-leads.ts';
import { type CountryCode, type CountryGeography, countryGeography } from './geography-data.ts';
import { coverLandingPages } from './landing-pages.ts';
import { MENU_ITEM_ROWS, PLATFORM_ROWS } from './platform-data.ts';
import { type Rng, createRng, deriveSeed } from './random.ts';
import { SEARCH_SYNONYM_ROWS } from './search-synonyms.ts';
import { slugify } from '../../app/config/slug.ts';

export interface SeedOptions {
  /** Number of activities over all platforms (default: a demo-sized set of 1500). */
  activities?: number;
  /** Random seed: the same seed (and reference date) gives the same data. */
  seed?: number;
  /** Day the demo data is built around (event dates, ages of rows); default today 00:00 UTC. */
  referenceDate?: Date;
  /** Progress lines (phase and time), e.g. `console.log` in the CLI; silent by default. */
  log?: (message: string) => void;
}

export interface SeedResult {
  platforms: number;
  activities: number;
  organisations: number;
  events: number;
  media: number;
}

export const DEFAULT_ACTIVITY_COUNT = 1500;
export const DEFAULT_SEED = 1;
/** Share of the activities per platform: the Dutch company site is the largest. */
const PLATFORM_SHARE: Array<[number, number]> = [
  [1, 0.35],
  [2, 0.25],
  [3, 0.25],
  [4, 0.15],
];
const COUNTRY_OF_PLATFORM: Record<number, CountryCode> = { 1: 'NL', 2: 'DE', 3: 'NL', 4: 'BE' };
/** Above this many activities, secondary indexes are dropped during the load and rebuilt after it. */
const INDEX_REBUILD_THRESHOLD = 10_000;
/** Tables the bulk load writes; their secondary indexes are rebuilt once instead of row by row. */
const BULK_TABLES = [
  'activities',
  'media',
  'activity_media',
  'activity_filters',
  'activity_cities',
  'activity_provinces',
  'activity_regions',
  'redirects',
  'review_comments',
];

type Tx = Pick<Database, 'execute' | 'insert' | 'select'>;

/** True when no platform row exists yet (a brand-new database). */
export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const rows = await queryRows<{ count: number }>(db, sql`SELECT count(*)::int AS count FROM platforms`);
  return (rows[0]?.count ?? 0) === 0;
}

/** Today 00:00 UTC: the default reference date. */
export function startOfTodayUtc(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

function fakerFor(brand: Brand, seed: number): Faker {
  const locale = brand === 'de' ? [de, base] : brand === 'be' ? [nl_BE, nl, base] : [nl, base];
  const faker = new Faker({ locale });
  faker.seed(deriveSeed(seed, `faker-${brand}`));
  return faker;
}

/**
 * Inserts rows and returns their ids in input order. The rows travel as one JSON document per chunk
 * and PostgreSQL turns them into records with the table's own row type (`jsonb_populate_record`):
 * far cheaper than binding tens of thousands of parameters, and the column types come from the table.
 */
async function insertReturningIds<T extends PgTable>(tx: Tx, table: T, rows: T['$inferInsert'][], chunk = 5000): Promise<number[]> {
  const ids: number[] = [];
  const columns = getTableColumns(table) as Record<string, { name: string }>;
  const keys = Object.keys(columns).filter((key) => rows.some((row) => (row as Record<string, unknown>)[key] !== undefined));
  const names = keys.map((key) => `"${columns[key]!.name}"`).join(', ');
  const tableName = getTableName(table);
  for (let i = 0; i < rows.length; i += chunk) {
    const data = rows
      .slice(i, i + chunk)
      .map((row) => Object.fromEntries(keys.map((key) => [columns[key]!.name, (row as Record<string, unknown>)[key] ?? null])));
    // OFFSET 0 keeps the record function from being evaluated once per column.
    const returned = await queryRows<{ id: number }>(
      tx,
      sql`INSERT INTO ${sql.identifier(tableName)} (${sql.raw(names)})
        SELECT ${sql.raw(keys.map((key) => `(r)."${columns[key]!.name}"`).join(', '))}
        FROM (SELECT jsonb_populate_record(NULL::${sql.identifier(tableName)}, j) AS r, n
              FROM jsonb_array_elements(${JSON.stringify(data)}::jsonb) WITH ORDINALITY AS e(j, n) OFFSET 0) AS s
        ORDER BY n
        RETURNING ${sql.raw(keys.includes('id') || !('id' in columns) ? 'NULL::int AS id' : 'id')}`,
    );
    ids.push(...returned.map((r) => r.id));
  }
  return ids;
}

/**
 * Fills an empty, migrated database with deterministic demo data for all four platforms, in one
 * transaction: a failed seed leaves the database as it was.
 */
export async function seedDatabase(db: Database, options: SeedOptions): Promise<SeedResult> {
  const seed = options.seed ?? DEFAULT_SEED;
  const total = Math.max(0, Math.floor(options.activities ?? DEFAULT_ACTIVITY_COUNT));
  const referenceDate = options.referenceDate ?? startOfTodayUtc();
  if (!Number.isSafeInteger(seed) || seed < 0 || seed > 2 ** 31) throw new Error(`seed must be an integer 0..2^31, got ${seed}`);
  const started = performance.now();
  const log = options.log ? (message: string) => options.log!(`[${((performance.now() - started) / 1000).toFixed(1)} s] ${message}`) : () => {};
  const result = await db.transaction(async (tx) => seedInTransaction(tx, { seed, total, referenceDate, log }));
  await vacuumAfterLoad(db);
  log('vacuumed');
  return result;
}

/** The advisory lock that lets one of several processes starting together seed an empty database. */
const SEED_LOCK_KEY = 73_120_002;

/**
 * Seeds only when the database is empty, checked under an advisory lock in the seeding transaction:
 * of several server processes starting at once on one new database (SEED_ON_EMPTY) exactly one seeds,
 * and the others wait for it and find it full. Answers null when there was nothing to do.
 */
export async function seedDatabaseIfEmpty(db: Database, options: SeedOptions): Promise<SeedResult | null> {
  const seed = options.seed ?? DEFAULT_SEED;
  const total = Math.max(0, Math.floor(options.activities ?? DEFAULT_ACTIVITY_COUNT));
  const referenceDate = options.referenceDate ?? startOfTodayUtc();
  const log = options.log ?? (() => {});
  const result = await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const [{ count }] = (await queryRows<{ count: number }>(tx, sql`SELECT count(*)::int AS count FROM platforms`)) as [{ count: number }];
    if (count > 0) return null;
    return seedInTransaction(tx, { seed, total, referenceDate, log });
  });
  if (result) await vacuumAfterLoad(db);
  return result;
}

/**
 * After the load has committed (VACUUM runs outside a transaction), every table at once:
 * - statistics for the planner. Without them (autovacuum off, as on this machine and always on the
 *   embedded PGlite) the kids overview's page query read its whole activity_search partition through a
 *   bitmap scan: 18 ms instead of 2 at 100k activities (decision 080);
 * - the rows marked visible to all and their pages' hint bits set. Otherwise the first readers of every
 *   page write it again (hint bits), which checkpoints then flush, and no index-only scan can skip the
 *   table. At 100k activities on PostgreSQL the overview answered 5-7 % faster
 *   (docs/decisions/080-log.md, 27 Nov 2026); the VACUUM took 4 s.
 */
async function vacuumAfterLoad(db: Database): Promise<void> {
  await db.execute(sql`VACUUM (ANALYZE)`);
}

interface Context {
  seed: number;
  total: number;
  referenceDate: Date;
  log: (message: string) => void;
}

/**
 * A platform's provinces, regions and cities from the bundled gazetteer (geography-data.ts): written by
 * the demo seed and by the site import into an empty installation (server/import, docs/decisions/114).
 */
export async function insertPlatformGeography(
  tx: Tx,
  platformId: number,
  geo: CountryGeography,
  stamp: { createdAt: Date; updatedAt: Date },
): Promise<{ provinceId: Map<string, number>; regionId: Map<string, number>; cityIds: number[] }> {
  const provinceIds = await insertReturningIds(
    tx,
    provinces,
    geo.provinces.map((name) => ({ name, platformId, ...stamp })),
  );
  const provinceId = new Map(geo.provinces.map((name, i) => [name, provinceIds[i]!]));
  const regionIds = await insertReturningIds(
    tx,
    regions,
    geo.regions.map((r) => ({ ...r, platformId, ...stamp })),
  );
  const regionId = new Map(geo.regions.map((r, i) => [r.name, regionIds[i]!]));
  const cityIds = await insertReturningIds(
    tx,
    cities,
    geo.cities.map((c) => ({
      name: c.name,
      locationId: c.geonamesId,
      lat: c.lat,
      lon: c.lon,
      platformId,
      provinceId: provinceId.get(c.province)!,
      regionId: c.region ? regionId.get(c.region)! : null,
      ...stamp,
    })),
  );
  return { provinceId, regionId, cityIds };
}

async function seedInTransaction(tx: Tx, ctx: Context): Promise<SeedResult> {
  const { referenceDate: ref, seed, log } = ctx;
  /** A moment `days` before the reference date; every timestamp derives from it, so reruns are equal. */
  const daysAgo = (days: number) => new Date(ref.getTime() - days * 86_400_000);
  const stamp = (days: number) => ({ createdAt: daysAgo(days), updatedAt: daysAgo(days) });

  await tx.insert(platforms).values(PLATFORM_ROWS.map((row) => ({ ...row, ...stamp(1200) })));
  await tx.insert(searchSynonyms).values(SEARCH_SYNONYM_ROWS);
  await tx.insert(menuItems).values(MENU_ITEM_ROWS.map((row) => ({ ...row, ...stamp(1200) })));
  const roleIds = await insertReturningIds(tx, roles, [{ name: 'ADMIN' }, { name: 'USER' }]);
  const [adminRoleId, userRoleId] = roleIds as [number, number];
  // The demo accounts (README): an operator, and below a provider owning organisations on nl and kids.
  // Only the demo data has them; a real installation starts with `npm run user:create`.
  // A salt from the seed keeps reruns identical (seed.integration.test.ts); real accounts get random salts.
  const demoSalt = createHash('sha256').update(`demo-accounts:${seed}`).digest().subarray(0, 16);
  const demoPassword = await hash(DEMO_ACCOUNT_PASSWORD, { ...ARGON2_OPTIONS, salt: demoSalt });
  const demoAccount = { password: demoPassword, active: true, emailVerifiedAt: daysAgo(1200), locale: 'nl', platformId: 1, ...stamp(1200) };
  await tx.insert(users).values({ email: DEMO_ADMIN_EMAIL, firstName: 'Beheer', lastName: 'Uitjesbaas', roleId: adminRoleId, ...demoAccount });
  const [demoProvider] = await tx
    .insert(users)
    .values({ email: DEMO_PROVIDER_EMAIL, firstName: 'Anna', lastName: 'Aanbieder', phone: '+31 20 123 4567', roleId: userRoleId, ...demoAccount })
    .returning({ id: users.id });

  const mediaRow = (key: DemoImageKey, title: string, index = 0, days = 900) => ({
    title,
    alt: title || DEMO_IMAGES[key],
    url: demoImageUrl(key),
    type: 'IMAGE' as const,
    index,
    width: DEMO_IMAGE_WIDTH,
    height: DEMO_IMAGE_HEIGHT,
    ...stamp(days),
  });

  const perPlatform = splitActivities(ctx.total);
  const dropIndexes = ctx.total >= INDEX_REBUILD_THRESHOLD;
  const indexDefinitions = dropIndexes ? await dropSecondaryIndexes(tx) : [];
  // Derived search data (activities' link-id arrays, search words, the activity_search rows) is computed
  // once after the load, not per batch by the triggers (drizzle/0004, 0007).
  await tx.execute(sql`SET LOCAL uitjes.bulk_load = 'on'`);
  // Row-by-row foreign-key triggers dominate a large load; the generator only writes ids it just made.
  if (dropIndexes && (await isSuperuser(tx))) await tx.execute(sql`SET LOCAL session_replication_role = replica`);

  let activityCursor = (await maxId(tx, 'activities')) + 1;
  let organisationCount = 0;
  let eventCount = 0;

  for (const platformId of [1, 2, 3, 4]) {
    const brand = BRAND_OF_PLATFORM[platformId]!;
    const catalog = CATALOGS[brand];
    const rng = createRng(deriveSeed(seed, `platform-${platformId}`));
    const faker = fakerFor(brand, seed + platformId);
    const geo = countryGeography(COUNTRY_OF_PLATFORM[platformId]!);

    // Geography: every platform owns its rows (the kids site has its own Dutch cities).
    const { provinceId, cityIds } = await insertPlatformGeography(tx, platformId, geo, stamp(1200));
    const cityRows = geo.cities.map((c, i) => ({ ...c, id: cityIds[i]!, slug: slugify(c.name) }));

    // Filter groups and filters, each with its own picture.
    const filterIds = new Map<string, number>();
    const groupFilterIds = new Map<string, number[]>();
    for (const [order, group] of catalog.filterGroups.entries()) {
      const [imageId, headerImageId] = await insertReturningIds(tx, media, [mediaRow(group.image, group.name), mediaRow(group.headerImage, group.name)]);
      const [groupId] = await insertReturningIds(tx, filterGroups, [{ name: group.name, platformId, imageId, headerImageId, order, ...stamp(1100) }]);
      const imageIds = await insertReturningIds(
        tx,
        media,
        group.filters.map((f) => mediaRow(f.image, f.name)),
      );
      const ids = await insertReturningIds(
        tx,
        filters,
        group.filters.map((f, i) => ({ name: f.name, description: f.description, filterGroupId: groupId!, imageId: imageIds[i]!, ...stamp(1100) })),
      );
      group.filters.forEach((f, i) => filterIds.set(f.name, ids[i]!));
      groupFilterIds.set(group.name, ids);
    }

    log(`platform ${platformId}: geography and filters done`);
    // Organisations with contact persons, and a login for every third one.
    const count = perPlatform.get(platformId)!;
    const orgCount = Math.min(4000, Math.max(12, Math.ceil(count / 6)));
    // Which activities each organisation will get, so it can offer each of them a different outing.
    const picks = await activityTemplatePicks(tx, { seed, firstId: activityCursor, count, organisations: orgCount, most: catalog.templates.length });
    const orgs = makeOrganisations(orgCount, brand, faker, rng, cityRows, { picks, rng: createRng(deriveSeed(seed, `platform-${platformId}-offers`)) });
    const orgIds = await insertReturningIds(
      tx,
      organisations,
      orgs.map((o) => ({ ...o.row, platformId, ...stamp(o.ageDays) })),
    );
    organisationCount += orgIds.length;
    const people = orgs.flatMap((o, i) => o.people.map((person) => ({ ...person, organisationId: orgIds[i]!, ...stamp(o.ageDays) })));
    const personIds = await insertReturningIds(tx, contactPersons, people);
    // Each person is linked to their own organisation; its first person is its primary contact (on the link).
    const primaries = orgs.flatMap((o) => o.people.map((_, p) => p === 0));
    const links = people.map((p, i) => ({ contactPersonId: personIds[i]!, organisationId: p.organisationId, primary: primaries[i]! }));
    // A few consultants act for two organisations (not as the other one's primary contact).
    for (let i = 0; i < personIds.length; i += 11) {
      const other = orgIds[rng.int(0, orgIds.length - 1)]!;
      if (other !== people[i]!.organisationId) links.push({ contactPersonId: personIds[i]!, organisationId: other, primary: false });
    }
    await insertChunks(tx, contactPersonOrganisations, links);
    const takenEmails = new Set<string>();
    const userRows: Array<typeof users.$inferInsert> = [];
    const userOrgs: number[] = [];
    orgs.forEach((o, i) => {
      if (i % 3 !== 0) return;
      const person = o.people[0]!;
      let email = `${slugify(person.firstName!)}.${slugify(person.lastName!).replace(/-/g, '')}@${o.domain}`;
      if (takenEmails.has(email)) email = email.replace('@', `.${orgIds[i]}@`);
      takenEmails.add(email);
      userRows.push({
        email,
        firstName: person.firstName,
        lastName: person.lastName,
        phone: person.phone,
        roleId: userRoleId,
        active: i % 30 !== 0,
        ...stamp(o.ageDays),
      });
      userOrgs.push(orgIds[i]!);
    });
    const userIds = await insertReturningIds(tx, users, userRows);
    await insertChunks(
      tx,
      userOrganisations,
      userIds.map((userId, i) => ({ userId, organisationId: userOrgs[i]! })),
    );

    log(`platform ${platformId}: ${orgIds.length} organisations done`);
    // Activities: set-based SQL.
    const mediaBase = (await maxId(tx, 'media')) + 1;
    // Every town with the towns nearest to it, where its providers also work now and then.
    const towns = cityRows.map((c) => ({ id: c.id, name: c.name, slug: c.slug, near: nearestTowns(cityRows, c) }));
    await insertPlatformActivities(tx, {
      platformId,
      brand,
      catalog,
      seed,
      firstId: activityCursor,
      count,
      mediaBase,
      referenceDate: ref,
      towns,
      organisations: orgs.map((o, i) => ({
        id: orgIds[i]!,
        name: o.row.name,
        website: o.row.website!,
        phone: o.row.phone!,
        domain: o.domain,
        templates: o.templates,
        town: o.cityIndex + 1,
      })),
      filterIds,
      outingTypeFilterIds: groupFilterIds.get(catalog.outingTypeGroup)!,
      specialWishFilterIds: groupFilterIds.get(SPECIAL_WISHES_GROUP)!,
      firstNames: Array.from({ length: 150 }, () => faker.person.firstName()),
      lastNames: Array.from({ length: 150 }, () => faker.person.lastName()),
    });
    activityCursor += count;
    log(`platform ${platformId}: ${count} activities done`);
    if (count > 0) await setSequence(tx, 'media', mediaBase + mediaIdsNeeded(count));

    // Events: mostly on the kids agenda; the company sites have a few (open days, tastings).
    const eventTotal = brand === 'kids' ? Math.min(5000, Math.max(40, Math.round(count * 0.25))) : Math.min(500, Math.max(6, Math.round(count * 0.01)));
    eventCount += await insertEvents(tx, {
      platformId,
      brand,
      rng,
      total: eventTotal,
      organisations: orgs.map((o, i) => ({ id: orgIds[i]!, website: o.row.website! })),
      cityRows,
      ref,
      mediaRow,
    });

    log(`platform ${platformId}: events done`);
    // Banners and pop-ups.
    const bannerDefs = BANNERS[brand];
    const bannerImages = await insertReturningIds(
      tx,
      media,
      bannerDefs.map((b) => mediaRow(b.image, b.title)),
    );
    await insertChunks(
      tx,
      banners,
      bannerDefs.map((banner, i) => ({
        title: banner.title,
        buttonTitle: banner.buttonTitle,
        link: banner.link,
        linkTarget: banner.link.startsWith('http') ? ('newWindow' as const) : ('sameWindow' as const),
        ctaType: banner.ctaType,
        active: banner.active ?? true,
        amountOfClicks: rng.int(0, 400),
        imageId: bannerImages[i]!,
        platformId,
        ...stamp(300 - i * 20),
      })),
    );
    const popupDefs = POPUPS[brand];
    const popupImages = await insertReturningIds(
      tx,
      media,
      popupDefs.map((p) => mediaRow(p.image, p.title)),
    );
    await insertChunks(
      tx,
      popups,
      popupDefs.map(({ image: _image, ...fields }, i) => ({ ...fields, mediaId: popupImages[i]!, platformId, ...stamp(200) })),
    );

    // Blogs: Belgium reads the Dutch list (blogSourcePlatformId), so it gets none of its own.
    const blogList = brand === 'nl' ? BLOG_LISTS.company : brand === 'de' ? BLOG_LISTS.de : brand === 'kids' ? BLOG_LISTS.kids : [];
    const blogImages = await insertReturningIds(
      tx,
      media,
      blogList.map((a) => mediaRow(a.image, a.title)),
    );
    await insertChunks(
      tx,
      blogs,
      blogList.map((article, position) => {
        const published = daysAgo(14 * (blogList.length - position));
        return {
          platformId,
          position,
          title: article.title,
          imageId: blogImages[position]!,
          content: article.html,
          tags: article.tags,
          provinces: article.provinces,
          websiteUrl: article.website,
          buttonTitle: brand === 'de' ? 'Mehr lesen' : 'Lees meer',
          buttonUrl: '/blog',
          publishedAt: published,
          createdAt: published,
          updatedAt: published,
        };
      }),
    );

    // SEO landing pages with their cities, provinces and filters.
    const pages = seoPagesFor(brand);
    const pageIds = await insertReturningIds(
      tx,
      seoPages,
      pages.map((page) => ({
        title: page.title,
        slug: page.slug,
        searchQuery: page.searchQuery,
        metaTitle: page.metaTitle,
        metaDescription: page.metaDescription,
        pageTitle: page.pageTitle,
        pageDescription: page.pageDescription,
        platformId,
        ...stamp(700),
      })),
    );
    const lookup = <V>(map: Map<string, V>, name: string, what: string, slug: string): V => {
      const value = map.get(name);
      if (value === undefined) throw new Error(`SEO page ${slug}: no ${what} ${name} on platform ${platformId}`);
      return value;
    };
    const cityByName = new Map(cityRows.map((c) => [c.name, c.id]));
    await insertChunks(
      tx,
      seoPageCities,
      pages.flatMap((page, i) => page.cities.map((name) => ({ seoPageId: pageIds[i]!, cityId: lookup(cityByName, name, 'city', page.slug) }))),
    );
    await insertChunks(
      tx,
      seoPageProvinces,
      pages.flatMap((page, i) => page.provinces.map((name) => ({ seoPageId: pageIds[i]!, provinceId: lookup(provinceId, name, 'province', page.slug) }))),
    );
    await insertChunks(
      tx,
      seoPageFilters,
      pages.flatMap((page, i) => page.filters.map((name) => ({ seoPageId: pageIds[i]!, filterId: lookup(filterIds, name, 'filter', page.slug) }))),
    );
    await coverLandingPages(tx, platformId);
  }

  // The demo provider keeps the three oldest organisations of nl (1) and two of kids (3).
  await tx.execute(sql`INSERT INTO user_organisations (user_id, organisation_id)
    SELECT ${demoProvider!.id}, id FROM (
      (SELECT id FROM organisations WHERE platform_id = 1 ORDER BY id LIMIT 3)
      UNION ALL (SELECT id FROM organisations WHERE platform_id = 3 ORDER BY id LIMIT 2)) o`);
  // The demo provider's quote requests, and daily figures that count them (demo-leads.ts).
  await insertDemoLeadsAndStatistics(tx, { userId: demoProvider!.id, seed, referenceDate: ref });
  // A short version history for a few records (content-versions.ts), so the history pages are not empty.
  const [demoAdmin] = await tx.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ADMIN_EMAIL));
  await insertDemoContentVersions(tx, { providerId: demoProvider!.id, adminId: demoAdmin!.id, referenceDate: ref });
  await setSequence(tx, 'activities', activityCursor);
  await tx.execute(sql`SELECT refresh_activity_link_arrays(NULL)`);
  await tx.execute(sql`SELECT refresh_search_words()`);
  await tx.execute(sql`SELECT refresh_activity_search(NULL)`);
  // Kept by triggers (migration 0041), which a load without them (session_replication_role) skipped.
  await tx.execute(sql`SELECT refresh_filter_usage()`);
  await tx.execute(sql`SET LOCAL uitjes.bulk_load = 'off'`);
  log('content done');
  if (dropIndexes) {
    await tx.execute(sql`SET LOCAL session_replication_role = DEFAULT`);
    // GIN (trigram, full-text) builds are much faster when their pending lists fit in memory.
    await tx.execute(sql`SET LOCAL maintenance_work_mem = '256MB'`);
    for (const definition of indexDefinitions) await tx.execute(sql.raw(definition));
    log(`${indexDefinitions.length} indexes rebuilt`);
  }
  const [mediaCount] = await queryRows<{ count: number }>(tx, sql`SELECT count(*)::int AS count FROM media`);
  return {
    platforms: PLATFORM_ROWS.length,
    activities: ctx.total,
    organisations: organisationCount,
    events: eventCount,
    media: mediaCount?.count ?? 0,
  };
}

/** How many neighbouring towns an organisation also works in (decision 007). */
const NEAR_TOWNS = 8;

/** The 1-based indexes in `towns` of the NEAR_TOWNS towns nearest to `town` (itself left out), nearest first. */
function nearestTowns(towns: ReadonlyArray<{ lat: number; lon: number }>, town: { lat: number; lon: number }): number[] {
  const squaredKm = (other: { lat: number; lon: number }) =>
    ((other.lat - town.lat) * 111) ** 2 + ((other.lon - town.lon) * 111 * Math.cos((town.lat * Math.PI) / 180)) ** 2;
  return towns
    .map((other, index) => ({ index: index + 1, distance: squaredKm(other), self: other === town }))
    .filter((other) => !other.self)
    .sort((a, b) => a.distance - b.distance || a.index - b.index)
    .slice(0, NEAR_TOWNS)
    .map((other) => other.index);
}

/** Activities per platform, summing exactly to `total`. */
function splitActivities(total: number): Map<number, number> {
  const result = new Map<number, number>();
  let left = total;
  PLATFORM_SHARE.forEach(([platformId, share], i) => {
    const n = i === PLATFORM_SHARE.length - 1 ? left : Math.floor(total * share);
    result.set(platformId, n);
    left -= n;
  });
  return result;
}

async function insertChunks<T extends PgTable>(tx: Tx, table: T, rows: T['$inferInsert'][]) {
  if (rows.length > 0) await insertReturningIds(tx, table, rows);
}

async function maxId(tx: Tx, table: string): Promise<number> {
  const rows = await queryRows<{ max: number }>(tx, sql.raw(`SELECT coalesce(max(id), 0)::int AS max FROM ${table}`));
  return rows[0]?.max ?? 0;
}

/** After explicit ids, the serial continues at `next`. */
async function setSequence(tx: Tx, table: string, next: number) {
  await tx.execute(sql.raw(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), GREATEST(${next - 1}, (SELECT coalesce(max(id), 0) FROM ${table}), 1))`));
}

async function isSuperuser(tx: Tx): Promise<boolean> {
  const rows = await queryRows<{ su: boolean }>(tx, sql`SELECT rolsuper AS su FROM pg_roles WHERE rolname = current_user`);
  return rows[0]?.su === true;
}

/**
 * Drops the non-unique, non-primary indexes of the bulk tables and returns their definitions, read
 * from the catalog so the rebuild always matches the migrations. Building a GIN index once is far
 * cheaper than maintaining it through millions of inserts.
 */
async function dropSecondaryIndexes(tx: Tx): Promise<string[]> {
  const rows = await queryRows<{ name: string; definition: string }>(
    tx,
    sql.raw(`SELECT c.relname AS name, pg_get_indexdef(i.indexrelid) AS definition
      FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_class t ON t.oid = i.indrelid
      JOIN pg_namespace n ON n.oid = t.relnamespace
      WHERE n.nspname = 'public' AND NOT i.indisprimary AND NOT i.indisunique
        AND t.relname IN (${BULK_TABLES.map((t) => `'${t}'`).join(', ')})
      ORDER BY c.relname`),
  );
  for (const row of rows) await tx.execute(sql.raw(`DROP INDEX "${row.name}"`));
  return rows.map((r) => r.definition);
}

interface OrganisationDraft {
  row: Omit<typeof organisations.$inferInsert, 'platformId'>;
  domain: string;
  ageDays: number;
  people: Array<Omit<typeof contactPersons.$inferInsert, 'organisationId'>>;
  /** Indexes of the brand templates this organisation offers. */
  templates: number[];
  /** Index of its home town in the platform's city list. */
  cityIndex: number;
}

/**
 * The template pick (a hash, before `% cardinality(tpls)`) of every activity an organisation will get,
 * in id order, computed by the same expressions as `baseCte` in bulk-activities.ts (which chooses an
 * activity's organisation and template by hashing its id). Edit copies are left out: they take their
 * original's template. Organisations with more activities than the brand has templates are left out
 * too (only large loads have them): they cannot offer a different outing for each.
 * demo-activities.integration.test.ts fails if this drifts from the bulk generator.
 */
async function activityTemplatePicks(
  tx: Tx,
  input: { seed: number; firstId: number; count: number; organisations: number; most: number },
): Promise<Map<number, number[]>> {
  const picks = new Map<number, number[]>();
  if (input.count <= 0) return picks;
  const last = input.firstId + input.count - 1;
  const h = (salt: number) => seedHash('src', input.seed, salt);
  const rows = await queryRows<{ organisation: number; picks: number[] }>(
    tx,
    sql.raw(`SELECT organisation, array_agg(pick ORDER BY src) AS picks FROM (
        SELECT src, 1 + ${h(ORGANISATION_PICK_SALT)} % ${input.organisations} AS organisation, ${h(TEMPLATE_PICK_SALT)} AS pick
        FROM generate_series(${input.firstId}, ${last}) AS src
        WHERE (src - ${input.firstId} + 1) % ${EDIT_COPY_EVERY} <> 0) x
      GROUP BY organisation HAVING count(*) <= ${input.most}`),
  );
  // 1-based organisation number to 0-based draft index.
  for (const row of rows) picks.set(row.organisation - 1, row.picks);
  return picks;
}

/**
 * The brand's templates in the order an organisation with this speciality takes them up: its own
 * category's first, then those of related categories (sharing templates with it, the closest first),
 * then the rest; shuffled within each category so organisations of one kind differ.
 */
function templatesByAffinity(catalog: BrandCatalog, speciality: string, rng: Rng): number[] {
  const shared = new Map<string, number>();
  for (const template of catalog.templates) {
    if (!template.categories.includes(speciality)) continue;
    for (const category of template.categories) if (category !== speciality) shared.set(category, (shared.get(category) ?? 0) + 1);
  }
  const others = Object.keys(catalog.organisationNouns).filter((category) => category !== speciality);
  // Stable sort after a shuffle: equally related categories come in random order.
  const related = rng.sample(others, others.length).sort((a, b) => (shared.get(b) ?? 0) - (shared.get(a) ?? 0));
  const order: number[] = [];
  for (const category of [speciality, ...related]) {
    const own = catalog.templates.flatMap((t, index) => (t.categories.includes(category) && !order.includes(index) ? [index] : []));
    order.push(...rng.sample(own, own.length));
  }
  // Templates outside the organisation categories (none today) come last.
  order.push(...catalog.templates.flatMap((_, index) => (order.includes(index) ? [] : [index])));
  return order;
}

/**
 * The organisation's template list as the bulk generator reads it: activity j takes
 * `slots[pick_j % slots.length]`. The list is made just long enough for the picks to land on different
 * slots, and activity j's slot holds the j-th template of `offer`, so every activity of the
 * organisation is a different outing; the unused slots repeat the same templates.
 */
function templateSlots(offer: number[], picks: number[]): number[] | undefined {
  if (picks.length === 0 || picks.length > offer.length) return undefined;
  for (let size = picks.length; size <= 100_000; size += 1) {
    const slots = picks.map((pick) => pick % size);
    if (new Set(slots).size < slots.length) continue;
    const layout = Array.from({ length: size }, (_, i) => offer[i % picks.length]!);
    slots.forEach((slot, j) => (layout[slot] = offer[j]!));
    return layout;
  }
  return undefined;
}

interface OfferPlan {
  /** Template picks of each organisation's activities (see activityTemplatePicks), by draft index. */
  picks: Map<number, number[]>;
  /** Drives the organisations' offers only, so names, cities and contact persons stay as they were. */
  rng: Rng;
}

function makeOrganisations(
  count: number,
  brand: Brand,
  faker: Faker,
  rng: Rng,
  cityRows: Array<{ name: string; population: number }>,
  plan: OfferPlan,
): OrganisationDraft[] {
  const catalog = CATALOGS[brand];
  // Home towns in proportion to the population: a city of 800,000 has ten times the providers of one of 80,000.
  const homeTowns = cityRows.flatMap((c, index) => Array.from({ length: Math.max(1, Math.round(c.population / 20_000)) }, () => index));
  const specialities = Object.keys(catalog.organisationNouns).filter((category) => catalog.templates.some((t) => t.categories.includes(category)));
  const drafts: OrganisationDraft[] = [];
  for (let i = 0; i < count; i += 1) {
    const cityIndex = homeTowns[rng.int(0, homeTowns.length - 1)]!;
    const city = cityRows[cityIndex]!.name;
    const speciality = rng.pick(specialities);
    // Each activity a different outing: the speciality's templates, then those of related categories,
    // as many as the organisation has activities. An organisation with more activities than the brand
    // has templates (large loads only) offers them all at random, so its outings repeat as little as may be.
    const offer = templatesByAffinity(catalog, speciality, plan.rng);
    const templates = templateSlots(offer, plan.picks.get(i) ?? []) ?? offer;
    const noun = rng.pick(catalog.organisationNouns[speciality]!);
    const style = rng.int(0, 9);
    const name =
      style < 5 ? `${noun} ${city}` : style < 8 ? `${noun} ${faker.person.lastName()}` : `${faker.person.lastName()} ${rng.pick(catalog.organisationSuffixes)}`;
    const domain = `${slugify(name).replace(/-/g, '')}.${catalog.topLevelDomain}`;
    const peopleCount = rng.chance(0.4) ? 2 : 1;
    const people = Array.from({ length: peopleCount }, (_, p) => {
      const firstName = faker.person.firstName();
      const lastName = faker.person.lastName();
      return {
        firstName,
        lastName,
        manager: p === 0 && rng.chance(0.5),
        phone: faker.phone.number(),
        email: `${slugify(firstName)}@${domain}`,
        wantsMail: rng.chance(0.6),
        wantsOfferMail: rng.chance(0.9),
        city,
        notes: p === 0 ? null : brand === 'de' ? 'Vertretung bei Urlaub' : 'Vervanger bij vakantie',
      };
    });
    drafts.push({
      row: {
        name,
        email: `info@${domain}`,
        address: faker.location.street(),
        streetNumber: faker.location.buildingNumber(),
        zipcode: faker.location.zipCode(),
        city,
        phone: faker.phone.number(),
        website: `https://www.${domain}`,
        oldIdx: rng.chance(0.5) ? 1000 + i * 7 : null,
      },
      domain,
      ageDays: rng.int(120, 1500),
      people,
      templates,
      cityIndex,
    });
  }
  return drafts;
}

interface EventInput {
  platformId: number;
  brand: Brand;
  rng: Rng;
  total: number;
  organisations: Array<{ id: number; website: string }>;
  cityRows: Array<{ id: number; name: string }>;
  ref: Date;
  mediaRow: (key: DemoImageKey, title: string, index?: number, days?: number) => typeof media.$inferInsert;
}

/** Events around the reference date: a few past, most in the coming four months; some span days. */
async function insertEvents(tx: Tx, input: EventInput): Promise<number> {
  const { rng, ref, brand } = input;
  const templates = EVENT_TEMPLATES[brand];
  const drafts = Array.from({ length: input.total }, (_, i) => {
    const template = templates[i % templates.length]!;
    const city = rng.pick(input.cityRows.slice(0, 80));
    const start = new Date(ref.getTime() + rng.int(-20, 120) * 86_400_000 + rng.pick([9, 10, 13, 14, 19]) * 3_600_000 + rng.pick([0, 30]) * 60_000);
    const multiDay = rng.chance(0.35);
    const endDate = rng.chance(0.3) ? null : new Date(start.getTime() + (multiDay ? rng.int(1, 14) * 86_400_000 : 0) + rng.int(2, 5) * 3_600_000);
    const gallery = i % 4 === 0 ? rng.int(4, 6) : 0;
    // The organiser's own site: an event has no address of its own in the demo.
    const organisation = rng.pick(input.organisations);
    return {
      title: template.title.replace('{city}', city.name),
      description: template.description.replace(/\{city\}/g, city.name),
      image: template.image,
      gallery,
      startDate: start,
      endDate,
      cityId: city.id,
      organisation,
      active: rng.chance(0.92),
      ageDays: rng.int(10, 60),
    };
  });
  const imageIds = await insertReturningIds(
    tx,
    media,
    drafts.map((d) => input.mediaRow(d.image, d.title, 0, d.ageDays)),
  );
  const eventIds = await insertReturningIds(
    tx,
    events,
    drafts.map((d, i) => ({
      title: d.title,
      description: d.description,
      active: d.active,
      startDate: d.startDate,
      endDate: d.endDate,
      website: d.organisation.website,
      imageId: imageIds[i]!,
      organisationId: d.organisation.id,
      cityId: d.cityId,
      platformId: input.platformId,
      type: 'CALENDAR' as const,
      createdAt: new Date(ref.getTime() - d.ageDays * 86_400_000),
      updatedAt: new Date(ref.getTime() - d.ageDays * 86_400_000),
    })),
  );
  // Every fourth event has a gallery of 4-6 pictures (the agenda shows a 4-image grid from 4 on).
  const galleryImages = drafts.flatMap((d, i) =>
    Array.from({ length: d.gallery }, (_, k) => ({
      eventIndex: i,
      row: input.mediaRow(k === 0 ? d.image : rng.pick(EVENT_GALLERY_IMAGES[brand]), d.title, k + 1, d.ageDays),
    })),
  );
  const galleryIds = await insertReturningIds(
    tx,
    media,
    galleryImages.map((g) => g.row),
  );
  await insertChunks(
    tx,
    eventMedia,
    galleryImages.map((g, i) => ({ eventId: eventIds[g.eventIndex]!, mediaId: galleryIds[i]! })),
  );
  return eventIds.length;
}

const EVENT_GALLERY_IMAGES: Record<Brand, DemoImageKey[]> = {
  kids: ['party', 'playground', 'farm', 'treasure', 'zoo', 'castle', 'beach', 'painting'],
  nl: ['dinner', 'beer', 'wine', 'city', 'meeting', 'sailing'],
  be: ['dinner', 'beer', 'city', 'meeting', 'castle'],
  de: ['dinner', 'beer', 'wine', 'city', 'meeting', 'castle'],
};

/**
 * Empties every table of the application schema (not drizzle's migration bookkeeping) and restarts
 * the id sequences, so a reseed gives the same ids as a seed into a new database. The search data
 * versions go with their platforms and come back with them (drizzle/0018).
 */
export async function resetDatabase(db: Database): Promise<void> {
  // Not data_backfills: what a migration left to fill is about the schema (db/backfills.server.ts); the
  // rows a reset leaves in its place were written with the migration's triggers or by the seed.
  const tables = await queryRows<{ name: string }>(
    db,
    sql`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' AND tablename <> 'data_backfills' ORDER BY tablename`,
  );
  if (tables.length === 0) return;
  await db.execute(sql.raw(`TRUNCATE ${tables.map((t) => `"public"."${t.name}"`).join(', ')} RESTART IDENTITY CASCADE`));
}
