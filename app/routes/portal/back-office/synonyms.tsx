import type { Route } from './+types/synonyms';
import { RemoveSynonymSchema, SYNONYM_TEXT_MAX, SynonymFormSchema } from '../../../features/search/synonym-admin.schemas.ts';
import { addSynonym, listSynonymsForAdmin, removeSynonym, SYNONYM_SORTS, type SynonymAdminRow } from '../../../features/search/synonym-admin.server.ts';
import { FormAlert } from '../../../components/forms/form-alert.tsx';
import { screenTexts } from '../../../i18n/catalogue-loader.ts';
import { loaderHead } from '../../../page-head/loader-head.ts';
import { readListQuery } from '../../../portal/list-query.ts';
import { actByIntent, readForm, refuse, succeed } from '../../../components/forms/form-action.server.ts';
import { typedValues } from '../../../components/forms/parse-form.ts';
import { type DataColumn, DataTable } from '../../../portal/ui/data-table.tsx';
import { Card, usePortalText, PageHeading, SubmitButton } from '../../../portal/ui/portal-page.tsx';
import { SelectField, TextField } from '../../../components/forms/fields.tsx';
import { PostForm, FormNotice, replyOf } from '../../../components/forms/post-form.tsx';
import { backOfficeOf } from './back-office.server.ts';
import { asActor, portalHead } from '../portal-guards.server.ts';
import { ButtonForm } from '../../../portal/ui/button-form.tsx';

// The platform's search synonyms in the back office (docs/decisions/105): a list searched
// and paged on the server; add one (a term, what it also finds, optionally indoor or outdoor); remove.

const ADD_FORM = 'synonym-add';
const LIST_FORM = 'synonyms';

export async function loader({ context, request }: Route.LoaderArgs) {
  const { ctx, portal, actor, platform } = await backOfficeOf(context, request);
  const query = readListQuery(new URL(request.url), SYNONYM_SORTS, { sort: 'term', direction: 'asc' });
  const list = await asActor(() => listSynonymsForAdmin(ctx.db, actor, platform.id, query));
  return { head: portalHead(portal, 'portal.backOffice.synonyms.title'), platform, query, ...list };
}

export async function action({ context, request }: Route.ActionArgs) {
  const { ctx, portal, actor, platform } = await backOfficeOf(context, request);
  return asActor(() =>
    actByIntent(request, {
      remove: async () => {
        const read = await readForm(request, portal.csrfToken, LIST_FORM, RemoveSynonymSchema);
        if (!read.ok) return refuse({ ...read.reply, formError: 'portal.backOffice.synonyms.errors.unknown' });
        const removed = await removeSynonym(ctx.db, actor, platform.id, read.value.synonymId);
        return succeed({ form: LIST_FORM, notice: 'portal.backOffice.synonyms.done.removed', params: { term: removed.term } });
      },
      default: async () => {
        const read = await readForm(request, portal.csrfToken, ADD_FORM, SynonymFormSchema);
        if (!read.ok) return refuse(read.reply);
        const result = await addSynonym(ctx.db, actor, platform.id, read.value);
        if (!result.ok) {
          return refuse({
            form: ADD_FORM,
            errors: { term: [`portal.backOffice.synonyms.errors.${result.error}`] },
            formError: null,
            values: typedValues(read.formData),
          });
        }
        return succeed({ form: ADD_FORM, notice: 'portal.backOffice.synonyms.done.added', params: { term: read.value.term } });
      },
    }),
  );
}

export const handle = await screenTexts('portal');
export const meta: Route.MetaFunction = loaderHead;

export default function BackOfficeSynonyms({ loaderData, actionData }: Route.ComponentProps) {
  const t = usePortalText();
  const { platform, query, items, total } = loaderData;
  const listReply = replyOf(actionData, LIST_FORM);
  const columns: DataColumn<SynonymAdminRow>[] = [
    {
      id: 'term',
      header: t('portal.backOffice.synonyms.column.term'),
      meta: { sortKey: 'term' },
      cell: ({ row }) => <span className="font-semibold break-words">{row.original.term}</span>,
    },
    {
      id: 'expansions',
      header: t('portal.backOffice.synonyms.column.expansions'),
      cell: ({ row }) => (
        <span className="break-words">
          {[
            ...row.original.expansions,
            ...(row.original.indoorOutdoor
              ? [t(`portal.backOffice.synonyms.indoorOutdoor.${row.original.indoorOutdoor === 'OUTDOOR' ? 'OUTDOOR' : 'INDOOR'}`)]
              : []),
          ].join(', ')}
        </span>
      ),
    },
    {
      id: 'actions',
      header: t('portal.backOffice.synonyms.column.actions'),
      cell: ({ row }) => (
        <ButtonForm
          form={LIST_FORM}
          intent="remove"
          values={{ synonymId: row.original.id }}
          tone="danger"
          small
          accessibleName={t('portal.backOffice.synonyms.removeLabel', { term: row.original.term })}
        >
          {t('portal.backOffice.synonyms.remove')}
        </ButtonForm>
      ),
    },
  ];
  return (
    <div className="space-y-6">
      <PageHeading title={t('portal.backOffice.synonyms.title')} intro={t('portal.backOffice.synonyms.intro', { platform: platform.name })} />
      <Card title={t('portal.backOffice.synonyms.add')}>
        <FormNotice actionData={actionData} form={ADD_FORM} />
        <PostForm
          name={ADD_FORM}
          reply={replyOf(actionData, ADD_FORM)}
          className="grid gap-4 sm:grid-cols-2"
          key={actionData?.done ? JSON.stringify(actionData.done) : ADD_FORM}
        >
          <TextField name="term" label={t('portal.fields.synonymTerm')} hint={t('portal.backOffice.synonyms.termHint')} maxLength={SYNONYM_TEXT_MAX} />
          <SelectField
            name="indoorOutdoor"
            label={t('portal.fields.synonymIndoorOutdoor')}
            defaultValue=""
            options={[
              { value: '', label: t('portal.backOffice.synonyms.indoorOutdoor.none') },
              { value: 'INDOOR', label: t('portal.backOffice.synonyms.indoorOutdoor.INDOOR') },
              { value: 'OUTDOOR', label: t('portal.backOffice.synonyms.indoorOutdoor.OUTDOOR') },
            ]}
          />
          <TextField
            name="expansions"
            label={t('portal.fields.synonymExpansions')}
            optionalLabel={t('portal.backOffice.synonyms.expansionsHint')}
            rows={3}
            defaultValue=""
            className="sm:col-span-2"
          />
          <SubmitButton wide>{t('portal.backOffice.synonyms.addButton')}</SubmitButton>
        </PostForm>
      </Card>
      <section aria-labelledby="synonym-list-title">
        <h2 id="synonym-list-title" className="mb-2 text-xl font-bold text-slate-900">
          {t('portal.backOffice.synonyms.list', { platform: platform.name })}
        </h2>
        <FormNotice actionData={actionData} form={LIST_FORM} />
        {listReply?.formError ? <FormAlert tone="error">{t(listReply.formError)}</FormAlert> : null}
        <DataTable
          rows={items}
          columns={columns}
          total={total}
          query={query}
          caption={t('portal.backOffice.synonyms.list', { platform: platform.name })}
          searchLabel={t('portal.backOffice.synonyms.searchLabel')}
          rowKey={(row) => row.id}
          testId="synonyms"
        />
      </section>
    </div>
  );
}
