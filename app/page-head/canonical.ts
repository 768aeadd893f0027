/**
 * Clean page URLs for the canonical link and structured data: the platform's own origin, the path
 * without a trailing slash, only the query parameters that select content, in a fixed order, without
 * tracking parameters and without defaults (page 1).
 */

/** Query parameters that never change what a page shows (campaign and click trackers). */
export const TRACKING_PARAMETER = /^(utm_[a-z_]+|gclid|gbraid|wbraid|dclid|fbclid|msclkid|yclid|twclid|mc_cid|mc_eid|_ga|_gl|igshid|ref|referrer)$/i;

/** `/uitjes/` -> `/uitjes`; the root stays `/`. Query and fragment are dropped. */
export function cleanPath(path: string): string {
  const bare = path.split(/[?#]/, 1)[0] ?? '';
  const trimmed = bare.replace(/\/+$/, '').replace(/^\/*/, '/');
  return trimmed === '' ? '/' : trimmed;
}

function compareValues(a: string, b: string): number {
  const numeric = /^-?\d+(\.\d+)?$/;
  if (numeric.test(a) && numeric.test(b)) return Number(a) - Number(b);
  return a.localeCompare(b);
}

/**
 * The query string of a clean URL: only the parameters in `keep`, in that order; repeated values
 * sorted (numbers numerically) and de-duplicated; empty values, tracking parameters and `page=1` dropped.
 * Returns '' or '?a=1&b=2'.
 */
export function cleanQuery(search: string | URLSearchParams, keep: readonly string[]): string {
  const params = typeof search === 'string' ? new URLSearchParams(search.startsWith('?') ? search.slice(1) : search) : search;
  const out = new URLSearchParams();
  for (const name of keep) {
    if (TRACKING_PARAMETER.test(name)) continue;
    const values = [
      ...new Set(
        params
          .getAll(name)
          .map((v) => v.trim())
          .filter((v) => v !== ''),
      ),
    ].sort(compareValues);
    if (name === 'page' && values.length === 1 && values[0] === '1') continue;
    for (const value of values) out.append(name, value);
  }
  const query = out.toString();
  return query ? `?${query}` : '';
}

/** Absolute clean URL of a page on the platform: origin + clean path + clean query. */
export function canonicalUrl(origin: string, path: string, options: { search?: string | URLSearchParams; keep?: readonly string[] } = {}): string {
  const query = options.search !== undefined && options.keep ? cleanQuery(options.search, options.keep) : '';
  return `${origin.replace(/\/+$/, '')}${cleanPath(path)}${query}`;
}

/** An absolute URL for a path or URL (images, links in structured data). */
export function absoluteUrl(origin: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  if (pathOrUrl.startsWith('//')) return `https:${pathOrUrl}`;
  return `${origin.replace(/\/+$/, '')}/${pathOrUrl.replace(/^\/+/, '')}`;
}
