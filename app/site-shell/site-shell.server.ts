import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.server.ts';
import { menuItems } from '../../db/schema/index.ts';
import type { RequestContext } from '../request-context.server.ts';
import { publicPlatformOf } from './public-platform.ts';
import type { MenuItem, SiteShell } from './site-shell.types.ts';

type Menus = Pick<SiteShell, 'navigation' | 'footer'>;

/** The platform's menus (core.md 3), from the database. */
export async function loadMenus(db: Database, platformId: number): Promise<Menus> {
  const items = await db
    .select({ title: menuItems.title, url: menuItems.url, isExternalLink: menuItems.isExternalLink, placement: menuItems.placement })
    .from(menuItems)
    .where(eq(menuItems.platformId, platformId))
    .orderBy(asc(menuItems.placement), asc(menuItems.position));
  const pick = (placement: string): MenuItem[] =>
    items.filter((item) => item.placement === placement).map(({ title, url, isExternalLink }) => ({ title, url, isExternalLink }));
  return { navigation: pick('navigation'), footer: pick('footer') };
}

/**
 * Everything the layout needs about the request's brand: look, locale, contact data and menus. The
 * menus are kept per platform between requests (platform-memo.server.ts); platform and brand come with
 * the request.
 */
export async function siteShellOf(ctx: Pick<RequestContext, 'db' | 'platform' | 'brand' | 'platformMemo'>): Promise<SiteShell> {
  const { navigation, footer } = await ctx.platformMemo.get(ctx.platform.id, 'menus', () => loadMenus(ctx.db, ctx.platform.id));
  return { platform: publicPlatformOf(ctx.platform), brand: ctx.brand, navigation, footer };
}
