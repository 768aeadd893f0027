import sanitizeHtml from 'sanitize-html';

/**
 * The one sanitiser of stored rich text (blog articles, activity and event descriptions): applied when
 * the portal saves it and again on every public read, so neither an editor nor an old row can put
 * scripts, styles or event handlers on a page. Two profiles: an article may carry images and tables; a
 * description written in the portal's editor carries text structure and links only.
 */
const TEXT_TAGS = ['h2', 'h3', 'h4', 'p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'a', 'blockquote'];

const BASE_OPTIONS: sanitizeHtml.IOptions = {
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'], img: ['src', 'alt', 'width', 'height', 'loading'], th: ['scope'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  transformTags: {
    // Headings inside a text start below the page's h1.
    h1: 'h2',
    a: (tagName, attribs) => {
      const external = /^https?:\/\//i.test(attribs.href ?? '');
      return { tagName, attribs: external ? { ...attribs, target: '_blank', rel: 'noopener noreferrer' } : attribs };
    },
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy', alt: attribs.alt ?? '' } }),
  },
};

const PROFILES = {
  article: { ...BASE_OPTIONS, allowedTags: [...TEXT_TAGS, 'img', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'figure', 'figcaption'] },
  description: { ...BASE_OPTIONS, allowedTags: TEXT_TAGS },
} satisfies Record<string, sanitizeHtml.IOptions>;

export type RichTextProfile = keyof typeof PROFILES;

export function sanitizeRichText(html: string, profile: RichTextProfile): string {
  return sanitizeHtml(html, PROFILES[profile]);
}

/** Whether a stored text is HTML (the portal's editor) or plain text with blank lines (the demo generator, old rows). */
export function looksLikeHtml(text: string): boolean {
  return /<(p|br|h[1-6]|ul|ol|li|strong|em|b|i|u|a|blockquote)\b[^>]*>/i.test(text);
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * A description as safe HTML for a public page: editor HTML sanitised; plain text escaped, one paragraph
 * per blank-line block and a line break per single newline.
 */
export function descriptionHtml(text: string | null): string {
  if (!text?.trim()) return '';
  if (looksLikeHtml(text)) return sanitizeRichText(text, 'description');
  return text
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => `<p>${escapeHtml(block).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/** The visible text of an HTML fragment, whitespace collapsed (for card excerpts and meta texts). */
export function plainText(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}
