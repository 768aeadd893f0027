import { Writable } from 'node:stream';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { createLogger } from './logger.ts';

describe('createLogger', () => {
  it('logs a failed query with its SQL and the database message, never its parameters', () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const log = createLogger('info', sink).child({ requestId: 'r-1' });
    const cause = new Error('value too long for type character varying(200)');
    log.error(
      {
        err: new DrizzleQueryError(
          'insert into "quote_requests" ("name", "email", "phone") values ($1, $2, $3)',
          ['Jan Jansen', 'jan@example.nl', '0612345678'],
          cause,
        ),
      },
      'API request failed',
    );
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0]!) as { requestId: string; err: { message: string; query: string } };
    expect(line.requestId).toBe('r-1');
    expect(line.err.message).toBe(cause.message);
    expect(line.err.query).toContain('quote_requests');
    for (const personal of ['Jan Jansen', 'jan@example.nl', '0612345678']) expect(lines[0]).not.toContain(personal);
  });
});
