import type { MetaDescriptor } from 'react-router';
import { translate } from '../../i18n/i18n.ts';
import { pageMeta, shellFromMatches } from '../platform/page-meta.ts';
import type { SiteShell } from '../platform/platform.types.ts';

interface MatchLike {
  id: string;
  loaderData?: unknown;
}

/** Longest meta description (screens.md Blogs: cut at 170 characters). */
export const META_DESCRIPTION_MAX = 170;

export function cutMetaDescription(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length <= META_DESCRIPTION_MAX ? clean : `${clean.slice(0, META_DESCRIPTION_MAX - 3).trimEnd()}...`;
}

/**
 * Title, description and their social variants (core.md 2: page head output). `title` and
 * `description` are either catalogue keys resolved for the brand or literal texts.
 */
export function contentMeta(
  matches: ReadonlyArray<MatchLike | undefined>,
  build: (shell: SiteShell | undefined, t: (key: string) => string) => { title: { key: string } | { text: string }; description: string },
): MetaDescriptor[] {
  const shell = shellFromMatches(matches);
  const locale = shell?.brand.locale ?? 'nl';
  const { title, description } = build(shell, (key) => translate(locale, key));
  const head = pageMeta(matches, title);
  const fullTitle = (head[0] as { title?: string } | undefined)?.title ?? '';
  const cut = cutMetaDescription(description);
  return [
    ...head,
    { name: 'description', content: cut },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: cut },
  ];
}
