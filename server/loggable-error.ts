import { DrizzleQueryError } from 'drizzle-orm/errors';

/** What an error log may carry: never the parameters of a failed query (visitors' names, e-mails, phones). */
export interface LoggableError {
  type: string;
  message: string;
  code?: string;
  query?: string;
  stack?: string;
}

/**
 * The error as it may be logged. A failed query's message repeats its parameters, so it is replaced by
 * the database's own message and the SQL text (which holds placeholders, not values).
 */
export function loggableError(error: unknown): LoggableError {
  if (error instanceof DrizzleQueryError) {
    const cause = error.cause instanceof Error ? error.cause : undefined;
    const code = (cause as { code?: unknown } | undefined)?.code;
    return {
      type: 'DrizzleQueryError',
      message: cause?.message ?? 'query failed',
      ...(typeof code === 'string' ? { code } : {}),
      query: error.query,
      stack: cause?.stack?.split('\n').slice(1).join('\n'),
    };
  }
  if (error instanceof Error) return { type: error.name, message: error.message, stack: error.stack };
  return { type: typeof error, message: String(error) };
}
