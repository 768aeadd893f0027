/**
 * What the agenda list shows between the events (decisions.md 7): an ad label after items 1 and 7,
 * the banner after item 4 (positions count from 1, and only when that many items are on the page).
 */
export type AgendaSlot<T> = { kind: 'event'; event: T; position: number } | { kind: 'ad'; after: number } | { kind: 'banner' };

export const AD_LABELS_AFTER = [1, 7] as const;
export const BANNER_AFTER = 4;

export function agendaSlots<T>(events: readonly T[], hasBanner: boolean): AgendaSlot<T>[] {
  const slots: AgendaSlot<T>[] = [];
  events.forEach((event, index) => {
    const position = index + 1;
    slots.push({ kind: 'event', event, position });
    if ((AD_LABELS_AFTER as readonly number[]).includes(position)) slots.push({ kind: 'ad', after: position });
    if (position === BANNER_AFTER && hasBanner) slots.push({ kind: 'banner' });
  });
  return slots;
}

/** A website as a link target: without a scheme it gets https:// (decisions.md 6). */
export function websiteHref(website: string): string {
  return /^https?:\/\//i.test(website) ? website : `https://${website.replace(/^\/+/, '')}`;
}
