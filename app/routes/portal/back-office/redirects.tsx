import type { Route } from './+types/redirects';
import { RedirectFormSchema, RemoveRedirectSchema } from '../../../features/activities/redirect-admin.schemas.ts';
import {
  addRedirect,
  listRedirectsForAdmin,
  REDIRECT_SORTS,
  type RedirectAdminRow,
  removeRedirect,
} from '../../../features/activities/redirect-admin.server.ts';
import { FormAlert } from '../../../components/forms/form-alert.tsx';
import { screenTexts } from '../../../i18n/catalogue-loader.ts';
import { loaderHead } from '../../../page-head/loader-head.ts';
import { readListQuery } from '../../../portal/list-query.ts';
import { actByIntent, readForm, refuse, succeed } from '../../../components/forms/form-action.server.ts';
import { typedValues } from '../../../components/forms/parse-form.ts';
import { Card, usePortalText, PageHeading, SubmitButton } from '../../../portal/ui/portal-page.tsx';
import { TextField } from '../../../components/forms/fields.tsx';
import { PostForm, FormNotice, replyOf } from '../../../components/forms/post-form.tsx';
import { type DataColumn, DataTable } from '../../../portal/ui/data-table.tsx';
import { backOfficeOf } from './back-office.server.ts';
import { asActor, portalHead } from '../portal-guards.server.ts';
import { ButtonForm } from '../../../portal/ui/button-form.tsx';
import { dateTimeFormat } from '../../../portal/ui/date-format.ts';

// The platform's redirects of old activity addresses in the back office (decision 104): a list searched,
// sorted and paged on the server; add one (old address -> an activity by its address or number); remove.

const ADD_FORM = 'redirect-add';
const LIST_FORM = 'redirects';

export async function loader({ context, request }: Route.LoaderArgs) {
  const { ctx, portal, actor, platform } = await backOfficeOf(context, request);
  const query = readListQuery(new URL(request.url), REDIRECT_SORTS, { sort: 'createdAt', direction: 'desc' });
  const list = await asActor(() => listRedirectsForAdmin(ctx.db, actor, platform.id, query));
  return { head: portalHead(portal, 'portal.backOffice.redirects.title'), platform, query, ...list, locale: portal.locale };
}

export async function action({ context, request }: Route.ActionArgs) {
  const { ctx, portal, actor, platform } = await backOfficeOf(context, request);
  return asActor(() =>
    actByIntent(request, {
      remove: async () => {
        const read = await readForm(request, portal.csrfToken, LIST_FORM, RemoveRedirectSchema);
        if (!read.ok) return refuse({ ...read.reply, formError: 'portal.backOffice.redirects.errors.unknown' });
        const removed = await removeRedirect(ctx.db, actor, platform.id, read.value.redirectId);
        return succeed({ form: LIST_FORM, notice: 'portal.backOffice.redirects.done.removed', params: { oldSlug: removed.oldSlug } });
      },
      default: async () => {
        const read = await readForm(request, portal.csrfToken, ADD_FORM, RedirectFormSchema);
        if (!read.ok) return refuse(read.reply);
        const result = await addRedirect(ctx.db, actor, platform.id, read.value);
        if (!result.ok) {
          const field = result.error === 'unknown-activity' ? 'target' : 'oldSlug';
          return refuse({
            form: ADD_FORM,
            errors: { [field]: [`portal.backOffice.redirects.errors.${result.error}`] },
            formError: null,
            values: typedValues(read.formData),
          });
        }
        return succeed({
          form: ADD_FORM,
          notice: 'portal.backOffice.redirects.done.added',
          params: { oldSlug: read.value.oldSlug, newSlug: result.newSlug },
        });
      },
    }),
  );
}

export const handle = await screenTexts('portal');
export const meta: Route.MetaFunction = loaderHead;

export default function BackOfficeRedirects({ loaderData, actionData }: Route.ComponentProps) {
  const t = usePortalText();
  const { platform, query, items, total, locale } = loaderData;
  const listReply = replyOf(actionData, LIST_FORM);
  const dateFormat = dateTimeFormat(locale === 'de' ? 'de-DE' : 'nl-NL', { dateStyle: 'medium', timeZone: 'Europe/Amsterdam' });
  const columns: DataColumn<RedirectAdminRow>[] = [
    {
      id: 'oldSlug',
      header: t('portal.backOffice.redirects.column.oldSlug'),
      meta: { sortKey: 'oldSlug' },
      cell: ({ row }) => <code className="break-all">/uitjes/{row.original.oldSlug}</code>,
    },
    {
      id: 'activity',
      header: t('portal.backOffice.redirects.column.activity'),
      meta: { sortKey: 'activity' },
      cell: ({ row }) => (
        <div>
          <p className="font-semibold">{row.original.activityTitle}</p>
          <code className="break-all text-gray-700">/uitjes/{row.original.newSlug}</code>
          {row.original.isPublic ? null : (
            <span className="ml-2 rounded bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">{t('portal.backOffice.redirects.notPublic')}</span>
          )}
        </div>
      ),
    },
    {
      id: 'createdAt',
      header: t('portal.backOffice.redirects.column.createdAt'),
      meta: { sortKey: 'createdAt' },
      cell: ({ row }) => <span className="whitespace-nowrap">{dateFormat.format(new Date(row.original.createdAt))}</span>,
    },
    {
      id: 'actions',
      header: t('portal.backOffice.redirects.column.actions'),
      cell: ({ row }) => (
        <ButtonForm
          form={LIST_FORM}
          intent="remove"
          values={{ redirectId: row.original.id }}
          tone="danger"
          small
          accessibleName={t('portal.backOffice.redirects.removeLabel', { slug: row.original.oldSlug })}
        >
          {t('portal.backOffice.redirects.remove')}
        </ButtonForm>
      ),
    },
  ];
  return (
    <div className="space-y-6">
      <PageHeading title={t('portal.backOffice.redirects.title')} intro={t('portal.backOffice.redirects.intro', { platform: platform.name })} />
      <Card title={t('portal.backOffice.redirects.add')}>
        <FormNotice actionData={actionData} form={ADD_FORM} />
        <PostForm
          name={ADD_FORM}
          reply={replyOf(actionData, ADD_FORM)}
          className="grid gap-4 sm:grid-cols-2"
          key={actionData?.done ? JSON.stringify(actionData.done) : ADD_FORM}
        >
          <TextField name="oldSlug" label={t('portal.fields.oldSlug')} hint={t('portal.backOffice.redirects.oldSlugHint')} />
          <TextField name="target" label={t('portal.fields.target')} hint={t('portal.backOffice.redirects.targetHint')} />
          <SubmitButton wide>{t('portal.backOffice.redirects.addButton')}</SubmitButton>
        </PostForm>
      </Card>
      <section aria-labelledby="redirect-list-title">
        <h2 id="redirect-list-title" className="mb-2 text-xl font-bold text-slate-900">
          {t('portal.backOffice.redirects.list', { platform: platform.name })}
        </h2>
        <FormNotice actionData={actionData} form={LIST_FORM} />
        {listReply?.formError ? <FormAlert tone="error">{t(listReply.formError)}</FormAlert> : null}
        <DataTable
          rows={items}
          columns={columns}
          total={total}
          query={query}
          caption={t('portal.backOffice.redirects.list', { platform: platform.name })}
          searchLabel={t('portal.backOffice.redirects.searchLabel')}
          rowKey={(row) => row.id}
          testId="redirects"
        />
      </section>
    </div>
  );
}
