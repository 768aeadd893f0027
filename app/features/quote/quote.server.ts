import { and, asc, eq, isNotNull, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Site } from '../../request-context.server.ts';
import { queueMails } from '../../mail/outbox.server.ts';
import { notify } from '../../mail/notifications.server.ts';
import { translate } from '../../i18n/i18n.ts';
import { publicActivitySql } from '../../public-api/visibility.server.ts';
import type { Database } from '../../../db/client.server.ts';
import type { NewsletterSignUp } from '../newsletter/newsletter.types.ts';
import { activities, contactPersonOrganisations, contactPersons, organisations, quoteRequests } from '../../../db/schema/index.ts';
import { renderQuoteConfirmation, renderQuoteToProvider } from './quote.mails.ts';
import type { QuoteRequest } from './quote.schemas.ts';
import { leadDueTimes } from '../../config/lead-follow-up.ts';

export type SubmitQuoteResult =
  | { status: 'stored'; quoteRequestId: number; mailMessageIds: string[] }
  /** The honeypot was filled: answer as if fine, store nothing. */
  | { status: 'ignored' }
  | { status: 'activity-not-found' };

/** The most addresses one provider mail goes to (an organisation with many contacts gets no mass mail). */
export const QUOTE_RECIPIENTS_LIMIT = 10;

const validAddress = z.email();

/** The valid, distinct addresses of a list (`service_mail` may hold several, separated by , ; or spaces). */
function addresses(values: ReadonlyArray<string | null | undefined>): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const value of values) {
    for (const part of (value ?? '').split(/[\s,;]+/)) {
      const address = part.trim();
      const key = address.toLowerCase();
      if (!address || seen.has(key) || !validAddress.safeParse(address).success) continue;
      seen.add(key);
      result.push(address);
    }
  }
  return result.slice(0, QUOTE_RECIPIENTS_LIMIT);
}

/**
 * Who receives the quote requests of an activity (core.md: serviceMail, contact person wantsOfferMail),
 * the first rule that yields an address:
 * 1. the activity's own `service_mail`;
 * 2. every contact person of the activity's organisation (filed under it or linked to it) who wants
 *    offer mails and has an address, its primary contact (the flag on the person's link to this
 *    organisation, not to another) first;
 * 3. the activity's contact e-mail, 4. the organisation's e-mail, 5. the platform's.
 */
export async function quoteRecipients(
  db: Pick<Database, 'select'>,
  activity: { serviceMail: string | null; organisationId: number | null; contactEmail: string | null; organisationEmail: string | null },
  platformEmail: string,
): Promise<string[]> {
  const service = addresses([activity.serviceMail]);
  if (service.length > 0) return service;
  if (activity.organisationId !== null) {
    const organisationId = activity.organisationId;
    // The person's link to this organisation, if any: it says whether they are its primary contact.
    const people = await db
      .select({ email: contactPersons.email })
      .from(contactPersons)
      .leftJoin(
        contactPersonOrganisations,
        and(eq(contactPersonOrganisations.contactPersonId, contactPersons.id), eq(contactPersonOrganisations.organisationId, organisationId)),
      )
      .where(
        and(
          eq(contactPersons.wantsOfferMail, true),
          sql`nullif(trim(${contactPersons.email}), '') IS NOT NULL`,
          or(eq(contactPersons.organisationId, organisationId), isNotNull(contactPersonOrganisations.contactPersonId)),
        ),
      )
      .orderBy(sql`coalesce(${contactPersonOrganisations.primary}, false) DESC`, asc(contactPersons.id))
      .limit(QUOTE_RECIPIENTS_LIMIT * 2);
    const contacts = addresses(people.map((person) => person.email));
    if (contacts.length > 0) return contacts;
  }
  for (const fallback of [activity.contactEmail, activity.organisationEmail]) {
    const found = addresses([fallback]);
    if (found.length > 0) return found;
  }
  return [platformEmail];
}

/**
 * Stores a visitor's quote request for a public activity of `platform` and, in the same transaction,
 * the provider's notification of kind `lead.new` to every address of quoteRecipients (one mail each, as
 * each person's choice says: docs/decisions/116; `portalOrigin` makes its unsubscribe link), the confirmation to the
 * visitor, one more offer request in the day's statistics and, when the visitor ticked the newsletter
 * box (`subscribe`), their newsletter sign-up through `newsletterSignUp` (pending until confirmed).
 * When this returns `stored`, all of it is committed; the outbox worker delivers the mails.
 * `request` is QuoteRequestSchema's output (a payload already read: the service does not parse it again).
 */
export async function submitQuoteRequest(
  db: Database,
  site: Site,
  activityId: number,
  /** QuoteRequestSchema's output, read once by the form's parse or the API's validation (docs/decisions/111). */
  request: QuoteRequest,
  newsletterSignUp: NewsletterSignUp,
  portalOrigin: string,
): Promise<SubmitQuoteResult> {
  const { platform, brand } = site;
  if (request.website_url) return { status: 'ignored' };

  const [activity] = await db
    .select({
      id: activities.id,
      title: activities.title,
      serviceMail: activities.serviceMail,
      organisationId: activities.organisationId,
      contactEmail: activities.contactEmail,
      organisationEmail: organisations.email,
    })
    .from(activities)
    .leftJoin(organisations, eq(organisations.id, activities.organisationId))
    .where(and(eq(activities.id, activityId), publicActivitySql(platform.id, 'activities')))
    .limit(1);
  if (!activity) return { status: 'activity-not-found' };

  const locale = brand.locale;
  // One mail per recipient (docs/decisions/116): each carries its own unsubscribe link, and a person's
  // choice (at once, daily digest, off) is theirs alone.
  const providerAddresses = await quoteRecipients(db, activity, platform.email);

  // Its reminder and its place on the operators' list of leads waiting, in the platform's business hours.
  const arrived = new Date();
  const due = leadDueTimes(arrived, platform.countryCode);

  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(quoteRequests)
      .values({
        createdAt: arrived,
        reminderDueAt: due.reminderDueAt,
        waitingDueAt: due.waitingDueAt,
        activityId: activity.id,
        name: request.name,
        gender: request.gender,
        reference: request.reference,
        email: request.email,
        phone: request.phone,
        numberOfPersons: request.numberOfPersons,
        plannedDate: request.plannedDate ? new Date(request.plannedDate.length === 10 ? `${request.plannedDate}T12:00:00Z` : request.plannedDate) : null,
        address: request.address,
        zipcode: request.zipcode,
        city: request.city,
        description: request.description,
        companyName: request.companyName,
        subscribe: request.subscribe,
      })
      .returning({ id: quoteRequests.id });
    const quoteRequestId = row!.id;
    const context = { platformName: platform.name, platformDomain: platform.domain, activityTitle: activity.title, activityId: activity.id, quoteRequestId };
    const confirmation = renderQuoteConfirmation(request, context, locale);
    const toProvider = await notify(tx, {
      kind: 'lead.new',
      mailKind: 'quote-provider',
      platform,
      recordId: quoteRequestId,
      portalOrigin,
      addresses: providerAddresses,
      addressLocale: locale,
      replyTo: request.email,
      render: (reader) => renderQuoteToProvider(request, context, reader.locale),
      digestLine: (reader) =>
        translate(reader.locale, 'mails.notifications.leadLine', { id: quoteRequestId, activityTitle: activity.title, platformName: platform.name }),
    });
    const mailMessageIds = [
      ...toProvider.mailMessageIds,
      ...(await queueMails(tx, platform, quoteRequestId, [{ kind: 'quote-confirmation', to: request.email, replyTo: platform.email, ...confirmation }])),
    ];
    // One more offer request today (service mail statistics); the statistics feature counts the rest.
    await tx.execute(sql`
      INSERT INTO service_mail_statistics (activity_id, submit_date, offer_requests)
      VALUES (${activity.id}, (now() AT TIME ZONE 'Europe/Amsterdam')::date, 1)
      ON CONFLICT (activity_id, submit_date) DO UPDATE SET offer_requests = service_mail_statistics.offer_requests + 1`);
    if (request.subscribe) await newsletterSignUp(tx, site, { name: request.name, email: request.email });
    return { status: 'stored' as const, quoteRequestId, mailMessageIds };
  });
}
