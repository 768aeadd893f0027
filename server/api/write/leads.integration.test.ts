import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type DatabaseHandle } from '../../../db/client.server.ts';
import { contactMessages, eventSubmissions, events, mailOutbox, newsletterSubscribers, quoteRequests } from '../../../db/schema/index.ts';
import { createTestDatabase } from '../../../tests/support/test-database.ts';
import { createTestApp } from '../../../tests/support/test-app.ts';
import { StatisticsBuffer } from '../../../app/features/statistics/statistics.server.ts';
import { insertWriteFixtures, validQuote, type WriteFixtures } from '../../../tests/support/write-fixtures.ts';
import { insertUpload } from '../../../tests/support/upload-fixtures.ts';
import { confirmNewsletterSubscription } from '../../../app/features/newsletter/newsletter.server.ts';

let database: DatabaseHandle;
let fixtures: WriteFixtures;
let dataDir: string;
let api: Awaited<ReturnType<typeof createTestApp>>;
let statistics: StatisticsBuffer;
let ipCounter = 0;

/** Each call from its own address, so the per-IP limit never interferes unless a test wants it to. */
function post(host: string, pathname: string, body: unknown, headers: Record<string, string> = {}) {
  ipCounter += 1;
  return api.request(host, `/api${pathname}`, {
    method: 'POST',
    // The Host header selects the platform (a Request built in-process carries none by itself).
    headers: { host, 'content-type': 'application/json', 'x-forwarded-for': `10.0.${ipCounter >> 8}.${ipCounter & 255}`, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** The subscriber rows of an address on a platform. */
function subscribersOf(email: string, platformId = 1) {
  return database.db
    .select()
    .from(newsletterSubscribers)
    .where(and(eq(newsletterSubscribers.platformId, platformId), sql`lower(${newsletterSubscribers.email}) = lower(${email})`));
}

/** The secrets of the confirmation links mailed to an address, oldest first. */
async function confirmationSecrets(email: string): Promise<string[]> {
  const mails = await database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.kind, 'newsletter-confirmation'), eq(mailOutbox.toAddress, email)))
    .orderBy(asc(mailOutbox.id));
  return mails.map((mail) => {
    const secret = /\/nieuwsbrief\/bevestigen\?token=([\w-]+)/.exec(mail.text)?.[1];
    if (!secret) throw new Error(`no confirmation link in ${mail.text}`);
    return secret;
  });
}

async function errorFields(response: Response): Promise<Record<string, string>> {
  const body = (await response.json()) as { error: { code: string; fields?: Record<string, string> } };
  return body.error.fields ?? {};
}

beforeAll(async () => {
  database = await createTestDatabase();
  fixtures = await insertWriteFixtures(database.db);
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'uitjes-leads-'));
  // The app's statistics counters, written when the test says (flush) instead of on a timer.
  statistics = new StatisticsBuffer(database.db, { flushMs: 1000 });
  api = await createTestApp(database, { DATA_DIR: dataDir, TRUST_PROXY: 'true', RATE_LIMIT_WRITES: '5' }, { statistics });
});

afterAll(async () => {
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('POST /api/public/activities/{activityId}/quoteRequest', () => {
  it('commits the request, both mails and the offer statistic before answering 201', async () => {
    const response = await post('nl.localhost', `/public/activities/${fixtures.activityNl}/quoteRequest`, validQuote());
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ received: true });

    const [stored] = await database.db.select().from(quoteRequests).where(eq(quoteRequests.activityId, fixtures.activityNl));
    expect(stored).toMatchObject({ name: 'Sanne de Vries', gender: 'vrouw', email: 'sanne@bakkerij.example', numberOfPersons: 24, subscribe: false });
    expect(stored!.plannedDate?.toISOString().slice(0, 10)).toBe('2099-06-15');

    const mails = await database.db
      .select()
      .from(mailOutbox)
      .where(sql`${mailOutbox.messageId} LIKE ${`%.${stored!.id}.%`}`)
      .orderBy(asc(mailOutbox.kind));
    expect(mails.map((m) => [m.kind, m.toAddress, m.status])).toEqual([
      ['quote-confirmation', 'sanne@bakkerij.example', 'pending'],
      ['quote-provider', 'planning@kano.example', 'pending'],
    ]);
    const provider = mails.find((m) => m.kind === 'quote-provider')!;
    expect(provider.replyTo).toBe('sanne@bakkerij.example');
    expect(provider.subject).toBe('Offerteaanvraag voor Kanoën op de Vecht via Uitjesbaas');
    expect(provider.text).toContain('Aantal personen: 24');
    expect(provider.text).toContain('Geplande datum: 15-06-2099');
    expect(provider.messageId).toMatch(/^<quote-provider\.\d+\.[0-9a-f-]+@uitjesbaas\.nl>$/);

    const [stats] = await queryRows<{ offer_requests: number }>(
      database.db,
      sql`SELECT offer_requests FROM service_mail_statistics WHERE activity_id = ${fixtures.activityNl}`,
    );
    expect(stats?.offer_requests).toBe(1);
  });

  it("sends the quote to the organisation's address when the activity has no contact e-mail", async () => {
    const response = await post(
      'nl.localhost',
      `/public/activities/${fixtures.activityNlOrganisationMail}/quoteRequest`,
      validQuote({ email: 'org@test.example' }),
    );
    expect(response.status).toBe(201);
    const rows = await database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'quote-provider'));
    expect(rows.map((r) => r.toAddress)).toContain('info@avontuur.example');
  });

  it('templates the mails in German on the German platform', async () => {
    const response = await post(
      'de.localhost',
      `/public/activities/${fixtures.activityDe}/quoteRequest`,
      validQuote({ email: 'max@firma.example', gender: 'man' }),
    );
    expect(response.status).toBe(201);
    const [confirmation] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'max@firma.example'));
    expect(confirmation!.subject).toBe('Ihre Angebotsanfrage für Floßfahrt auf der Isar');
    expect(confirmation!.text).toContain('Anrede: Herr');
    expect(confirmation!.fromAddress).toBe('"Ausflugsbaas" <noreply@ausflugsbaas.de>');
  });

  it('answers 404 for an activity that is not public on this platform', async () => {
    const before = await database.db.$count(quoteRequests);
    expect((await post('nl.localhost', `/public/activities/${fixtures.activityHidden}/quoteRequest`, validQuote())).status).toBe(404);
    expect((await post('nl.localhost', `/public/activities/${fixtures.activityRejected}/quoteRequest`, validQuote())).status).toBe(404);
    expect((await post('nl.localhost', `/public/activities/${fixtures.activityDe}/quoteRequest`, validQuote())).status).toBe(404);
    expect(await database.db.$count(quoteRequests)).toBe(before);
    expect((await post('nl.localhost', '/public/activities/abc/quoteRequest', validQuote())).status).toBe(400);
  });

  it('names every invalid field with its Dutch catalogue text', async () => {
    const empty = await post('nl.localhost', `/public/activities/${fixtures.activityNl}/quoteRequest`, {});
    expect(empty.status).toBe(400);
    expect(await errorFields(empty)).toEqual({ name: 'Vul uw naam in', email: 'Vul uw e-mailadres in', phone: 'Vul uw telefoonnummer in' });

    const wrong = await post(
      'nl.localhost',
      `/public/activities/${fixtures.activityNl}/quoteRequest`,
      validQuote({ email: 'geen-adres', phone: '12ab', numberOfPersons: 0, plannedDate: '2020-01-01', gender: 'x' }),
    );
    expect(await errorFields(wrong)).toEqual({
      email: 'Vul een geldig e-mailadres in',
      phone: 'Vul een geldig telefoonnummer in',
      numberOfPersons: 'Vul een aantal personen van minimaal 1 in',
      plannedDate: 'Kies een datum in de toekomst',
      gender: 'Kies een aanhef',
    });
    const badDate = await post('nl.localhost', `/public/activities/${fixtures.activityNl}/quoteRequest`, validQuote({ plannedDate: 'morgen' }));
    expect(await errorFields(badDate)).toEqual({ plannedDate: 'Vul een geldige datum in' });
  });

  it('refuses over-long texts with the catalogue text', async () => {
    const response = await post(
      'nl.localhost',
      `/public/activities/${fixtures.activityNl}/quoteRequest`,
      validQuote({ description: 'x'.repeat(5001), name: 'y'.repeat(201) }),
    );
    expect(await errorFields(response)).toEqual({ name: 'Deze tekst is te lang', description: 'Deze tekst is te lang' });
  });

  it('answers field texts in German on the German platform', async () => {
    const response = await post('de.localhost', `/public/activities/${fixtures.activityDe}/quoteRequest`, { name: ' ' });
    expect(await errorFields(response)).toEqual({
      name: 'Bitte geben Sie Ihren Namen ein',
      email: 'Bitte geben Sie Ihre E-Mail-Adresse ein',
      phone: 'Bitte geben Sie Ihre Telefonnummer ein',
    });
  });

  it('answers a filled honeypot as if fine and stores nothing', async () => {
    const before = await database.db.$count(quoteRequests);
    const outboxBefore = await database.db.$count(mailOutbox);
    const response = await post('nl.localhost', `/public/activities/${fixtures.activityNl}/quoteRequest`, validQuote({ website_url: 'http://spam.example' }));
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ received: true });
    expect(await database.db.$count(quoteRequests)).toBe(before);
    expect(await database.db.$count(mailOutbox)).toBe(outboxBefore);
  });
});

describe('POST /api/public/contact', () => {
  it('stores a question with a mail to the platform and a confirmation', async () => {
    const response = await post('be.localhost', '/public/contact', {
      type: 'Question',
      name: 'Jan Peeters',
      email: 'jan@peeters.example',
      phone: '+32 470 12 34 56',
      companyName: null,
      description: 'Hoe werkt het?',
    });
    expect(response.status).toBe(201);
    const [stored] = await database.db.select().from(contactMessages).where(eq(contactMessages.email, 'jan@peeters.example'));
    expect(stored).toMatchObject({ platformId: 4, type: 'Question', description: 'Hoe werkt het?' });
    const mails = await database.db
      .select()
      .from(mailOutbox)
      .where(sql`${mailOutbox.kind} LIKE 'contact-%' AND ${mailOutbox.platformId} = 4`);
    expect(mails.map((m) => m.toAddress).sort()).toEqual(['info@uitjesbaas.be', 'jan@peeters.example']);
  });

  it('sends an advertising request to the sales address', async () => {
    const response = await post('nl.localhost', '/public/contact', {
      type: 'Ad',
      name: 'Piet',
      email: 'piet@ad.example',
      phone: '020-1234567',
      companyName: 'Piet BV',
      description: '',
    });
    expect(response.status).toBe(201);
    const [team] = await database.db
      .select()
      .from(mailOutbox)
      .where(sql`${mailOutbox.kind} = 'contact-team' AND ${mailOutbox.replyTo} = 'piet@ad.example'`);
    expect(team!.toAddress).toBe('adverteren@uitjesbaas.nl');
    expect(team!.subject).toBe('Adverteren van Piet (Piet BV)');
  });

  it('names every invalid field with its catalogue text (the phone text asks for the phone number)', async () => {
    const empty = await post('nl.localhost', '/public/contact', { type: 'Question' });
    expect(await errorFields(empty)).toEqual({ name: 'Vul uw naam in', email: 'Vul uw e-mailadres in', phone: 'Vul uw telefoonnummer in' });
    const wrong = await post('nl.localhost', '/public/contact', { type: 'Complaint', name: 'A', email: 'a@', phone: '123' });
    expect(await errorFields(wrong)).toEqual({
      type: 'Kies een vraag of een advertentie',
      email: 'Vul een geldig e-mailadres in',
      phone: 'Vul een geldig telefoonnummer in',
    });
  });
});

describe('POST /api/public/contact/event', () => {
  /** A visitor's fresh upload, as the form's image field sends it. */
  const uploadedMediaId = async () => (await insertUpload(database.db, null, '/images/test.jpg')).id;
  const validEvent = (mediaId: number | null, overrides: Record<string, unknown> = {}) => ({
    name: 'Els Jansen',
    companyName: '',
    email: 'els@kinderfeest.example',
    iban: 'NL91 ABNA 0417 1643 00',
    province: 'Utrecht',
    city: 'Utrecht',
    address: 'Domplein 1',
    zipcode: '3512 JC',
    title: 'Kinderfeest in het park',
    description: 'Spelletjes en limonade.',
    startDate: '2099-05-01',
    endDate: null,
    website: 'https://kinderfeest.example',
    media: { id: mediaId },
    ...overrides,
  });

  it('stores an inactive event with the submission and a mail to the platform', async () => {
    const mediaId = await uploadedMediaId();
    const response = await post('kids.localhost', '/public/contact/event', validEvent(mediaId));
    expect(response.status).toBe(201);
    const [event] = await database.db.select().from(events).where(eq(events.title, 'Kinderfeest in het park'));
    expect(event).toMatchObject({ active: false, platformId: 3, imageId: mediaId });
    const [submission] = await database.db.select().from(eventSubmissions).where(eq(eventSubmissions.eventId, event!.id));
    expect(submission).toMatchObject({ iban: 'NL91ABNA0417164300', companyName: null, province: 'Utrecht' });
    const [mail] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'event-submission-team'));
    expect(mail).toMatchObject({
      toAddress: 'info@kidsuitjes.nl',
      replyTo: 'els@kinderfeest.example',
      subject: 'Nieuw evenement aangemeld: Kinderfeest in het park',
    });
  });

  it('names every missing field with the Dutch catalogue text; the province placeholder counts as empty', async () => {
    const response = await post('kids.localhost', '/public/contact/event', { province: 'Selecteer een provincie', media: { id: null }, endDate: null });
    expect(response.status).toBe(400);
    expect(await errorFields(response)).toEqual({
      name: 'Vul een naam in',
      email: 'Vul een email in',
      iban: 'Vul een IBAN in',
      province: 'Vul een provincie in',
      city: 'Vul een stad in',
      address: 'Vul een straat en huisnummer in',
      zipcode: 'Vul een postcode in',
      title: 'Vul een titel in',
      description: 'Vul een beschrijving in',
      website: 'Vul een website in',
      startDate: 'Vul een startdatum in',
      media: 'Voeg een afbeelding toe',
    });
  });

  it('checks the e-mail format and the IBAN per country', async () => {
    const mediaId = await uploadedMediaId();
    // Right check digits are not enough: a Dutch IBAN has 18 characters and a bank code of letters.
    for (const iban of ['NL91 ABNA 0417 1643 01', 'NL12 3456 7890 1234 56', 'DE89 3704 0044 0532 0130 0', 'XX00 1234']) {
      const response = await post('kids.localhost', '/public/contact/event', validEvent(mediaId, { iban, email: 'els@' }));
      expect(await errorFields(response)).toEqual({ iban: 'IBAN is niet geldig', email: 'Email adres is niet geldig' });
    }
    // Each accepted submission takes its own upload: an image belongs to one submission.
    for (const iban of ['DE89 3704 0044 0532 0130 00', 'BE68 5390 0754 7034', 'nl91abna0417164300']) {
      expect((await post('kids.localhost', '/public/contact/event', validEvent(await uploadedMediaId(), { iban }))).status).toBe(201);
    }
  });

  it('refuses an end date before the start date; the end date is optional', async () => {
    const mediaId = await uploadedMediaId();
    const response = await post('kids.localhost', '/public/contact/event', validEvent(mediaId, { startDate: '2099-05-02', endDate: '2099-05-01' }));
    expect(await errorFields(response)).toEqual({ endDate: 'De einddatum ligt voor de startdatum' });
    expect((await post('kids.localhost', '/public/contact/event', validEvent(mediaId, { endDate: '2099-05-03', companyName: 'Feest BV' }))).status).toBe(201);
  });

  it('refuses impossible days and instants beyond the year 9999 as start and end date', async () => {
    const mediaId = await uploadedMediaId();
    const before = await database.db.$count(eventSubmissions);
    const start = await post('kids.localhost', '/public/contact/event', validEvent(mediaId, { startDate: '2099-02-30' }));
    expect(start.status).toBe(400);
    expect(Object.keys(await errorFields(start))).toEqual(['startDate']);
    const end = await post('kids.localhost', '/public/contact/event', validEvent(mediaId, { endDate: '9999-12-31T23:59:59.999-14:00' }));
    expect(end.status).toBe(400);
    expect(Object.keys(await errorFields(end))).toEqual(['endDate']);
    expect(await database.db.$count(eventSubmissions)).toBe(before);
  });

  it("refuses a media id beyond the database's integer range with a 400 naming it, not a 500", async () => {
    const before = await database.db.$count(eventSubmissions);
    const response = await post('kids.localhost', '/public/contact/event', validEvent(2_147_483_648));
    expect(response.status).toBe(400);
    expect(Object.keys(await errorFields(response))).toEqual([expect.stringMatching(/^media/)]);
    expect(await database.db.$count(eventSubmissions)).toBe(before);
  });

  it('refuses a media id that names no uploaded image', async () => {
    const response = await post('kids.localhost', '/public/contact/event', validEvent(999_999));
    expect(response.status).toBe(400);
    expect(await errorFields(response)).toEqual({ media: 'Voeg een afbeelding toe' });
  });
});

// Consent is never assumed (decisions.md 18): only `subscribe: true` subscribes, and then pending
// until the link in the confirmation mail is followed.
describe("the quote request's subscribe", () => {
  it('omitted: the quote is stored and no one is subscribed', async () => {
    const { subscribe: _omitted, ...body } = validQuote({ email: 'zonder-vinkje@example.nl' });
    expect((await post('nl.localhost', `/public/activities/${fixtures.activityNl}/quoteRequest`, body)).status).toBe(201);
    const [stored] = await database.db.select().from(quoteRequests).where(eq(quoteRequests.email, 'zonder-vinkje@example.nl'));
    expect(stored?.subscribe).toBe(false);
    expect(await subscribersOf('zonder-vinkje@example.nl')).toEqual([]);
    expect(await confirmationSecrets('zonder-vinkje@example.nl')).toEqual([]);
  });

  it('true: a pending subscriber and a confirmation mail in the outbox; its link confirms', async () => {
    const body = validQuote({ email: 'met-vinkje@example.nl', subscribe: true });
    expect((await post('de.localhost', `/public/activities/${fixtures.activityDe}/quoteRequest`, body)).status).toBe(201);
    expect(await subscribersOf('met-vinkje@example.nl', 2)).toMatchObject([{ name: 'Sanne de Vries', confirmedAt: null }]);
    const [mail] = await database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, 'newsletter-confirmation'), eq(mailOutbox.toAddress, 'met-vinkje@example.nl')));
    expect(mail).toMatchObject({ status: 'pending', platformId: 2 });
    expect(mail!.subject).toContain('Bitte bestätigen Sie Ihre Anmeldung');
    const [secret] = await confirmationSecrets('met-vinkje@example.nl');
    expect(await confirmNewsletterSubscription(database.db, 2, secret!)).toBe(true);
    expect((await subscribersOf('met-vinkje@example.nl', 2))[0]!.confirmedAt).toBeInstanceOf(Date);
  });
});

describe('POST /api/public/newsletter-subscribe', () => {
  it('stores the subscriber as pending with the consent time and mails a link; subscribing twice keeps one row', async () => {
    const first = await post('nl.localhost', '/public/newsletter-subscribe', { name: 'Kim', email: 'Kim@Example.nl' });
    expect(first.status).toBe(200);
    const second = await post('nl.localhost', '/public/newsletter-subscribe', { name: 'Kim B', email: 'kim@example.nl' });
    expect(second.status).toBe(200);
    const rows = await subscribersOf('kim@example.nl');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: 'Kim B', confirmedAt: null });
    expect(rows[0]!.consentAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
    // Each request mails a fresh link; only the newest one works.
    const [stale, fresh] = [...(await confirmationSecrets('Kim@Example.nl')), ...(await confirmationSecrets('kim@example.nl'))];
    expect(await confirmNewsletterSubscription(database.db, 1, stale!)).toBe(false);
    expect(await confirmNewsletterSubscription(database.db, 2, fresh!)).toBe(false);
    expect(await confirmNewsletterSubscription(database.db, 1, fresh!)).toBe(true);
    expect((await subscribersOf('kim@example.nl'))[0]!.confirmedAt).toBeInstanceOf(Date);
    // Confirmed: subscribing again changes nothing and mails nothing.
    expect((await post('nl.localhost', '/public/newsletter-subscribe', { name: 'Kim C', email: 'kim@example.nl' })).status).toBe(200);
    expect((await subscribersOf('kim@example.nl'))[0]).toMatchObject({ name: 'Kim B', confirmedAt: expect.any(Date) });
    expect(await confirmationSecrets('kim@example.nl')).toHaveLength(1);
    // Another platform keeps its own list.
    expect((await post('de.localhost', '/public/newsletter-subscribe', { name: 'Kim', email: 'kim@example.nl' })).status).toBe(200);
    expect(await database.db.$count(newsletterSubscribers, sql`lower(${newsletterSubscribers.email}) = 'kim@example.nl'`)).toBe(2);
  });

  it('names missing and invalid fields per locale (be has the required-email text)', async () => {
    expect(await errorFields(await post('be.localhost', '/public/newsletter-subscribe', {}))).toEqual({
      name: 'Vul uw naam in',
      email: 'Vul uw e-mailadres in',
    });
    expect(await errorFields(await post('nl.localhost', '/public/newsletter-subscribe', { name: 'A', email: 'nee' }))).toEqual({
      email: 'Geen valide e-mailadres',
    });
    expect(await errorFields(await post('de.localhost', '/public/newsletter-subscribe', { name: 'A', email: 'nein' }))).toEqual({
      email: 'Keine gültige E-Mail-Adresse',
    });
  });
});

describe('dates that are no real dates', () => {
  it("refuses impossible days and instants beyond the year 9999 with the field's message, and stores nothing", async () => {
    const quotes = await database.db.$count(quoteRequests);
    for (const plannedDate of ['2099-02-30', '9999-12-31T23:59:59.999-14:00']) {
      const response = await post(
        'nl.localhost',
        `/public/activities/${fixtures.activityNl}/quoteRequest`,
        validQuote({ email: 'dates@test.example', plannedDate }),
      );
      expect(response.status, plannedDate).toBe(400);
      expect(Object.keys(await errorFields(response))).toEqual(['plannedDate']);
    }
    expect(await database.db.$count(quoteRequests)).toBe(quotes);
  });
});

describe("ids beyond the database's integer range", () => {
  it('answer 400 naming the id for a quote request and a statistics ping, and store nothing', async () => {
    const before = await database.db.$count(quoteRequests);
    const quote = await post('nl.localhost', '/public/activities/2147483648/quoteRequest', validQuote({ email: 'big-id@test.example' }));
    expect(quote.status).toBe(400);
    expect(await errorFields(quote)).toHaveProperty('activityId');
    const ping = await post('nl.localhost', '/public/activities/2147483648/statistics/view', '');
    expect(ping.status).toBe(400);
    expect(await errorFields(ping)).toHaveProperty('activityId');
    expect(await database.db.$count(quoteRequests)).toBe(before);
  });
});

describe('statistics endpoints', () => {
  const BROWSER = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36' };
  /** A ping from one visitor: the same address and browser each time. */
  const ping = (activityId: number, kind: string, headers: Record<string, string> = {}) =>
    api.request('nl.localhost', `/api/public/activities/${activityId}/statistics/${kind}`, {
      method: 'POST',
      headers: { host: 'nl.localhost', 'x-forwarded-for': '10.77.0.1', ...BROWSER, ...headers },
    });
  const countsOf = async (activityId: number) => {
    await statistics.flush();
    const [row] = await queryRows<{ views: number; phone_clicks: number; web_clicks: number }>(
      database.db,
      sql`SELECT coalesce(sum(views), 0)::int AS views, coalesce(sum(phone_clicks), 0)::int AS phone_clicks, coalesce(sum(web_clicks), 0)::int AS web_clicks
          FROM service_mail_statistics WHERE activity_id = ${activityId}`,
    );
    return row!;
  };

  it('count views, phone and web clicks per activity per day', async () => {
    for (const kind of ['view', 'view', 'phone', 'web']) {
      // Two visitors' views (each call comes from its own address).
      const response = await post('nl.localhost', `/public/activities/${fixtures.activityNlOrganisationMail}/statistics/${kind}`, '', BROWSER);
      expect(response.status).toBe(204);
    }
    // Counted in memory until written, then one row for the day with every count.
    expect(statistics.pendingRows).toBe(1);
    expect(await statistics.flush()).toBe(1);
    const rows = await queryRows<{ views: number; phone_clicks: number; web_clicks: number; offer_requests: number }>(
      database.db,
      sql`SELECT views, phone_clicks, web_clicks, offer_requests FROM service_mail_statistics WHERE activity_id = ${fixtures.activityNlOrganisationMail}`,
    );
    expect(rows).toEqual([{ views: 2, phone_clicks: 1, web_clicks: 1, offer_requests: 1 }]);
    expect((await post('nl.localhost', `/public/activities/${fixtures.activityNl}/statistics/offer`, '')).status).toBe(400);
    expect((await post('nl.localhost', `/public/activities/${fixtures.activityDe}/statistics/view`, '')).status).toBe(404);
    // What the public cannot see is not counted (the same visibility rule as every public read).
    expect((await post('nl.localhost', `/public/activities/${fixtures.activityRejected}/statistics/view`, '')).status).toBe(404);
  });

  it('counts a visitor once per activity and kind within the hour, and never a known bot, a prefetch or a prerender (docs/decisions/113)', async () => {
    const activity = fixtures.activityNl;
    const before = await countsOf(activity);
    for (const kind of ['view', 'view', 'phone', 'phone', 'view', 'web']) expect((await ping(activity, kind)).status).toBe(204);
    expect(await countsOf(activity)).toEqual({ views: before.views + 1, phone_clicks: before.phone_clicks + 1, web_clicks: before.web_clicks + 1 });
    // Another browser at the same address is another visitor; the same browser elsewhere too.
    await ping(activity, 'view', { 'user-agent': `${BROWSER['user-agent']} Edg/156.0` });
    await ping(activity, 'view', { 'x-forwarded-for': '10.77.0.2' });
    expect((await countsOf(activity)).views).toBe(before.views + 3);
    // Answered alike (the bot learns nothing), counted never.
    for (const headers of [
      { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', 'x-forwarded-for': '10.77.0.3' },
      {
        'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0.0.0 Safari/537.36',
        'x-forwarded-for': '10.77.0.4',
      },
      { 'user-agent': '', 'x-forwarded-for': '10.77.0.5' },
      { 'sec-purpose': 'prefetch', 'x-forwarded-for': '10.77.0.6' },
      { 'sec-purpose': 'prefetch;prerender', 'x-forwarded-for': '10.77.0.7' },
      { purpose: 'prefetch', 'x-forwarded-for': '10.77.0.8' },
    ] as Array<Record<string, string>>) {
      expect((await ping(activity, 'view', headers)).status, JSON.stringify(headers)).toBe(204);
    }
    expect((await countsOf(activity)).views).toBe(before.views + 3);
  });
});

describe('honeypot', () => {
  it('answers every lead call as if fine when website_url is filled, and stores nothing', async () => {
    const counts = async () =>
      Promise.all([quoteRequests, contactMessages, eventSubmissions, events, newsletterSubscribers, mailOutbox].map((table) => database.db.$count(table)));
    const before = await counts();
    const trap = { website_url: 'https://bots.example' };
    const contact = await post('nl.localhost', '/public/contact', { type: 'Ad', name: 'Bot', email: 'bot@bots.example', phone: '0612345678', ...trap });
    const event = await post('kids.localhost', '/public/contact/event', {
      name: 'Bot',
      email: 'bot@bots.example',
      iban: 'NL91ABNA0417164300',
      province: 'Utrecht',
      city: 'Utrecht',
      address: 'x 1',
      zipcode: '1234 AB',
      title: 'Spam',
      description: 'Spam',
      website: 'https://bots.example',
      startDate: '2099-01-01',
      media: { id: 1 },
      ...trap,
    });
    const newsletter = await post('nl.localhost', '/public/newsletter-subscribe', { name: 'Bot', email: 'bot@bots.example', ...trap });
    expect([contact.status, event.status, newsletter.status]).toEqual([201, 201, 200]);
    expect([await contact.json(), await event.json(), await newsletter.json()]).toEqual([{ received: true }, { received: true }, { received: true }]);
    expect(await counts()).toEqual(before);
  });
});

describe('no duplicates: Idempotency-Key', () => {
  it('lets only one of two simultaneous requests with the same key run', async () => {
    const body = validQuote({ email: 'race@test.example' });
    const headers = { 'idempotency-key': 'race-1' };
    const answers = await Promise.all([0, 1, 2].map(() => post('nl.localhost', `/public/activities/${fixtures.activityNl}/quoteRequest`, body, headers)));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 201).length).toBeGreaterThanOrEqual(1);
    expect(statuses.every((s) => s === 201 || s === 409)).toBe(true);
    expect(await database.db.$count(quoteRequests, eq(quoteRequests.email, 'race@test.example'))).toBe(1);
  });

  it('replays the first answer for a repeat and creates nothing; another body with the key is 422', async () => {
    const key = 'quote-key-1';
    const body = validQuote({ email: 'idem@test.example' });
    const first = await post('nl.localhost', `/public/activities/${fixtures.activityNl}/quoteRequest`, body, { 'idempotency-key': key });
    expect(first.status).toBe(201);
    const repeat = await post('nl.localhost', `/public/activities/${fixtures.activityNl}/quoteRequest`, body, { 'idempotency-key': key });
    expect(repeat.status).toBe(201);
    expect(repeat.headers.get('idempotent-replayed')).toBe('true');
    expect(await repeat.json()).toEqual({ received: true });
    expect(await database.db.$count(quoteRequests, eq(quoteRequests.email, 'idem@test.example'))).toBe(1);
    expect(await database.db.$count(mailOutbox, eq(mailOutbox.toAddress, 'idem@test.example'))).toBe(1);

    const other = await post(
      'nl.localhost',
      `/public/activities/${fixtures.activityNl}/quoteRequest`,
      { ...body, name: 'Iemand anders' },
      { 'idempotency-key': key },
    );
    expect(other.status).toBe(422);
    expect(await database.db.$count(quoteRequests, eq(quoteRequests.email, 'idem@test.example'))).toBe(1);
  });

  it('takes the same JSON with other spacing or key order as the same request', async () => {
    const key = 'quote-key-canonical';
    const body = validQuote({ email: 'canonical@test.example' });
    const first = await post('nl.localhost', `/public/activities/${fixtures.activityNl}/quoteRequest`, body, { 'idempotency-key': key });
    expect(first.status).toBe(201);
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    const repeat = await post('nl.localhost', `/public/activities/${fixtures.activityNl}/quoteRequest`, JSON.stringify(reordered, null, 2), {
      'idempotency-key': key,
    });
    expect(repeat.status).toBe(201);
    expect(repeat.headers.get('idempotent-replayed')).toBe('true');
    expect(await database.db.$count(quoteRequests, eq(quoteRequests.email, 'canonical@test.example'))).toBe(1);
  });

  it('replays a validation answer too, and treats keys per platform', async () => {
    const first = await post('nl.localhost', '/public/contact', { type: 'Question' }, { 'idempotency-key': 'k2' });
    const again = await post('nl.localhost', '/public/contact', { type: 'Question' }, { 'idempotency-key': 'k2' });
    expect([first.status, again.status]).toEqual([400, 400]);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    const elsewhere = await post('de.localhost', '/public/contact', { type: 'Question' }, { 'idempotency-key': 'k2' });
    expect(elsewhere.headers.get('idempotent-replayed')).toBeNull();
  });

  it('runs the request again once the first answer is older than 24 hours', async () => {
    const body = { name: 'Oud', email: 'oud@test.example' };
    expect((await post('nl.localhost', '/public/newsletter-subscribe', body, { 'idempotency-key': 'old' })).status).toBe(200);
    await database.db.execute(sql`UPDATE idempotency_keys SET created_at = now() - interval '25 hours' WHERE key LIKE '%:old'`);
    const later = await post('nl.localhost', '/public/newsletter-subscribe', body, { 'idempotency-key': 'old' });
    expect(later.status).toBe(200);
    expect(later.headers.get('idempotent-replayed')).toBeNull();
  });
});

describe('abuse limits', () => {
  it('limits POSTs per IP with RateLimit headers and 429', async () => {
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let i = 0; i < 7; i += 1) {
      last = await post('nl.localhost', '/public/newsletter-subscribe', { name: 'R', email: `r${i}@rate.example` }, { 'x-forwarded-for': '192.0.2.77' });
      statuses.push(last.status);
      if (i === 0) {
        expect(last.headers.get('ratelimit-policy')).toBe('5;w=60');
        expect(last.headers.get('ratelimit')).toMatch(/^limit=5, remaining=4, reset=\d+$/);
      }
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
    expect(last!.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(((await last!.json()) as { error: { code: string } }).error.code).toBe('RATE_LIMITED');
    expect(await database.db.$count(newsletterSubscribers, sql`${newsletterSubscribers.email} LIKE '%@rate.example'`)).toBe(5);
    // Another address is not affected.
    expect(
      (await post('nl.localhost', '/public/newsletter-subscribe', { name: 'R', email: 'other@rate.example' }, { 'x-forwarded-for': '192.0.2.78' })).status,
    ).toBe(200);
  });

  it('refuses a body above 64 kB with 413, before validation', async () => {
    const response = await post('nl.localhost', '/public/contact', {
      type: 'Question',
      name: 'x',
      email: 'a@b.nl',
      phone: '0612345678',
      description: 'x'.repeat(70_000),
    });
    expect(response.status).toBe(413);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers malformed JSON and a wrong content type with 4xx, not 500', async () => {
    expect((await post('nl.localhost', '/public/contact', '{"name": ')).status).toBe(400);
    const form = await post('nl.localhost', '/public/contact', 'name=x', { 'content-type': 'text/plain' });
    expect(form.status).toBe(415);
  });
});

describe('OpenAPI document', () => {
  it('lists every write call with its request schema', async () => {
    const response = await api.request('nl.localhost', '/api/openapi.json');
    expect(response.status).toBe(200);
    const document = (await response.json()) as { paths: Record<string, Record<string, { requestBody?: unknown }>> };
    for (const [pathname, method] of [
      ['/public/activities/{activityId}/quoteRequest', 'post'],
      ['/public/contact', 'post'],
      ['/public/contact/event', 'post'],
      ['/public/newsletter-subscribe', 'post'],
      ['/public/locations/city', 'post'],
      ['/public/media/image', 'post'],
      ['/public/activities/{activityId}/statistics/{kind}', 'post'],
    ] as const) {
      expect(document.paths[pathname]?.[method], pathname).toBeDefined();
    }
    expect(JSON.stringify(document.paths['/public/activities/{activityId}/quoteRequest']!.post!.requestBody)).toContain('numberOfPersons');
  });
});
