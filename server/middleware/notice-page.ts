import type { Context } from 'hono';
// Every locale's texts: the notices are rendered here, on the server.
import '../../app/i18n/catalogues.server.ts';
import type { Catalogue } from '../../app/i18n/catalogues/nl/index.ts';
import { translate } from '../../app/i18n/i18n.ts';
import type { AppEnv } from '../app-env.ts';

/** HTML-escapes a value for text and attribute positions. */
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * The small page a browser gets when a page post is refused before its route sees it (413 too large,
 * 429 too many): title, one sentence and a link back to the form's page, in the platform's language.
 * `back` is a path and query, escaped here.
 */
export function noticePageHtml({
  language,
  title,
  text,
  back,
  backLabel,
}: {
  language: string;
  title: string;
  text: string;
  back: string;
  backLabel: string;
}): string {
  return (
    `<!DOCTYPE html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">' +
    `<title>${title}</title></head><body><h1>${title}</h1><p>${text}</p><p><a href="${escapeHtml(back)}">${backLabel}</a></p></body></html>`
  );
}

/** The page a post was sent for: a script's post goes to `<page>.data` (`/_root.data` for home). */
export function formPagePath(requestUrl: string): string {
  const url = new URL(requestUrl);
  return url.pathname.replace(/^\/_root\.data$/, '/').replace(/\.data$/, '') + url.search;
}

/** Which notice (catalogues/<locale>/notices.ts): its title, one sentence and the label of the link back. */
export type NoticeKey = keyof Catalogue['notices'];

/**
 * A refused page post or page request answered as a browser expects it: the notice page in the
 * platform's language with a link back to the form's page, never cached.
 */
export function noticePageResponse(c: Context<AppEnv>, status: 400 | 403 | 413 | 415, notice: NoticeKey, values: Record<string, string> = {}): Response {
  return new Response(noticePageFor(c, notice, values), { status, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } });
}

/** The notice page's HTML for this request's brand; `{{name}}` in its text is filled from `values`, escaped. */
export function noticePageFor(c: Context<AppEnv>, notice: NoticeKey, values: Record<string, string> = {}): string {
  const { locale, htmlLang } = c.var.brand;
  const escaped = Object.fromEntries(Object.entries(values).map(([name, value]) => [name, escapeHtml(value)]));
  return noticePageHtml({
    language: htmlLang,
    title: translate(locale, `notices.${notice}.title`),
    text: translate(locale, `notices.${notice}.text`, escaped),
    back: formPagePath(c.req.url),
    backLabel: translate(locale, `notices.${notice}.back`),
  });
}
