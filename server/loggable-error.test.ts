import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { loggableError } from './loggable-error.ts';

describe('loggableError', () => {
  it('keeps the database message and the SQL of a failed query but none of its parameters', () => {
    const cause = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: '22021' });
    const error = new DrizzleQueryError(
      'insert into quote_requests (name, email, phone) values ($1, $2, $3)',
      ['Jan Jansen', 'jan@example.nl', '0612345678'],
      cause,
    );
    const logged = loggableError(error);
    expect(logged).toMatchObject({ type: 'DrizzleQueryError', message: cause.message, code: '22021', query: expect.stringContaining('$1') });
    const text = JSON.stringify(logged);
    for (const personal of ['Jan Jansen', 'jan@example.nl', '0612345678']) expect(text).not.toContain(personal);
  });

  it('keeps the message and stack of other errors', () => {
    const logged = loggableError(new TypeError('x is not a function'));
    expect(logged).toMatchObject({ type: 'TypeError', message: 'x is not a function', stack: expect.stringContaining('TypeError') });
  });
});
