import type { MetaDescriptor } from 'react-router';
import { type PageHeadInput, pageHead } from '../page-head/page-head.ts';
import { translate } from '../../i18n/i18n.ts';
import type { SiteShell } from './platform.types.ts';

interface MatchLike {
  id: string;
  loaderData?: unknown;
}

/** The root shell from a meta function's matches. */
export function shellFromMatches(matches: ReadonlyArray<MatchLike | undefined>): SiteShell | undefined {
  const root = matches.find((match) => match?.id === 'root');
  return (root?.loaderData as { shell?: SiteShell } | undefined)?.shell;
}

/**
 * The full page head (see features/page-head): `<title>` as "Page | Brand" with the page title from the
 * catalogue key or a literal, and the description (brand tagline by default), social tags and the
 * Organization/WebSite JSON-LD. `head` adds the description, canonical path, breadcrumbs ... of the page.
 */
export function pageMeta(
  matches: ReadonlyArray<MatchLike | undefined>,
  title: { key: string } | { text: string },
  head: Omit<PageHeadInput, 'title'> = {},
): MetaDescriptor[] {
  const shell = shellFromMatches(matches);
  const locale = shell?.brand.locale ?? 'nl';
  const pageTitle = 'key' in title ? translate(locale, title.key) : title.text;
  return pageHead(matches, { ...head, title: pageTitle });
}
