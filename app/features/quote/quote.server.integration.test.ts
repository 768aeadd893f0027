import { QuoteRequestSchema } from './quote.schemas.ts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/client.server.ts';
import { activities, contactPersonOrganisations, contactPersons, mailOutbox, organisations, platforms, quoteRequests } from '../../../db/schema/index.ts';
import { seededBrand } from '../../../tests/support/brands.ts';
import { createTestDatabase } from '../../../tests/support/test-database.ts';
import { insertWriteFixtures, validQuote, type WriteFixtures } from '../../../tests/support/write-fixtures.ts';
import type { Site } from '../../request-context.server.ts';
import { requestNewsletterConfirmation } from '../newsletter/newsletter.server.ts';
import { leadDueTimes } from '../../config/lead-follow-up.ts';
import { QUOTE_RECIPIENTS_LIMIT, submitQuoteRequest } from './quote.server.ts';

// Who receives a quote request (core.md serviceMail, contact person wantsOfferMail; decision 104): the
// activity's service mail, else the organisation's contacts who want offer mails, else the activity's
// contact e-mail, the organisation's, the platform's. One mail to each of them (each with its own
// unsubscribe link, docs/decisions/116), in that order.

let database: DatabaseHandle;
let fixtures: WriteFixtures;
let site: Site;

beforeAll(async () => {
  database = await createTestDatabase();
  fixtures = await insertWriteFixtures(database.db);
  const [platform] = await database.db.select().from(platforms).where(eq(platforms.id, 1));
  site = { platform: platform!, brand: seededBrand(1) };
});
afterAll(async () => {
  await database?.close();
});

/** A public activity of a new organisation on platform 1; returns both ids. */
async function activityWith(values: { serviceMail?: string | null; contactEmail?: string | null; organisationEmail?: string | null }) {
  const [organisation] = await database.db
    .insert(organisations)
    .values({ name: 'Ontvanger BV', email: values.organisationEmail ?? null, platformId: 1 })
    .returning({ id: organisations.id });
  const [activity] = await database.db
    .insert(activities)
    .values({
      approved: true,
      status: true,
      title: 'Boogschieten',
      slug: `boogschieten-${organisation!.id}`,
      platformId: 1,
      organisationId: organisation!.id,
      serviceMail: values.serviceMail ?? null,
      contactEmail: values.contactEmail ?? null,
    })
    .returning({ id: activities.id });
  return { organisationId: organisation!.id, activityId: activity!.id };
}

/** Sends a quote request and answers the provider mails' addresses in order (and how many mails there were). */
async function providerMailTo(activityId: number): Promise<{ to: string; count: number }> {
  const result = await submitQuoteRequest(
    database.db,
    site,
    activityId,
    QuoteRequestSchema.parse(validQuote()),
    requestNewsletterConfirmation,
    'http://admin.localhost:3000',
  );
  if (result.status !== 'stored') throw new Error(`not stored: ${result.status}`);
  const rows = await database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'quote-provider'));
  const mine = rows.filter((row) => result.mailMessageIds.includes(row.messageId)).sort((a, b) => a.id - b.id);
  return { to: mine.map((row) => row.toAddress).join(', '), count: mine.length };
}

describe('the recipients of a quote request', () => {
  it("go to the activity's service mail first, before any contact person", async () => {
    const { organisationId, activityId } = await activityWith({ serviceMail: 'offertes@ontvanger.example', contactEmail: 'contact@ontvanger.example' });
    await database.db.insert(contactPersons).values({ organisationId, email: 'anna@ontvanger.example', wantsOfferMail: true });
    expect(await providerMailTo(activityId)).toEqual({ to: 'offertes@ontvanger.example', count: 1 });
  });

  it('take every address of a service mail listing several, once each, a mail each', async () => {
    const { activityId } = await activityWith({ serviceMail: 'a@ontvanger.example; b@ontvanger.example, A@ontvanger.example' });
    expect(await providerMailTo(activityId)).toEqual({ to: 'a@ontvanger.example, b@ontvanger.example', count: 2 });
  });

  it('go to every contact person of the organisation who wants offer mails (filed or linked), the primary first', async () => {
    const { organisationId, activityId } = await activityWith({ contactEmail: 'contact@ontvanger.example', organisationEmail: 'info@ontvanger.example' });
    const other = await activityWith({});
    const people = await database.db
      .insert(contactPersons)
      .values([
        { organisationId, email: 'jan@ontvanger.example', wantsOfferMail: true },
        { organisationId, email: 'piet@ontvanger.example', wantsOfferMail: false },
        { organisationId, email: null, wantsOfferMail: true },
        { organisationId, email: '  ', wantsOfferMail: true },
        { organisationId, email: 'geen adres', wantsOfferMail: true },
        { organisationId, email: 'primair@ontvanger.example', wantsOfferMail: true },
        // Filed under another organisation but acting for this one too.
        { organisationId: other.organisationId, email: 'adviseur@elders.example', wantsOfferMail: true },
        // Another organisation's only.
        { organisationId: other.organisationId, email: 'vreemd@elders.example', wantsOfferMail: true },
      ])
      .returning({ id: contactPersons.id });
    // The primary contact is so on its link to this organisation; the adviser is the other one's primary
    // contact, not this one's.
    await database.db.insert(contactPersonOrganisations).values([
      { contactPersonId: people[5]!.id, organisationId, primary: true },
      { contactPersonId: people[6]!.id, organisationId },
      { contactPersonId: people[6]!.id, organisationId: other.organisationId, primary: true },
    ]);
    expect(await providerMailTo(activityId)).toEqual({ to: 'primair@ontvanger.example, jan@ontvanger.example, adviseur@elders.example', count: 3 });
  });

  it(`go to at most ${QUOTE_RECIPIENTS_LIMIT} contact persons`, async () => {
    const { organisationId, activityId } = await activityWith({});
    await database.db
      .insert(contactPersons)
      .values(Array.from({ length: QUOTE_RECIPIENTS_LIMIT + 5 }, (_, i) => ({ organisationId, email: `p${i}@veel.example`, wantsOfferMail: true })));
    expect((await providerMailTo(activityId)).to.split(', ')).toHaveLength(QUOTE_RECIPIENTS_LIMIT);
  });

  it("fall back to the activity's contact e-mail when no contact person wants offer mails, and an invalid service mail counts as none", async () => {
    const { organisationId, activityId } = await activityWith({
      serviceMail: 'niet-geldig',
      contactEmail: ' contact@ontvanger.example ',
      organisationEmail: 'info@ontvanger.example',
    });
    await database.db.insert(contactPersons).values({ organisationId, email: 'nee@ontvanger.example', wantsOfferMail: false });
    expect(await providerMailTo(activityId)).toEqual({ to: 'contact@ontvanger.example', count: 1 });
    // The fixture activity has a contact e-mail and an organisation without contact persons.
    expect((await providerMailTo(fixtures.activityNl)).to).toBe('planning@kano.example');
  });

  it("then to the organisation's e-mail, then to the platform's", async () => {
    const withOrganisationMail = await activityWith({ organisationEmail: 'info@ontvanger.example' });
    expect((await providerMailTo(withOrganisationMail.activityId)).to).toBe('info@ontvanger.example');
    const bare = await activityWith({});
    expect((await providerMailTo(bare.activityId)).to).toBe(site.platform.email);
  });
});

describe('a stored request', () => {
  it("knows when it is due for its reminder and the operators' list, in business hours of the platform's zone (docs/decisions/117)", async () => {
    const { activityId } = await activityWith({ serviceMail: 'offertes@ontvanger.example' });
    const result = await submitQuoteRequest(
      database.db,
      site,
      activityId,
      QuoteRequestSchema.parse(validQuote()),
      requestNewsletterConfirmation,
      'http://admin.localhost:3000',
    );
    if (result.status !== 'stored') throw new Error(`not stored: ${result.status}`);
    const [row] = await database.db.select().from(quoteRequests).where(eq(quoteRequests.id, result.quoteRequestId));
    expect({ reminderDueAt: row!.reminderDueAt, waitingDueAt: row!.waitingDueAt }).toEqual(leadDueTimes(row!.createdAt, site.platform.countryCode));
    expect(row!.remindedAt).toBeNull();
  });
});
