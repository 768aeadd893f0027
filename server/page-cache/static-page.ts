import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { parseAccept } from 'hono/utils/accept';
import { LRUCache } from 'lru-cache';

/**
 * A cached page whose bytes never change per answer (decision 080). The page was rendered
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
   * value, name, value ...), the request id last: the fast path (fast-hit.ts) answers with exactly these,
   * its own request id as the last value.
   */
  fastHeaders?: string[];
  /** The same headers as one prebuilt head (prebuilt-head.ts), when they can be; the request id is added per answer. */
  fastHead?: string;
}

export interface StaticPage {
  body: string;
  etag: string;
}

type Variants = Partial<Record<PageEncoding, PageVariant>>;

/**
 * The encodings of the pages this process answered, by the page's ETag (a hash of its bytes, so a
 * changed page is another entry): a page read again from a shared store (Redis hands out a new object
 * each time) is not compressed again. At most 64 MB.
 */
const variantsByEtag = new LRUCache<string, Variants>({
  maxSize: 64 * 1024 * 1024,
  sizeCalculation: (variants) => Object.values(variants).reduce((total, variant) => total + variant.body.length, 0) + 512,
});

const GZIP_OPTIONS = { level: 9 };
const brotliOptions = (size: number) => ({
  params: {
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    [zlib.constants.BROTLI_PARAM_QUALITY]: 9,
    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size,
  },
});
const gzipAsync = promisify(zlib.gzip);
const brotliAsync = promisify(zlib.brotliCompress);

function variantsOf(page: StaticPage): Variants {
  let variants = variantsByEtag.get(page.etag);
  if (!variants) {
    variants = { identity: { body: Buffer.from(page.body, 'utf8'), etag: page.etag } };
    variantsByEtag.set(page.etag, variants);
  }
  return variants;
}

/**
 * Compresses a page about to be stored in every encoding, off the main thread (zlib's thread pool), so
 * no visitor waits for a compression: gzip level 9 and brotli quality 9, the smallest bytes a few
 * milliseconds buy, like a static file precompressed for nginx's gzip_static.
 */
export async function prepareVariants(page: StaticPage): Promise<void> {
  const variants = variantsOf(page);
  const plain = variants.identity!.body;
  const [gzip, br] = await Promise.all([gzipAsync(plain, GZIP_OPTIONS), brotliAsync(plain, brotliOptions(plain.length))]);
  // Compressed bytes differ from the page's own: a weak ETag, as a compressing proxy would give.
  variants.gzip ??= { body: gzip, etag: `W/${page.etag}` };
  variants.br ??= { body: br, etag: `W/${page.etag}` };
  variantsByEtag.set(page.etag, variants); // its size has changed
}

/**
 * The page in one encoding. Compressed here, at once and with faster settings, only when it is not
 * prepared yet: a page stored by another process, or asked for in the moment between storing and
 * preparing. The first variant made is the one kept, so every later answer is the same bytes.
 */
export function variantOf(page: StaticPage, encoding: PageEncoding): PageVariant {
  const variants = variantsOf(page);
  let variant = variants[encoding];
  if (!variant) {
    const plain = variants.identity!.body;
    const body =
      encoding === 'gzip'
        ? zlib.gzipSync(plain, { level: 6 })
        : zlib.brotliCompressSync(plain, { params: { ...brotliOptions(plain.length).params, [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } });
    variant = { body, etag: `W/${page.etag}` };
    variants[encoding] = variant;
    variantsByEtag.set(page.etag, variants);
  }
  return variant;
}
