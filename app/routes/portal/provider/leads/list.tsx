import { data, Link } from 'react-router';
import type { Route } from './+types/list';
import { PORTAL_PATHS } from '../../../../config/portal-links.ts';
import {
  LEAD_FILTER_PARAMS,
  LEAD_STATUSES,
  LEADS_PAGE_SIZE,
  LeadFilterSchema,
  leadFilterInput,
  leadFilterQuery,
  type LeadFilter,
} from '../../../../features/quote/provider-leads.schemas.ts';
import { listLeadActivities, listLeads } from '../../../../features/quote/provider-leads.server.ts';
import { organisationResponses } from '../../../../features/quote/response-time.server.ts';
import { RESPONSE_BADGE_MIN_LEADS } from '../../../../features/quote/response-time.ts';
import { FieldError, SelectField, TextField } from '../../../../components/forms/fields.tsx';
import { QueryForm } from '../../../../components/forms/query-form.tsx';
import {
  Card,
  linkClassName,
  PortalPage,
  PortalPager,
  secondaryButtonClassName,
  usePortalShell,
  usePortalText,
  SubmitButton,
} from '../../../../portal/ui/portal-page.tsx';
import { type DataColumn, DataTable } from '../../../../portal/ui/data-table.tsx';
import { LIST_TOTAL_CAP, pageCount } from '../../../../portal/list-query.ts';
import { screenTexts } from '../../../../i18n/catalogue-loader.ts';
import { loaderHead } from '../../../../page-head/loader-head.ts';
import { asActor, portalHead, portalOf, requireActor } from '../../portal-guards.server.ts';
import { LeadStatusBadge, leadDate, leadDateTime, leadTime, ResponseTimeCard } from './parts.tsx';

// A provider's leads (decision 104): the quote requests for their activities, newest first, 25 a page,
// narrowed by activity, days and status with a GET form (the filters are in the address, so a filtered
// list can be bookmarked, paged and exported as it is).

export async function loader({ context, request }: Route.LoaderArgs) {
  const { ctx, portal } = portalOf(context);
  const actor = requireActor(portal, request);
  const params = new URL(request.url).searchParams;
  const parsed = LeadFilterSchema.safeParse(leadFilterInput(params));
  const head = portalHead(portal, 'portal.leads.title');
  if (!parsed.success) {
    // A filter typed into the address by hand: 400 with the form showing which field is wrong.
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? 'page') as keyof LeadFilter;
      errors[LEAD_FILTER_PARAMS[field] ?? field] ??= issue.message.startsWith('portal.') ? issue.message : 'portal.leads.errors.page';
    }
    const activities = await listLeadActivities(ctx.db, actor);
    return data(
      { head, filter: null, errors, items: [], total: 0, older: null, newer: null, page: 1, activities, responses: [], minLeads: RESPONSE_BADGE_MIN_LEADS },
      { status: 400 },
    );
  }
  const filter = parsed.data;
  // The provider's own response figures (docs/decisions/115); an operator finds them per organisation
  // on its page (this list is then every organisation's).
  const [list, activities, responses] = await asActor(() =>
    Promise.all([
      listLeads(ctx.db, actor, filter),
      listLeadActivities(ctx.db, actor, filter.activityId),
      actor.role === 'ADMIN' ? [] : organisationResponses(ctx.db, actor.organisationIds),
    ]),
  );
  return { head, filter, errors: {} as Record<string, string>, ...list, page: filter.page, activities, responses, minLeads: RESPONSE_BADGE_MIN_LEADS };
}

export const handle = await screenTexts('portal');
export const meta: Route.MetaFunction = loaderHead;

export default function Leads({ loaderData }: Route.ComponentProps) {
  const t = usePortalText();
  const { locale } = usePortalShell();
  const { filter, errors, items, total, page, older, newer, activities, responses, minLeads } = loaderData;
  // The count stops above the cap (docs/decisions/113): the pager then names the page without "of".
  const counted = total <= LIST_TOTAL_CAP;
  const leadColumns: DataColumn<(typeof items)[number]>[] = [
    {
      id: 'date',
      header: t('portal.leads.columns.date'),
      meta: { narrowName: false, className: 'tabular-nums' },
      cell: ({ row: { original: lead } }) => (
        <>
          <span className="block whitespace-nowrap">{leadDate(lead.createdAt, locale)}</span>
          <span className="block text-xs text-gray-700">{leadTime(lead.createdAt, locale)}</span>
        </>
      ),
    },
    {
      id: 'name',
      header: t('portal.leads.columns.name'),
      meta: { rowHeader: true, className: 'font-normal' },
      cell: ({ row: { original: lead } }) => (
        <>
          <Link to={`${PORTAL_PATHS.leads}/${lead.id}`} className={`${linkClassName} break-words`}>
            {lead.name}
          </Link>
          {lead.companyName ? <span className="block text-xs text-gray-700">{lead.companyName}</span> : null}
        </>
      ),
    },
    { id: 'activity', header: t('portal.leads.columns.activity'), cell: ({ row }) => row.original.activityTitle },
    { id: 'persons', header: t('portal.leads.columns.persons'), meta: { numeric: true }, cell: ({ row }) => row.original.numberOfPersons ?? '–' },
    {
      id: 'status',
      header: t('portal.leads.columns.status'),
      meta: { narrowName: false },
      cell: ({ row: { original: lead } }) => (
        <>
          <LeadStatusBadge status={lead.status} />
          {lead.answeredAt ? (
            <span className="mt-1 block text-xs text-gray-700">
              {t('portal.leads.firstAnswer')} <span className="whitespace-nowrap">{leadDateTime(lead.answeredAt, locale)}</span>
            </span>
          ) : null}
        </>
      ),
    },
  ];
  const filtered = filter !== null && Boolean(filter.activityId || filter.from || filter.to || filter.status);
  const query = filter ? leadFilterQuery(filter) : '';
  return (
    <PortalPage wide title={t('portal.leads.title')} intro={t('portal.leads.intro')}>
      <div className="grid grid-cols-1 gap-6">
        <Card title={t('portal.leads.filters.title')}>
          <QueryForm name="leads" errors={errors} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" testId="leads-filter">
            <SelectField
              name={LEAD_FILTER_PARAMS.activityId}
              label={t('portal.leads.filters.activity')}
              className="sm:col-span-2 lg:col-span-4"
              options={[
                { value: '', label: t('portal.leads.filters.allActivities') },
                ...activities.map((activity) => ({ value: String(activity.id), label: activity.title })),
              ]}
            />
            <TextField type="date" name={LEAD_FILTER_PARAMS.from} label={t('portal.leads.filters.from')} />
            <TextField type="date" name={LEAD_FILTER_PARAMS.to} label={t('portal.leads.filters.to')} />
            <SelectField
              name={LEAD_FILTER_PARAMS.status}
              label={t('portal.leads.filters.status')}
              options={[
                { value: '', label: t('portal.leads.filters.allStatuses') },
                ...LEAD_STATUSES.map((status) => ({ value: status, label: t(`portal.leads.status.${status}`) })),
              ]}
            />
            <div className="flex flex-wrap items-end gap-2">
              <SubmitButton>{t('portal.leads.filters.apply')}</SubmitButton>
              {filtered || Object.keys(errors).length > 0 ? (
                <Link to={PORTAL_PATHS.leads} className={secondaryButtonClassName}>
                  {t('portal.leads.filters.reset')}
                </Link>
              ) : null}
            </div>
            <FieldError id={`leads-${LEAD_FILTER_PARAMS.page}`} error={errors[LEAD_FILTER_PARAMS.page]} />
          </QueryForm>
        </Card>
        <Card labelledBy="leads-list-title">
          <h2 id="leads-list-title" className="mb-3 text-lg font-bold" data-testid="leads-count">
            {counted ? t('portal.leads.count', { count: total }) : t('portal.leads.countMore', { count: LIST_TOTAL_CAP })}
          </h2>
          {items.length === 0 ? (
            <p data-testid="leads-empty">{t(filtered ? 'portal.leads.emptyFiltered' : 'portal.leads.empty')}</p>
          ) : (
            <DataTable
              rows={items}
              columns={leadColumns}
              caption={t('portal.leads.caption')}
              rowKey={(lead) => lead.id}
              rowProps={() => ({ 'data-testid': 'lead-row' })}
              testId="leads"
            />
          )}
          {filter ? (
            <PortalPager
              page={page}
              pages={counted ? pageCount(total, LEADS_PAGE_SIZE) : null}
              hasPrevious={newer !== null}
              hasNext={older !== null}
              // Pages by place (the first or last lead shown), not by offset: a page far down is as fast as the first.
              linkTo={(n) =>
                `${PORTAL_PATHS.leads}${leadFilterQuery(filter, n, n > page ? (older ? { after: older } : undefined) : newer ? { before: newer } : undefined)}`
              }
            />
          ) : null}
          {filter && total > 0 ? (
            <p className="mt-4 text-sm">
              {/* A resource route (a file, not a page): a plain link, so the browser downloads it. */}
              <a
                href={`${PORTAL_PATHS.leadsExport}${query}`}
                download
                className={linkClassName}
                data-testid="leads-export"
                aria-describedby="leads-export-hint"
              >
                {t('portal.leads.export')}
              </a>
              <span id="leads-export-hint" className="block text-gray-700">
                {counted
                  ? t('portal.leads.exportHint', { count: total, formatted: total.toLocaleString(locale) })
                  : t('portal.leads.exportHintMore', { formatted: LIST_TOTAL_CAP.toLocaleString(locale) })}
              </span>
            </p>
          ) : null}
        </Card>
        <ResponseTimeCard responses={responses} title={t('portal.leads.responseTime.title')} named={responses.length > 1} minLeads={minLeads} />
      </div>
    </PortalPage>
  );
}
