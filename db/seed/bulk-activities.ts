import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../client.server.ts';
import type { ActivityTemplate, Brand, BrandCatalog } from './catalog.ts';
import { DEMO_IMAGE_HEIGHT, DEMO_IMAGE_WIDTH, type DemoImageKey, demoImageUrl } from './demo-images.ts';
import { slugify } from './slug.ts';

/**
 * Set-based activity generation. Every column is a deterministic SQL expression of the row id and the
 * seed (`hashint8extended`), with the curated text pools passed once per statement as JSON arrays.
 * Nothing is generated row by row in JavaScript, so 1M activities cost the same number of round trips
 * as 10k batches, and the same seed gives the same rows on PGlite and on a PostgreSQL server.
 */

/** Rows per statement; a multiple of EDIT_COPY_EVERY so an original and its edit copy share a batch. */
export const BATCH_SIZE = 10_000;
/** Every 50th activity (local numbering per platform) is the pending edit copy of the one before it. */
const EDIT_COPY_EVERY = 50;
/** Media ids are reserved per activity: id = mediaBase + (activityId - firstId) * MEDIA_SLOTS + index. */
const MEDIA_SLOTS = 5;
/** Clips made by make-demo-images.ts when ffmpeg is available; a few media rows are videos of these. */
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
  /** Weighted list: big cities appear several times, so they get more activities. */
  cityPicks: Array<{ id: number; name: string; slug: string }>;
  /** Organisations with the templates they offer (0-based) and their home city (1-based index into cityPicks). */
  organisations: Array<{ id: number; templates: number[]; cityPick: number }>;
  /** Filter ids by name within the platform. */
  filterIds: Map<string, number>;
  outingTypeFilterIds: number[];
  specialWishFilterIds: number[];
  firstNames: string[];
  lastNames: string[];
}

const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;
const textArray = (value: string[]) =>
  sql`ARRAY(SELECT x FROM jsonb_array_elements_text(${json(value)}) WITH ORDINALITY AS e(x, n) ORDER BY n)`;
const intArray = (value: number[]) =>
  sql`ARRAY(SELECT x::int FROM jsonb_array_elements_text(${json(value)}) WITH ORDINALITY AS e(x, n) ORDER BY n)`;

function templateSlug(template: ActivityTemplate): string {
  // Slugify around the placeholder so the city slug can be put in by SQL.
  return template.title
    .split('{city}')
    .map((part) => slugify(part))
    .join('-{city}-')
    .replace(/^-|-$/g, '')
    .replace(/--+/g, '-');
}

/** The text pools of one platform as a one-row CTE `p`; SQL picks from it by hash. */
function poolsCte(input: PlatformBulkInput): SQL {
  const { catalog } = input;
  const templates = catalog.templates;
  const generic: DemoImageKey[] =
    input.brand === 'kids' ? ['party', 'playground', 'forest', 'farm', 'treasure', 'beach'] : ['meeting', 'dinner', 'city', 'forest', 'hiking', 'beer'];
  const images = templates.map((t) => {
    const list = [...t.images];
    for (const extra of generic) if (list.length < MEDIA_SLOTS && !list.includes(extra)) list.push(extra);
    return list.map((key) => demoImageUrl(key));
  });
  const categories = templates.map((t) =>
    t.categories.map((name) => {
      const id = input.filterIds.get(name);
      if (id === undefined) throw new Error(`template "${t.title}" names unknown filter "${name}"`);
      return id;
    }),
  );
  return sql`p AS (SELECT
    ${textArray(templates.map((t) => t.title))} AS t_title,
    ${textArray(templates.map(templateSlug))} AS t_slug,
    ${textArray(templates.map((t) => t.description))} AS t_desc,
    ${textArray(templates.map((t) => t.indoorOutdoor))} AS t_io,
    ${intArray(templates.map((t) => t.minimumAge ?? -1))} AS t_minage,
    ${json(images)} AS t_images,
    ${json(categories)} AS t_cats,
    ${intArray(input.cityPicks.map((c) => c.id))} AS city_ids,
    ${textArray(input.cityPicks.map((c) => c.name))} AS city_names,
    ${textArray(input.cityPicks.map((c) => c.slug))} AS city_slugs,
    ${intArray(input.organisations.map((o) => o.id))} AS org_ids,
    ${json(input.organisations.map((o) => o.templates))} AS org_tpls,
    ${intArray(input.organisations.map((o) => o.cityPick))} AS org_city,
    ${intArray(input.outingTypeFilterIds)} AS outing,
    ${intArray(input.specialWishFilterIds)} AS special,
    ${textArray(catalog.closings)} AS closings,
    ${textArray(catalog.locationDescriptions)} AS locs,
    ${textArray(catalog.durations)} AS durations,
    ${textArray(catalog.reviewComments)} AS reviews,
    ${textArray(catalog.editNotes)} AS edit_notes,
    ${intArray(catalog.personsMin)} AS pmin,
    ${intArray(catalog.personsMax)} AS pmax,
    ${textArray(input.firstNames)} AS first_names,
    ${textArray(input.firstNames.map((n) => slugify(n).replace(/-/g, '')))} AS first_slugs,
    ${textArray(input.lastNames)} AS last_names,
    ${textArray(DEMO_VIDEOS.map((k) => k))} AS video_keys
  )`;
}

/**
 * One row per activity id in [lo, hi] with everything the statements share: the source row (an edit
 * copy takes its content from the original), template, city and organisation picks and a few hashes.
 */
function baseCte(input: PlatformBulkInput, lo: number, hi: number): SQL {
  const first = input.firstId;
  const last = input.firstId + input.count - 1;
  // A hash per purpose; `salt` keeps the columns independent, the seed makes the data set.
  const h = (expr: string, salt: number) => `(hashint8extended((${expr})::bigint, ${input.seed * 1000 + salt}::bigint) & 2147483647)::int`;
  return sql.raw(`g AS (
    SELECT gid AS id,
      ((gid - ${first} + 1) % ${EDIT_COPY_EVERY} = 0) AS is_copy,
      ((gid - ${first} + 1) % ${EDIT_COPY_EVERY} = ${EDIT_COPY_EVERY - 1} AND gid + 1 <= ${last}) AS has_copy,
      CASE WHEN (gid - ${first} + 1) % ${EDIT_COPY_EVERY} = 0 THEN gid - 1 ELSE gid END AS src,
      (gid - ${first} + 1) AS local
    FROM generate_series(${lo}, ${hi}) AS gid
  ), go AS (
    SELECT g.*, 1 + ${h('g.src', 3)} % cardinality(p.org_ids) AS o FROM g CROSS JOIN p
  ), b AS (
    -- An organisation offers activities of its own speciality, mostly in its home town.
    SELECT g.*,
      1 + (p.org_tpls -> (g.o - 1) ->> (${h('g.src', 1)} % jsonb_array_length(p.org_tpls -> (g.o - 1))))::int AS t,
      CASE WHEN ${h('g.src', 13)} % 10 < 7 THEN p.org_city[g.o] ELSE 1 + ${h('g.src', 2)} % cardinality(p.city_ids) END AS c,
      ${h('g.src', 4)} % 100 AS state,
      ${h('g.src', 5)} AS h5,
      ${h('g.src', 6)} AS h6,
      ${h('g.src', 7)} AS h7,
      ${h('g.src', 8)} AS h8,
      ${h('g.id', 9)} AS h9,
      ${h('g.src', 10)} AS h10,
      ${h('g.src', 11)} AS h11,
      1 + ${h('g.src', 12)} % ${MEDIA_SLOTS} AS media_count
    FROM go AS g CROSS JOIN p
  )`);
}

async function run(db: Pick<Database, 'execute'>, input: PlatformBulkInput, lo: number, hi: number, statement: SQL) {
  await db.execute(sql`WITH ${poolsCte(input)}, ${baseCte(input, lo, hi)} ${statement}`);
}

/** Inserts the activities of one platform and everything hanging off them, batch by batch. */
export async function insertPlatformActivities(db: Pick<Database, 'execute'>, input: PlatformBulkInput): Promise<void> {
  const ref = input.referenceDate.toISOString();
  const last = input.firstId + input.count - 1;
  const isKids = input.brand === 'kids';
  for (let lo = input.firstId; lo <= last; lo += BATCH_SIZE) {
    const hi = Math.min(lo + BATCH_SIZE - 1, last);
    // State: 0-2 rejected, 3-5 switched off by the provider, 6-7 new and waiting for review, else live.
    // An original that has an edit copy is always live: that is the situation edit copies exist for.
    await run(
      db,
      input,
      lo,
      hi,
      sql.raw(`, v AS (
        SELECT b.*, p.city_names[b.c] AS city_name, p.city_slugs[b.c] AS city_slug,
          CASE WHEN b.is_copy THEN 'COPY' WHEN b.has_copy THEN 'LIVE'
               WHEN b.state < 3 THEN 'REJECTED' WHEN b.state < 6 THEN 'OFF' WHEN b.state < 8 THEN 'PENDING' ELSE 'LIVE' END AS kind,
          (b.h7 % 1000) AS age_days
        FROM b CROSS JOIN p
      )
      INSERT INTO activities (id, approved, title, company_name, status, minimum_age, maximum_age, persons_min, persons_max,
        price, duration, description, website, show_website, location_description, is_edit_copy, slug,
        contact_first_name, contact_last_name, contact_phone, contact_email, geographic_location, indoor_outdoor,
        approval_status, old_idx, platform_id, child_id, organisation_id, random_key, created_at, updated_at)
      SELECT v.id,
        v.kind IN ('LIVE', 'OFF'),
        replace(p.t_title[v.t], '{city}', v.city_name),
        o.name,
        v.kind <> 'OFF',
        ${isKids ? "NULLIF(p.t_minage[v.t], -1)" : 'NULL'},
        ${isKids ? "CASE WHEN v.h5 % 2 = 0 THEN LEAST(16, GREATEST(p.t_minage[v.t], 0) + 6 + v.h5 % 5) END" : 'NULL'},
        p.pmin[1 + v.h5 % cardinality(p.pmin)],
        GREATEST(p.pmax[1 + v.h6 % cardinality(p.pmax)], p.pmin[1 + v.h5 % cardinality(p.pmin)] * 2) + CASE WHEN v.is_copy THEN 10 ELSE 0 END,
        round((${isKids ? '5 + v.h6 % 30' : '19 + v.h6 % 90'}) + (v.h8 % 4) * 0.25, 2),
        p.durations[1 + v.h8 % cardinality(p.durations)],
        replace(CASE WHEN v.is_copy THEN p.edit_notes[1 + v.h9 % cardinality(p.edit_notes)] || E'\\n\\n' ELSE '' END
          || p.t_desc[v.t] || E'\\n\\n' || p.closings[1 + v.h10 % cardinality(p.closings)], '{city}', v.city_name),
        o.website,
        v.h11 % 10 <> 0,
        replace(p.locs[1 + v.h11 % cardinality(p.locs)], '{city}', v.city_name),
        v.is_copy,
        replace(p.t_slug[v.t], '{city}', v.city_slug) || '-' || to_hex(v.src),
        p.first_names[1 + v.h10 % cardinality(p.first_names)],
        p.last_names[1 + v.h11 % cardinality(p.last_names)],
        o.phone,
        p.first_slugs[1 + v.h10 % cardinality(p.first_names)] || '@' || split_part(o.email, '@', 2),
        (CASE WHEN v.h8 % 100 < 85 THEN 'ORIGIN_COUNTRY' WHEN v.h8 % 100 < 96 THEN 'EUROPE' ELSE 'OUTSIDE_EUROPE' END)::geographic_location,
        p.t_io[v.t]::indoor_outdoor,
        (CASE v.kind WHEN 'REJECTED' THEN 'REJECTED' WHEN 'COPY' THEN 'EDITING' WHEN 'PENDING' THEN 'EDITING' ELSE 'APPROVED' END)::approval_status,
        CASE WHEN v.h9 % 10 < 4 OR v.local % 37 = 5 THEN 20000 + v.src * 3 END,
        ${input.platformId},
        CASE WHEN v.has_copy THEN v.id + 1 END,
        o.id,
        v.h9,
        TIMESTAMPTZ '${ref}' - make_interval(days => v.age_days::int + 1, secs => (v.h5 % 86400)::double precision),
        TIMESTAMPTZ '${ref}' - make_interval(days => CASE WHEN v.is_copy THEN (v.h6 % 7)::int ELSE (v.age_days - v.h6 % (v.age_days + 1))::int END, secs => (v.h6 % 86400)::double precision)
      FROM v CROSS JOIN p JOIN organisations o ON o.id = p.org_ids[v.o]`),
    );

    const mediaId = `${input.mediaBase} + (b.id - ${input.firstId}) * ${MEDIA_SLOTS} + k`;
    // The last picture of a few galleries is a short video clip (the gallery's video button needs one).
    const isVideo = `(k = b.media_count - 1 AND b.media_count >= 3 AND b.h11 % 25 = 0)`;
    await run(
      db,
      input,
      lo,
      hi,
      sql.raw(`INSERT INTO media (id, title, alt, url, type, index, width, height, created_at, updated_at)
        SELECT ${mediaId}, a.title, a.title,
          CASE WHEN ${isVideo} THEN '/demo/video/' || p.video_keys[1 + b.h10 % cardinality(p.video_keys)] || '.mp4'
               ELSE p.t_images -> (b.t - 1) ->> (k % jsonb_array_length(p.t_images -> (b.t - 1))) END,
          (CASE WHEN ${isVideo} THEN 'VIDEO' ELSE 'IMAGE' END)::media_type,
          k, ${DEMO_IMAGE_WIDTH}, ${DEMO_IMAGE_HEIGHT}, a.created_at, a.created_at
        FROM b CROSS JOIN p JOIN activities a ON a.id = b.id
        CROSS JOIN LATERAL generate_series(0, b.media_count - 1) AS k`),
    );
    await run(
      db,
      input,
      lo,
      hi,
      sql.raw(`INSERT INTO activity_media (activity_id, media_id)
        SELECT b.id, ${mediaId} FROM b CROSS JOIN LATERAL generate_series(0, b.media_count - 1) AS k`),
    );

    // 1-2 categories from the template, one or two outing types, now and then a special wish: 1-4 filters.
    await run(
      db,
      input,
      lo,
      hi,
      sql.raw(`, f AS (
        SELECT b.id, (p.t_cats -> (b.t - 1) ->> ci)::int AS filter_id
          FROM b CROSS JOIN p CROSS JOIN LATERAL generate_series(0, jsonb_array_length(p.t_cats -> (b.t - 1)) - 1) AS ci
        UNION ALL
        SELECT b.id, p.outing[1 + b.h5 % cardinality(p.outing)] FROM b CROSS JOIN p
        UNION ALL
        SELECT b.id, p.outing[1 + (b.h5 % cardinality(p.outing) + 1 + b.h6 % (cardinality(p.outing) - 1)) % cardinality(p.outing)]
          FROM b CROSS JOIN p WHERE jsonb_array_length(p.t_cats -> (b.t - 1)) = 1 AND b.h7 % 2 = 0
        UNION ALL
        SELECT b.id, p.special[1 + b.h8 % cardinality(p.special)] FROM b CROSS JOIN p WHERE b.h10 % 6 = 0
      )
      INSERT INTO activity_filters (activity_id, filter_id) SELECT DISTINCT id, filter_id FROM f`),
    );

    // One city, a second one for one activity in five; provinces and regions follow from the cities.
    await run(
      db,
      input,
      lo,
      hi,
      sql.raw(`, c AS (
        SELECT b.id, p.city_ids[b.c] AS city_id FROM b CROSS JOIN p
        UNION
        SELECT b.id, p.city_ids[1 + b.h6 % cardinality(p.city_ids)] FROM b CROSS JOIN p WHERE b.h8 % 5 = 0
      )
      INSERT INTO activity_cities (activity_id, city_id) SELECT id, city_id FROM c`),
    );
    await db.execute(
      sql.raw(`INSERT INTO activity_provinces (activity_id, province_id)
        SELECT DISTINCT ac.activity_id, ci.province_id FROM activity_cities ac JOIN cities ci ON ci.id = ac.city_id
        WHERE ac.activity_id BETWEEN ${lo} AND ${hi} AND ci.province_id IS NOT NULL`),
    );
    await db.execute(
      sql.raw(`INSERT INTO activity_regions (activity_id, region_id)
        SELECT DISTINCT ac.activity_id, ci.region_id FROM activity_cities ac JOIN cities ci ON ci.id = ac.city_id
        WHERE ac.activity_id BETWEEN ${lo} AND ${hi} AND ci.region_id IS NOT NULL`),
    );

    // The reviewer's remark on rejected activities and on every other pending edit copy.
    await run(
      db,
      input,
      lo,
      hi,
      sql.raw(`INSERT INTO review_comments (activity_id, text, created_at, updated_at)
        SELECT a.id, p.reviews[1 + b.h9 % cardinality(p.reviews)], a.updated_at, a.updated_at
        FROM b CROSS JOIN p JOIN activities a ON a.id = b.id
        WHERE a.approval_status = 'REJECTED' OR (a.is_edit_copy AND b.h9 % 2 = 0)`),
    );
    // Activities imported from the previous system kept their old "id-title" address as a redirect.
    await run(
      db,
      input,
      lo,
      hi,
      sql.raw(`INSERT INTO redirects (activity_id, old_slug, new_slug, created_at, updated_at)
        SELECT a.id, a.old_idx::text || '-' || replace(p.t_slug[b.t], '{city}', p.city_slugs[b.c]), a.slug, a.created_at, a.created_at
        FROM b CROSS JOIN p JOIN activities a ON a.id = b.id
        WHERE NOT b.is_copy AND b.local % 37 = 5`),
    );
  }
}

/** Media ids a platform's activities reserve (see MEDIA_SLOTS). */
export function mediaIdsNeeded(activityCount: number): number {
  return activityCount * MEDIA_SLOTS;
}
