import pino from 'pino';
import { loggableError } from './loggable-error.ts';

export type Logger = pino.Logger;

/**
 * Structured JSON logs; one child per request carries the request id. Every `{ err }` goes through
 * loggableError: a failed query's parameters (visitors' names, e-mails, phones) never reach a log line.
 */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  // The pid tells which of several server processes on a machine (start:cluster) wrote a line.
  return pino(
    { level, base: { service: 'uitjes', pid: process.pid }, timestamp: pino.stdTimeFunctions.isoTime, serializers: { err: loggableError } },
    destination,
  );
}
