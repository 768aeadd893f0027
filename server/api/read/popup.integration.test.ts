import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCHEDULED_POPUPS } from '../../../app/features/banners/banner-admin.server.ts';
import { ShownPopupSchema } from '../../../app/features/banners/banners.schemas.ts';
import { PlatformMemo } from '../../../app/site-shell/platform-memo.server.ts';
import { flipDue } from '../../../app/portal/schedule.server.ts';
import { type DatabaseHandle, queryRows } from '../../../db/client.server.ts';
import { createTestApp } from '../../../tests/support/test-app.ts';
import { createTestDatabase } from '../../../tests/support/test-database.ts';
import { createLogger } from '../../logger.ts';
import { changeHandler, listenForChanges } from '../../page-cache/invalidation-listener.ts';

// GET /api/public/popup (decision 110): the pop-up a brand's pages show now, asked for by the browser
// once a page has loaded. Wired as main.ts wires it: each process keeps the answer per platform, and a
// change of a pop-up (its trigger's notification, drizzle/0022) makes it read again.

const NL = 1;
const KIDS = 3;
let database: DatabaseHandle;
let request: (host: string, path: string) => Response | Promise<Response>;
let stopListening: () => Promise<void>;

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  const memo = new PlatformMemo({ maxAgeMs: 60_000 });
  const app = await createTestApp(database, {}, { platformMemo: memo });
  const log = createLogger('silent');
  stopListening = await listenForChanges(database, log, changeHandler({ platforms: app.platforms, memo, log }));
  request = app.request;
});

afterAll(async () => {
  await stopListening?.();
  await database?.close();
});

async function shownPopup(host: string) {
  const response = await request(host, '/api/public/popup');
  expect(response.status).toBe(200);
  const body = await response.json();
  expect(ShownPopupSchema.strict().parse(body)).toEqual(body);
  return { body: body as { popup: { id: number; title: string; media: { url: string } | null } | null }, response };
}

const shownId = async (host: string) => (await shownPopup(host)).body.popup?.id ?? null;

/**
 * On the embedded database the notification arrives with the change's own answer; a PostgreSQL server
 * sends it over the listening connection, a moment later.
 */
async function expectSoon(host: string, expected: number | null) {
  if (database.kind === 'pglite') {
    expect(await shownId(host)).toBe(expected);
    return;
  }
  const until = Date.now() + 3000;
  while ((await shownId(host)) !== expected) {
    if (Date.now() > until) expect(await shownId(host)).toBe(expected);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The platform's demo pop-ups (seeded switched off), by id. */
async function popupIds(platformId: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(database.db, sql`SELECT id FROM popups WHERE platform_id = ${platformId} ORDER BY id`);
  return rows.map((row) => row.id);
}

async function setPopup(id: number, change: { active?: boolean }) {
  await database.db.execute(sql`UPDATE popups SET active = ${change.active ?? true}, updated_at = clock_timestamp() WHERE id = ${id}`);
}

describe('GET /api/public/popup', () => {
  it('answers no pop-up while none is switched on (the demo data has none), cacheable like a page', async () => {
    for (const host of ['nl.localhost', 'de.localhost', 'kids.localhost', 'be.localhost']) {
      const { body, response } = await shownPopup(host);
      expect(body).toEqual({ popup: null });
      // The same answer for every visitor of the brand: no cookie read, none set.
      expect(response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=600');
      expect(response.headers.get('set-cookie')).toBeNull();
    }
  });

  it("shows a switched-on pop-up on its own brand's pages only, with its image", async () => {
    const [kidsPopup] = await popupIds(KIDS);
    await setPopup(kidsPopup!, { active: true });
    await expectSoon('kids.localhost', kidsPopup!);
    const { body } = await shownPopup('kids.localhost');
    expect(body.popup?.media?.url).toMatch(/^\/demo\//);
    expect(await shownId('nl.localhost')).toBeNull();
    await setPopup(kidsPopup!, { active: false });
    await expectSoon('kids.localhost', null);
  });

  it('switched on and off at its times by the scheduled job, shown from that moment (docs/decisions/121)', async () => {
    const [popup] = await popupIds(NL);
    const now = Date.now();
    await database.db.execute(sql`UPDATE popups SET publish_at = ${new Date(now + 60_000)}, unpublish_at = ${new Date(now + 120_000)} WHERE id = ${popup!}`);
    await expectSoon('nl.localhost', null);
    // The job's pass a minute on switches it on (its trigger tells the process to read it again) ...
    await flipDue(database.db, SCHEDULED_POPUPS, new Date(now + 61_000));
    await expectSoon('nl.localhost', popup!);
    // ... and off at its end.
    await flipDue(database.db, SCHEDULED_POPUPS, new Date(now + 121_000));
    await expectSoon('nl.localhost', null);
  });

  it('of several, the one switched on or edited last', async () => {
    const [first, second] = await popupIds(NL);
    expect(second).toBeDefined();
    await setPopup(first!, {});
    await setPopup(second!, {});
    await expectSoon('nl.localhost', second!);
    await setPopup(second!, { active: false });
    await expectSoon('nl.localhost', first!);
    await setPopup(first!, { active: false });
    await expectSoon('nl.localhost', null);
  });

  it("is kept between calls: a change without a notification is not read, the next pop-up change's is", async () => {
    const [popup] = await popupIds(KIDS);
    expect(await shownId('kids.localhost')).toBeNull();
    await database.db.transaction(async (tx) => {
      // Triggers off (session_replication_role replica): the change sends no notification.
      await tx.execute(sql`SET LOCAL session_replication_role = replica`);
      await tx.execute(sql`UPDATE popups SET active = true WHERE id = ${popup!}`);
    });
    expect(await shownId('kids.localhost')).toBeNull();
    // Any notified change of the platform's pop-ups (here switching it off and on) reads it again.
    await setPopup(popup!, { active: true });
    await expectSoon('kids.localhost', popup!);
    await setPopup(popup!, { active: false });
    await expectSoon('kids.localhost', null);
  });
});
