import { sql } from 'drizzle-orm';
import type { Database } from '../client.server.ts';
import { type Brand, type BrandCatalog, templateTitles } from './catalog.ts';
import { DEMO_IMAGE_HEIGHT, DEMO_IMAGE_WIDTH, type DemoImageKey, demoImageUrl, demoVideoUrl } from './demo-images.ts';
import { slugify } from '../../app/config/slug.ts';

/**
 * Set-based activity generation. Every column is a deterministic SQL expression of the row id and the
 * seed (`hashint8extended`); the curated texts sit in small temporary pool tables that the statements
 * join by index. Nothing is generated row by row in JavaScript, so 1M activities cost a few hundred
 * statements, and the same seed gives the same rows on PGlite and on a PostgreSQL server.
 * (Pool tables rather than array literals: subscripting a text array walks it element by element,
 * which made every row pay for the size of the pool.)
 */

/** Rows per statement; a multiple of EDIT_COPY_EVERY so an original and its edit copy share a batch. */
export const BATCH_SIZE = 10_000;
/** Every 50th activity (local numbering per platform) is the pending edit copy of the one before it. */
export const EDIT_COPY_EVERY = 50;
/** Media ids are reserved per activity: id = mediaBase + (activityId - firstId) * MEDIA_SLOTS + index. */
const MEDIA_SLOTS = 5;
/** Clips made by make-demo-images.ts; the last picture of a few galleries is one of these. */
export const DEMO_VIDEOS: DemoImageKey[] = ['sailing', 'canoe', 'climbing', 'playground'];

export interface PlatformBulkInput {
  platformId: number;
  brand: Brand;
  catalog: BrandCatalog;
  seed: number;
  /** First activity id of this platform and how many rows (originals and edit copies together). */
  firstId: number;
  count: number;
  /** First media id reserved for this platform's activities. */
  mediaBase: number;
  referenceDate: Date;
  /** The platform's towns, each with the towns nearest to it (1-based indexes into this list). */
  towns: Array<{ id: number; name: string; slug: string; near: number[] }>;
  /** Organisations with the templates they offer (0-based) and their home town (1-based index into towns). */
  organisations: Array<{ id: number; name: string; website: string; phone: string; domain: string; templates: number[]; town: number }>;
  /** Filter ids by name within the platform. */
  filterIds: Map<string, number>;
  outingTypeFilterIds: number[];
  specialWishFilterIds: number[];
  firstNames: string[];
  lastNames: string[];
}

const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;
const intList = (values: number[]) => `ARRAY[${values.map((v) => String(Math.trunc(v))).join(',')}]::int[]`;

function titleSlug(title: string): string {
  // Slugify around the placeholder so the city slug can be put in by SQL.
  return title
    .split('{city}')
    .map((part) => slugify(part))
    .join('-{city}-')
    .replace(/^-|-$/g, '')
    .replace(/--+/g, '-');
}

type Executor = Pick<Database, 'execute'>;

/** Text pools of one platform, each 1-based: pool(kind) has rows i = 1..n. */
async function createPools(db: Executor, input: PlatformBulkInput): Promise<Record<string, number>> {
  const { catalog } = input;
  const templates = catalog.templates.map((t) => {
    // A gallery shows only the pictures its template names, so every picture fits the activity (no
    // filler from a brand-wide pool: that put balloons into a chocolate workshop).
    const images = t.images.slice(0, MEDIA_SLOTS - 1);
    const video = t.images.find((key) => DEMO_VIDEOS.includes(key));
    const categories = t.categories.map((name) => {
      const id = input.filterIds.get(name);
      if (id === undefined) throw new Error(`template "${t.title}" names unknown filter "${name}"`);
      return id;
    });
    const towns = (t.towns ?? []).map((name) => {
      const pick = input.towns.findIndex((town) => town.name === name);
      if (pick < 0) throw new Error(`template "${t.title}" names town "${name}", which platform ${input.platformId} does not have`);
      return pick + 1;
    });
    return {
      titles: templateTitles(t),
      slugs: templateTitles(t).map(titleSlug),
      towns,
      description: t.description,
      io: t.indoorOutdoor,
      minage: t.minimumAge ?? null,
      images: images.map(demoImageUrl),
      video: video ? demoVideoUrl(video) : null,
      cats: categories,
    };
  });
  await db.execute(sql`DROP TABLE IF EXISTS pg_temp.seed_tpl, pg_temp.seed_city, pg_temp.seed_org, pg_temp.seed_text, pg_temp.seed_place`);
  await db.execute(sql`CREATE TEMP TABLE seed_tpl ON COMMIT DROP AS
    SELECT n::int AS i, ARRAY(SELECT jsonb_array_elements_text(x->'titles')) AS titles,
      ARRAY(SELECT jsonb_array_elements_text(x->'slugs')) AS slugs, ARRAY(SELECT jsonb_array_elements_text(x->'towns')::int) AS towns,
      x->>'description' AS description,
      (x->>'io')::indoor_outdoor AS io, (x->>'minage')::int AS minage,
      ARRAY(SELECT jsonb_array_elements_text(x->'images')) AS images, x->>'video' AS video,
      ARRAY(SELECT jsonb_array_elements_text(x->'cats')::int) AS cats
    FROM jsonb_array_elements(${json(templates)}) WITH ORDINALITY AS e(x, n)`);
  await db.execute(sql`CREATE TEMP TABLE seed_city ON COMMIT DROP AS
    SELECT n::int AS i, (x->>'id')::int AS city_id, x->>'name' AS name, x->>'slug' AS slug,
      ARRAY(SELECT jsonb_array_elements_text(x->'near')::int) AS near
    FROM jsonb_array_elements(${json(input.towns)}) WITH ORDINALITY AS e(x, n)`);
  await db.execute(sql`CREATE TEMP TABLE seed_org ON COMMIT DROP AS
    SELECT n::int AS i, (x->>'id')::int AS org_id, x->>'name' AS name, x->>'website' AS website, x->>'phone' AS phone,
      x->>'domain' AS domain, (x->>'town')::int AS city_pick,
      ARRAY(SELECT jsonb_array_elements_text(x->'templates')::int + 1) AS tpls
    FROM jsonb_array_elements(${json(input.organisations)}) WITH ORDINALITY AS e(x, n)`);
  const texts: Record<string, string[]> = {
    closing: catalog.closings,
    location: catalog.locationDescriptions,
    duration: catalog.durations,
    review: catalog.reviewComments,
    edit: catalog.editNotes,
    first: input.firstNames,
    firstslug: input.firstNames.map((n) => slugify(n).replace(/-/g, '')),
    last: input.lastNames,
  };
  await db.execute(sql`CREATE TEMP TABLE seed_text ON COMMIT DROP AS
    SELECT k.key AS kind, n::int AS i, x AS v
    FROM jsonb_each(${json(texts)}) AS k(key, list), jsonb_array_elements_text(k.list) WITH ORDINALITY AS e(x, n)`);
  await db.execute(sql`ALTER TABLE seed_tpl ADD PRIMARY KEY (i)`);
  await db.execute(sql`ALTER TABLE seed_city ADD PRIMARY KEY (i)`);
  await db.execute(sql`ALTER TABLE seed_org ADD PRIMARY KEY (i)`);
  await db.execute(sql`ALTER TABLE seed_text ADD PRIMARY KEY (kind, i)`);
  await db.execute(sql`ANALYZE seed_tpl, seed_city, seed_org, seed_text`);
  return {
    ...Object.fromEntries(Object.entries(texts).map(([k, v]) => [k, v.length])),
    city: input.towns.length,
    org: input.organisations.length,
  };
}

/** The title of the activity with title rank `r` (seed_place) from template row `t`, `{city}` being `v.city_name`. */
const titleOf = (t: string, r: string) =>
  `replace(${t}.titles[1 + ${r} % cardinality(${t}.titles)], '{city}', v.city_name)
    || CASE WHEN ${r} >= cardinality(${t}.titles) THEN ' (' || (${r} / cardinality(${t}.titles) + 1) || ')' ELSE '' END`;
/** The slug of that title (without the activity's own hex suffix). */
const slugOf = (t: string, r: string) =>
  `replace(${t}.slugs[1 + ${r} % cardinality(${t}.slugs)], '{city}', v.city_slug)
    || CASE WHEN ${r} >= cardinality(${t}.slugs) THEN '-' || (${r} / cardinality(${t}.slugs) + 1) ELSE '' END`;

/** `seed_text` value of `kind` picked by `hash` (an SQL expression), as a scalar subquery. */
const text = (sizes: Record<string, number>, kind: string, hash: string) =>
  `(SELECT v FROM seed_text WHERE kind = '${kind}' AND i = 1 + (${hash}) % ${sizes[kind]})`;

/** A non-negative int hash of a SQL expression per purpose (`salt`); the seed makes the data set. */
export function seedHash(expr: string, seed: number, salt: number): string {
  return `(hashint8extended((${expr})::bigint, ${seed * 1000 + salt}::bigint) & 2147483647)::int`;
}

/** The hashes that give an activity its template and its organisation (seed.server.ts plans each organisation's offer with them). */
export const TEMPLATE_PICK_SALT = 1;
export const ORGANISATION_PICK_SALT = 3;

/** The ids [lo, hi] with their place in the platform's numbering: edit copies and the originals they copy. */
function idsCte(input: PlatformBulkInput, lo: number, hi: number): string {
  const first = input.firstId;
  const last = input.firstId + input.count - 1;
  return `g AS (
    SELECT gid AS id,
      ((gid - ${first} + 1) % ${EDIT_COPY_EVERY} = 0) AS is_copy,
      ((gid - ${first} + 1) % ${EDIT_COPY_EVERY} = ${EDIT_COPY_EVERY - 1} AND gid + 1 <= ${last}) AS has_copy,
      CASE WHEN (gid - ${first} + 1) % ${EDIT_COPY_EVERY} = 0 THEN gid - 1 ELSE gid END AS src,
      (gid - ${first} + 1) AS local
    FROM generate_series(${lo}, ${hi}) AS gid
  )`;
}

/**
 * Where each original of the platform takes place and which of its template's titles it gets, in one
 * statement over the whole platform (`seed_place`: src, t, c, r), because both depend on the others:
 * - t: the template, from the organisation's offer;
 * - c: the town (seed_city). An organisation works mostly in its home town (7 in 10), else in a town
 *   near it; an outing tied to a landscape (the template's towns) takes place in those towns, dealt
 *   out in turn;
 * - r: how many activities of the same template came before it in the same town. The first three take
 *   the template's three titles; a fourth moves to a town near it, and only where that town is full too
 *   (in loads far beyond the demo) is a number added. So no two activities of a platform share a title
 *   (docs/decisions/007-demo-data.md).
 */
async function placeActivities(db: Executor, input: PlatformBulkInput, sizes: Record<string, number>): Promise<void> {
  const h = (expr: string, salt: number) => seedHash(expr, input.seed, salt);
  await db.execute(
    sql.raw(`CREATE TEMP TABLE seed_place ON COMMIT DROP AS
    WITH ${idsCte(input, input.firstId, input.firstId + input.count - 1)},
    picked AS (
      SELECT g.src, o.city_pick, home.near, o.tpls[1 + ${h('g.src', TEMPLATE_PICK_SALT)} % cardinality(o.tpls)] AS t,
        ${h('g.src', 13)} AS h13, ${h('g.src', 2)} AS h2
      FROM g JOIN seed_org o ON o.i = 1 + ${h('g.src', ORGANISATION_PICK_SALT)} % ${sizes.org}
        JOIN seed_city home ON home.i = o.city_pick
      WHERE NOT g.is_copy
    ), placed AS (
      SELECT p.src, p.t, cardinality(tp.titles) AS titles, cardinality(tp.towns) > 0 AS bound,
        CASE WHEN cardinality(tp.towns) > 0 THEN tp.towns[1 + (row_number() OVER (PARTITION BY p.t ORDER BY p.src) - 1) % cardinality(tp.towns)]
             WHEN p.h13 % 10 < 7 THEN p.city_pick ELSE p.near[1 + p.h2 % cardinality(p.near)] END AS c
      FROM picked p JOIN seed_tpl tp ON tp.i = p.t
    ), ranked AS (
      SELECT placed.*, row_number() OVER (PARTITION BY placed.t, placed.c ORDER BY placed.src) - 1 AS r FROM placed
    ), moved AS (
      -- An outing a town already has under all its titles moves to a town near it (one not tied to its towns).
      SELECT ranked.src, ranked.t,
        CASE WHEN ranked.r >= ranked.titles AND NOT ranked.bound THEN sc.near[1 + (ranked.r - ranked.titles) % cardinality(sc.near)] ELSE ranked.c END AS c
      FROM ranked JOIN seed_city sc ON sc.i = ranked.c
    )
    SELECT moved.src, moved.t, moved.c, (row_number() OVER (PARTITION BY moved.t, moved.c ORDER BY moved.src) - 1)::int AS r
    FROM moved`),
  );
  await db.execute(sql`ALTER TABLE seed_place ADD PRIMARY KEY (src)`);
  await db.execute(sql`ANALYZE seed_place`);
}

/**
 * One row per activity id in [lo, hi] with everything the statements share: the source row (an edit
 * copy takes its content from the original), organisation, template, city and title picks and a few hashes.
 */
function baseCte(input: PlatformBulkInput, sizes: Record<string, number>, lo: number, hi: number): string {
  // A hash per purpose; `salt` keeps the columns independent, the seed makes the data set.
  const h = (expr: string, salt: number) => seedHash(expr, input.seed, salt);
  return `WITH ${idsCte(input, lo, hi)}, b AS (
    -- An organisation offers activities of its own speciality, mostly in its home town (seed_place).
    SELECT g.*, o.org_id, o.name AS org_name, o.website, o.phone, o.domain, p.t, p.c, p.r,
      ${h('g.src', 4)} % 100 AS state,
      ${h('g.src', 5)} AS h5,
      ${h('g.src', 6)} AS h6,
      ${h('g.src', 7)} AS h7,
      ${h('g.src', 8)} AS h8,
      ${h('g.id', 9)} AS h9,
      ${h('g.src', 10)} AS h10,
      ${h('g.src', 11)} AS h11,
      1 + ${h('g.src', 12)} % ${MEDIA_SLOTS} AS media_count
    FROM g JOIN seed_org o ON o.i = 1 + ${h('g.src', ORGANISATION_PICK_SALT)} % ${sizes.org}
      JOIN seed_place p ON p.src = g.src
  )`;
}

/** Inserts the activities of one platform and everything hanging off them, batch by batch. */
export async function insertPlatformActivities(db: Executor, input: PlatformBulkInput): Promise<void> {
  if (input.count <= 0) return;
  const sizes = await createPools(db, input);
  await placeActivities(db, input, sizes);
  const ref = input.referenceDate.toISOString();
  const last = input.firstId + input.count - 1;
  const isKids = input.brand === 'kids';
  const { personsMin, personsMax } = input.catalog;
  const run = (lo: number, hi: number, statement: string) => db.execute(sql.raw(`${baseCte(input, sizes, lo, hi)} ${statement}`));

  for (let lo = input.firstId; lo <= last; lo += BATCH_SIZE) {
    const hi = Math.min(lo + BATCH_SIZE - 1, last);
    // State: 0-2 rejected, 3-5 switched off by the provider, 6-7 new and waiting for review, else live.
    // An original that has an edit copy is always live: that is the situation edit copies exist for.
    const pmin = `(${intList(personsMin)})[1 + v.h5 % ${personsMin.length}]`;
    await run(
      lo,
      hi,
      `, v AS (
        SELECT b.*, c.city_id, c.name AS city_name, c.slug AS city_slug,
          CASE WHEN b.is_copy THEN 'COPY' WHEN b.has_copy THEN 'LIVE'
               WHEN b.state < 3 THEN 'REJECTED' WHEN b.state < 6 THEN 'OFF' WHEN b.state < 8 THEN 'PENDING' ELSE 'LIVE' END AS kind,
          (b.h7 % 1000) AS age_days
        FROM b JOIN seed_city c ON c.i = b.c
      )
      INSERT INTO activities (id, approved, title, company_name, status, minimum_age, maximum_age, persons_min, persons_max,
        price, duration, description, website, show_website, location_description, is_edit_copy, slug,
        contact_first_name, contact_last_name, contact_phone, contact_email, geographic_location, indoor_outdoor,
        approval_status, old_idx, platform_id, search_language, child_id, organisation_id, random_key, created_at, updated_at, submitted_at)
      SELECT v.id,
        v.kind IN ('LIVE', 'OFF'),
        ${titleOf('t', 'v.r')},
        v.org_name,
        v.kind <> 'OFF',
        ${isKids ? 't.minage' : 'NULL'},
        ${isKids ? 'CASE WHEN v.h5 % 2 = 0 THEN LEAST(16, coalesce(t.minage, 0) + 6 + v.h5 % 5) END' : 'NULL'},
        ${pmin},
        GREATEST((${intList(personsMax)})[1 + v.h6 % ${personsMax.length}], ${pmin} * 2) + CASE WHEN v.is_copy THEN 10 ELSE 0 END,
        round((${isKids ? '5 + v.h6 % 30' : '19 + v.h6 % 90'}) + (v.h8 % 4) * 0.25, 2),
        ${text(sizes, 'duration', 'v.h8')},
        replace(CASE WHEN v.is_copy THEN ${text(sizes, 'edit', 'v.h9')} || E'\\n\\n' ELSE '' END
          || t.description || E'\\n\\n' || ${text(sizes, 'closing', 'v.h10')}, '{city}', v.city_name),
        v.website,
        v.h11 % 10 <> 0,
        replace(${text(sizes, 'location', 'v.h11')}, '{city}', v.city_name),
        v.is_copy,
        ${slugOf('t', 'v.r')} || '-' || to_hex(v.src),
        ${text(sizes, 'first', 'v.h10')},
        ${text(sizes, 'last', 'v.h11')},
        v.phone,
        ${text(sizes, 'firstslug', 'v.h10')} || '@' || v.domain,
        (CASE WHEN v.h8 % 100 < 85 THEN 'ORIGIN_COUNTRY' WHEN v.h8 % 100 < 96 THEN 'EUROPE' ELSE 'OUTSIDE_EUROPE' END)::geographic_location,
        t.io,
        (CASE v.kind WHEN 'REJECTED' THEN 'REJECTED' WHEN 'COPY' THEN 'EDITING' WHEN 'PENDING' THEN 'EDITING' ELSE 'APPROVED' END)::approval_status,
        CASE WHEN v.h9 % 10 < 4 OR v.local % 37 = 5 THEN 20000 + v.src * 3 END,
        ${input.platformId},
        -- Written here, not left to the trigger: a large load runs without triggers (session_replication_role).
        (SELECT p.search_language FROM platforms p WHERE p.id = ${input.platformId}),
        CASE WHEN v.has_copy THEN v.id + 1 END,
        v.org_id,
        v.h9,
        TIMESTAMPTZ '${ref}' - make_interval(days => v.age_days + 1, secs => (v.h5 % 86400)::double precision),
        TIMESTAMPTZ '${ref}' - make_interval(days => CASE WHEN v.is_copy THEN v.h6 % 7 ELSE v.age_days - v.h6 % (v.age_days + 1) END, secs => (v.h6 % 86400)::double precision),
        -- Pending drafts and edit copies wait in the operators' review queue, sent when last changed.
        CASE WHEN v.kind IN ('COPY', 'PENDING') THEN
          TIMESTAMPTZ '${ref}' - make_interval(days => CASE WHEN v.is_copy THEN v.h6 % 7 ELSE v.age_days - v.h6 % (v.age_days + 1) END, secs => (v.h6 % 86400)::double precision)
        END
      FROM v JOIN seed_tpl t ON t.i = v.t`,
    );

    const mediaId = `${input.mediaBase} + (b.id - ${input.firstId}) * ${MEDIA_SLOTS} + k`;
    // A gallery holds up to media_count of its template's own pictures; one in four galleries whose
    // template has a clip ends with that clip (the gallery's video button needs one).
    const galleryFrom = `FROM b JOIN seed_tpl t ON t.i = b.t
        CROSS JOIN LATERAL generate_series(0, LEAST(b.media_count, cardinality(t.images) + CASE WHEN t.video IS NOT NULL AND b.h11 % 4 = 0 THEN 1 ELSE 0 END) - 1) AS k`;
    const isVideo = `k = cardinality(t.images)`;
    await run(
      lo,
      hi,
      `INSERT INTO media (id, title, alt, url, type, index, width, height, created_at, updated_at)
        SELECT ${mediaId}, a.title, a.title,
          CASE WHEN ${isVideo} THEN t.video ELSE t.images[1 + k] END,
          (CASE WHEN ${isVideo} THEN 'VIDEO' ELSE 'IMAGE' END)::media_type,
          k, ${DEMO_IMAGE_WIDTH}, ${DEMO_IMAGE_HEIGHT}, a.created_at, a.created_at
        ${galleryFrom} JOIN activities a ON a.id = b.id`,
    );
    await run(lo, hi, `INSERT INTO activity_media (activity_id, media_id) SELECT b.id, ${mediaId} ${galleryFrom}`);

    // 1-2 categories from the template, one or two outing types, now and then a special wish: 1-4 filters.
    // The parts come from different filter groups (and two distinct outing types), so no pair repeats.
    // The first outing type (Bedrijfsuitje, Firmenausflug, Kinderfeestje: what the landing pages are
    // about) is the most common one, as on a real site: about half of the activities carry it.
    const outing = intList(input.outingTypeFilterIds);
    const n = input.outingTypeFilterIds.length;
    const firstOuting = `(CASE WHEN b.h5 % 10 < 4 THEN 0 ELSE (b.h5 / 10) % ${n} END)`;
    await run(
      lo,
      hi,
      `, f AS (
        SELECT b.id, unnest(t.cats) AS filter_id FROM b JOIN seed_tpl t ON t.i = b.t
        UNION ALL
        SELECT b.id, (${outing})[1 + ${firstOuting}] FROM b
        UNION ALL
        SELECT b.id, (${outing})[1 + (${firstOuting} + 1 + b.h6 % ${n - 1}) % ${n}]
          FROM b JOIN seed_tpl t ON t.i = b.t WHERE cardinality(t.cats) = 1 AND b.h7 % 2 = 0
        UNION ALL
        SELECT b.id, (${intList(input.specialWishFilterIds)})[1 + b.h8 % ${input.specialWishFilterIds.length}] FROM b WHERE b.h10 % 6 = 0
      )
      INSERT INTO activity_filters (activity_id, filter_id) SELECT id, filter_id FROM f`,
    );

    // One city, a second one near it for one activity in five. A province or region as a whole only for the few
    // that serve all of it (docs/decisions/101: a city finds its province-wide activities): one in twelve
    // serves the province of its city, one in twenty its region. An edit copy follows its original.
    await run(
      lo,
      hi,
      `, c AS (
        SELECT b.id, c.city_id FROM b JOIN seed_city c ON c.i = b.c
        UNION
        SELECT b.id, c.city_id FROM b JOIN seed_city first ON first.i = b.c JOIN seed_city c ON c.i = first.near[1 + b.h6 % cardinality(first.near)]
        WHERE b.h8 % 5 = 0
      )
      INSERT INTO activity_cities (activity_id, city_id) SELECT id, city_id FROM c`,
    );
    // An edit copy's original (`o`) is in the same batch (BATCH_SIZE): joined by hash within the batch's
    // id range, not looked up per row (the child_id index is dropped during a bulk load, and a lookup
    // per row read every activity seeded so far: seeding 1M slowed down quadratically).
    const wholeArea = (salt: number, every: number) =>
      `(hashint8extended(coalesce(o.id, ac.activity_id)::bigint, ${input.seed * 1000 + salt}::bigint) & 2147483647) % ${every} = 0`;
    const citiesWithOriginal = `activity_cities ac JOIN cities ci ON ci.id = ac.city_id
        LEFT JOIN activities o ON o.child_id = ac.activity_id AND o.id BETWEEN ${lo} AND ${hi}`;
    await db.execute(
      sql.raw(`INSERT INTO activity_provinces (activity_id, province_id)
        SELECT DISTINCT ac.activity_id, ci.province_id FROM ${citiesWithOriginal}
        WHERE ac.activity_id BETWEEN ${lo} AND ${hi} AND ci.province_id IS NOT NULL AND ${wholeArea(15, 12)}`),
    );
    await db.execute(
      sql.raw(`INSERT INTO activity_regions (activity_id, region_id)
        SELECT DISTINCT ac.activity_id, ci.region_id FROM ${citiesWithOriginal}
        WHERE ac.activity_id BETWEEN ${lo} AND ${hi} AND ci.region_id IS NOT NULL AND ${wholeArea(16, 20)}`),
    );

    // The reviewer's remark on rejected activities and on every other pending edit copy. Review comments
    // and redirects take their ids from sequences: in the activities' order, whatever plan the
    // statistics of an earlier load lead to, so a second load numbers them the same way.
    await db.execute(
      sql.raw(`INSERT INTO review_comments (activity_id, text, created_at, updated_at)
        SELECT a.id, ${text(sizes, 'review', `(hashint8extended(a.id::bigint, ${input.seed * 1000 + 14}::bigint) & 2147483647)::int`)}, a.updated_at, a.updated_at
        FROM activities a
        WHERE a.id BETWEEN ${lo} AND ${hi} AND (a.approval_status = 'REJECTED' OR (a.is_edit_copy AND a.id % 100 = 0))
        ORDER BY a.id`),
    );
    // Activities imported from the previous system kept their old "id-title" address as a redirect.
    await run(
      lo,
      hi,
      `INSERT INTO redirects (activity_id, old_slug, new_slug, created_at, updated_at)
        SELECT a.id, a.old_idx::text || '-' || replace(t.slugs[1 + b.r % cardinality(t.slugs)], '{city}', c.slug), a.slug, a.created_at, a.created_at
        FROM b JOIN seed_tpl t ON t.i = b.t JOIN seed_city c ON c.i = b.c JOIN activities a ON a.id = b.id
        WHERE NOT b.is_copy AND b.local % 37 = 5
        ORDER BY a.id`,
    );
  }
  await db.execute(sql`DROP TABLE pg_temp.seed_tpl, pg_temp.seed_city, pg_temp.seed_org, pg_temp.seed_text, pg_temp.seed_place`);
}

/** Media ids a platform's activities reserve (see MEDIA_SLOTS). */
export function mediaIdsNeeded(activityCount: number): number {
  return activityCount * MEDIA_SLOTS;
}
