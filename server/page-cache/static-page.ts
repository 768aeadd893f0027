import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import { parseAccept } from 'hono/utils/accept';

/**
 * A cached page whose bytes never change per answer (issue 25, decision 080). The page was rendered
 * with a CSP nonce; when it is cached the nonce is taken out and the policy names the SHA-256 hash of
 * each inline script instead (`'sha256-…' 'strict-dynamic'`, as strict as the nonce: only these exact
 * scripts run, and what they load). Every answer is then the same bytes, stored once per encoding, so a
 * hit is a buffer write instead of a page rewritten around a fresh nonce.
 */

/** An inline script: no `src`; its text is what the browser hashes (raw, no entity decoding). */
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const NOT_RUN = /\btype\s*=\s*"application\/(?:ld\+)?json"/i;

/**
 * The page without its nonce and the policy with the page's script hashes in the nonce's place; null
 * when the policy does not carry this nonce (then the page is not cached: its scripts would not run).
 */
export function withScriptHashes(html: string, nonce: string, policy: string): { body: string; csp: string } | null {
  const nonceSource = `'nonce-${nonce}'`;
  if (!nonce || !policy.includes(nonceSource)) return null;
  // Everywhere: the script attributes and the hydration data that repeats it for the browser's render.
  const body = html.replaceAll(nonce, '');
  const hashes = new Set<string>();
  for (const [, attributes, text] of body.matchAll(SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes!) || NOT_RUN.test(attributes!)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(text!, 'utf8').digest('base64')}'`);
  }
  const sources = hashes.size > 0 ? [...hashes].join(' ') : "'none'";
  return { body, csp: policy.replace(nonceSource, sources) };
}

export type PageEncoding = 'br' | 'gzip' | 'identity';
const ENCODINGS: readonly PageEncoding[] = ['br', 'gzip', 'identity'];
const chosenEncodings = new Map<string, PageEncoding>();

/**
 * The encoding a client gets: the highest q among br, gzip and identity (a tie goes to the smaller
 * bytes, br first), identity when it refuses all. Remembered per header value: browsers send a handful.
 */
export function pageEncodingOf(acceptEncoding: string | undefined): PageEncoding {
  const header = acceptEncoding ?? '';
  const known = chosenEncodings.get(header);
  if (known) return known;
  const accepted = parseAccept(header);
  const qOf = (coding: PageEncoding) => {
    const exact = accepted.find((item) => item.type.toLowerCase() === coding);
    if (exact) return exact.q;
    const any = accepted.find((item) => item.type === '*');
    if (any) return any.q;
    return coding === 'identity' ? 0.001 : 0;
  };
  let best: PageEncoding = 'identity';
  let bestQ = 0;
  for (const coding of ENCODINGS) {
    const q = qOf(coding);
    if (q > bestQ) [best, bestQ] = [coding, q];
  }
  if (chosenEncodings.size < 200) chosenEncodings.set(header, best);
  return best;
}

/** One encoding of a cached page: its bytes, its ETag, and (once a full answer has been sent) its headers. */
export interface PageVariant {
  body: Buffer;
  etag: string;
  /**
   * The final headers of a HIT answer in this encoding as the whole middleware chain wrote them (name,
   * value, name, value ...), except the request id: the fast path (fast-hit.ts) answers with exactly these.
   */
  headers?: string[];
}

export interface StaticPage {
  body: string;
  etag: string;
}

const variantsOf = new WeakMap<StaticPage, Partial<Record<PageEncoding, PageVariant>>>();

/**
 * The page in one encoding, compressed once per stored page (gzip level 9, brotli quality 9: the
 * smallest bytes a few milliseconds buy, as a static file precompressed for nginx's gzip_static).
 */
export function variantOf(page: StaticPage, encoding: PageEncoding): PageVariant {
  let variants = variantsOf.get(page);
  if (!variants) variantsOf.set(page, (variants = {}));
  let variant = variants[encoding];
  if (!variant) {
    const plain = variants.identity?.body ?? Buffer.from(page.body, 'utf8');
    const body =
      encoding === 'gzip'
        ? zlib.gzipSync(plain, { level: 9 })
        : encoding === 'br'
          ? zlib.brotliCompressSync(plain, {
              params: {
                [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
                [zlib.constants.BROTLI_PARAM_QUALITY]: 9,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: plain.length,
              },
            })
          : plain;
    // Compressed bytes differ from the page's own: a weak ETag, as a compressing proxy would give.
    variant = { body, etag: encoding === 'identity' ? page.etag : `W/${page.etag}` };
    variants[encoding] = variant;
  }
  return variant;
}
