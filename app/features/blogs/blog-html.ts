import { sanitizeRichText } from '../../rendering/rich-text.ts';

/**
 * Blog bodies are editorial HTML from the database (decisions.md 15). They are sanitised again on
 * every read with the house's one sanitiser (app/rendering/rich-text.ts), article profile.
 */
export function sanitizeBlogHtml(html: string): string {
  return sanitizeRichText(html, 'article');
}

export { plainText } from '../../rendering/rich-text.ts';

/**
 * Cuts `text` to at most `max` characters and adds `ending` when something was cut (screens.md 9).
 * The cut falls on the last word boundary when one lies in the last 30 % of the allowed length.
 */
export function truncate(text: string, max: number, ending = '...'): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  const atWord = text[max] === ' ' ? cut : space >= max * 0.7 ? cut.slice(0, space) : cut;
  return `${atWord.replace(/[\s,.;:!?–-]+$/, '')}${ending}`;
}
