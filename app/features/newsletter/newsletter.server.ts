import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../../db/client.server.ts';
import type { PlatformRow } from '../../request-context.server.ts';
import { type NewsletterSubscriptionInput, NewsletterSubscriptionSchema } from './newsletter.schemas.ts';

export type SubscribeResult =
  | { status: 'subscribed'; subscriberId: number }
  /** Already on the list (same e-mail in any letter case): not an error, nothing duplicated. */
  | { status: 'already-subscribed'; subscriberId: number }
  | { status: 'ignored' };

/**
 * Puts a visitor on the platform's newsletter list with the time of consent (decisions.md 13: the
 * database is the list). Subscribing again keeps one row and refreshes the name and the consent time.
 */
export async function subscribeNewsletter(db: Database, platform: PlatformRow, input: NewsletterSubscriptionInput): Promise<SubscribeResult> {
  const subscription = NewsletterSubscriptionSchema.parse(input);
  if (subscription.website_url) return { status: 'ignored' };
  const rows = await queryRows<{ id: number; inserted: boolean }>(
    db,
    sql`INSERT INTO newsletter_subscribers (platform_id, name, email, consent_at)
        VALUES (${platform.id}, ${subscription.name}, ${subscription.email}, now())
        ON CONFLICT (platform_id, lower(email)) DO UPDATE
          SET name = EXCLUDED.name, consent_at = now(), updated_at = now()
        RETURNING id, (xmax = 0) AS inserted`,
  );
  const row = rows[0]!;
  return row.inserted ? { status: 'subscribed', subscriberId: row.id } : { status: 'already-subscribed', subscriberId: row.id };
}
