import type { ReactNode } from 'react';
import { data, Link, useLocation } from 'react-router';
import { z } from 'zod';
import type { Route } from './+types/audit';
import { SelectField, TextField } from '../../../components/forms/fields.tsx';
import { QueryForm } from '../../../components/forms/query-form.tsx';
import { linkClassName, secondaryButtonClassName, usePortalShell, usePortalText, PageHeading } from '../../../portal/ui/portal-page.tsx';
import { PORTAL_PATHS } from '../../../config/portal-links.ts';
import { screenTexts } from '../../../i18n/catalogue-loader.ts';
import { loaderHead } from '../../../page-head/loader-head.ts';
import {
  AUDIT_ACTION_GROUPS,
  AUDIT_ACTIONS,
  AUDIT_HIDDEN_DETAILS,
  AUDIT_OBJECTS,
  type AuditAction,
  type AuditObject,
  auditObjectPath,
} from '../../../portal/audit-actions.ts';
import { PLATFORM_PARAM } from '../../../portal/back-office-sections.ts';
import { type AuditLogRow, listAuditLog } from '../../../portal/audit.server.ts';
import type { ListQuery } from '../../../portal/list-query.ts';
import { type DataColumn, DataTable } from '../../../portal/ui/data-table.tsx';
import { backOfficeOf } from './back-office.server.ts';
import { leadDateTime } from '../provider/leads/parts.tsx';
import { asActor, portalHead } from '../portal-guards.server.ts';

// The audit log (decision 104): who did what and when in the portal, newest first, in words. Narrowed by
// the platform of the switcher above it (or every site, with the portal's own entries about accounts),
// the action, the acting user's e-mail, what it is about (a kind, and one object by its number) and a
// range of days; the filter is a GET form, so a view can be linked. What an entry is about links to
// its page in the portal where it has one.

const PARAMS = { user: 'gebruiker', action: 'actie', entity: 'onderdeel', objectId: 'nummer', from: 'van', to: 'tot', scope: 'sites' } as const;
type FilterField = keyof typeof PARAMS;
/** Every site: also the entries about no platform (accounts, a forgotten person), as the outbox has it. */
const ALL_SITES = 'alle';

const day = z.union([z.literal(''), z.iso.date({ error: 'portal.backOffice.audit.errors.date' })]);
const AuditFilterSchema = z
  .object({
    user: z.string().trim().max(100, 'portal.backOffice.audit.errors.user'),
    action: z.union([z.literal(''), z.enum(AUDIT_ACTIONS as [AuditAction, ...AuditAction[]])], { error: 'portal.backOffice.audit.errors.action' }),
    entity: z.union([z.literal(''), z.enum(AUDIT_OBJECTS)], { error: 'portal.backOffice.audit.errors.entity' }),
    objectId: z
      .string()
      .trim()
      .regex(/^([1-9][0-9]{0,8})?$/, 'portal.backOffice.audit.errors.objectId')
      .transform((value) => (value ? Number(value) : null)),
    from: day,
    to: day,
    scope: z.enum(['', ALL_SITES]).catch(''),
    page: z.coerce.number().int().min(1).max(10_000).catch(1),
  })
  .refine((f) => !f.from || !f.to || f.from <= f.to, { path: ['to'], error: 'portal.backOffice.audit.errors.range' })
  .refine((f) => f.objectId === null || f.entity !== '', { path: ['objectId'], error: 'portal.backOffice.audit.errors.objectWithoutKind' });

export async function loader({ context, request }: Route.LoaderArgs) {
  const { ctx, portal, actor, platform, platforms } = await backOfficeOf(context, request);
  const params = new URL(request.url).searchParams;
  const typed = Object.fromEntries(Object.entries(PARAMS).map(([field, param]) => [field, params.get(param) ?? ''])) as Record<FilterField, string>;
  const head = portalHead(portal, 'portal.backOffice.audit.title');
  const platformNames = Object.fromEntries(platforms.map((p) => [p.id, p.name]));
  const parsed = AuditFilterSchema.safeParse({ ...typed, page: params.get('pagina') ?? 1 });
  if (!parsed.success) {
    // A value typed into the address by hand: 400 with the form naming the field.
    // Each refusal under the address parameter its field is named by (the filter form's fields).
    const errors: Partial<Record<string, string>> = {};
    for (const issue of parsed.error.issues)
      errors[PARAMS[issue.path[0] as FilterField]] ??= issue.message.startsWith('portal.') ? issue.message : 'portal.backOffice.audit.errors.date';
    return data({ head, allSites: typed.scope === ALL_SITES, errors, items: [] as AuditLogRow[], total: 0, page: 1, platform, platformNames }, { status: 400 });
  }
  const filter = parsed.data;
  const list = await asActor(() =>
    listAuditLog(ctx.db, actor, {
      ...filter,
      platformId: filter.scope === ALL_SITES ? null : platform.id,
      from: filter.from || null,
      to: filter.to || null,
    }),
  );
  return { head, allSites: typed.scope === ALL_SITES, errors: {} as Partial<Record<string, string>>, ...list, page: filter.page, platform, platformNames };
}

export const handle = await screenTexts('portal');
export const meta: Route.MetaFunction = loaderHead;

type Translate = ReturnType<typeof usePortalText>;

/** Detail values that are codes: shown in words (`portal.backOffice.audit.values.<field>.<code>`). */
const CODED_DETAILS = new Set(['reason', 'secondFactor', 'via', 'direction', 'state']);

/** One value of an entry's detail in words: yes or no, a code's text, a link to what a number names. */
function detailValue(key: string, value: unknown, t: Translate): ReactNode {
  if (typeof value === 'boolean') return t(value ? 'portal.backOffice.audit.values.yes' : 'portal.backOffice.audit.values.no');
  if (Array.isArray(value)) return value.map(String).join(', ');
  if (value === null || value === undefined) return '–';
  const text = String(value);
  if (key === 'role') return t(`portal.roles.${text}`);
  if (key === 'status') return t(`portal.leads.status.${text}`);
  // A code as a catalogue key: 'user:create' is 'user-create' (a colon would name a namespace).
  if (CODED_DETAILS.has(key)) return t(`portal.backOffice.audit.values.${key}.${text.replace(/[^A-Za-z0-9-]/g, '-')}`);
  const id = /^[0-9]{1,9}$/.test(text) ? Number(text) : null;
  const path =
    id === null
      ? null
      : key === 'organisationId'
        ? PORTAL_PATHS.organisation(id)
        : key === 'activityId'
          ? `${PORTAL_PATHS.activities}/${id}`
          : key === 'eventId'
            ? PORTAL_PATHS.event(id)
            : null;
  return path ? (
    <Link to={path} className={linkClassName}>
      {text}
    </Link>
  ) : (
    text
  );
}

/** An address that wraps after its @ first, not anywhere in its name. */
function Email({ address }: { address: string }) {
  const at = address.indexOf('@');
  if (at < 0) return address;
  return (
    <>
      {address.slice(0, at + 1)}
      <wbr />
      {address.slice(at + 1)}
    </>
  );
}

function Details({ detail }: { detail: Record<string, unknown> | null }) {
  const t = usePortalText();
  const shown = Object.entries(detail ?? {}).filter(([key]) => !AUDIT_HIDDEN_DETAILS.has(key));
  if (shown.length === 0) return null;
  return (
    // One line per field, label and value running on (a grid of two columns squeezed the values to a letter).
    <dl className="mt-1 max-w-xs text-xs">
      {shown.map(([key, value]) => (
        <div key={key} className="[overflow-wrap:anywhere]">
          <dt className="inline text-gray-700">{t(`portal.backOffice.audit.details.${key}`)}: </dt>
          <dd className="inline">{detailValue(key, value, t)}</dd>
        </div>
      ))}
    </dl>
  );
}

export default function BackOfficeAudit({ loaderData }: Route.ComponentProps) {
  const t = usePortalText();
  const { locale } = usePortalShell();
  const location = useLocation();
  const { allSites, errors, items, total, page, platform, platformNames } = loaderData;
  const query: ListQuery = { page, sort: 'at', direction: 'desc', search: '' };
  const label = (key: string) => t(`portal.backOffice.audit.columns.${key}`);
  /** The log narrowed to one object (on every site: an account or a mail belongs to none). */
  const historyOf = (object: AuditObject, id: number) =>
    `${location.pathname}?${new URLSearchParams({ [PLATFORM_PARAM]: String(platform.id), [PARAMS.entity]: object, [PARAMS.objectId]: String(id), [PARAMS.scope]: ALL_SITES })}`;
  const columns: DataColumn<AuditLogRow>[] = [
    { id: 'at', header: label('at'), cell: ({ row }) => <span className="whitespace-nowrap">{leadDateTime(row.original.at, locale)}</span> },
    {
      // The details under the action they belong to: five columns do not fit beside the back office's menu.
      id: 'action',
      header: label('action'),
      cell: ({ row }) => (
        <span className="block min-w-36">
          <span className="block font-semibold" data-testid="audit-action">
            {t(`portal.backOffice.audit.actions.${row.original.action}`)}
          </span>
          <Details detail={row.original.detail} />
        </span>
      ),
    },
    {
      id: 'who',
      header: label('who'),
      cell: ({ row }) => (
        <span className="block min-w-32 [overflow-wrap:anywhere]">
          {row.original.actorEmail ? <Email address={row.original.actorEmail} /> : t('portal.backOffice.audit.system')}
          {row.original.subjectEmail && row.original.subjectEmail !== row.original.actorEmail ? (
            <span className="block text-gray-700">
              → <Email address={row.original.subjectEmail} />
            </span>
          ) : null}
        </span>
      ),
    },
    {
      id: 'entity',
      header: label('entity'),
      cell: ({ row }) => {
        const { object, objectName } = row.original;
        if (!object.object) return null;
        const kind = t(`portal.backOffice.audit.objects.${object.object}`);
        const name =
          object.objectId !== null && object.object !== 'account' ? t('portal.backOffice.audit.objectNumbered', { kind, id: object.objectId }) : kind;
        const path = auditObjectPath(object, platform.id);
        const platformName = object.platformId !== null ? platformNames[object.platformId] : null;
        return (
          <span className="block min-w-32 [overflow-wrap:anywhere]" data-testid="audit-object">
            {path ? (
              <Link to={path} className={linkClassName}>
                {name}
              </Link>
            ) : (
              <span className="font-semibold">{name}</span>
            )}
            {objectName ? <span className="block">{objectName}</span> : null}
            {allSites && platformName ? <span className="block text-xs text-gray-700">{platformName}</span> : null}
            {object.objectId !== null ? (
              <Link
                to={historyOf(object.object, object.objectId)}
                className="block text-xs text-slate-700 underline underline-offset-2"
                aria-label={t('portal.backOffice.audit.historyOf', { name })}
              >
                {t('portal.backOffice.audit.history')}
              </Link>
            ) : null}
          </span>
        );
      },
    },
  ];
  return (
    <div>
      <PageHeading title={t('portal.backOffice.audit.title')} intro={t('portal.backOffice.audit.intro')} />
      <QueryForm name="audit" errors={errors} action={location.pathname} className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3" testId="audit-filter">
        <input type="hidden" name={PLATFORM_PARAM} value={platform.id} />
        <SelectField
          name={PARAMS.scope}
          label={t('portal.backOffice.audit.scope')}
          options={[
            { value: '', label: t('portal.backOffice.audit.scopes.platform', { platform: platform.name }) },
            { value: ALL_SITES, label: t('portal.backOffice.audit.scopes.all') },
          ]}
        />
        <SelectField name={PARAMS.action} label={t('portal.backOffice.audit.action')}>
          <option value="">{t('portal.backOffice.audit.allActions')}</option>
          {Object.entries(AUDIT_ACTION_GROUPS).map(([group, actions]) => (
            <optgroup key={group} label={t(`portal.backOffice.audit.groups.${group}`)}>
              {actions.map((action) => (
                <option key={action} value={action}>
                  {t(`portal.backOffice.audit.actions.${action}`)}
                </option>
              ))}
            </optgroup>
          ))}
        </SelectField>
        <TextField type="search" name={PARAMS.user} label={t('portal.backOffice.audit.user')} />
        <SelectField
          name={PARAMS.entity}
          label={t('portal.backOffice.audit.entity')}
          options={[
            { value: '', label: t('portal.backOffice.audit.allEntities') },
            ...AUDIT_OBJECTS.map((object) => ({ value: object, label: t(`portal.backOffice.audit.objects.${object}`) })),
          ]}
        />
        <TextField name={PARAMS.objectId} label={t('portal.backOffice.audit.objectId')} inputMode="numeric" />
        <div className="grid grid-cols-2 gap-3">
          <TextField type="date" name={PARAMS.from} label={t('portal.backOffice.audit.from')} />
          <TextField type="date" name={PARAMS.to} label={t('portal.backOffice.audit.to')} />
        </div>
        <div className="flex flex-wrap items-center gap-3 sm:col-span-2 lg:col-span-3">
          <button type="submit" className={secondaryButtonClassName}>
            {t('portal.backOffice.audit.filter')}
          </button>
          <Link to={`${location.pathname}?${PLATFORM_PARAM}=${platform.id}`} className={linkClassName}>
            {t('portal.backOffice.audit.reset')}
          </Link>
        </div>
      </QueryForm>
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
