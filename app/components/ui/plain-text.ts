/**
 * The visible text of a description that may carry HTML (activity and event descriptions are rich
 * text): block tags become spaces, inline tags nothing, the common entities their characters, whitespace one space. Client-safe
 * and small, for cards, the home page and structured data; the blog's stored HTML goes through its
 * sanitiser instead (features/blogs/blog-html.ts).
 */
export function plainDescription(text: string | null): string {
  return (
    (text ?? '')
      // Block tags (and line breaks) part words; inline tags (<strong>, <a>) sit inside a sentence.
      .replace(/<\/?(p|div|br|h[1-6]|li|ul|ol|blockquote|tr|td|th)\b[^>]*>/gi, ' ')
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, ' ')
      .replace(/&amp;/g, '&')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** Cuts a text to `max` characters, the ending included, and adds the ending when something was cut. */
export function truncateText(text: string, max: number, ending = '...'): string {
  const clean = text.trim();
  if (clean.length <= max) return clean;
  return `${clean.slice(0, max - ending.length).trimEnd()}${ending}`;
}
