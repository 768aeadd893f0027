/**
 * Search relevance (decision 105): `npm run bench:search-relevance [-- options]`, prints figures; not a test.
 *
 *   node_modules/.bin/node bench/search-relevance.ts                         # seeds the demo catalogue (1500, seed 1)
 *   node_modules/.bin/node bench/search-relevance.ts --data-dir /tmp/seeded   # reuse a DATA_DIR seeded with `npm run seed`
 *   node_modules/.bin/node bench/search-relevance.ts --brands kids --verbose  # one brand, every query's answer
 *   DATABASE_URL=postgres://… node_modules/.bin/node bench/search-relevance.ts  # empties, seeds and uses that database
 *
 * Seeds a fresh temporary PGlite directory with the seed CLI (the default demo catalogue: the judgements
 * in bench/search-judgements.ts are written for it), starts server/main.ts from a private copy of build/
 * and then, per brand on its own host:
 *   1. reads the brand's whole public catalogue (GET /api/public/activities, ordered by title) and, for
 *      every place the judgements name, the activities the overview lists for that place (the
 *      location filter of the same call, with the place's ids from GET /api/public/locations);
 *   2. works out from the judgements which activities are the answer (grade 2) or a fair answer (grade 1)
 *      of every query, and reports rules that match nothing;
 *   3. runs every query as the overview asks it (genericSearchQuery, the visit's random order with a fixed
 *      seed, page 1 of 10) and scores the answer:
 *        hit@5    a target activity among the first 5;
 *        MRR@10   1 / rank of the first target activity among the first 10 (0 when none);
 *        nDCG@10  graded gain (2^grade - 1) / log2(rank + 1), over the best order the catalogue allows;
 *        zero     the query found nothing although the catalogue has its targets.
 * Queries the judgements mark `expectEmpty` (nothing in the catalogue) are reported apart and not scored.
 * Two judgement lists (decision 105): the first (bench/search-judgements.ts) and the second, written from the
 * filter names, descriptions and places (bench/search-judgements-second.ts), each reported on its own.
 * A query that matched nothing with every word is answered with its closest query (the API's `closest`);
 * such answers are counted, and a query still without results counts as zero.
 * Targets (decision 105), per list: hit@5 >= 0.95 per brand and overall; zero results <= 2 %.
 */
import { createServer } from 'node:net';
import { parseArgs } from 'node:util';
import { CATALOGS, templateTitles } from '../db/seed/catalog.ts';
import {
  type Brand,
  BRAND_HOSTS,
  httpGet,
  keepTemporaryDirectories,
  machineLine,
  makeTempDir,
  ms,
  seedWithCli,
  snapshotBuild,
  startServer,
  summarise,
  table,
  treeLine,
} from './lib/harness.ts';
import { JUDGEMENTS, SYNONYM_TABLE_CHECKS, type Judgement, type Match, type QueryKind } from './search-judgements.ts';
import { SECOND_JUDGEMENTS } from './search-judgements-second.ts';

/**
 * The two judgement lists (decision 105), scored and reported apart, and the synonym table's own terms
 * (SYNONYM_TABLE_CHECKS: they check the table, not the search's generalisation; reported without a target).
 */
const LISTS = { first: JUDGEMENTS, second: SECOND_JUDGEMENTS, table: SYNONYM_TABLE_CHECKS } as const;
type ListName = keyof typeof LISTS;
type Listed = Judgement & { list: ListName };

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '3440' },
    'data-dir': { type: 'string' },
    seeded: { type: 'boolean', default: false },
    brands: { type: 'string', default: 'nl,de,kids,be' },
    /** The visit seed of the random order (ties in relevance are broken by it). */
    'order-seed': { type: 'string', default: '12345' },
    'target-hit5': { type: 'string', default: '0.95' },
    /** Decision 105: at most this share of a list's judged queries may find nothing. */
    'target-zero': { type: 'string', default: '0.02' },
    lists: { type: 'string', default: 'first,second,table' },
    verbose: { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
  },
});
const brands = values.brands.split(',').map((b) => b.trim()) as Brand[];
for (const brand of brands) if (!BRAND_HOSTS[brand]) throw new Error(`unknown brand ${brand} (nl, de, kids, be)`);
const orderSeed = Number(values['order-seed']);
const targetHit5 = Number(values['target-hit5']);
const targetZero = Number(values['target-zero']);
const lists = values.lists.split(',').map((l) => l.trim()) as ListName[];
for (const list of lists) if (!LISTS[list]) throw new Error(`unknown list ${list} (first, second, table)`);
keepTemporaryDirectories(values.keep);
/** The demo catalogue the judgements are written for (db/seed/seed.server.ts DEFAULT_ACTIVITY_COUNT, seed 1). */
const DEMO_ACTIVITIES = 1500;
const PAGE = 10;

// ---------------------------------------------------------------------------------------------------
// The API's answers, as far as the bench reads them.

interface Item {
  id: number;
  slug: string;
  title: string;
  companyName: string | null;
  description: string | null;
  indoorOutdoor: 'INDOOR' | 'OUTDOOR' | 'BOTH';
  minimumAge: number | null;
  organisation: { name: string } | null;
  filters: { name: string }[];
}
interface ActivityList {
  activities: Item[];
  total: number;
  /** Set when nothing matched every word: the list is that of this closer query (docs/decisions/105, "Almost never nothing"). */
  closest?: { query: string } | null;
}
interface LocationList {
  locations: { id: number; name: string; type: 'CITY' | 'PROVINCE' | 'REGION' }[];
}

const started = performance.now();
console.log(`# Search relevance  ${machineLine()}`);
console.log(treeLine());

// ---------------------------------------------------------------------------------------------------
// The judgements: checked against the seed's own catalogue before anything runs.

const judgements: Listed[] = lists.flatMap((list) => LISTS[list].filter((j) => brands.includes(j.brand)).map((j) => ({ ...j, list })));
const problems: string[] = [];
{
  const seen = new Set<string>();
  for (const j of judgements) {
    const key = `${j.list} ${j.brand} ${j.query.toLowerCase()}`;
    if (seen.has(key)) problems.push(`[${j.brand}] "${j.query}" appears twice in the ${j.list} list`);
    seen.add(key);
    if (!j.expectEmpty && j.target.length === 0) problems.push(`[${j.brand}] "${j.query}" has no target and is not expectEmpty`);
    const catalog = CATALOGS[j.brand];
    const templates = new Set(catalog.templates.map((t) => t.title.toLowerCase()));
    const filters = new Set(catalog.filterGroups.flatMap((g) => g.filters.map((f) => f.name.toLowerCase())));
    for (const m of [...j.target, ...(j.related ?? [])]) {
      for (const t of list(m.template))
        if (!templates.has(t.toLowerCase())) problems.push(`[${j.brand}] "${j.query}": no template "${t}" in db/seed/catalog.ts`);
      for (const f of list(m.filter)) if (!filters.has(f.toLowerCase())) problems.push(`[${j.brand}] "${j.query}": no filter "${f}" in db/seed/catalog.ts`);
    }
  }
}

function list<T>(value: T | T[] | undefined): T[] {
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
}

const fold = (text: string) => text.normalize('NFC').toLowerCase();
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A template's titles by its own (first) title: an activity made from it has one of them (catalog.ts templateTitles). */
const TITLES = new Map(Object.values(CATALOGS).flatMap((catalog) => catalog.templates.map((t) => [t.title.toLowerCase(), templateTitles(t)] as const)));

/** The titles an activity of `template` may have: any of its titles with a town for `{city}`, numbered in large loads. */
function templatePattern(template: string): RegExp {
  const titles = TITLES.get(template.toLowerCase()) ?? [template];
  const alternatives = titles.map((title) => title.split('{city}').map(escapeRegExp).join('.+'));
  return new RegExp(`^(${alternatives.join('|')})( \\(\\d+\\))?$`, 'iu');
}

function wordsPattern(words: string): RegExp {
  return new RegExp(`(^|[^\\p{L}\\p{N}])${words.trim().split(/\s+/).map(escapeRegExp).join('\\s+')}($|[^\\p{L}\\p{N}])`, 'iu');
}

/** Whether catalogue item `a` matches `m`; `places` holds the activity ids the overview lists per place name. */
function matches(a: Item, m: Match, places: Map<string, Set<number>>): boolean {
  const templates = list(m.template);
  if (templates.length && !templates.some((t) => templatePattern(t).test(a.title))) return false;
  const filters = list(m.filter).map(fold);
  if (filters.length && !a.filters.some((f) => filters.includes(fold(f.name)))) return false;
  if (m.organisation && !wordsPattern(m.organisation).test(a.companyName ?? a.organisation?.name ?? '')) return false;
  if (m.place && !places.get(fold(m.place))?.has(a.id)) return false;
  const io = list(m.indoorOutdoor);
  if (io.length && !io.includes(a.indoorOutdoor)) return false;
  if (m.text && !new RegExp(m.text, 'iu').test(`${a.title}\n${a.description ?? ''}`)) return false;
  if (m.minimumAgeAtMost !== undefined && !(a.minimumAge !== null && a.minimumAge <= m.minimumAgeAtMost)) return false;
  return true;
}

function describe(m: Match): string {
  const parts = [
    ...list(m.template).map((t) => `"${t}"`),
    ...(m.filter ? [`filter ${list(m.filter).join('/')}`] : []),
    ...(m.organisation ? [`organisation "${m.organisation}"`] : []),
    ...(m.place ? [`in ${m.place}`] : []),
    ...(m.indoorOutdoor ? [list(m.indoorOutdoor).join('/')] : []),
    ...(m.text ? [`text /${m.text}/`] : []),
    ...(m.minimumAgeAtMost !== undefined ? [`from age <= ${m.minimumAgeAtMost}`] : []),
  ];
  return parts.join(' ');
}

// ---------------------------------------------------------------------------------------------------
// Database and server.

async function freePort(from: number): Promise<number> {
  for (let port = from; port <= 3499; port += 1) {
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`no free port in ${from}-3499`);
}

const databaseUrl = process.env.DATABASE_URL || undefined;
let dataDir = values['data-dir'];
if (databaseUrl && values.seeded) {
  console.log('using the seeded database in DATABASE_URL as it is');
} else if (!dataDir) {
  dataDir = databaseUrl ? undefined : makeTempDir('relevance-data');
  console.log(`seeding the demo catalogue (${DEMO_ACTIVITIES.toLocaleString('en')} activities, seed 1) into ${databaseUrl ? 'DATABASE_URL' : dataDir} ...`);
  console.log(`seeded in ${seedWithCli(dataDir, DEMO_ACTIVITIES).toFixed(0)} s`);
} else {
  console.log(`using the seeded DATA_DIR ${dataDir}`);
}

const port = await freePort(Number(values.port));
const server = await startServer({
  port,
  dataDir,
  cwd: snapshotBuild(),
  env: { PAGE_CACHE: 'false', SEED_ON_EMPTY: 'false' },
});
console.log(`server pid ${server.pid} on 127.0.0.1:${server.port}`);

async function api<T>(host: string, path: string, query: Record<string, unknown>): Promise<{ status: number; body: T | null; ms: number }> {
  const params = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]));
  const result = await httpGet(server.port, host, `${path}?${params}`, { headers: { accept: 'application/json' } });
  if (result.status !== 200) return { status: result.status, body: null, ms: result.ms };
  return { status: 200, body: JSON.parse(result.body.toString('utf8')) as T, ms: result.ms };
}

/** Every activity the overview lists for `filterQuery`, page by page (ordered by title). */
async function allActivities(host: string, filterQuery: Record<string, unknown>): Promise<Item[]> {
  const items: Item[] = [];
  for (let page = 1; ; page += 1) {
    const { status, body } = await api<ActivityList>(host, '/api/public/activities', {
      page: String(page),
      limit: '100',
      filterQuery: { orderBy: { field: 'title', direction: 'ASC' }, ...filterQuery },
    });
    if (!body) throw new Error(`${host} activities ${JSON.stringify(filterQuery)}: HTTP ${status}`);
    items.push(...body.activities);
    if (body.activities.length < 100) break;
  }
  return items;
}

// ---------------------------------------------------------------------------------------------------
// Per brand: the catalogue, the grades, the answers.

interface Scored {
  judgement: Listed;
  closest: string | null;
  total: number;
  status: number;
  targets: number;
  relatedCount: number;
  hit5: boolean;
  rr: number;
  ndcg: number;
  firstTargetRank: number | null;
  top: Item[];
  grades: number[];
  ms: number;
}

const scored: Scored[] = [];
const catalogueSizes = new Map<Brand, number>();
const searchTimes: number[] = [];

try {
  for (const brand of brands) {
    const host = BRAND_HOSTS[brand];
    const brandJudgements = judgements.filter((j) => j.brand === brand);
    const catalogue = await allActivities(host, {});
    catalogueSizes.set(brand, catalogue.length);

    // The places the judgements name: the activities the overview lists for each (every location of that name).
    const places = new Map<string, Set<number>>();
    const placeNames = new Set(brandJudgements.flatMap((j) => [...j.target, ...(j.related ?? [])].flatMap((m) => (m.place ? [m.place] : []))));
    for (const name of placeNames) {
      const { status, body } = await api<LocationList>(host, '/api/public/locations', { page: '1', limit: '100', filterQuery: { genericSearchQuery: name } });
      if (!body) throw new Error(`${host} locations "${name}": HTTP ${status}`);
      const locations = body.locations.filter((l) => fold(l.name) === fold(name));
      if (locations.length === 0) problems.push(`[${brand}] no city, province or region "${name}" on ${host}`);
      const ids = new Set<number>();
      for (const location of locations) {
        const key = location.type === 'CITY' ? 'city' : location.type === 'PROVINCE' ? 'province' : 'region';
        for (const item of await allActivities(host, { [key]: location.id })) ids.add(item.id);
      }
      places.set(fold(name), ids);
    }

    for (const judgement of brandJudgements) {
      // Grades over the whole catalogue: 2 target, 1 related, 0 otherwise.
      const gradeOf = new Map<number, number>();
      for (const a of catalogue) {
        const grade = judgement.target.some((m) => matches(a, m, places)) ? 2 : (judgement.related ?? []).some((m) => matches(a, m, places)) ? 1 : 0;
        if (grade > 0) gradeOf.set(a.id, grade);
      }
      const targets = [...gradeOf.values()].filter((g) => g === 2).length;
      const relatedCount = gradeOf.size - targets;
      if (!judgement.expectEmpty) {
        // A rule may name a combination the seed happens not to make; a query whose rules all match nothing is wrong.
        if (targets === 0) problems.push(`[${brand}] "${judgement.query}": no activity matches the target ${judgement.target.map(describe).join(' or ')}`);
        if (judgement.related?.length && !judgement.related.some((m) => catalogue.some((a) => matches(a, m, places)))) {
          problems.push(`[${brand}] "${judgement.query}": no activity matches the related ${judgement.related.map(describe).join(' or ')}`);
        }
      } else {
        // A word of an expected-empty query that the catalogue's texts hold makes the judgement doubtful.
        const words = fold(judgement.query)
          .split(/[^\p{L}\p{N}]+/u)
          .filter((w) => w.length >= 4);
        const text = (a: Item) => fold(`${a.title} ${a.companyName ?? ''} ${a.description ?? ''} ${a.filters.map((f) => f.name).join(' ')}`);
        for (const word of words) {
          const holder = catalogue.find((a) => text(a).includes(word));
          if (holder) problems.push(`[${brand}] "${judgement.query}" is expectEmpty, but "${word}" occurs in "${holder.title}" (${holder.companyName ?? ''})`);
        }
      }

      const {
        status,
        body,
        ms: took,
      } = await api<ActivityList>(host, '/api/public/activities', {
        page: '1',
        limit: String(PAGE),
        filterQuery: { orderBy: { field: 'random', direction: 'DESC', seed: orderSeed }, genericSearchQuery: judgement.query },
      });
      searchTimes.push(took);
      const top = body?.activities ?? [];
      const grades = top.map((a) => gradeOf.get(a.id) ?? 0);
      const firstTarget = grades.indexOf(2);
      const dcg = grades.reduce((sum, g, i) => sum + (2 ** g - 1) / Math.log2(i + 2), 0);
      const ideal = [...gradeOf.values()].sort((a, b) => b - a).slice(0, PAGE);
      const idcg = ideal.reduce((sum, g, i) => sum + (2 ** g - 1) / Math.log2(i + 2), 0);
      const row: Scored = {
        judgement,
        closest: body?.closest?.query ?? null,
        total: body?.total ?? 0,
        status,
        targets,
        relatedCount,
        hit5: firstTarget >= 0 && firstTarget < 5,
        rr: firstTarget >= 0 ? 1 / (firstTarget + 1) : 0,
        ndcg: idcg > 0 ? dcg / idcg : 0,
        firstTargetRank: firstTarget >= 0 ? firstTarget + 1 : null,
        top,
        grades,
        ms: took,
      };
      scored.push(row);
      if (values.verbose) {
        console.log(
          `[${brand}] ${judgement.list.padEnd(6)} ${judgement.kind.padEnd(13)} "${judgement.query}" -> ${row.total} results${row.closest ? ` (closest "${row.closest}")` : ''}, targets ${targets}, grades ${grades.join('') || '-'}: ${top
            .slice(0, 3)
            .map((a) => a.title)
            .join(' | ')}`,
        );
      }
    }
  }
} finally {
  await server.stop();
}

// ---------------------------------------------------------------------------------------------------
// Report.

const fixed = (n: number) => (Number.isFinite(n) ? n.toFixed(3) : '-');
const pct = (n: number) => (Number.isFinite(n) ? `${(n * 100).toFixed(1)} %` : '-');
const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : NaN);

/** Rows that judge the search: not expected empty, and with a target the catalogue really has. */
const judgedAll = scored.filter((s) => !s.judgement.expectEmpty && s.targets > 0);
const emptyAll = scored.filter((s) => s.judgement.expectEmpty);

function figures(rows: Scored[]) {
  return {
    n: rows.length,
    hit5: mean(rows.map((r) => (r.hit5 ? 1 : 0))),
    mrr: mean(rows.map((r) => r.rr)),
    ndcg: mean(rows.map((r) => r.ndcg)),
    zero: mean(rows.map((r) => (r.total === 0 ? 1 : 0))),
    zeroCount: rows.filter((r) => r.total === 0).length,
    closest: rows.filter((r) => r.closest !== null).length,
  };
}

console.log(
  `\ncatalogue: ${brands.map((b) => `${b} ${catalogueSizes.get(b) ?? 0}`).join(', ')} public activities; ${scored.length} queries (${judgedAll.length} judged, ${emptyAll.length} expected empty) in ${lists.length} list(s)`,
);
const times = summarise(searchTimes);
console.log(`search calls, one at a time: p50 ${ms(times.p50)}, p95 ${ms(times.p95)}, max ${ms(times.max)}`);

if (problems.length) {
  console.log(`\n## Judgement problems (${problems.length}): fix bench/search-judgements*.ts, these queries are not scored as written`);
  for (const p of problems) console.log(`- ${p}`);
}

const figureRow = (name: string, f: ReturnType<typeof figures>) => [
  name,
  String(f.n),
  fixed(f.hit5),
  fixed(f.mrr),
  fixed(f.ndcg),
  `${pct(f.zero)} (${f.zeroCount})`,
  String(f.closest),
];
const HEAD = ['queries', 'hit@5', 'MRR@10', 'nDCG@10', 'zero results', 'closest'];
const verdicts: string[] = [];

for (const list of lists) {
  const judged = judgedAll.filter((s) => s.judgement.list === list);
  const emptyOnes = emptyAll.filter((s) => s.judgement.list === list);
  console.log(`\n# The ${list} list (${judged.length} judged queries)`);
  console.log(`\n## Per brand  ${machineLine()}`);
  const brandRows = brands.map((b) => [b, figures(judged.filter((s) => s.judgement.brand === b))] as const);
  const overall = figures(judged);
  console.log(table([['brand', ...HEAD], ...brandRows.map(([b, f]) => figureRow(b, f)), figureRow('overall', overall)]));

  console.log('\n## Per kind of query (all brands)');
  const kinds = [...new Set(judged.map((s) => s.judgement.kind))] as QueryKind[];
  console.log(
    table([
      ['kind', ...HEAD],
      ...kinds
        .map((k) => [k, figures(judged.filter((s) => s.judgement.kind === k))] as const)
        .sort((a, b) => a[1].hit5 - b[1].hit5)
        .map(([k, f]) => figureRow(k, f)),
    ]),
  );

  const failing = judged.filter((s) => !s.hit5);
  console.log(`\n## Failing queries (${failing.length} of ${judged.length}: no target in the top 5)`);
  for (const s of failing) {
    const j = s.judgement;
    const expected = `${j.target.map(describe).join(' or ')} (${s.targets} in the catalogue)`;
    const first = s.top[0] ? `"${s.top[0].title}" (${s.top[0].companyName ?? '-'}, grade ${s.grades[0]})` : '-';
    const status = s.status === 200 ? `${s.total} results${s.closest ? ` of the closest "${s.closest}"` : ''}` : `HTTP ${s.status}`;
    const rank = s.firstTargetRank ? `, first target at ${s.firstTargetRank}` : '';
    console.log(`- [${j.brand}] ${j.kind} "${j.query}": ${status}${rank}; expected ${expected}; first: ${first}`);
  }

  if (emptyOnes.length) {
    console.log(`\n## Expected empty (not scored): ${emptyOnes.filter((s) => s.total === 0).length} of ${emptyOnes.length} answered with no results`);
    for (const s of emptyOnes) {
      console.log(
        `- [${s.judgement.brand}] "${s.judgement.query}": ${s.total} results${s.closest ? ` of the closest "${s.closest}"` : ''}${s.top[0] ? `, first "${s.top[0].title}"` : ''}`,
      );
    }
  }

  if (list === 'table') {
    verdicts.push(`table checks (no target): hit@5 ${fixed(overall.hit5)}, zero results ${overall.zeroCount} of ${overall.n}`);
    continue;
  }
  const hitMet = overall.hit5 >= targetHit5 && brandRows.every(([, f]) => !(f.hit5 < targetHit5));
  const zeroMet = overall.zero <= targetZero;
  verdicts.push(
    `${list} list: hit@5 >= ${targetHit5} per brand and overall: ${hitMet ? 'met' : 'NOT met'} (overall ${fixed(overall.hit5)}; ${brandRows.map(([b, f]) => `${b} ${fixed(f.hit5)}`).join(', ')}); ` +
      `zero results <= ${pct(targetZero)}: ${zeroMet ? 'met' : 'NOT met'} (${overall.zeroCount} of ${overall.n}, ${pct(overall.zero)}; ${overall.closest} answered with the closest query)`,
  );
}

console.log(`\n## Targets (decision 105)  ${machineLine()}`);
for (const verdict of verdicts) console.log(verdict);
console.log(`finished in ${((performance.now() - started) / 1000).toFixed(0)} s`);
if (problems.length) process.exitCode = 1;
