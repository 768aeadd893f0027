import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.server.ts';
import { contactMessages, mailOutbox, newsletterSubscribers, platforms } from '../../db/schema/index.ts';
import { PLATFORM_ROWS } from '../../db/seed/platform-data.ts';
import { createTestDatabase } from '../../tests/support/test-database.ts';
import type { FormActionResult } from '../components/forms/form-result.ts';
import { routeContext } from '../../tests/support/route-context.ts';
import type { PlatformRow } from '../request-context.server.ts';
import { action as advertiseAction } from './advertise.tsx';
import { action as helpdeskAction } from './helpdesk.tsx';
import { action as newsletterAction } from './newsletter.tsx';

// The visitor forms posted to their route actions (with JavaScript through a fetcher, without as a
// document POST) must store what they answer 'sent' for: a helpdesk question, an advertising question
// and a newsletter subscription. Before the fix in runFormCommand none of them reached the database.

let database: DatabaseHandle;
let nl: PlatformRow;

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.insert(platforms).values(PLATFORM_ROWS).onConflictDoNothing();
  nl = (await database.db.select().from(platforms).where(eq(platforms.id, 1)))[0]!;
});
afterAll(async () => {
  await database.close();
});

type Action = (args: never) => Promise<unknown>;
async function post(action: Action, path: string, fields: Record<string, string>) {
  const context = routeContext(database.db, nl);
  const body = new FormData();
  for (const [name, field] of Object.entries(fields)) body.append(name, field);
  const request = new Request(`http://nl.localhost${path}`, { method: 'POST', body });
  const answer = (await action({ request, context, params: {} } as never)) as { data: FormActionResult; init: ResponseInit | null };
  return { status: answer.init?.status ?? 200, body: answer.data };
}
const rows = async (table: typeof contactMessages | typeof mailOutbox | typeof newsletterSubscribers) =>
  (await database.db.select({ n: count() }).from(table))[0]!.n;

describe('visitor forms through their route actions', () => {
  it('the helpdesk question is stored with its two mails', async () => {
    const before = { messages: await rows(contactMessages), mails: await rows(mailOutbox) };
    const { status, body } = await post(helpdeskAction as Action, '/helpdesk', {
      form: 'question',
      name: 'Piet Pieters',
      email: 'piet@example.org',
      phone: '0612345678',
      description: 'Kan ik ook op zondag?',
      website_url: '',
    });
    expect([status, body.status]).toEqual([200, 'sent']);
    expect(await rows(contactMessages)).toBe(before.messages + 1);
    expect(await rows(mailOutbox)).toBe(before.mails + 2);
    const [stored] = await database.db.select().from(contactMessages).where(eq(contactMessages.email, 'piet@example.org'));
    expect(stored).toMatchObject({ type: 'Question', name: 'Piet Pieters', platformId: 1 });
  });

  it('the advertising question is stored as type Ad', async () => {
    const { body } = await post(advertiseAction as Action, '/adverteren', {
      form: 'question',
      name: 'Adverteerder',
      email: 'ads@example.org',
      phone: '0201234567',
      website_url: '',
    });
    expect(body.status).toBe('sent');
    const [stored] = await database.db.select().from(contactMessages).where(eq(contactMessages.email, 'ads@example.org'));
    expect(stored?.type).toBe('Ad');
  });

  it('the newsletter subscription is stored', async () => {
    const before = await rows(newsletterSubscribers);
    const { body } = await post(newsletterAction as Action, '/nieuwsbrief', { form: 'newsletter', name: 'Lezer', email: 'lezer@example.org', website_url: '' });
    expect(body.status).toBe('sent');
    expect(await rows(newsletterSubscribers)).toBe(before + 1);
  });
});
