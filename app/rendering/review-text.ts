import { Parser } from 'htmlparser2';
import { descriptionHtml } from './rich-text.ts';

/**
 * A description as a reviewer reads it (the activity and event reviews): the text as it will be published
 * (sanitised, as descriptionHtml makes it), one line per paragraph, heading and list item, list items
 * marked, and every link followed by where it points ("hier [→ https://example.nl/]"), so a link whose
 * words say one thing and whose target is another (spam) is seen, and a changed target shows in the
 * word comparison. htmlparser2 is the parser sanitize-html itself uses.
 */
const BLOCKS = new Set(['p', 'h2', 'h3', 'h4', 'li', 'blockquote', 'ul', 'ol']);

export function reviewText(stored: string | null): string {
  const html = descriptionHtml(stored);
  const out: string[] = [];
  const links: string[] = [];
  const lists: Array<{ ordered: boolean; next: number }> = [];
  const parser = new Parser(
    {
      onopentag(name, attribs) {
        if (BLOCKS.has(name) || name === 'br') out.push('\n');
        if (name === 'ul' || name === 'ol') lists.push({ ordered: name === 'ol', next: 1 });
        if (name === 'li') {
          const list = lists.at(-1);
          out.push(list?.ordered ? `${list.next++}. ` : '• ');
        }
        if (name === 'a') links.push(attribs.href ?? '');
      },
      ontext(text) {
        out.push(text.replace(/\s+/g, ' '));
      },
      onclosetag(name) {
        if (name === 'a') {
          const href = links.pop();
          if (href) out.push(` [→ ${href}]`);
        }
        if (name === 'ul' || name === 'ol') lists.pop();
        if (BLOCKS.has(name)) out.push('\n');
      },
    },
    { decodeEntities: true },
  );
  parser.end(html);
  return out
    .join('')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n');
}
