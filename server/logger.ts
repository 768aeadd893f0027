import pino from 'pino';
import pinoPretty from 'pino-pretty';
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

/** Fields the terminal log leaves out: the same on every line, or already in the request's one-line form. */
const TERMINAL_HIDDEN = 'pid,hostname,service,requestId,method,path,status,ms';

/**
 * A log for a person at a terminal (`npm start`): one short coloured line per entry, a request as
 * `GET /uitjes 200 12 ms`, other entries with their fields on the same line. pino-pretty in the process
 * (synchronous, no worker thread): https://github.com/pinojs/pino-pretty#usage-as-a-stream.
 * Production keeps the JSON lines (docs/deploy.md).
 */
export function terminalLog(destination: NodeJS.WritableStream = process.stdout): pino.DestinationStream {
  return pinoPretty({
    destination,
    colorize: true,
    singleLine: true,
    translateTime: 'SYS:HH:MM:ss',
    ignore: TERMINAL_HIDDEN,
    messageFormat: (entry, messageKey) =>
      entry[messageKey] === 'request'
        ? `${String(entry.method)} ${String(entry.path)} ${String(entry.status)} ${String(entry.ms)} ms`
        : String(entry[messageKey] ?? ''),
  });
}
