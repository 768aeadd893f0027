import { useLocation } from 'react-router';
import { z } from 'zod';
import type { Route } from './+types/outbox';
import { SelectField } from '../../../components/forms/fields.tsx';
import { QueryForm } from '../../../components/forms/query-form.tsx';
import { ButtonForm } from '../../../portal/ui/button-form.tsx';
import { readForm, refuse, succeed } from '../../../components/forms/form-action.server.ts';
import { FormNotice, replyOf } from '../../../components/forms/post-form.tsx';
import { secondaryButtonClassName, usePortalShell, usePortalText, PageHeading } from '../../../portal/ui/portal-page.tsx';
import { screenTexts } from '../../../i18n/catalogue-loader.ts';
import { listOutbox, OUTBOX_SORTS, type OutboxRow, resendMail } from '../../../mail/outbox-admin.server.ts';
import { OUTBOX_STATUSES } from '../../../mail/outbox-status.ts';
import { loaderHead } from '../../../page-head/loader-head.ts';
import { PLATFORM_PARAM } from '../../../portal/back-office-sections.ts';
import { readListQuery } from '../../../portal/list-query.ts';
import { type DataColumn, DataTable } from '../../../portal/ui/data-table.tsx';
import { FormAlert } from '../../../components/forms/form-alert.tsx';
import { backOfficeOf } from './back-office.server.ts';
import { PersonText } from './messages/parts.tsx';
import { leadDateTime } from '../provider/leads/parts.tsx';
import { asActor, portalHead } from '../portal-guards.server.ts';

// The mail outbox (decision 104): the mails of the chosen platform or of all (also the portal's account
// mails, which belong to none), by status, newest first; a failed one shows its last error and can be
// sent again (the outbox worker picks it up within seconds).

const STATUS_PARAM = 'status';
const SCOPE_PARAM = 'sites';
const FORM = 'resend';

const ResendSchema = z.object({ mailId: z.coerce.number().int().positive().max(2_147_483_647) });

function filterOf(url: URL, platformId: number) {
  const status = OUTBOX_STATUSES.find((value) => value === url.searchParams.get(STATUS_PARAM)) ?? null;
  const all = url.searchParams.get(SCOPE_PARAM) === 'alle';
  return { status, all, platformId: all ? null : platformId };
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const { ctx, portal, actor, platform } = await backOfficeOf(context, request);
  const url = new URL(request.url);
  const query = readListQuery(url, OUTBOX_SORTS, { sort: 'createdAt', direction: 'desc' });
  const filter = filterOf(url, platform.id);
  const list = await asActor(() => listOutbox(ctx.db, actor, filter, query));
  return { head: portalHead(portal, 'portal.backOffice.outbox.title'), ...list, query, platform };
}

export async function action({ context, request }: Route.ActionArgs) {
  const { ctx, portal, actor } = await backOfficeOf(context, request);
  const read = await readForm(request, portal.csrfToken, FORM, ResendSchema);
  if (!read.ok) return refuse({ ...read.reply, formError: 'portal.backOffice.outbox.unknownMail' });
  const result = await asActor(() => resendMail(ctx.db, actor, read.value.mailId));
  if (!result.ok) return refuse({ form: FORM, errors: {}, formError: 'portal.backOffice.outbox.notResendable', values: {} });
  return succeed({ form: FORM, notice: 'portal.backOffice.outbox.resent' });
}

export const handle = await screenTexts('portal');
export const meta: Route.MetaFunction = loaderHead;

const STATUS_STYLE: Record<OutboxRow['status'], string> = {
  pending: 'bg-amber-100 text-amber-900',
  sent: 'bg-green-100 text-green-900',
  failed: 'bg-red-100 text-red-900',
  kept: 'bg-slate-100 text-slate-900',
};

export default function BackOfficeOutbox({ loaderData, actionData }: Route.ComponentProps) {
  const t = usePortalText();
  const { locale } = usePortalShell();
  const location = useLocation();
  const { items, total, query, platform } = loaderData;
  const label = (key: string) => t(`portal.backOffice.outbox.columns.${key}`);
  const refused = replyOf(actionData, FORM);
  const columns: DataColumn<OutboxRow>[] = [
    { id: 'createdAt', header: label('createdAt'), meta: { sortKey: 'createdAt' }, cell: ({ row }) => leadDateTime(row.original.createdAt, locale) },
    { id: 'kind', header: label('kind'), cell: ({ row }) => <code className="text-xs">{row.original.kind}</code> },
    {
      id: 'to',
      header: label('to'),
      cell: ({ row }) => (
        <>
          <span className="break-all">
            <PersonText value={row.original.toAddress} />
          </span>
          <span className="block text-gray-700">
            <PersonText value={row.original.subject} />
          </span>
        </>
      ),
    },
    {
      id: 'status',
      header: label('status'),
      meta: { sortKey: 'status' },
      cell: ({ row }) => (
        <span
          className={`inline-block whitespace-nowrap rounded px-2 py-0.5 text-xs font-semibold ${STATUS_STYLE[row.original.status]}`}
          data-testid="mail-status"
        >
          {t(`portal.backOffice.outbox.statuses.${row.original.status}`)}
        </span>
      ),
    },
    { id: 'attempts', header: label('attempts'), meta: { sortKey: 'attempts', numeric: true }, cell: ({ row }) => row.original.attempts },
    {
      id: 'lastError',
      header: label('lastError'),
      cell: ({ row }) =>
        row.original.lastError ? (
          <span className="line-clamp-3 max-w-xs break-words text-red-800" data-testid="mail-error">
            <PersonText value={row.original.lastError} />
          </span>
        ) : null,
    },
    {
      id: 'actions',
      header: label('actions'),
      cell: ({ row }) =>
        row.original.resendable ? (
          <ButtonForm form={FORM} values={{ mailId: row.original.id }} accessibleName={t('portal.backOffice.outbox.resendLabel', { id: row.original.id })}>
            {t('portal.backOffice.outbox.resend')}
          </ButtonForm>
        ) : null,
    },
  ];
  return (
    <div>
      <PageHeading title={t('portal.backOffice.outbox.title')} intro={t('portal.backOffice.outbox.intro')} />
      <FormNotice actionData={actionData} form={FORM} />
      {refused?.formError ? <FormAlert tone="error">{t(refused.formError)}</FormAlert> : null}
      <QueryForm name="outbox" errors={{}} action={location.pathname} className="mb-4 flex flex-wrap items-end gap-3" testId="outbox-filter">
        <input type="hidden" name={PLATFORM_PARAM} value={platform.id} />
        {query.search ? <input type="hidden" name="zoek" value={query.search} /> : null}
        <SelectField
          name={STATUS_PARAM}
          label={t('portal.backOffice.outbox.status')}
          options={[
            { value: '', label: t('portal.backOffice.outbox.statuses.all') },
            ...OUTBOX_STATUSES.map((value) => ({ value, label: t(`portal.backOffice.outbox.statuses.${value}`) })),
          ]}
        />
        <SelectField
          name={SCOPE_PARAM}
          label={t('portal.backOffice.outbox.scope')}
          options={[
            { value: '', label: t('portal.backOffice.outbox.scopes.platform', { platform: platform.name }) },
            { value: 'alle', label: t('portal.backOffice.outbox.scopes.all') },
          ]}
        />
        <button type="submit" className={secondaryButtonClassName}>
          {t('portal.backOffice.outbox.filter')}
        </button>
      </QueryForm>
      <DataTable
        rows={items}
        columns={columns}
        total={total}
        query={query}
        caption={t('portal.backOffice.outbox.caption')}
        searchLabel={t('portal.backOffice.outbox.search')}
        rowKey={(row) => row.id}
        testId="outbox-table"
      />
    </div>
  );
}
