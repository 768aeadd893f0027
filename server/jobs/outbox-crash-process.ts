/**
 * A real server-like process for the crash test of the outbox (outbox-worker.integration.test.ts):
 *
 *   node server/jobs/outbox-crash-process.ts commit  <db> <smtpUrl> <count>
 *     migrates, inserts the test fixtures, commits <count> quote requests (each with its mails in the
 *     same transaction), prints `COMMITTED <json message ids>` and starts delivering; the test kills it
 *     with SIGKILL while the SMTP server holds the first delivery.
 *   node server/jobs/outbox-crash-process.ts deliver <db> <smtpUrl>
 *     a fresh process on the same database: delivers what is pending and prints `DRAINED` when the
 *     outbox has nothing pending left.
 *
 * <db> is a postgres:// URL or a PGlite data directory. OUTBOX_LEASE_MS sets the claim lease.
 */
import { QuoteRequestSchema } from '../../app/features/quote/quote.schemas.ts';
import { seededBrand } from '../../tests/support/brands.ts';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '../../db/client.server.ts';
import { migrateDatabase } from '../../db/migrate.server.ts';
import { platforms } from '../../db/schema/index.ts';
import { requestNewsletterConfirmation } from '../../app/features/newsletter/newsletter.server.ts';
import { submitQuoteRequest } from '../../app/features/quote/quote.server.ts';
import { insertWriteFixtures, validQuote } from '../../tests/support/write-fixtures.ts';
import { createLogger } from '../logger.ts';
import { createMailTransport } from '../mail/transport.ts';
import { startOutboxWorker } from './outbox-worker.ts';

const [mode, target, smtpUrl, countText] = process.argv.slice(2);
if (!mode || !target || !smtpUrl) {
  console.error('usage: outbox-crash-process.ts commit|deliver <db> <smtpUrl> [count]');
  process.exit(2);
}
const database = await openDatabase(target.startsWith('postgres') ? { url: target, poolSize: 3 } : { dataDir: target });
const log = createLogger('silent');
const workerOptions = {
  db: database.db,
  transport: createMailTransport({ smtpUrl, log }),
  log,
  pollMs: 50,
  backoffBaseMs: 50,
  backoffMaxMs: 200,
  leaseMs: Number(process.env.OUTBOX_LEASE_MS ?? 1000),
};

if (mode === 'commit') {
  await migrateDatabase(database.db);
  const fixtures = await insertWriteFixtures(database.db);
  const [platform] = await database.db
    .select()
    .from(platforms)
    .where(sql`${platforms.id} = 1`);
  const ids: string[] = [];
  for (let i = 0; i < Number(countText ?? 3); i += 1) {
    const result = await submitQuoteRequest(
      database.db,
      { platform: platform!, brand: seededBrand(platform!.id) },
      fixtures.activityNl,
      QuoteRequestSchema.parse(validQuote({ email: `crash${i}@test.example` })),
      requestNewsletterConfirmation,
      'http://admin.localhost:3000',
    );
    if (result.status === 'stored') ids.push(...result.mailMessageIds);
  }
  console.log(`COMMITTED ${JSON.stringify(ids)}`);
  startOutboxWorker(workerOptions);
} else {
  const worker = startOutboxWorker(workerOptions);
  const timer = setInterval(async () => {
    const [row] = await queryRows<{ pending: number }>(database.db, sql`SELECT count(*)::int AS pending FROM mail_outbox WHERE status = 'pending'`);
    if (row?.pending === 0) {
      clearInterval(timer);
      await worker.stop();
      await database.close();
      console.log('DRAINED');
      process.exit(0);
    }
  }, 100);
}
