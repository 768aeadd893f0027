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

/**
 * The results of the sanitiser for the texts read most recently: the same stored texts are read on every
 * page view (the home page's blog excerpts, a detail page's description), and sanitize-html parses a
 * text anew each time (10-15 % of the home page's server time for its 17-31 articles). The function is
 * pure, so a kept result is the very answer; at most MEMO_CHARS characters of texts and results are
 * kept, the oldest dropped first, and longer texts are not kept at all.
 */
const MEMO_CHARS = 4_000_000;
const MEMO_TEXT_MAX = 64 * 1024;

function memoised(compute: (text: string) => string): (text: string) => string {
  const results = new Map<string, string>();
  let chars = 0;
  return (text) => {
    const known = results.get(text);
    if (known !== undefined) return known;
    const result = compute(text);
    if (text.length > MEMO_TEXT_MAX) return result;
    results.set(text, result);
    chars += text.length + result.length;
    for (const [oldest, value] of results) {
      if (chars <= MEMO_CHARS) break;
      results.delete(oldest);
      chars -= oldest.length + value.length;
    }
    return result;
  };
}

// Marked pure: a browser chunk that imports only a helper of this module (blog-card's truncate) must
// not carry sanitize-html (230 KB) because of these calls.
const sanitisers: Record<RichTextProfile, (html: string) => string> = {
  article: /* @__PURE__ */ memoised((html) => sanitizeHtml(html, PROFILES.article)),
  description: /* @__PURE__ */ memoised((html) => sanitizeHtml(html, PROFILES.description)),
};

export function sanitizeRichText(html: string, profile: RichTextProfile): string {
  return sanitisers[profile](html);
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
  return plainTexts(html);
}

const plainTexts = /* @__PURE__ */ memoised((html) =>
  sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim(),
);
