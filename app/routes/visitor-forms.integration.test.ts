import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.server.ts';
import { contactMessages, mailOutbox, newsletterSubscribers, platforms, quoteRequests } from '../../db/schema/index.ts';
import { createTestDatabase } from '../../tests/support/test-database.ts';
import type { FormActionResult } from '../components/forms/form-result.ts';
import { routeContext } from '../../tests/support/route-context.ts';
import { insertWriteFixtures } from '../../tests/support/write-fixtures.ts';
import type { PlatformRow } from '../request-context.server.ts';
import { action as quoteAction } from './activity-detail.tsx';
import { action as advertiseAction } from './advertise.tsx';
import { action as helpdeskAction } from './helpdesk.tsx';
import { action as newsletterAction } from './newsletter.tsx';
import { action as confirmAction } from './newsletter-confirm.tsx';

// The visitor forms posted to their route actions (with JavaScript through a fetcher, without as a
// document POST) must store what they answer 'sent' for: a helpdesk question, an advertising question
// and a newsletter subscription. Before the fix in runFormCommand none of them reached the database.

let database: DatabaseHandle;
let nl: PlatformRow;

beforeAll(async () => {
  database = await createTestDatabase();
  await insertWriteFixtures(database.db);
  nl = (await database.db.select().from(platforms).where(eq(platforms.id, 1)))[0]!;
});
afterAll(async () => {
  await database.close();
});

type Action = (args: never) => Promise<unknown>;
async function post(action: Action, path: string, fields: Record<string, string>, params: Record<string, string> = {}) {
  const context = routeContext(database.db, nl);
  const body = new FormData();
  for (const [name, field] of Object.entries(fields)) body.append(name, field);
  const request = new Request(`http://nl.localhost${path}`, { method: 'POST', body });
  const answer = (await action({ request, context, params } as never)) as { data: FormActionResult; init: ResponseInit | null };
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

  it('the newsletter subscription is stored, pending, with its confirmation mail', async () => {
    const before = await rows(newsletterSubscribers);
    const { body } = await post(newsletterAction as Action, '/nieuwsbrief', { form: 'newsletter', name: 'Lezer', email: 'lezer@example.org', website_url: '' });
    expect(body.status).toBe('sent');
    expect(await rows(newsletterSubscribers)).toBe(before + 1);
    expect((await subscriber('lezer@example.org'))?.confirmedAt).toBeNull();
    expect(await confirmationLinks('lezer@example.org')).toHaveLength(1);
  });
});

/** The subscriber of an address on nl, if any. */
async function subscriber(email: string) {
  const [row] = await database.db
    .select()
    .from(newsletterSubscribers)
    .where(and(eq(newsletterSubscribers.platformId, 1), eq(newsletterSubscribers.email, email)));
  return row;
}

/** The confirmation links mailed to an address (path and query), oldest first. */
async function confirmationLinks(email: string): Promise<string[]> {
  const mails = await database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.kind, 'newsletter-confirmation'), eq(mailOutbox.toAddress, email)))
    .orderBy(mailOutbox.id);
  return mails.map((mail) => {
    const link = /https:\/\/[^/\s]+(\/nieuwsbrief\/bevestigen\?token=[\w-]+)/.exec(mail.text)?.[1];
    if (!link) throw new Error(`no confirmation link in ${mail.text}`);
    return link;
  });
}

/** The confirmation page's button: posts the link's secret back to the page it is on. */
async function confirm(link: string) {
  const token = new URL(link, 'http://nl.localhost').searchParams.get('token') ?? '';
  const body = new FormData();
  body.set('token', token);
  const request = new Request(`http://nl.localhost${link}`, { method: 'POST', body });
  return (await confirmAction({ request, context: routeContext(database.db, nl), params: {} } as never)) as { confirmed: boolean };
}

// Consent is never assumed (decisions.md 18): the quote form's newsletter box starts unticked (its
// component test), an unticked box subscribes no one, and a ticked one asks for confirmation by mail.
describe("the quote form's newsletter box, through the activity page's action", () => {
  const quote = (email: string, extra: Record<string, string> = {}) =>
    post(
      quoteAction as Action,
      '/uitjes/kanoen-op-de-vecht',
      { name: 'Bo Bakker', gender: 'man', email, phone: '06 12345678', website_url: '', ...extra },
      { slug: 'kanoen-op-de-vecht' },
    );

  it('unticked: the quote is sent and no one is subscribed', async () => {
    const { body } = await quote('geen-brief@example.org');
    expect(body.status).toBe('sent');
    const [stored] = await database.db.select().from(quoteRequests).where(eq(quoteRequests.email, 'geen-brief@example.org'));
    expect(stored?.subscribe).toBe(false);
    expect(await subscriber('geen-brief@example.org')).toBeUndefined();
    expect(await confirmationLinks('geen-brief@example.org')).toEqual([]);
  });

  it('ticked: a pending subscriber and a confirmation mail; the link confirms once', async () => {
    const { body } = await quote('wel-brief@example.org', { subscribe: 'on' });
    expect(body.status).toBe('sent');
    expect(await subscriber('wel-brief@example.org')).toMatchObject({ name: 'Bo Bakker', confirmedAt: null });
    const [link] = await confirmationLinks('wel-brief@example.org');
    expect(await confirm(`${link}x`)).toEqual({ confirmed: false });
    expect(await confirm(link!)).toEqual({ confirmed: true });
    expect((await subscriber('wel-brief@example.org'))?.confirmedAt).toBeInstanceOf(Date);
    // The secret works once; the subscriber stays confirmed.
    expect(await confirm(link!)).toEqual({ confirmed: false });
    expect(
      await database.db.$count(newsletterSubscribers, and(eq(newsletterSubscribers.email, 'wel-brief@example.org'), isNull(newsletterSubscribers.confirmedAt))),
    ).toBe(0);
  });
});
