import { inArray } from 'drizzle-orm';
import type { MetaDescriptor } from 'react-router';
import type { Database } from '../../db/client.server.ts';
import { platforms } from '../../db/schema/index.ts';
import { brandLook } from '../config/platforms.ts';
import { translate } from '../i18n/i18n.ts';
import type { PlatformRow, RequestContext } from '../request-context.server.ts';
import { HREFLANG_GROUP, type HeadContext, type HeadShell, originOf } from './head-context.ts';
import { type PageHeadInput, buildPageHead } from './page-head.ts';

/** The head context of a platform: its canonical origin and its language versions. */
export async function loadHeadContext(db: Database, platform: Pick<PlatformRow, 'id' | 'domain'>): Promise<HeadContext> {
  const origin = originOf(platform.domain);
  if (!HREFLANG_GROUP.some((member) => member.platformId === platform.id)) return { origin, alternates: [] };
  const rows = await db
    .select({ id: platforms.id, domain: platforms.domain })
    .from(platforms)
    .where(
      inArray(
        platforms.id,
        HREFLANG_GROUP.map((member) => member.platformId),
      ),
    );
  const alternates = HREFLANG_GROUP.flatMap((member) => {
    const row = rows.find((r) => r.id === member.platformId);
    return row ? [{ platformId: member.platformId, hrefLang: member.hrefLang, origin: originOf(row.domain), isDefault: member.isDefault }] : [];
  });
  return { origin, alternates: alternates.length > 1 ? alternates : [] };
}

/** One head context per request: the root loader and the page's loader run side by side. */
const headContexts = new WeakMap<RequestContext, Promise<HeadContext>>();

export function headContextOf(ctx: RequestContext): Promise<HeadContext> {
  let context = headContexts.get(ctx);
  if (!context) {
    context = loadHeadContext(ctx.db, ctx.platform);
    headContexts.set(ctx, context);
  }
  return context;
}

/** The parts of the brand shell the head uses, from the request's platform. */
export function headShellOf(platform: PlatformRow): HeadShell {
  const { locale, htmlLang } = brandLook(platform.id);
  const { id, name, alternativeName, domain, email, phone, logoUrl, tagline, countryCode } = platform;
  return { platform: { id, name, alternativeName, domain, email, phone, logoUrl, tagline, countryCode }, brand: { locale, htmlLang } };
}

/**
 * The page head of core.md 2, computed by the loaders: a route's `meta` only returns what its loader
 * gave (`loaderHead`), so none of the head code (texts, canonical URLs, JSON-LD) is in the browser's
 * JavaScript (issue 8; docs/decisions/082). The title is a catalogue key or a literal text.
 */
export async function pageHeadOf(
  ctx: RequestContext,
  title: { key: string } | { text: string },
  head: Omit<PageHeadInput, 'title'> = {},
): Promise<MetaDescriptor[]> {
  const pageTitle = 'key' in title ? translate(brandLook(ctx.platform.id).locale, title.key) : title.text;
  return buildPageHead(headShellOf(ctx.platform), await headContextOf(ctx), { ...head, title: pageTitle });
}
