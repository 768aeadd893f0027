import http from 'node:http';
import https from 'node:https';

/**
 * The import's HTTP client for the old site (docs/decisions/114): polite (at most `rate` requests a
 * second, one token bucket for the whole run; 0 = no limit), patient (429 and 5xx answers and network
 * errors are tried again after a back-off that doubles, or after the answer's Retry-After) and able to
 * reach `*.localhost` origins: they are loopback by definition (RFC 6761), but Node's resolver does not
 * know them, so the call goes to 127.0.0.1 with the origin's Host header.
 */
export interface SourceAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

export interface SourceClientOptions {
  origin: string;
  /** Requests per second; 0 or less: no limit. */
  rate: number;
  /** Attempts per request before it counts as failed (default 5). */
  attempts?: number;
  /** First back-off in ms (default 500), doubled per attempt, at most `maxBackoffMs`. */
  backoffMs?: number;
  maxBackoffMs?: number;
  timeoutMs?: number;
  /** Told about every retry (the CLI prints it). */
  onRetry?: (info: { path: string; attempt: number; waitMs: number; reason: string }) => void;
}

export class SourceError extends Error {
  readonly status: number | null;
  constructor(message: string, status: number | null) {
    super(message);
    this.status = status;
  }
}

export class SourceClient {
  readonly origin: URL;
  private readonly options: Required<Omit<SourceClientOptions, 'onRetry' | 'origin'>> & Pick<SourceClientOptions, 'onRetry'>;
  private readonly agent: http.Agent;
  private nextSlot = 0;
  requests = 0;
  retries = 0;

  constructor(options: SourceClientOptions) {
    this.origin = new URL(options.origin);
    if (this.origin.protocol !== 'http:' && this.origin.protocol !== 'https:') throw new Error(`--from must be an http(s) origin, got ${options.origin}`);
    this.options = {
      rate: options.rate,
      attempts: options.attempts ?? 5,
      backoffMs: options.backoffMs ?? 500,
      maxBackoffMs: options.maxBackoffMs ?? 30_000,
      timeoutMs: options.timeoutMs ?? 30_000,
      onRetry: options.onRetry,
    };
    this.agent = this.origin.protocol === 'https:' ? new https.Agent({ keepAlive: true, maxSockets: 4 }) : new http.Agent({ keepAlive: true, maxSockets: 4 });
  }

  close(): void {
    this.agent.destroy();
  }

  /** Waits for the next request slot of the rate limit (a token bucket of one: evenly spaced calls). */
  private async slot(): Promise<void> {
    if (this.options.rate <= 0) return;
    const interval = 1000 / this.options.rate;
    const now = Date.now();
    const at = Math.max(now, this.nextSlot);
    this.nextSlot = at + interval;
    if (at > now) await sleep(at - now);
  }

  /** GET a path of the origin; 2xx, 3xx and 4xx other than 429 are answers, the rest is tried again. */
  async get(pathAndQuery: string, accept = 'application/json'): Promise<SourceAnswer> {
    let lastReason = '';
    for (let attempt = 1; attempt <= this.options.attempts; attempt++) {
      await this.slot();
      this.requests++;
      let retryAfterMs: number | null = null;
      try {
        const answer = await this.once(pathAndQuery, accept);
        if (answer.status !== 429 && answer.status < 500) return answer;
        lastReason = `HTTP ${answer.status}`;
        retryAfterMs = retryAfter(answer.headers['retry-after']);
      } catch (error) {
        lastReason = error instanceof Error ? error.message : String(error);
      }
      if (attempt === this.options.attempts) break;
      const waitMs = Math.min(this.options.maxBackoffMs, retryAfterMs ?? this.options.backoffMs * 2 ** (attempt - 1));
      this.retries++;
      this.options.onRetry?.({ path: pathAndQuery, attempt, waitMs, reason: lastReason });
      await sleep(waitMs);
    }
    throw new SourceError(
      `GET ${pathAndQuery}: ${lastReason} after ${this.options.attempts} attempts`,
      /^HTTP (\d+)/.exec(lastReason) ? Number(/^HTTP (\d+)/.exec(lastReason)![1]) : null,
    );
  }

  /** GET JSON; null on 404 (the source has no such record), an error otherwise. */
  async json<T>(pathAndQuery: string): Promise<T | null> {
    const answer = await this.get(pathAndQuery);
    if (answer.status === 404) return null;
    if (answer.status < 200 || answer.status >= 300) throw new SourceError(`GET ${pathAndQuery}: HTTP ${answer.status}`, answer.status);
    try {
      return JSON.parse(answer.body.toString('utf8')) as T;
    } catch {
      throw new SourceError(`GET ${pathAndQuery}: the answer is not JSON`, answer.status);
    }
  }

  private once(pathAndQuery: string, accept: string): Promise<SourceAnswer> {
    const { origin } = this;
    const loopback = origin.hostname === 'localhost' || origin.hostname.endsWith('.localhost');
    const module = origin.protocol === 'https:' ? https : http;
    return new Promise((resolve, reject) => {
      const request = module.request(
        {
          protocol: origin.protocol,
          host: loopback ? '127.0.0.1' : origin.hostname,
          port: origin.port || undefined,
          path: pathAndQuery,
          method: 'GET',
          agent: this.agent,
          servername: loopback ? undefined : origin.hostname,
          headers: { host: origin.host, accept, 'accept-encoding': 'identity', 'user-agent': 'uitjes-import (+docs/migrating.md)' },
          timeout: this.options.timeoutMs,
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
          response.on('error', reject);
        },
      );
      request.on('timeout', () => request.destroy(new Error(`no answer within ${this.options.timeoutMs} ms`)));
      request.on('error', reject);
      request.end();
    });
  }
}

function retryAfter(value: string | string[] | undefined): number | null {
  const text = Array.isArray(value) ? value[0] : value;
  if (!text) return null;
  const seconds = Number(text);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(text);
  return Number.isNaN(date) ? null : Math.max(0, date - Date.now());
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
