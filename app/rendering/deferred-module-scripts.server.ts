import { Transform } from 'node:stream';

const HEAD_END = Buffer.from('</head>');
const MODULE_SCRIPT = Buffer.from('type="module" async=""');
const DEFERRED_TYPE = 'text/x-deferred-module';
const DEFERRED_SCRIPT = Buffer.from(`type="${DEFERRED_TYPE}"`);
const PRELOAD_START = Buffer.from('<link rel="modulepreload"');
const PRELOAD_TAG = /<link rel="modulepreload"[^>]*>/g;
const HREF = /\shref="([^"]*)"/;
/** A document whose head is not closed within this many bytes is passed through unchanged. */
const MAX_HEAD_BYTES = 512 * 1024;
/** Room for a whole page on both sides of the transform (the largest are about 160 KB). */
const PAGE_BYTES = 1024 * 1024;

/**
 * Starts the page's code once its first paint and its largest image are on screen (docs/decisions/084).
 * It runs in the head; on DOMContentLoaded it waits until the high-priority images (the LCP candidates)
 * are decoded and the next frame is painted, at most a second, then adds the module preloads listed in
 * #module-preloads, eight per task (from a fragment), and then, in a task of its own, runs React Router's
 * module script (made inert by the transform below) as a module: starting ~25 preload fetches is
 * main-thread work of its own (a 55 ms task at Lighthouse's 4x CPU slowdown when all of it was one task,
 * 20 ms unthrottled for the preloads alone). A tab in the background gets no frames, hence the timers.
 */
const LOADER = `(function(){var d=document,n=d.currentScript.nonce,started=false;
function start(){if(started)return;started=true;preload(JSON.parse(d.getElementById("module-preloads").textContent),0);}
function preload(list,from){var f=d.createDocumentFragment(),to=Math.min(list.length,from+8);
for(var i=from;i<to;i++){var l=d.createElement("link");l.rel="modulepreload";l.href=list[i];f.appendChild(l);}
d.head.appendChild(f);setTimeout(to<list.length?function(){preload(list,to)}:boot,0);}
function boot(){var b=d.querySelector('script[type="${DEFERRED_TYPE}"]');if(!b)return;
var s=d.createElement("script");s.type="module";s.nonce=n;s.textContent=b.textContent;b.after(s);}
function painted(){requestAnimationFrame(function(){setTimeout(start,0)});setTimeout(start,100);}
function ready(){var images=d.querySelectorAll('img[fetchpriority="high"]'),decoded=[];
for(var i=0;i<images.length;i++)decoded.push(images[i].decode().catch(function(){}));
Promise.all(decoded).then(painted);setTimeout(start,1000);}
if(d.readyState==="loading")d.addEventListener("DOMContentLoaded",ready);else ready();})();`;

/**
 * The page's JavaScript loads after its first paint and its largest image (docs/decisions/084): the
 * server HTML is complete and works without code, so the bandwidth and main thread of a slow phone go to
 * what the visitor sees first.
 *
 * Works on the SSR byte stream, because React Router's `<Scripts>` offers no hook for this:
 * - the head is held until `</head>`; its `<link rel="modulepreload">` tags (React hoists them there)
 *   are taken out and listed in `<script type="application/json" id="module-preloads">`, followed by
 *   the loader (with the request's CSP nonce);
 * - in the body, React Router's inline module script (`type="module" async=""`) gets an inert type; the
 *   loader runs its text as a module later.
 * A document without a head, or without that script, passes through otherwise unchanged.
 */
export function deferredModuleScripts(nonce: string | undefined): Transform & { flush(): void } {
  let head: Buffer[] | null = [];
  let carry = Buffer.alloc(0);
  let scriptFound = false;
  const nonceAttribute = nonce ? ` nonce="${nonce}"` : '';
  /** What React wrote since its last flush() (see below), not yet looked at. */
  let pending: Buffer[] = [];

  /**
   * The head (bytes up to `headEnd`) as pieces: the preload tags taken out, the list and the loader added
   * before `</head>`. Pieces, not one buffer: the page is copied once, when its pieces are joined.
   */
  function rewriteHead(bytes: Buffer, headEnd: number): Buffer[] {
    const head = bytes.subarray(0, headEnd);
    // Only the stretch from the first to the end of the last preload tag is read as text: the rest of
    // the head (most of it the inline style sheet) is copied as it is.
    const from = bytes.indexOf(PRELOAD_START);
    if (from < 0 || from >= headEnd) return [head];
    let lastTag = from;
    for (let next = bytes.indexOf(PRELOAD_START, from + 1); next >= 0 && next < headEnd; next = bytes.indexOf(PRELOAD_START, next + 1)) lastTag = next;
    const lastTagEnd = bytes.indexOf('>', lastTag + PRELOAD_START.length);
    const to = lastTagEnd < 0 || lastTagEnd >= headEnd ? headEnd : lastTagEnd + 1;
    const hrefs: string[] = [];
    const kept = bytes
      .subarray(from, to)
      .toString('utf8')
      .replace(PRELOAD_TAG, (tag) => {
        const href = HREF.exec(tag)?.[1];
        if (href) hrefs.push(href.replace(/&amp;/g, '&'));
        return '';
      });
    if (hrefs.length === 0) return [head];
    // JSON inside a script element: `<` escaped so no href can close it.
    const list = JSON.stringify(hrefs).replace(/</g, '\\u003c');
    const added = `<script type="application/json" id="module-preloads">${list}</script><script${nonceAttribute}>${LOADER}</script>`;
    return [bytes.subarray(0, from), Buffer.from(kept), bytes.subarray(to, headEnd), Buffer.from(added)];
  }

  /** Body bytes as pieces, the module script made inert; the last bytes that may start the needle are held back. */
  function rewriteBody(bytes: Buffer, final: boolean): Buffer[] {
    if (scriptFound) return [bytes];
    const at = bytes.indexOf(MODULE_SCRIPT);
    if (at >= 0) {
      scriptFound = true;
      return [bytes.subarray(0, at), DEFERRED_SCRIPT, bytes.subarray(at + MODULE_SCRIPT.length)];
    }
    if (final) return [bytes];
    const keep = Math.min(bytes.length, MODULE_SCRIPT.length - 1);
    carry = Buffer.from(bytes.subarray(bytes.length - keep));
    return [bytes.subarray(0, bytes.length - keep)];
  }

  /** The rewritten bytes of what is pending (any cut of the stream gives the same output), or undefined. */
  function takePending(): Buffer | undefined {
    if (pending.length === 0) return undefined;
    const chunk = pending.length === 1 ? pending[0]! : Buffer.concat(pending);
    pending = [];
    if (head) {
      head.push(chunk);
      const bytes = head.length === 1 ? chunk : Buffer.concat(head);
      const headEnd = bytes.indexOf(HEAD_END);
      if (headEnd < 0 && bytes.length <= MAX_HEAD_BYTES) {
        head = [bytes];
        return undefined;
      }
      head = null;
      if (headEnd < 0) {
        scriptFound = true;
        return bytes;
      }
      return Buffer.concat([...rewriteHead(bytes, headEnd), ...rewriteBody(bytes.subarray(headEnd), false)]);
    }
    const bytes = carry.length > 0 ? Buffer.concat([carry, chunk]) : chunk;
    carry = Buffer.alloc(0);
    return joined(rewriteBody(bytes, false));
  }

  const transform = new Transform({
    // React writes the page in pieces of 4 KB and calls flush() after each batch: the pieces are kept and
    // passed on as one buffer per batch (a whole page at once when no Suspense boundary is pending),
    // instead of 25-40 pieces each crossing this transform, the web stream of
    // createReadableStreamFromReadable and the server's read-and-write loop (a promise round trip each).
    // The high-water marks hold a whole page, so nothing stops for the reader every 16 KB either.
    writableHighWaterMark: PAGE_BYTES,
    readableHighWaterMark: PAGE_BYTES,
    transform(chunk: Buffer, _encoding, done) {
      pending.push(chunk);
      done();
    },
    flush(done) {
      const bytes = takePending();
      if (head) return done(null, head.length > 0 ? Buffer.concat(head) : undefined);
      const tail = carry.length > 0 ? joined(rewriteBody(carry, true)) : undefined;
      done(null, bytes && tail ? Buffer.concat([bytes, tail]) : (bytes ?? tail));
    },
  });
  // Called by React (flushBuffered in react-dom/server) at the end of every batch of writes, the way it
  // flushes a compression stream.
  return Object.assign(transform, {
    flush() {
      const bytes = takePending();
      if (bytes && bytes.length > 0 && !transform.destroyed) transform.push(bytes);
    },
  });
}

/** One buffer of pieces, copied only when there is more than one. */
function joined(pieces: Buffer[]): Buffer {
  return pieces.length === 1 ? pieces[0]! : Buffer.concat(pieces);
}
