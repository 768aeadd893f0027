import { and, asc, eq, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.server.ts';
import { activities, organisations, platforms, quoteRequests } from '../../../db/schema/index.ts';
import { PORTAL_PATHS } from '../../config/portal-links.ts';
import type { Locale } from '../../config/brand.ts';
// Every locale's texts (the mails are rendered on the server only).
import '../../i18n/catalogues.server.ts';
import { languageTagOf, translate } from '../../i18n/i18n.ts';
import { notify, type NotificationReader } from '../../mail/notifications.server.ts';
import { quoteRecipients } from './quote.server.ts';
import { timeZoneOfCountry } from '../../config/business-hours.ts';

// Leads left unanswered (docs/decisions/117). A request that has no answer (sent from the portal, or the
// lead marked answered, quoted, won or lost) 24 business hours after it arrived sends its provider one
// reminder; after 72 it is on the operators' list of leads waiting. Business hours are the response
// time's (response-time.ts): 08:00-18:00 Monday to Friday in the platform's zone. The due times are
// worked out once, when the request arrives (app/config/lead-follow-up.ts), so the job and the list ask an index.

export interface LeadReminderPassOptions {
  db: Database;
  /** PORTAL_ORIGIN: the lead's link in the mail, and its unsubscribe link. */
  portalOrigin: string;
  /** The moment of the pass (tests); the clock otherwise. */
  now?: Date;
  /** Reminders per transaction; the rest wait for the next pass. */
  batchSize?: number;
}

/** The language of a platform's mails to an address that is no one's account. */
function platformLocale(platform: { languageCode: string; localeString: string }): Locale {
  if (platform.languageCode.toLowerCase().startsWith('de')) return 'de';
  return platform.localeString === 'nl-BE' ? 'be' : 'nl';
}

/**
 * Sends the reminders that are due, each exactly once: the leads are claimed with FOR UPDATE SKIP LOCKED
 * (another process passes over them), and a lead's `reminded_at` commits with its mails in the outbox, in
 * one transaction: a pass that dies before its commit leaves nothing behind and the next pass sends it.
 * Through `notify` (kind `lead.reminder`): to the addresses the request itself went to, each as its
 * person's choice says (at once, in the daily digest, or not). Returns how many leads were reminded.
 */
export async function remindUnansweredLeads(options: LeadReminderPassOptions): Promise<number> {
  const now = options.now ?? new Date();
  return options.db.transaction(async (tx) => {
    const due = await tx
      .select({ id: quoteRequests.id, activityId: quoteRequests.activityId, name: quoteRequests.name, createdAt: quoteRequests.createdAt })
      .from(quoteRequests)
      .where(
        and(isNull(quoteRequests.answeredAt), isNull(quoteRequests.remindedAt), isNotNull(quoteRequests.reminderDueAt), lte(quoteRequests.reminderDueAt, now)),
      )
      .orderBy(asc(quoteRequests.reminderDueAt))
      .limit(options.batchSize ?? 50)
      .for('update', { skipLocked: true });
    for (const lead of due) {
      const [found] = await tx
        .select({
          activity: {
            id: activities.id,
            title: activities.title,
            serviceMail: activities.serviceMail,
            organisationId: activities.organisationId,
            contactEmail: activities.contactEmail,
          },
          organisationEmail: organisations.email,
          platform: {
            id: platforms.id,
            name: platforms.name,
            domain: platforms.domain,
            email: platforms.email,
            countryCode: platforms.countryCode,
            languageCode: platforms.languageCode,
            localeString: platforms.localeString,
          },
        })
        .from(activities)
        .innerJoin(platforms, eq(platforms.id, activities.platformId))
        .leftJoin(organisations, eq(organisations.id, activities.organisationId))
        .where(eq(activities.id, lead.activityId));
      if (found) {
        const { activity, platform } = found;
        const zone = timeZoneOfCountry(platform.countryCode);
        const link = new URL(`${PORTAL_PATHS.leads}/${lead.id}`, options.portalOrigin).href;
        const values = (reader: NotificationReader) => ({
          id: lead.id,
          activityTitle: activity.title,
          platformName: platform.name,
          requester: lead.name,
          name: reader.firstName ?? '',
          received: new Intl.DateTimeFormat(languageTagOf(reader.locale), { dateStyle: 'long', timeStyle: 'short', timeZone: zone }).format(lead.createdAt),
          link,
        });
        await notify(tx, {
          kind: 'lead.reminder',
          mailKind: 'lead-reminder',
          platform,
          recordId: lead.id,
          portalOrigin: options.portalOrigin,
          addresses: await quoteRecipients(tx, { ...activity, organisationEmail: found.organisationEmail }, platform.email),
          addressLocale: platformLocale(platform),
          render: (reader) => {
            const v = values(reader);
            const greeting = reader.firstName ? 'mails.leadReminder.greeting' : 'mails.leadReminder.greetingNoName';
            return {
              subject: translate(reader.locale, 'mails.leadReminder.subject', v),
              text: [
                translate(reader.locale, greeting, v),
                translate(reader.locale, 'mails.leadReminder.text', v),
                translate(reader.locale, 'mails.closing', v),
              ].join('\n\n'),
            };
          },
          digestLine: (reader) => translate(reader.locale, 'mails.leadReminder.line', values(reader)),
        });
      }
      // Also without its activity (gone meanwhile): the lead is not looked at again.
      await tx
        .update(quoteRequests)
        .set({ remindedAt: sql`now()` })
        .where(eq(quoteRequests.id, lead.id));
    }
    return due.length;
  });
}
