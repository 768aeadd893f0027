import { Writable } from 'node:stream';
import { stripVTControlCharacters } from 'node:util';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { createLogger, terminalLog } from './logger.ts';
import { isStaticFileRequest } from './app.ts';

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

describe('the terminal log (npm start)', () => {
  it('writes a request as one short line and other entries with their fields', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const log = createLogger('info', terminalLog(sink)).child({ requestId: 'r-2' });
    log.info({ method: 'GET', path: '/uitjes', status: 200, ms: 12 }, 'request');
    log.warn({ platformId: 3 }, 'search index build failed');
    await new Promise((resolve) => setImmediate(resolve));
    const plain = stripVTControlCharacters(lines.join(''));
    expect(plain.trim().split('\n')).toHaveLength(2);
    expect(plain).toMatch(/INFO.*: GET \/uitjes 200 12 ms\n/);
    expect(plain).toMatch(/WARN.*: search index build failed \{"platformId":3\}/);
    expect(plain).not.toContain('r-2');
  });

  it('tells the files a page loads from pages and API calls (those are logged at debug)', () => {
    expect(isStaticFileRequest('GET', '/assets/root-abc123.js', 200)).toBe(true);
    expect(isStaticFileRequest('GET', '/images/12/640.webp', 200)).toBe(true);
    expect(isStaticFileRequest('GET', '/favicon.ico', 304)).toBe(true);
    expect(isStaticFileRequest('GET', '/uitjes', 200)).toBe(false);
    expect(isStaticFileRequest('GET', '/api/public/activities', 200)).toBe(false);
    expect(isStaticFileRequest('POST', '/assets/x.js', 200)).toBe(false);
    // A missing file is worth a line.
    expect(isStaticFileRequest('GET', '/assets/gone.js', 404)).toBe(false);
  });
});
