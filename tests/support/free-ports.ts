import { createServer } from 'node:net';

/** Whether nothing listens on 127.0.0.1:`port` right now. */
function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** A port nobody listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * The first of `count` consecutive ports nobody listens on right now (the end-to-end server and its
 * mail catcher's two), so that two test runs on one machine do not meet.
 */
export async function freePortBlock(count: number): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const first = await freePort();
    if (first + count > 65_535) continue;
    const rest = await Promise.all(Array.from({ length: count - 1 }, (_, index) => isFree(first + index + 1)));
    if (rest.every(Boolean)) return first;
  }
  throw new Error(`No ${count} consecutive free ports found`);
}
