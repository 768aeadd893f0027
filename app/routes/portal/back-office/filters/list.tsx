import { data, Link } from 'react-router';
import type { Route } from './+types/list';
import { FormAlert } from '../../../../components/forms/form-alert.tsx';
import {
  FilterFormSchema,
  FilterGroupFormSchema,
  MoveGroupSchema,
  RemoveFilterSchema,
  RemoveGroupSchema,
} from '../../../../features/filters/filter-admin.schemas.ts';
import {
  createFilter,
  createFilterGroup,
  listFilterGroupsForAdmin,
  moveFilterGroup,
  removeFilter,
  removeFilterGroup,
} from '../../../../features/filters/filter-admin.server.ts';
import { screenTexts } from '../../../../i18n/catalogue-loader.ts';
import { loaderHead } from '../../../../page-head/loader-head.ts';
import { actByIntent, readForm, refuse, succeed } from '../../../../components/forms/form-action.server.ts';
import { typedValues } from '../../../../components/forms/parse-form.ts';
import { type FormActionData } from '../../../../components/forms/form-reply.ts';
import { Card, linkClassName, secondaryButtonClassName, usePortalText, PageHeading } from '../../../../portal/ui/portal-page.tsx';
import { FormNotice, replyOf } from '../../../../components/forms/post-form.tsx';
import { type DataColumn, DataTable } from '../../../../portal/ui/data-table.tsx';
import { PLATFORM_PARAM } from '../../../../portal/back-office-sections.ts';
import { backOfficeOf } from '../back-office.server.ts';
import { filterRefusal, formImages } from './filters.server.ts';
import { FILTERS_PATH, FilterForm, GroupForm, Thumbnail } from './parts.tsx';
import { asActor, portalHead } from '../../portal-guards.server.ts';
import { ButtonForm, smallButtonClassName } from '../../../../portal/ui/button-form.tsx';

// The platform's filter groups and filters in the back office (decision 104, core.md 3): in the public
// panel's order, each group with its images, up/down and its filters; new groups and filters with their
// images; a filter that activities use is removed only after the page said how many and asked again.

/** A used filter's removal waits for the second step: the page asks with the number of activities. */
interface ConfirmRemoval {
  filterId: number;
  name: string;
  activityCount: number;
}
type FiltersActionData = FormActionData & { confirm?: ConfirmRemoval };

export async function loader({ context, request }: Route.LoaderArgs) {
  const { ctx, portal, actor, platform } = await backOfficeOf(context, request);
  const groups = await asActor(() => listFilterGroupsForAdmin(ctx.db, actor, platform.id));
  return { head: portalHead(portal, 'portal.backOffice.filters.title'), platform, groups };
}

export async function action({ context, request }: Route.ActionArgs) {
  const { ctx, portal, actor, platform } = await backOfficeOf(context, request);
  return asActor(() =>
    actByIntent(request, {
      'create-group': async () => {
        const read = await readForm(request, portal.csrfToken, 'group-new', FilterGroupFormSchema);
        if (!read.ok) return refuse(read.reply);
        const images = await formImages(read.formData, ['image', 'headerImage'] as const, ctx);
        if (!images.ok) return refuse({ form: 'group-new', errors: images.errors, formError: null, values: typedValues(read.formData) });
        const result = await createFilterGroup(ctx.db, actor, platform.id, { name: read.value.groupName, order: read.value.order, ...images.images });
        if (!result.ok) return filterRefusal('group-new', result.error, read.formData, 'groupName');
        return succeed({ form: 'filters', notice: 'portal.backOffice.filters.done.groupCreated', params: { name: read.value.groupName } });
      },
      'create-filter': async () => {
        const read = await readForm(request, portal.csrfToken, 'filter-new', FilterFormSchema);
        if (!read.ok) return refuse(read.reply);
        const images = await formImages(read.formData, ['image'] as const, ctx);
        if (!images.ok) return refuse({ form: 'filter-new', errors: images.errors, formError: null, values: typedValues(read.formData) });
        const { filterName, description, filterGroupId } = read.value;
        const result = await createFilter(ctx.db, actor, platform.id, { name: filterName, description, filterGroupId, image: images.images.image });
        if (!result.ok) return filterRefusal('filter-new', result.error, read.formData, 'filterName');
        return succeed({ form: 'filters', notice: 'portal.backOffice.filters.done.filterCreated', params: { name: filterName } });
      },
      move: async () => {
        const read = await readForm(request, portal.csrfToken, 'filters', MoveGroupSchema);
        if (!read.ok) return refuse({ ...read.reply, formError: 'portal.backOffice.filters.errors.unknown' });
        await moveFilterGroup(ctx.db, actor, platform.id, read.value.groupId, read.value.direction);
        return succeed({ form: 'filters', notice: 'portal.backOffice.filters.done.groupMoved' });
      },
      'remove-group': async () => {
        const read = await readForm(request, portal.csrfToken, 'filters', RemoveGroupSchema);
        if (!read.ok) return refuse({ ...read.reply, formError: 'portal.backOffice.filters.errors.unknown' });
        const result = await removeFilterGroup(ctx.db, actor, platform.id, read.value.groupId);
        if (!result.ok) return refuse({ form: 'filters', errors: {}, formError: `portal.backOffice.filters.errors.${result.error}`, values: {} }, 409);
        return succeed({ form: 'filters', notice: 'portal.backOffice.filters.done.groupRemoved', params: { name: result.name } });
      },
      'remove-filter': async () => {
        const read = await readForm(request, portal.csrfToken, 'filters', RemoveFilterSchema);
        if (!read.ok) return refuse({ ...read.reply, formError: 'portal.backOffice.filters.errors.unknown' });
        const result = await removeFilter(ctx.db, actor, platform.id, read.value.filterId, { confirmed: read.value.confirmed === true });
        if (!result.ok)
          return data<FiltersActionData>({
            reply: null,
            done: null,
            confirm: { filterId: read.value.filterId, name: result.name, activityCount: result.activityCount },
          });
        return succeed({ form: 'filters', notice: 'portal.backOffice.filters.done.filterRemoved', params: { name: result.name } });
      },
    }),
  );
}

export const handle = await screenTexts('portal');
export const meta: Route.MetaFunction = loaderHead;

export default function BackOfficeFilters({ loaderData, actionData }: Route.ComponentProps) {
  const t = usePortalText();
  const { platform, groups } = loaderData;
  const answer = actionData as FiltersActionData | undefined;
  const listReply = replyOf(answer, 'filters');
  const withPlatform = (path: string) => `${path}?${PLATFORM_PARAM}=${platform.id}`;
  const confirm = answer?.confirm;
  // No column names above the values on a phone: each value says what it is.
  const filterColumns: DataColumn<(typeof groups)[number]['filters'][number]>[] = [
    {
      id: 'image',
      header: t('portal.backOffice.filters.column.image'),
      meta: { narrowName: false },
      cell: ({ row }) => <Thumbnail image={row.original.image} alt="" />,
    },
    {
      id: 'name',
      header: t('portal.backOffice.filters.column.name'),
      meta: { narrowName: false, className: 'font-semibold' },
      cell: ({ row: { original: filter } }) => (
        <Link
          to={withPlatform(`${FILTERS_PATH}/${filter.id}`)}
          className={linkClassName}
          aria-label={t('portal.backOffice.filters.editFilter', { name: filter.name })}
        >
          {filter.name}
        </Link>
      ),
    },
    {
      id: 'description',
      header: t('portal.backOffice.filters.column.description'),
      meta: { narrowName: false, className: 'max-w-xs text-gray-700' },
      cell: ({ row }) => row.original.description,
    },
    {
      id: 'activities',
      header: t('portal.backOffice.filters.column.activities'),
      meta: { narrowName: false, numeric: true, className: 'whitespace-nowrap' },
      cell: ({ row }) => t('portal.backOffice.filters.usedBy', { count: row.original.activityCount }),
    },
    {
      id: 'actions',
      header: t('portal.backOffice.filters.column.actions'),
      meta: { narrowName: false },
      cell: ({ row: { original: filter } }) => (
        <ButtonForm
          form="filters"
          intent="remove-filter"
          values={{ filterId: filter.id }}
          tone="danger"
          small
          accessibleName={t('portal.backOffice.filters.removeFilter', { name: filter.name })}
        >
          {t('portal.backOffice.filters.remove')}
        </ButtonForm>
      ),
    },
  ];
  return (
    <div className="space-y-6">
      <div>
        <PageHeading title={t('portal.backOffice.filters.title')} intro={t('portal.backOffice.filters.intro', { platform: platform.name })} />
        {/* The forms for new ones sit under the (long) list of groups. */}
        <nav aria-label={t('portal.backOffice.filters.jumpTo')} className="mt-3 flex flex-wrap gap-2">
          <a href="#nieuw-filter" className={`${secondaryButtonClassName} ${smallButtonClassName}`}>
            {t('portal.backOffice.filters.newFilter')}
          </a>
          <a href="#nieuwe-groep" className={`${secondaryButtonClassName} ${smallButtonClassName}`}>
            {t('portal.backOffice.filters.newGroup')}
          </a>
        </nav>
      </div>
      <FormNotice actionData={answer} form="filters" />
      {listReply?.formError ? <FormAlert tone="error">{t(listReply.formError)}</FormAlert> : null}
      {confirm ? (
        <div
          role="alertdialog"
          aria-labelledby="confirm-removal-title"
          aria-describedby="confirm-removal-text"
          className="rounded-lg border-l-4 border-red-700 bg-red-50 p-5"
          data-testid="confirm-removal"
        >
          <h2 id="confirm-removal-title" className="mb-1 text-lg font-bold text-red-900">
            {t('portal.backOffice.filters.confirm.title', { name: confirm.name })}
          </h2>
          <p id="confirm-removal-text" className="mb-4 text-red-900">
            {t('portal.backOffice.filters.confirm.text', { count: confirm.activityCount })}
          </p>
          <div className="flex flex-wrap gap-2">
            <ButtonForm form="filters" intent="remove-filter" values={{ filterId: confirm.filterId, confirmed: 'on' }} tone="danger" autoFocus>
              {t('portal.backOffice.filters.confirm.yes')}
            </ButtonForm>
            <Link to={withPlatform(FILTERS_PATH)} className={secondaryButtonClassName}>
              {t('portal.backOffice.filters.confirm.no')}
            </Link>
          </div>
        </div>
      ) : null}

      <section aria-labelledby="filter-groups-title" className="space-y-4">
        <h2 id="filter-groups-title" className="text-xl font-bold text-slate-900">
          {t('portal.backOffice.filters.groups')}
        </h2>
        {groups.length === 0 ? <p className="text-gray-700">{t('portal.backOffice.filters.noGroups')}</p> : null}
        {groups.map((group, index) => (
          <Card key={group.id} labelledBy={`group-${group.id}-title`}>
            <div data-testid="filter-group-admin" data-group-id={group.id}>
              <div className="mb-3 flex flex-wrap items-start justify-between gap-3">
                <div className="flex items-start gap-3">
                  <Thumbnail image={group.image} alt="" />
                  <div>
                    <h3 id={`group-${group.id}-title`} className="text-lg font-bold text-slate-900">
                      {group.name}
                    </h3>
                    <p className="text-sm text-gray-700">{t('portal.backOffice.filters.orderLabel', { order: group.order })}</p>
                  </div>
                </div>
                <div className="flex flex-wrap items-center gap-2">
                  <ButtonForm
                    form="filters"
                    intent="move"
                    values={{ groupId: group.id, direction: 'up' }}
                    small
                    disabled={index === 0}
                    accessibleName={t('portal.backOffice.filters.moveUp', { name: group.name })}
                  >
                    {t('portal.backOffice.filters.up')}
                  </ButtonForm>
                  <ButtonForm
                    form="filters"
                    intent="move"
                    values={{ groupId: group.id, direction: 'down' }}
                    small
                    disabled={index === groups.length - 1}
                    accessibleName={t('portal.backOffice.filters.moveDown', { name: group.name })}
                  >
                    {t('portal.backOffice.filters.down')}
                  </ButtonForm>
                  <Link
                    to={withPlatform(`${FILTERS_PATH}/groepen/${group.id}`)}
                    className={`${secondaryButtonClassName} ${smallButtonClassName}`}
                    aria-label={t('portal.backOffice.filters.editGroup', { name: group.name })}
                  >
                    {t('portal.backOffice.filters.edit')}
                  </Link>
                  <ButtonForm
                    form="filters"
                    intent="remove-group"
                    values={{ groupId: group.id }}
                    tone="danger"
                    small
                    accessibleName={t('portal.backOffice.filters.removeGroup', { name: group.name })}
                  >
                    {t('portal.backOffice.filters.remove')}
                  </ButtonForm>
                </div>
              </div>
              {group.filters.length === 0 ? (
                <p className="text-sm text-gray-700">{t('portal.backOffice.filters.noFilters')}</p>
              ) : (
                <DataTable
                  rows={group.filters}
                  columns={filterColumns}
                  caption={group.name}
                  rowKey={(filter) => filter.id}
                  rowProps={() => ({ 'data-testid': 'filter-admin-row' })}
                />
              )}
            </div>
          </Card>
        ))}
      </section>

      <Card title={t('portal.backOffice.filters.newFilter')} id="nieuw-filter">
        <FilterForm
          form="filter-new"
          intent="create-filter"
          values={{ name: '', description: null, filterGroupId: groups[0]?.id ?? null, image: null }}
          groups={groups}
          reply={replyOf(answer, 'filter-new')}
          submitLabel={t('portal.backOffice.filters.createFilter')}
          // A new form after each success: the fields start empty again.
          key={answer?.done ? JSON.stringify(answer.done) : 'filter-new'}
        />
      </Card>

      <Card title={t('portal.backOffice.filters.newGroup')} id="nieuwe-groep">
        <GroupForm
          form="group-new"
          intent="create-group"
          values={{ name: '', order: groups.length ? Math.max(...groups.map((g) => g.order)) + 1 : 0, image: null, headerImage: null }}
          reply={replyOf(answer, 'group-new')}
          submitLabel={t('portal.backOffice.filters.createGroup')}
          key={answer?.done ? JSON.stringify(answer.done) : 'group-new'}
        />
      </Card>
    </div>
  );
}
