import { z } from 'zod';
import { NOTIFICATION_CHOICES, NOTIFICATION_KINDS, type NotificationKind } from '../../mail/notification-kinds.ts';

/**
 * The preferences form (docs/decisions/116): one choice per kind, the field named after the kind with its
 * dot as a dash (`lead-new`). A kind left out keeps what it was; which kinds a person may set is the
 * service's question (an operator's kind is not a provider's).
 */
export const NOTIFICATION_FIELDS = Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, kind.replace('.', '-')])) as Record<NotificationKind, string>;

const choice = z.enum(NOTIFICATION_CHOICES, { error: 'portal.notifications.errors.choice' }).optional();

export const NotificationPreferencesSchema = z.object(
  Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [NOTIFICATION_FIELDS[kind], choice])) as Record<string, typeof choice>,
);
export type NotificationPreferencesInput = z.infer<typeof NotificationPreferencesSchema>;

/** The unsubscribe page's form and the one-click POST (RFC 8058): the token of the link. */
export const UnsubscribeSchema = z.object({
  token: z.string({ error: 'portal.unsubscribe.invalid' }).min(1, 'portal.unsubscribe.invalid').max(300, 'portal.unsubscribe.invalid'),
});
export type UnsubscribeInput = z.infer<typeof UnsubscribeSchema>;
