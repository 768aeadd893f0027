import type { LeadStatus } from '../../../../features/quote/provider-leads.schemas.ts';
import { usePortalText } from '../../../../portal/ui/portal-page.tsx';

// What the leads list and a lead's page both show: the status badge and dates in the platforms' time
// zone (the same on the server and in the browser, so hydration matches).

const TIME_ZONE = 'Europe/Amsterdam';

const STATUS_CLASS: Record<LeadStatus, string> = {
  NEW: 'bg-sky-100 text-sky-900',
  CONTACTED: 'bg-amber-100 text-amber-900',
  WON: 'bg-green-100 text-green-900',
  LOST: 'bg-slate-200 text-slate-900',
};

export function LeadStatusBadge({ status }: { status: LeadStatus }) {
  const t = usePortalText();
  return (
    <span className={`inline-block whitespace-nowrap rounded px-2 py-0.5 font-semibold ${STATUS_CLASS[status]}`} data-testid="lead-status">
      {t(`portal.leads.status.${status}`)}
    </span>
  );
}

export function leadDateTime(value: Date | string, locale: 'nl' | 'de'): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short', timeZone: TIME_ZONE }).format(new Date(value));
}

export function leadDate(value: Date | string, locale: 'nl' | 'de'): string {
  return new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: TIME_ZONE }).format(new Date(value));
}

export function leadTime(value: Date | string, locale: 'nl' | 'de'): string {
  return new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', timeZone: TIME_ZONE }).format(new Date(value));
}
