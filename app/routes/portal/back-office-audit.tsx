import { data, Form, Link, useLocation } from 'react-router';
import { z } from 'zod';
import type { Route } from './+types/back-office-audit';
import { inputClassName } from '../../components/forms/text-field.tsx';
import { screenTexts } from '../../i18n/catalogue-loader.ts';
import { loaderHead } from '../../page-head/loader-head.ts';
import { PLATFORM_PARAM } from '../../portal/back-office-sections.ts';
import { type AuditLogRow, listAuditEntities, listAuditLog } from '../../portal/audit.server.ts';
import type { ListQuery } from '../../portal/list-query.ts';
import { type DataColumn, DataTable } from '../../portal/ui/data-table.tsx';
import { linkClassName, secondaryButtonClassName, usePortalShell, usePortalText } from '../../portal/ui/portal-form.tsx';
import { backOfficeOf } from './back-office.server.ts';
import { leadDateTime } from './leads-parts.tsx';
import { asActor, portalHead } from './portal-guards.server.ts';

// The audit log (issue 19): who did what and when in the portal, newest first, narrowed by the acting
// user's e-mail, the entity and a range of days; the filter is a GET form, so a view can be linked.
// The log is the portal's, not one platform's.

const PARAMS = { user: 'gebruiker', entity: 'onderdeel', from: 'van', to: 'tot' } as const;
type FilterField = keyof typeof PARAMS;

const day = z.union([z.literal(''), z.iso.date({ error: 'portal.backOffice.audit.errors.date' })]);
const AuditFilterSchema = z
  .object({
    user: z.string().trim().max(100),
    entity: z.string().trim().max(50),
    from: day,
    to: day,
    page: z.coerce.number().int().min(1).max(10_000).catch(1),
  })
  .refine((f) => !f.from || !f.to || f.from <= f.to, { path: ['to'], error: 'portal.backOffice.audit.errors.range' });

export async function loader({ context, request }: Route.LoaderArgs) {
  const { ctx, portal, actor } = await backOfficeOf(context, request);
  const params = new URL(request.url).searchParams;
  const typed = Object.fromEntries(Object.entries(PARAMS).map(([field, param]) => [field, params.get(param) ?? ''])) as Record<FilterField, string>;
  const entities = await asActor(() => listAuditEntities(ctx.db, actor));
  const head = portalHead(portal, 'portal.backOffice.audit.title');
  const parsed = AuditFilterSchema.safeParse({ ...typed, page: params.get('pagina') ?? 1 });
  if (!parsed.success) {
    // A date typed into the address by hand: 400 with the form naming the field.
    const errors: Partial<Record<FilterField, string>> = {};
    for (const issue of parsed.error.issues)
      errors[issue.path[0] as FilterField] ??= issue.message.startsWith('portal.') ? issue.message : 'portal.backOffice.audit.errors.date';
    return data({ head, typed, errors, entities, items: [] as AuditLogRow[], total: 0, page: 1 }, { status: 400 });
  }
  const filter = parsed.data;
  const list = await asActor(() => listAuditLog(ctx.db, actor, { ...filter, from: filter.from || null, to: filter.to || null }));
  return { head, typed, errors: {} as Partial<Record<FilterField, string>>, entities, ...list, page: filter.page };
}

export const handle = await screenTexts('portal');
export const meta: Route.MetaFunction = loaderHead;

/** The detail without what the columns show already. */
function detailText(detail: Record<string, unknown> | null): string {
  if (!detail) return '';
  const { entity: _entity, id: _id, ...rest } = detail;
  return Object.keys(rest).length > 0 ? JSON.stringify(rest) : '';
}

export default function BackOfficeAudit({ loaderData }: Route.ComponentProps) {
  const t = usePortalText();
  const { locale } = usePortalShell();
  const location = useLocation();
  const { typed, errors, entities, items, total, page } = loaderData;
  const platform = new URLSearchParams(location.search).get(PLATFORM_PARAM);
  const query: ListQuery = { page, sort: 'at', direction: 'desc', search: '' };
  const label = (key: string) => t(`portal.backOffice.audit.columns.${key}`);
  const columns: DataColumn<AuditLogRow>[] = [
    { id: 'at', header: label('at'), cell: ({ row }) => <span className="whitespace-nowrap">{leadDateTime(row.original.at, locale)}</span> },
    { id: 'action', header: label('action'), cell: ({ row }) => <code className="text-xs">{row.original.action}</code> },
    {
      id: 'who',
      header: label('who'),
      cell: ({ row }) => (
        <span className="break-all">
          {row.original.actorEmail ?? t('portal.backOffice.audit.system')}
          {row.original.subjectEmail && row.original.subjectEmail !== row.original.actorEmail ? (
            <span className="block text-gray-700">→ {row.original.subjectEmail}</span>
          ) : null}
        </span>
      ),
    },
    {
      id: 'entity',
      header: label('entity'),
      cell: ({ row }) => [row.original.entity, row.original.entityId].filter(Boolean).join(' #'),
    },
    {
      id: 'detail',
      header: label('detail'),
      cell: ({ row }) => <span className="block max-w-sm break-all font-mono text-xs">{detailText(row.original.detail)}</span>,
    },
  ];
  const field = (name: FilterField) => ({
    id: `audit-${name}`,
    name: PARAMS[name],
    defaultValue: typed[name],
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `audit-${name}-error` : undefined,
    className: inputClassName,
  });
  const fieldLabel = (name: FilterField, text: string) => (
    <label htmlFor={`audit-${name}`} className="mb-1 block font-semibold">
      {text}
    </label>
  );
  const fieldError = (name: FilterField) =>
    errors[name] ? (
      <p id={`audit-${name}-error`} className="mt-1 text-sm font-medium text-red-700" data-testid="field-error">
        {t(errors[name])}
      </p>
    ) : null;
  return (
    <div>
      <h1 className="mb-1 text-2xl font-bold text-slate-900">{t('portal.backOffice.audit.title')}</h1>
      <p className="mb-4 text-gray-700">{t('portal.backOffice.audit.intro')}</p>
      <Form method="get" action={location.pathname} className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4" data-testid="audit-filter">
        {platform ? <input type="hidden" name={PLATFORM_PARAM} value={platform} /> : null}
        <div>
          {fieldLabel('user', t('portal.backOffice.audit.user'))}
          <input type="search" {...field('user')} />
          {fieldError('user')}
        </div>
        <div>
          {fieldLabel('entity', t('portal.backOffice.audit.entity'))}
          <select {...field('entity')}>
            <option value="">{t('portal.backOffice.audit.allEntities')}</option>
            {entities.map((entity) => (
              <option key={entity} value={entity}>
                {entity}
              </option>
            ))}
          </select>
          {fieldError('entity')}
        </div>
        <div>
          {fieldLabel('from', t('portal.backOffice.audit.from'))}
          <input type="date" {...field('from')} />
          {fieldError('from')}
        </div>
        <div>
          {fieldLabel('to', t('portal.backOffice.audit.to'))}
          <input type="date" {...field('to')} />
          {fieldError('to')}
        </div>
        <div className="flex flex-wrap items-center gap-3 sm:col-span-2 lg:col-span-4">
          <button type="submit" className={secondaryButtonClassName}>
            {t('portal.backOffice.audit.filter')}
          </button>
          <Link to={`${location.pathname}${platform ? `?${PLATFORM_PARAM}=${platform}` : ''}`} className={linkClassName}>
            {t('portal.backOffice.audit.reset')}
          </Link>
        </div>
      </Form>
      <DataTable
        rows={items}
        columns={columns}
        total={total}
        query={query}
        caption={t('portal.backOffice.audit.caption')}
        rowKey={(row) => row.id}
        testId="audit-table"
      />
    </div>
  );
}
