import { asc, sql } from 'drizzle-orm';
import type { MetaDescriptor } from 'react-router';
import type { Database } from '../../db/client.server.ts';
import { platforms } from '../../db/schema/index.ts';
import { type Brand, brandOfPlatform } from '../config/brand.ts';
import { translate } from '../i18n/i18n.ts';
import type { PlatformRow, RequestContext } from '../request-context.server.ts';
import { type HeadContext, type HeadShell, originOf } from './head-context.ts';
import { type PageHeadInput, buildPageHead } from './page-head.ts';
import { publicPlatformOf } from '../site-shell/public-platform.ts';

/**
 * The head context of a platform: its canonical origin and its language versions, the platforms whose
 * brand is in the same hreflang group (read from their rows: a few rows, the group is their data).
 */
export async function loadHeadContext(db: Database, platform: Pick<PlatformRow, 'domain'>, brand: Brand): Promise<HeadContext> {
  const origin = originOf(platform.domain);
  const group = brand.hreflang?.group;
  if (!group) return { origin, alternates: [] };
  const rows = await db
    .select({ id: platforms.id, domain: platforms.domain, localeString: platforms.localeString, brand: platforms.brand })
    .from(platforms)
    .where(sql`${platforms.brand} -> 'hreflang' ->> 'group' = ${group}`)
    .orderBy(asc(platforms.id));
  const alternates = rows.flatMap((row) => {
    const read = brandOfPlatform(row);
    if (!('brand' in read) || read.brand.hreflang?.group !== group) return [];
    return [{ platformId: row.id, hrefLang: read.brand.htmlLang, origin: originOf(row.domain), isDefault: read.brand.hreflang.isDefault }];
  });
  return { origin, alternates: alternates.length > 1 ? alternates : [] };
}

/** One head context per request: the root loader and the page's loader run side by side. */
const headContexts = new WeakMap<RequestContext, Promise<HeadContext>>();

/** The request's head context, kept per platform between requests (site-shell/platform-memo.server.ts). */
export function headContextOf(ctx: RequestContext): Promise<HeadContext> {
  let context = headContexts.get(ctx);
  if (!context) {
    context = ctx.platformMemo.get(ctx.platform.id, 'head', () => loadHeadContext(ctx.db, ctx.platform, ctx.brand));
    headContexts.set(ctx, context);
  }
  return context;
}

/** The parts of the brand shell the head uses, from the request's platform and brand. */
export function headShellOf(platform: PlatformRow, brand: Pick<Brand, 'locale' | 'htmlLang'>): HeadShell {
  return { platform: publicPlatformOf(platform), brand: { locale: brand.locale, htmlLang: brand.htmlLang } };
}

/**
 * The page head of core.md 2, computed by the loaders: a route's `meta` only returns what its loader
 * gave (`loaderHead`), so none of the head code (texts, canonical URLs, JSON-LD) is in the browser's
 * JavaScript (decision 080; docs/decisions/082). The title is a catalogue key or a literal text.
 */
export async function pageHeadOf(
  ctx: RequestContext,
  title: { key: string } | { text: string },
  head: Omit<PageHeadInput, 'title'> = {},
): Promise<MetaDescriptor[]> {
  const pageTitle = 'key' in title ? translate(ctx.brand.locale, title.key) : title.text;
  return buildPageHead(headShellOf(ctx.platform, ctx.brand), await headContextOf(ctx), { ...head, title: pageTitle });
}
