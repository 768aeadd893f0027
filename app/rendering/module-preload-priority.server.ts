import { Transform } from 'node:stream';

const PRELOAD = Buffer.from('<link rel="modulepreload"');
const LOW_PRELOAD = Buffer.from('<link rel="modulepreload" fetchpriority="low"');
const HEAD_END = Buffer.from('</head>');

/**
 * Gives the head's `<link rel="modulepreload">` (React Router's `<Scripts>`, which takes no attributes
 * for them) `fetchpriority="low"`: the page is complete server HTML, so its inline styles, the LCP image
 * and the first paint go before the code that makes it interactive (docs/decisions/083). Works on bytes
 * (the needle is ASCII) and stops looking after `</head>`.
 */
export function lowPriorityModulePreloads(): Transform {
  let carry = Buffer.alloc(0);
  let inHead = true;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (!inHead) return done(null, chunk);
      const bytes = carry.length > 0 ? Buffer.concat([carry, chunk]) : chunk;
      const headEnd = bytes.indexOf(HEAD_END);
      if (headEnd >= 0) inHead = false;
      // A preload starting in the last bytes may be cut off: those bytes wait for the next chunk.
      const limit = headEnd >= 0 ? headEnd : Math.max(0, bytes.length - (PRELOAD.length - 1));
      const { out, end } = rewrite(bytes, limit);
      const sent = headEnd >= 0 ? bytes.length : Math.max(limit, end);
      carry = Buffer.from(bytes.subarray(sent));
      done(null, sent === bytes.length ? out : out.subarray(0, out.length - (bytes.length - sent)));
    },
    flush(done) {
      done(null, carry.length > 0 ? carry : undefined);
    },
  });
}

/** `bytes` with every preload starting before `limit` marked low priority; `end`: where the last one ends. */
function rewrite(bytes: Buffer, limit: number): { out: Buffer; end: number } {
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = bytes.indexOf(PRELOAD); at >= 0 && at < limit; at = bytes.indexOf(PRELOAD, at + PRELOAD.length)) {
    parts.push(bytes.subarray(from, at), LOW_PRELOAD);
    from = at + PRELOAD.length;
  }
  if (from === 0) return { out: bytes, end: 0 };
  parts.push(bytes.subarray(from));
  return { out: Buffer.concat(parts), end: from };
}
