import { createHash } from 'node:crypto';
import canonicalize from 'canonicalize';
import { sql } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import { queryRows, type Database } from '../../db/client.server.ts';
import type { AppEnv } from '../app-env.ts';
import { apiError } from '../api/errors.ts';

/** How long a key's first answer is replayed. */
export const IDEMPOTENCY_TTL_HOURS = 24;
/** Status stored while the first request with a key is still running. */
const IN_PROGRESS = 0;

interface StoredKey {
  request_hash: string;
  response_status: number;
  response_body: unknown;
  fresh: boolean;
}

/**
 * The body as compared between a request and its repeat: a JSON body in its canonical form (RFC 8785:
 * sorted keys, no spacing), so the same JSON written otherwise is the same request; anything else as sent.
 */
function canonicalBody(body: Uint8Array): Uint8Array | string {
  try {
    return canonicalize(JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(body))) ?? body;
  } catch {
    return body;
  }
}

/**
 * `Idempotency-Key` on POST calls (IETF draft): the first request with a key runs and its answer
 * (any status below 500) is stored; a repeat within 24 h with the same method, path, platform and body (JSON compared in canonical form)
 * gets that answer again (header `Idempotent-Replayed: true`) and creates nothing; a repeat with
 * another body is 422; a repeat while the first still runs is 409. Keys are scoped per platform and
 * path. A 5xx answer forgets the key, so the client may retry. Without the header nothing changes.
 */
export function createIdempotency(db: Database): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const key = c.req.header('idempotency-key')?.trim();
    if (!key) return next();
    if (key.length > 255) return apiError(c, 400, 'IDEMPOTENCY_KEY_INVALID', 'The Idempotency-Key header is longer than 255 characters.');
    const body = new Uint8Array(await c.req.arrayBuffer());
    const requestHash = createHash('sha256')
      .update(`${c.req.method} ${c.req.path} ${c.req.header('content-type') ?? ''}\n`)
      .update(canonicalBody(body))
      .digest('hex');
    const scopedKey = `${c.var.platform.id}:${c.req.path}:${key}`;

    // Claim the key, or read the earlier request's; expired keys are taken over.
    const claimed = await queryRows<{ key: string }>(
      db,
      sql`INSERT INTO idempotency_keys (key, request_hash, response_status, created_at)
          VALUES (${scopedKey}, ${requestHash}, ${IN_PROGRESS}, now())
          ON CONFLICT (key) DO UPDATE SET request_hash = EXCLUDED.request_hash, response_status = ${IN_PROGRESS},
            response_body = NULL, created_at = now()
          WHERE idempotency_keys.created_at < now() - make_interval(hours => ${IDEMPOTENCY_TTL_HOURS})
          RETURNING key`,
    );
    if (claimed.length === 0) {
      const [earlier] = await queryRows<StoredKey>(
        db,
        sql`SELECT request_hash, response_status, response_body, true AS fresh FROM idempotency_keys WHERE key = ${scopedKey}`,
      );
      if (!earlier) return apiError(c, 409, 'IDEMPOTENCY_CONFLICT', 'A request with this Idempotency-Key is being processed.');
      if (earlier.request_hash !== requestHash) {
        return apiError(c, 422, 'IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was used with another request body.');
      }
      if (earlier.response_status === IN_PROGRESS) {
        return apiError(c, 409, 'IDEMPOTENCY_CONFLICT', 'A request with this Idempotency-Key is being processed.');
      }
      c.header('Idempotent-Replayed', 'true');
      if (earlier.response_body === null) return c.body(null, earlier.response_status as 204);
      return c.json(earlier.response_body as object, earlier.response_status as 200);
    }

    try {
      await next();
    } catch (error) {
      await db.execute(sql`DELETE FROM idempotency_keys WHERE key = ${scopedKey}`);
      throw error;
    }
    const status = c.res.status;
    if (status >= 500) {
      await db.execute(sql`DELETE FROM idempotency_keys WHERE key = ${scopedKey}`);
      return;
    }
    let responseBody: unknown = null;
    const text = await c.res.clone().text();
    if (text) {
      try {
        responseBody = JSON.parse(text);
      } catch {
        responseBody = { body: text };
      }
    }
    await db.execute(
      sql`UPDATE idempotency_keys SET response_status = ${status}, response_body = ${responseBody === null ? null : JSON.stringify(responseBody)}::jsonb
          WHERE key = ${scopedKey}`,
    );
  };
}
