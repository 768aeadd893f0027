/**
 * The page head of core.md 2 as React Router meta descriptors: title, description, social title,
 * social description and social image (falling back to title, description and the brand logo), a
 * canonical link only when the page URL is given, hreflang alternates between the Dutch and Belgian
 * versions of a page that exists on both, and one JSON-LD graph (Organization and WebSite on every page,
 * plus what the screen adds). The robots value 'noodp' is rendered by the root Layout.
 */
import type { MetaDescriptor } from 'react-router';
import type { Thing } from 'schema-dts';
import { absoluteUrl, canonicalUrl } from './canonical.ts';
import { type HeadContext, type HeadShell, originOf } from './head-context.ts';
import { type Crumb, breadcrumbLd, jsonLdGraph, organizationLd, webSiteLd } from './structured-data.ts';

/** Longest meta description before it is cut (search engines show about 155-160 characters). */
export const META_DESCRIPTION_MAX = 160;

export interface PageHeadInput {
  /** The page's own title; the brand name is appended ("Title | Brand") unless it is the brand name itself. */
  title: string;
  /** Meta description; falls back to the brand tagline. HTML is stripped and long text cut. */
  description?: string | null;
  socialTitle?: string | null;
  socialDescription?: string | null;
  /** Social image (path or URL); falls back to the brand logo. */
  image?: string | null;
  /**
   * The page's own path when its URL is known: the canonical link is then given. Pass the clean path
   * (see canonicalUrl for overviews with filters in the query).
   */
  canonicalPath?: string | null;
  /** Query of the canonical URL and the parameters that belong in it, in their fixed order. */
  canonicalQuery?: { search: string | URLSearchParams; keep: readonly string[] };
  /**
   * The same page exists on the other language version of the site (nl-NL <-> nl-BE): hreflang links
   * to both and x-default. Needs canonicalPath. When left out it is true for the screens both sites have
   * (see SHARED_SCREEN_PATHS) without a query, false otherwise.
   */
  alternates?: boolean;
  /** Breadcrumbs the screen shows (BreadcrumbList). */
  breadcrumbs?: readonly Crumb[];
  /** More structured data (ItemList, activity, Event ...), see structured-data.ts. */
  jsonLd?: readonly Thing[];
  /** Open Graph type; 'website' by default, 'article' for blogs. */
  ogType?: string;
}

/**
 * Screens that exist under the same path on every site of an hreflang group (core.md 2): the static
 * screens, and blog articles (Belgium shows the Dutch blog list). Activities, organisations and
 * filtered overviews differ per platform.
 */
export const SHARED_SCREEN_PATHS: readonly RegExp[] = [
  /^\/$/,
  /^\/(uitjes|blogs|helpdesk|nieuwsbrief|adverteren|overzicht|over-ons)$/,
  /^\/blog\/\d+$/,
  /^\/blogs\/[a-z0-9-]+\.html$/,
];

function isSharedScreen(path: string, hasQuery: boolean): boolean {
  return !hasQuery && SHARED_SCREEN_PATHS.some((pattern) => pattern.test(path));
}

/** Plain text of (possibly HTML) text, whitespace collapsed, cut at `max` characters on a word boundary. */
export function metaDescriptionText(text: string, max = META_DESCRIPTION_MAX): string {
  const plain = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 3);
  const atWord = cut.lastIndexOf(' ') > max * 0.6 ? cut.slice(0, cut.lastIndexOf(' ')) : cut;
  return `${atWord.replace(/[\s,.;:]+$/, '')}...`;
}

/** "Title | Brand", or the brand name alone when the title is empty or already the brand name. */
export function documentTitle(title: string, brandName: string | undefined): string {
  const clean = title.trim();
  if (!brandName) return clean;
  if (!clean || clean === brandName) return brandName;
  // Stored SEO titles may already end with the brand ("Kinderfeestje in Utrecht | Kidsuitjes").
  if (clean.endsWith(brandName)) return clean;
  return `${clean} | ${brandName}`;
}

/** The head of a page from its texts, the brand shell and the head context (page-head.server.ts). */
export function buildPageHead(shell: HeadShell | undefined, context: HeadContext | undefined, input: PageHeadInput): MetaDescriptor[] {
  const brandName = shell?.platform.name;
  const origin = context?.origin ?? (shell ? originOf(shell.platform.domain) : '');
  const title = documentTitle(input.title, brandName);
  const rawDescription = input.description?.trim() || shell?.platform.tagline || shell?.platform.alternativeName || brandName || '';
  const description = metaDescriptionText(rawDescription);
  const socialTitle = input.socialTitle?.trim() || title;
  const socialDescription = input.socialDescription?.trim() ? metaDescriptionText(input.socialDescription) : description;
  const imagePath = input.image || shell?.platform.logoUrl || null;
  const image = imagePath && origin ? absoluteUrl(origin, imagePath) : null;
  const canonical = input.canonicalPath != null && origin ? canonicalUrl(origin, input.canonicalPath, input.canonicalQuery ?? {}) : null;

  const head: MetaDescriptor[] = [
    { title },
    { name: 'description', content: description },
    { property: 'og:title', content: socialTitle },
    { property: 'og:description', content: socialDescription },
    { property: 'og:type', content: input.ogType ?? 'website' },
    ...(brandName ? [{ property: 'og:site_name', content: brandName }] : []),
    ...(shell ? [{ property: 'og:locale', content: shell.brand.htmlLang.replace('-', '_') }] : []),
    ...(canonical ? [{ property: 'og:url', content: canonical }] : []),
    ...(image ? [{ property: 'og:image', content: image }] : []),
    { name: 'twitter:card', content: image && input.image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: socialTitle },
    { name: 'twitter:description', content: socialDescription },
    ...(image ? [{ name: 'twitter:image', content: image }] : []),
  ];
  if (canonical) {
    head.push({ tagName: 'link', rel: 'canonical', href: canonical });
    const pathAndQuery = canonical.slice(origin.length);
    const alternates = input.alternates ?? isSharedScreen(pathAndQuery, pathAndQuery.includes('?'));
    if (alternates && context && context.alternates.length > 1) {
      for (const alternate of context.alternates) {
        head.push({ tagName: 'link', rel: 'alternate', hrefLang: alternate.hrefLang, href: `${alternate.origin}${pathAndQuery}` });
      }
      const fallback = context.alternates.find((alternate) => alternate.isDefault) ?? context.alternates[0]!;
      head.push({ tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: `${fallback.origin}${pathAndQuery}` });
    }
  }
  if (shell && origin) {
    const things: Thing[] = [organizationLd(shell, origin), webSiteLd(shell, origin)];
    if (input.breadcrumbs?.length) things.push(breadcrumbLd(origin, input.breadcrumbs));
    things.push(...(input.jsonLd ?? []));
    head.push({ 'script:ld+json': jsonLdGraph(things) });
  }
  return head;
}
