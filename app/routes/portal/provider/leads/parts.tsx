import type { LeadStatus, LostReason } from '../../../../features/quote/provider-leads.schemas.ts';
import type { ResponseDuration, ResponseFigures } from '../../../../features/quote/response-time.types.ts';
import { Card, usePortalShell, usePortalText } from '../../../../portal/ui/portal-page.tsx';
import { dateTimeFormat } from '../../../../portal/ui/date-format.ts';

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
  return dateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short', timeZone: TIME_ZONE }).format(new Date(value));
}

export function leadDate(value: Date | string, locale: 'nl' | 'de'): string {
  return dateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: TIME_ZONE }).format(new Date(value));
}

export function leadTime(value: Date | string, locale: 'nl' | 'de'): string {
  return dateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', timeZone: TIME_ZONE }).format(new Date(value));
}

/** An organisation's response figures as the loaders hand them (response-time.server.ts's OrganisationResponse). */
export interface ResponseView {
  organisationId: number;
  organisationName: string;
  timeZone: string;
  figures: ResponseFigures;
  /** The median as the texts say it. */
  median: ResponseDuration | null;
  badge: ResponseDuration | null;
}

/**
 * How fast organisations answer their leads (docs/decisions/115), with the rule in words: for the
 * provider on the leads page, for operators on an organisation's page. The public badge's state is said
 * too, so the provider knows what visitors see and why.
 */
export function ResponseTimeCard({ responses, title, named, minLeads }: { responses: ResponseView[]; title: string; named: boolean; minLeads: number }) {
  const t = usePortalText();
  const { locale } = usePortalShell();
  if (responses.length === 0) return null;
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
  const hours = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const zones = [...new Set(responses.map((response) => response.timeZone))];
  return (
    <Card title={title}>
      <div className={`grid gap-4 ${responses.length > 1 ? 'sm:grid-cols-2' : ''}`} data-testid="response-time">
        {responses.map(({ organisationId, organisationName, figures, median, badge }) => (
          <div key={organisationId} className="min-w-0" data-testid="response-time-organisation">
            {named ? <h3 className="mb-1 break-words font-semibold">{organisationName}</h3> : null}
            {figures.leads === 0 ? (
              <p className="text-gray-700">{t('portal.leads.responseTime.noLeads')}</p>
            ) : (
              <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
                <dt className="font-semibold text-gray-800">{t('portal.leads.responseTime.median')}</dt>
                <dd>
                  {figures.medianMillis === null || !median ? (
                    t('portal.leads.responseTime.noAnswers')
                  ) : (
                    <>
                      {t(`portal.leads.responseTime.within.${median.unit}`, { count: median.count })}{' '}
                      <span className="text-sm text-gray-700">
                        (
                        {figures.medianMillis < 3_600_000
                          ? t('portal.leads.responseTime.exactMinutes', { minutes: Math.round(figures.medianMillis / 60_000) })
                          : t('portal.leads.responseTime.exactHours', { hours: hours.format(figures.medianMillis / 3_600_000) })}
                        )
                      </span>
                    </>
                  )}
                </dd>
                <dt className="font-semibold text-gray-800">{t('portal.leads.responseTime.rate')}</dt>
                <dd>
                  {t('portal.leads.responseTime.rateValue', { answered: figures.answered, leads: figures.leads, percent: percent.format(figures.rate ?? 0) })}
                </dd>
              </dl>
            )}
            <p className="mt-2 text-sm text-gray-700" data-testid="response-badge-state">
              {badge
                ? t('portal.leads.responseTime.badgeShown', { text: t(`portal.leads.responseTime.badge.${badge.unit}`, { count: badge.count }) })
                : t('portal.leads.responseTime.badgeHidden', { min: minLeads })}
            </p>
          </div>
        ))}
      </div>
      <p className="mt-4 border-t border-slate-200 pt-3 text-sm text-gray-700" data-testid="response-time-rule">
        {t('portal.leads.responseTime.rule', {
          zone: zones.map((zone) => t(`portal.leads.responseTime.zones.${zone.split('/')[1] ?? 'Amsterdam'}`)).join(', '),
        })}
      </p>
    </Card>
  );
}
