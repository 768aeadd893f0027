import pino from 'pino';

export type Logger = pino.Logger;

/** Structured JSON logs; one child per request carries the request id. */
export function createLogger(level: string): Logger {
  return pino({ level, base: { service: 'uitjes' }, timestamp: pino.stdTimeFunctions.isoTime });
}
