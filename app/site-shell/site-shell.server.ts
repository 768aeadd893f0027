import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.server.ts';
import { menuItems } from '../../db/schema/index.ts';
import type { Brand } from '../config/brand.ts';
import type { PlatformRow } from '../request-context.server.ts';
import { publicPlatformOf } from './public-platform.ts';
import type { MenuItem, SiteShell } from './site-shell.types.ts';

/** Everything the layout needs about the request's brand: look, locale, contact data and menus. */
export async function loadSiteShell(db: Database, platform: PlatformRow, brand: Brand): Promise<SiteShell> {
  const items = await db
    .select({ title: menuItems.title, url: menuItems.url, isExternalLink: menuItems.isExternalLink, placement: menuItems.placement })
    .from(menuItems)
    .where(and(eq(menuItems.platformId, platform.id)))
    .orderBy(asc(menuItems.placement), asc(menuItems.position));
  const pick = (placement: string): MenuItem[] =>
    items.filter((item) => item.placement === placement).map(({ title, url, isExternalLink }) => ({ title, url, isExternalLink }));
  return {
    platform: publicPlatformOf(platform),
    brand,
    navigation: pick('navigation'),
    footer: pick('footer'),
  };
}
