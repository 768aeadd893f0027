/**
 * The kinds of notification a person may choose for (docs/decisions/116), and what each one is when they
 * chose nothing. Providers' kinds are at once by default; the operators' "waiting for review" comes as a
 * daily digest. Texts: `portal.notifications.kinds.<kind>` and `mails.notifications.*`.
 */
export const NOTIFICATION_KINDS = ['lead.new', 'review.outcome', 'lead.reminder', 'review.waiting'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NOTIFICATION_CHOICES = ['immediate', 'daily', 'off'] as const;
export type NotificationChoice = (typeof NOTIFICATION_CHOICES)[number];

/** Who a kind is for: every account (providers' mails) or operators only. */
export const NOTIFICATION_AUDIENCE: Record<NotificationKind, 'everyone' | 'operators'> = {
  'lead.new': 'everyone',
  'review.outcome': 'everyone',
  'lead.reminder': 'everyone',
  'review.waiting': 'operators',
};

export const NOTIFICATION_DEFAULTS: Record<NotificationKind, NotificationChoice> = {
  'lead.new': 'immediate',
  'review.outcome': 'immediate',
  'lead.reminder': 'immediate',
  'review.waiting': 'daily',
};

/** The kinds a person of this role chooses for (an operator has every kind, a provider the providers' kinds). */
export function notificationKindsFor(role: 'ADMIN' | 'USER'): NotificationKind[] {
  return NOTIFICATION_KINDS.filter((kind) => role === 'ADMIN' || NOTIFICATION_AUDIENCE[kind] === 'everyone');
}

export function isNotificationKind(value: unknown): value is NotificationKind {
  return typeof value === 'string' && (NOTIFICATION_KINDS as readonly string[]).includes(value);
}
