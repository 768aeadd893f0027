import { randomUUID } from 'node:crypto';

const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * The id of a request: the client's (a proxy's) when it is a short safe token, since it goes into every
 * log line and back out in a header; a fresh UUID otherwise.
 */
export function requestIdOf(offered: string | undefined): string {
  return offered && SAFE_REQUEST_ID.test(offered) ? offered : randomUUID();
}
