import type { LeadStatus, LostReason } from '../../../../features/quote/provider-leads.schemas.ts';
import { usePortalShell, usePortalText } from '../../../../portal/ui/portal-page.tsx';

// What the leads list and a lead's page both show: the status badge, the pipeline's steps and dates in
// the platforms' time zone (the same on the server and in the browser, so hydration matches).

const TIME_ZONE = 'Europe/Amsterdam';

const STATUS_CLASS: Record<LeadStatus, string> = {
  NEW: 'bg-sky-100 text-sky-900',
  ANSWERED: 'bg-amber-100 text-amber-900',
  QUOTED: 'bg-violet-100 text-violet-900',
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

/**
 * The pipeline's steps with their times (docs/decisions/115): received, first answer, quote, and the
 * close (won, or lost with its reason); a step not taken yet says so.
 */
export function LeadSteps({
  lead,
}: {
  lead: {
    createdAt: Date | string;
    answeredAt: Date | string | null;
    quotedAt: Date | string | null;
    closedAt: Date | string | null;
    status: LeadStatus;
    lostReason: LostReason | null;
  };
}) {
  const t = usePortalText();
  const { locale } = usePortalShell();
  const closed = lead.status === 'WON' || lead.status === 'LOST';
  const steps: Array<[key: string, at: Date | string | null, extra?: string]> = [
    ['received', lead.createdAt],
    ['answered', lead.answeredAt],
    ['quoted', lead.quotedAt],
    closed
      ? [lead.status === 'WON' ? 'won' : 'lost', lead.closedAt, lead.lostReason ? t(`portal.leads.lostReasons.${lead.lostReason}`) : undefined]
      : ['closed', null],
  ];
  return (
    <dl className="divide-y divide-slate-200 text-sm" data-testid="lead-steps">
      {steps.map(([key, at, extra]) => (
        <div key={key} className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-2">
          <dt className="font-semibold text-gray-800">{t(`portal.leads.steps.${key}`)}</dt>
          <dd className={`tabular-nums ${at ? '' : 'text-gray-700'}`}>
            {at ? leadDateTime(at, locale) : t('portal.leads.steps.notYet')}
            {extra ? <span className="block text-right text-gray-700">{extra}</span> : null}
          </dd>
        </div>
      ))}
    </dl>
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
