import { QuoteRequestSchema } from '../../app/features/quote/quote.schemas.ts';
import { seededBrand } from '../../tests/support/brands.ts';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { requestNewsletterConfirmation } from '../../app/features/newsletter/newsletter.server.ts';
import { submitQuoteRequest } from '../../app/features/quote/quote.server.ts';
import type { PlatformRow } from '../../app/request-context.server.ts';
import type { DatabaseHandle } from '../../db/client.server.ts';
import { mailOutbox, platforms } from '../../db/schema/index.ts';
import { TEMPLATE_DATABASES } from '../../tests/support/snapshots.ts';
import { createTestDatabase, testServerUrl } from '../../tests/support/test-database.ts';
import { insertWriteFixtures, validQuote, type WriteFixtures } from '../../tests/support/write-fixtures.ts';
import { createMailTransport } from '../mail/transport.ts';
import { startTestSmtpServer } from '../mail/test-smtp-server.ts';
import { backoffDelay, deliverDueMails, type OutboxWorkerOptions } from './outbox-worker.ts';

const silent = pino({ level: 'silent' });
let database: DatabaseHandle;
let fixtures: WriteFixtures;
let platform: PlatformRow;

beforeAll(async () => {
  database = await createTestDatabase();
  fixtures = await insertWriteFixtures(database.db);
  [platform] = (await database.db.select().from(platforms).where(eq(platforms.id, 1))) as [PlatformRow];
});
afterAll(async () => {
  await database.close();
});
beforeEach(async () => {
  await database.db.delete(mailOutbox);
});

async function submitQuotes(count: number, prefix: string): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const result = await submitQuoteRequest(
      database.db,
      { platform, brand: seededBrand(platform.id) },
      fixtures.activityNl,
      QuoteRequestSchema.parse(validQuote({ email: `${prefix}${i}@test.example` })),
      requestNewsletterConfirmation,
      'http://admin.localhost:3000',
    );
    if (result.status !== 'stored') throw new Error(result.status);
    ids.push(...result.mailMessageIds);
  }
  return ids;
}

async function pendingCount(): Promise<number> {
  return database.db.$count(mailOutbox, eq(mailOutbox.status, 'pending'));
}

/** Runs passes like the worker does until nothing is pending (or the time is up). */
async function drain(options: OutboxWorkerOptions, timeoutMs = 20_000): Promise<number> {
  const started = Date.now();
  let passes = 0;
  while ((await pendingCount()) > 0) {
    if (Date.now() - started > timeoutMs) throw new Error('outbox not drained in time');
    await deliverDueMails(options);
    passes += 1;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return passes;
}

function countBy<T>(items: T[]): Map<T, number> {
  const counts = new Map<T, number>();
  for (const item of items) counts.set(item, (counts.get(item) ?? 0) + 1);
  return counts;
}

describe('outbox delivery over real SMTP', () => {
  it('delivers every mail exactly once while the SMTP server first refuses, then accepts', async () => {
    let dataRefusals = 5;
    let providerRefusals = 3;
    const smtp = await startTestSmtpServer({
      refuseData: () => (dataRefusals-- > 0 ? 'Try again later (test)' : null),
      refuseRecipient: (address) => (address.address === 'planning@kano.example' && providerRefusals-- > 0 ? 'Mailbox busy (test)' : null),
    });
    try {
      const committed = await submitQuotes(6, 'fault');
      const transport = createMailTransport({ smtpUrl: smtp.url, log: silent });
      const passes = await drain({ db: database.db, transport, log: silent, backoffBaseMs: 20, backoffMaxMs: 100 });
      transport.close();

      const received = smtp.received.map((m) => m.messageId);
      expect(new Set(received)).toEqual(new Set(committed));
      expect([...countBy(received).values()].every((n) => n === 1)).toBe(true);
      expect(received).toHaveLength(12);
      expect(smtp.refusedCount()).toBe(5);
      const rows = await database.db.select().from(mailOutbox);
      expect(rows.every((r) => r.status === 'sent' && r.sentAt !== null)).toBe(true);
      // The refused ones were tried again: 5 DATA refusals and 3 recipient refusals make 8 extra attempts.
      expect(rows.reduce((sum, r) => sum + r.attempts, 0)).toBe(12 + 8);
      expect(passes).toBeGreaterThan(1);
      // What arrived is the templated mail with its stable Message-ID header.
      const toProvider = smtp.received.find((m) => m.to.includes('planning@kano.example'))!;
      expect(toProvider.raw).toMatch(/^Reply-To: fault\d@test\.example/m);
      expect(toProvider.raw).toMatch(/^Message-ID:\s+<quote-provider\.\d+\.[0-9a-f-]+@uitjesbaas\.nl>/m);
    } finally {
      await smtp.close();
    }
  });

  it('gives up after the maximum attempts and keeps the row as failed with the last error', async () => {
    const smtp = await startTestSmtpServer({ refuseRecipient: (address) => (address.address.startsWith('never') ? 'No such user (test)' : null) });
    try {
      await submitQuotes(1, 'never');
      const transport = createMailTransport({ smtpUrl: smtp.url, log: silent });
      await drain({ db: database.db, transport, log: silent, maxAttempts: 3, backoffBaseMs: 10, backoffMaxMs: 20 });
      transport.close();
      const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'never0@test.example'));
      expect(row).toMatchObject({ status: 'failed', attempts: 3 });
      expect(row!.lastError).toContain('No such user');
      expect(smtp.received.map((m) => m.to[0])).toEqual(['planning@kano.example']);
    } finally {
      await smtp.close();
    }
  });

  it('hands a message to SMTP at most once per lease: a row whose lease ran out in a slow batch is left to the worker that took it', async () => {
    // Worker A claims three rows with a 1.5 s lease; SMTP holds its first two messages 0.5 s and 2.5 s,
    // so the third row's lease runs out in A's batch and worker B takes it meanwhile. A must then skip
    // that row instead of handing it to SMTP a second time.
    const handed: string[] = [];
    const holds = [500, 2500];
    const smtp = await startTestSmtpServer({
      holdData: async (raw) => {
        handed.push(/^Message-ID:\s*(<[^>]+>)/im.exec(raw)?.[1] ?? '?');
        await new Promise((resolve) => setTimeout(resolve, holds.shift() ?? 0));
        return null;
      },
    });
    try {
      const committed = await submitQuotes(2, 'lease');
      expect(committed).toHaveLength(4);
      const a = createMailTransport({ smtpUrl: smtp.url, log: silent });
      const b = createMailTransport({ smtpUrl: smtp.url, log: silent });
      const slowPass = deliverDueMails({ db: database.db, transport: a, log: silent, batchSize: 3, leaseMs: 1500 });
      await new Promise((resolve) => setTimeout(resolve, 2000));
      const otherPass = await deliverDueMails({ db: database.db, transport: b, log: silent, batchSize: 10, leaseMs: 60_000 });
      expect(otherPass).toMatchObject({ claimed: 2, sent: 2 });
      expect(await slowPass).toMatchObject({ claimed: 3, sent: 2, skipped: 1 });
      [a, b].forEach((t) => t.close());
      expect(handed.toSorted()).toEqual(committed.toSorted());
      expect(await pendingCount()).toBe(0);
    } finally {
      await smtp.close();
    }
  });

  it('never hands one row to two workers running at once', async () => {
    const smtp = await startTestSmtpServer();
    try {
      const committed = await submitQuotes(10, 'parallel');
      const transports = [0, 1, 2].map(() => createMailTransport({ smtpUrl: smtp.url, log: silent }));
      await Promise.all(transports.map((transport) => deliverDueMails({ db: database.db, transport, log: silent, batchSize: 4 })));
      await Promise.all(transports.map((transport) => drain({ db: database.db, transport, log: silent, batchSize: 4 })));
      transports.forEach((t) => t.close());
      const received = smtp.received.map((m) => m.messageId);
      expect(received.toSorted()).toEqual(committed.toSorted());
    } finally {
      await smtp.close();
    }
  });
});

describe('the embedded default without SMTP_URL', () => {
  it('keeps every mail in the outbox (status kept) and writes it to the log', async () => {
    const lines: string[] = [];
    const log = pino({ level: 'info' }, new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) }));
    const [confirmationId] = (await submitQuotes(1, 'kept')).filter((id) => id.includes('confirmation'));
    const transport = createMailTransport({ smtpUrl: undefined, log });
    expect(transport.mode).toBe('kept');
    const result = await deliverDueMails({ db: database.db, transport, log });
    expect(result).toMatchObject({ claimed: 2, kept: 2, sent: 0 });
    const rows = await database.db.select().from(mailOutbox);
    expect(rows.map((r) => r.status)).toEqual(['kept', 'kept']);
    const logged = lines.map((l) => JSON.parse(l) as { messageId?: string; message?: string }).find((l) => l.messageId === confirmationId);
    expect(logged?.message).toContain('Uw offerteaanvraag voor');
  });
});

describe('back-off', () => {
  it('doubles per attempt up to the maximum, with at most 25 % jitter downwards', () => {
    expect([1, 2, 3, 4].map((n) => backoffDelay(n, 1000, 60_000, () => 1))).toEqual([1000, 2000, 4000, 8000]);
    expect(backoffDelay(20, 1000, 60_000, () => 1)).toBe(60_000);
    expect(backoffDelay(3, 1000, 60_000, () => 0)).toBe(3000);
  });

  it('schedules a refused mail in the future and does not touch it before then', async () => {
    const smtp = await startTestSmtpServer({ refuseData: () => 'Not now (test)' });
    try {
      await submitQuotes(1, 'later');
      const transport = createMailTransport({ smtpUrl: smtp.url, log: silent });
      const first = await deliverDueMails({ db: database.db, transport, log: silent, backoffBaseMs: 60_000 });
      const second = await deliverDueMails({ db: database.db, transport, log: silent, backoffBaseMs: 60_000 });
      transport.close();
      expect(first.retried).toBe(2);
      expect(second.claimed).toBe(0);
      const rows = await database.db.select().from(mailOutbox);
      for (const row of rows) expect(row.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 40_000);
    } finally {
      await smtp.close();
    }
  });
});

describe('a server process killed with SIGKILL between commit and delivery', () => {
  const node = path.resolve('node_modules/.bin/node');
  const script = path.resolve('server/jobs/outbox-crash-process.ts');

  function run(args: string[]): { child: ChildProcess; line: (prefix: string) => Promise<string> } {
    const child = spawn(node, [script, ...args], { env: { ...process.env, OUTBOX_LEASE_MS: '1000' }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout!.on('data', (chunk) => (out += String(chunk)));
    child.stderr!.on('data', (chunk) => (err += String(chunk)));
    const line = (prefix: string) =>
      new Promise<string>((resolve, reject) => {
        const check = () => {
          const found = out.split('\n').find((l) => l.startsWith(prefix));
          if (found) return resolve(found);
          if (child.exitCode !== null || child.signalCode !== null) return reject(new Error(`process ended without ${prefix}: ${err}`));
          setTimeout(check, 20);
        };
        check();
      });
    return { child, line };
  }

  it('delivers every committed mail after a restart, once each', { timeout: 90_000 }, async () => {
    let releaseHeld: (refusal: string) => void = () => {};
    let held = 0;
    let heldSignal: () => void = () => {};
    const firstDeliveryHeld = new Promise<void>((resolve) => (heldSignal = resolve));
    const smtp = await startTestSmtpServer({
      // The first delivery hangs at DATA: the process is killed while it waits for the answer.
      holdData: () => {
        held += 1;
        if (held > 1) return Promise.resolve(null);
        heldSignal();
        return new Promise<string | null>((resolve) => (releaseHeld = resolve));
      },
    });
    const serverUrl = testServerUrl();
    const dir = await mkdtemp(path.join(os.tmpdir(), 'uitjes-crash-'));
    let target = path.join(dir, 'pglite');
    let dropDatabase = async () => {};
    if (serverUrl) {
      const name = `uitjes_crash_${randomBytes(5).toString('hex')}`;
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DATABASES.empty}`);
      await admin.end();
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      target = url.toString();
      dropDatabase = async () => {
        const cleanup = new pg.Client({ connectionString: serverUrl });
        await cleanup.connect();
        await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await cleanup.end();
      };
    }
    try {
      const first = run(['commit', target, smtp.url, '3']);
      const committed = JSON.parse((await first.line('COMMITTED ')).slice('COMMITTED '.length)) as string[];
      expect(committed).toHaveLength(6);
      await firstDeliveryHeld;
      first.child.kill('SIGKILL');
      await new Promise((resolve) => first.child.once('exit', resolve));
      expect(first.child.signalCode).toBe('SIGKILL');
      expect(smtp.received).toHaveLength(0);
      // The dead sender never saw an answer; the server refuses what it held.
      releaseHeld('sender is gone');

      const second = run(['deliver', target, smtp.url]);
      await second.line('DRAINED');
      // It exits right after printing: it may be gone before the line is seen (then 'exit' never comes again).
      if (second.child.exitCode === null && second.child.signalCode === null) await new Promise((resolve) => second.child.once('exit', resolve));
      const received = smtp.received.map((m) => m.messageId);
      expect(received.toSorted()).toEqual(committed.toSorted());
    } finally {
      await smtp.close();
      await dropDatabase();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
