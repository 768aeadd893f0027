import type { Database } from '../../../db/client.server.ts';
import type { Site } from '../../request-context.server.ts';

/** What a newsletter sign-up writes with: a database or a transaction. */
export type NewsletterWriter = Pick<Database, 'execute' | 'insert' | 'select'>;

/**
 * A sign-up for the newsletter in the caller's transaction (the newsletter feature's
 * requestNewsletterConfirmation). Another feature whose form has a newsletter box (the quote request)
 * is handed it by the route or API that composes the two, so the lead and the sign-up commit together.
 */
export type NewsletterSignUp<Result = unknown> = (tx: NewsletterWriter, site: Site, person: { name: string; email: string }) => Promise<Result>;
