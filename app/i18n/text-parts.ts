/**
 * A locale's catalogue comes in parts by screen (app/i18n/catalogues/<locale>/<part>.ts). The server
 * has every part; the browser loads `core` before hydrating and the parts of the page's routes, which
 * each route names in its `handle` (docs/decisions/082: the overview needs about a fifth of the texts).
 * The page titles (head.ts) are the server's only: the loaders compute the page head. `search` (the
 * overview's help when nothing is found) is loaded by that component with its code (component-texts.ts),
 * never named by a route.
 */
export const TEXT_PARTS = ['core', 'overview', 'home', 'detail', 'content', 'portal', 'search'] as const;
export type TextPart = (typeof TEXT_PARTS)[number];

/** The `handle` of a route module: the catalogue parts its screen uses besides `core`. */
export interface TextsHandle {
  texts: readonly TextPart[];
}

/** The catalogue parts the matched routes use, `core` first (the root preloads their chunks). */
export function textPartsOf(matches: ReadonlyArray<{ handle?: unknown }>): TextPart[] {
  const parts = new Set<TextPart>(['core']);
  for (const match of matches) for (const part of (match.handle as Partial<TextsHandle> | undefined)?.texts ?? []) parts.add(part);
  return [...parts];
}
