import { and, eq, sql } from 'drizzle-orm';
import type { Site } from '../../request-context.server.ts';
import { queueMails } from '../../mail/outbox.server.ts';
import { publicActivitySql } from '../../public-api/visibility.server.ts';
import type { Database } from '../../../db/client.server.ts';
import { activities, organisations, quoteRequests } from '../../../db/schema/index.ts';
import { renderQuoteConfirmation, renderQuoteToProvider } from './quote.mails.ts';
import { type QuoteRequestInput, QuoteRequestSchema } from './quote.schemas.ts';

export type SubmitQuoteResult =
  | { status: 'stored'; quoteRequestId: number; mailMessageIds: string[] }
  /** The honeypot was filled: answer as if fine, store nothing. */
  | { status: 'ignored' }
  | { status: 'activity-not-found' };

/**
 * Stores a visitor's quote request for a public activity of `platform` and, in the same transaction,
 * the mail to the provider (activity contact e-mail, else the organisation's, else the platform's),
 * the confirmation to the visitor, and one more offer request in the day's statistics. When this
 * returns `stored`, the request and its mails are committed; the outbox worker delivers the mails.
 * `input` is validated with QuoteRequestSchema (throws its ZodError when invalid).
 */
export async function submitQuoteRequest(db: Database, { platform, brand }: Site, activityId: number, input: QuoteRequestInput): Promise<SubmitQuoteResult> {
  const request = QuoteRequestSchema.parse(input);
  if (request.website_url) return { status: 'ignored' };

  const [activity] = await db
    .select({ id: activities.id, title: activities.title, contactEmail: activities.contactEmail, organisationEmail: organisations.email })
    .from(activities)
    .leftJoin(organisations, eq(organisations.id, activities.organisationId))
    .where(and(eq(activities.id, activityId), publicActivitySql(platform.id, 'activities')))
    .limit(1);
  if (!activity) return { status: 'activity-not-found' };

  const locale = brand.locale;
  const providerAddress = activity.contactEmail?.trim() || activity.organisationEmail?.trim() || platform.email;

  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(quoteRequests)
      .values({
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
    const toProvider = renderQuoteToProvider(request, context, locale);
    const confirmation = renderQuoteConfirmation(request, context, locale);
    const mailMessageIds = await queueMails(tx, platform, quoteRequestId, [
      { kind: 'quote-provider', to: providerAddress, replyTo: request.email, ...toProvider },
      { kind: 'quote-confirmation', to: request.email, replyTo: platform.email, ...confirmation },
    ]);
    // One more offer request today (service mail statistics); the statistics feature counts the rest.
    await tx.execute(sql`
      INSERT INTO service_mail_statistics (activity_id, submit_date, offer_requests)
      VALUES (${activity.id}, (now() AT TIME ZONE 'Europe/Amsterdam')::date, 1)
      ON CONFLICT (activity_id, submit_date) DO UPDATE SET offer_requests = service_mail_statistics.offer_requests + 1`);
    return { status: 'stored' as const, quoteRequestId, mailMessageIds };
  });
}
