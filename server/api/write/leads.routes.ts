import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { ContactMessageSchema } from '../../../app/features/contact/contact.schemas.ts';
import { submitContactMessage } from '../../../app/features/contact/contact.server.ts';
import { EventSubmissionSchema } from '../../../app/features/event-submission/event-submission.schemas.ts';
import { submitEventSubmission } from '../../../app/features/event-submission/event-submission.server.ts';
import { NewsletterSubscriptionSchema } from '../../../app/features/newsletter/newsletter.schemas.ts';
import { requestNewsletterConfirmation, subscribeNewsletter } from '../../../app/features/newsletter/newsletter.server.ts';
import { QuoteRequestSchema } from '../../../app/features/quote/quote.schemas.ts';
import { submitQuoteRequest } from '../../../app/features/quote/quote.server.ts';
import type { AppEnv } from '../../app-env.ts';
import { ApiErrorSchema } from '../errors.ts';
import type { ApiDependencies } from '../api-dependencies.ts';
import { errorJson, formMessage, localeOf } from './form-messages.ts';
import { databaseIdParam } from '../../../app/config/database-id.schemas.ts';

/** The answer of every lead call: the record is committed (or, for a bot, silently dropped). */
export const ReceivedSchema = z.object({ received: z.literal(true) }).openapi('Received');

const json = <T extends z.ZodType>(schema: T) => ({ content: { 'application/json': { schema } } });
const error = (description: string) => ({ description, ...json(ApiErrorSchema) });

/** Responses every public POST may give besides its own. */
export const writeErrorResponses = {
  400: error('Invalid body: `fields` names each invalid field with its message in the platform language'),
  413: error('Body too large'),
  422: error('Idempotency-Key reused with another body'),
  409: error('A request with the same Idempotency-Key is still running'),
  429: error('Too many requests from this address (see RateLimit and Retry-After headers)'),
} as const;

const IdempotencyHeaders = z.object({
  'idempotency-key': z
    .string()
    .max(255)
    .optional()
    .openapi({ description: 'Repeat within 24 h returns the first answer and creates nothing; another body with the same key is 422.' }),
});

const ActivityIdParams = z.object({
  activityId: databaseIdParam('activityId').openapi({ param: { name: 'activityId', in: 'path' }, example: 12 }),
});

const quoteRoute = createRoute({
  method: 'post',
  path: '/public/activities/{activityId}/quoteRequest',
  operationId: 'postQuoteRequest',
  tags: ['Leads'],
  summary: 'Send a quote request to the provider of an activity',
  description:
    'Stores the request and, in the same transaction, the mail to the provider and the confirmation to the visitor; the outbox worker delivers them. Counts an offer request in the activity statistics. Only `subscribe: true` subscribes to the newsletter (omitted is false): the subscriber is pending, and a mail asks them to confirm.',
  request: { params: ActivityIdParams, headers: IdempotencyHeaders, body: { required: true, ...json(QuoteRequestSchema) } },
  responses: {
    201: { description: 'Stored; mails queued', ...json(ReceivedSchema) },
    404: error('No public activity with this id on this platform'),
    ...writeErrorResponses,
  },
});

const contactRoute = createRoute({
  method: 'post',
  path: '/public/contact',
  operationId: 'postContact',
  tags: ['Leads'],
  summary: 'Send a question (FAQ) or advertising request (type Ad) to the platform',
  request: { headers: IdempotencyHeaders, body: { required: true, ...json(ContactMessageSchema) } },
  responses: { 201: { description: 'Stored; mails queued', ...json(ReceivedSchema) }, ...writeErrorResponses },
});

const eventRoute = createRoute({
  method: 'post',
  path: '/public/contact/event',
  operationId: 'postEventSubmission',
  tags: ['Leads'],
  summary: 'Submit an event for the agenda (stored inactive, for review)',
  request: { headers: IdempotencyHeaders, body: { required: true, ...json(EventSubmissionSchema) } },
  responses: {
    201: { description: 'Stored; mail to the platform queued', ...json(ReceivedSchema) },
    ...writeErrorResponses,
    400: error('Invalid body, or `media.id` names no uploaded image'),
  },
});

const newsletterRoute = createRoute({
  method: 'post',
  path: '/public/newsletter-subscribe',
  operationId: 'postNewsletterSubscribe',
  tags: ['Leads'],
  summary: 'Subscribe to the platform newsletter',
  description:
    'Stored as pending with the time of consent, and a mail with a confirmation link is queued (double opt-in): no newsletter goes out before the link is followed. Subscribing again is not an error and creates no duplicate; while pending it sends a fresh link.',
  request: { headers: IdempotencyHeaders, body: { required: true, ...json(NewsletterSubscriptionSchema) } },
  responses: { 200: { description: 'Pending; confirmation mail queued (or confirmed before)', ...json(ReceivedSchema) }, ...writeErrorResponses },
});

export const LEAD_PATHS = ['/public/activities/:activityId/quoteRequest', '/public/contact', '/public/contact/event', '/public/newsletter-subscribe'];

export function registerLeadRoutes(api: OpenAPIHono<AppEnv>, deps: ApiDependencies): void {
  api.openapi(quoteRoute, async (c) => {
    const { activityId } = c.req.valid('param');
    const result = await submitQuoteRequest(deps.db, c.var, activityId, c.req.valid('json'), requestNewsletterConfirmation, deps.env.PORTAL_ORIGIN);
    if (result.status === 'activity-not-found') return errorJson(c, 404, 'ACTIVITY_NOT_FOUND', `No activity ${activityId} on this site.`);
    if (result.status === 'ignored') c.var.log.info('honeypot filled: quote request dropped');
    return c.json({ received: true as const }, 201);
  });

  api.openapi(contactRoute, async (c) => {
    const result = await submitContactMessage(deps.db, c.var, c.req.valid('json'));
    if (result.status === 'ignored') c.var.log.info('honeypot filled: contact message dropped');
    return c.json({ received: true as const }, 201);
  });

  api.openapi(eventRoute, async (c) => {
    const result = await submitEventSubmission(deps.db, c.var, c.req.valid('json'));
    if (result.status === 'media-not-found') {
      const message = formMessage(localeOf(c), 'eventForm.errors.mediaRequired');
      return errorJson(c, 400, 'VALIDATION_FAILED', message, { media: message });
    }
    if (result.status === 'ignored') c.var.log.info('honeypot filled: event submission dropped');
    return c.json({ received: true as const }, 201);
  });

  api.openapi(newsletterRoute, async (c) => {
    const result = await subscribeNewsletter(deps.db, c.var, c.req.valid('json'));
    if (result.status === 'ignored') c.var.log.info('honeypot filled: newsletter subscription dropped');
    return c.json({ received: true as const }, 200);
  });
}
