/** The states of a mail in the outbox (db enum outbox_status), for the screens that filter by them. */
export const OUTBOX_STATUSES = ['pending', 'sent', 'failed', 'kept'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];
