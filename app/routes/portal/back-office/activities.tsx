import { Link, useActionData } from 'react-router';
import type { Route } from './+types/activities';
import { TextField } from '../../../components/forms/fields.tsx';
import type { FormActionData } from '../../../components/forms/form-reply.ts';
import { replyOf } from '../../../components/forms/post-form.tsx';
import { PORTAL_PATHS } from '../../../config/portal-links.ts';
import { ACTIVITY_ADMIN_SORTS, type ActivityAdminRow, listActivitiesForAdmin } from '../../../features/activities/activity-admin.server.ts';
import { latestBulkAction } from '../../../features/activities/activity-bulk.server.ts';
import { BulkOutcomePanel } from '../../../features/activities/components/bulk-outcome.tsx';
import { screenTexts } from '../../../i18n/catalogue-loader.ts';
import { loaderHead } from '../../../page-head/loader-head.ts';
import { readListQuery } from '../../../portal/list-query.ts';
import { BulkActionBar } from '../../../portal/ui/bulk-action-bar.tsx';
import { type DataColumn, DataTable, useRowSelection } from '../../../portal/ui/data-table.tsx';
import { dangerButtonClassName, linkClassName, PageHeading, secondaryButtonClassName, usePortalText } from '../../../portal/ui/portal-page.tsx';
import { bulkActionHandlers } from '../bulk-actions.server.ts';
import { actByIntent } from '../../../components/forms/form-action.server.ts';
import { asActor, portalHead } from '../portal-guards.server.ts';
import { backOfficeOf } from './back-office.server.ts';

// Every activity of the chosen platform (docs/decisions/120): found by title, organisation or number, with
// its on/off switch and review state; chosen rows are switched off or moved to another organisation of
// the same platform in bulk, and the operator's latest bulk action can be taken back for a few minutes.

export async function loader({ context, request }: Route.LoaderArgs) {
  const { ctx, portal, actor, platform } = await backOfficeOf(context, request);
  const query = readListQuery(new URL(request.url), ACTIVITY_ADMIN_SORTS, { sort: 'updatedAt', direction: 'desc' });
  const list = await asActor(() => listActivitiesForAdmin(ctx.db, actor, platform.id, query));
  const latest = await asActor(() => latestBulkAction(ctx.db, actor));
  return { head: portalHead(portal, 'portal.backOffice.sections.activities'), ...list, query, platform, latest, locale: portal.locale };
}

export async function action({ context, request }: Route.ActionArgs) {
  const { ctx, portal, actor, platform } = await backOfficeOf(context, request);
  // A row of another platform than the one this list shows is skipped (decision 120).
  const bulk = bulkActionHandlers(request, { db: ctx.db, actor, portal, platformId: platform.id });
  return actByIntent(request, { bulk: bulk.bulk, undo: bulk.undo });
}

export const handle = await screenTexts('portal');
export const meta: Route.MetaFunction = loaderHead;

export default function BackOfficeActivities({ loaderData }: Route.ComponentProps) {
  const t = usePortalText();
  const { items, total, query, platform, latest, locale } = loaderData;
  const actionData = useActionData<FormActionData>();
  const rowKey = (row: ActivityAdminRow) => row.id;
  const selection = useRowSelection(items, rowKey, actionData);
  const date = new Intl.DateTimeFormat(locale === 'de' ? 'de-DE' : 'nl-NL', { dateStyle: 'medium', timeZone: 'Europe/Amsterdam' });
  const columns: DataColumn<ActivityAdminRow>[] = [
    {
      id: 'title',
      header: t('portal.backOffice.activities.title'),
      meta: { sortKey: 'title', rowHeader: true },
      cell: ({ row }) => (
        <Link to={`${PORTAL_PATHS.activities}/${row.original.id}`} className={linkClassName}>
          {row.original.title}
        </Link>
      ),
    },
    {
      id: 'organisation',
      header: t('portal.backOffice.activities.organisation'),
      meta: { sortKey: 'organisation' },
      cell: ({ row }) =>
        row.original.organisationId ? (
          <>
            {row.original.organisationName}{' '}
            <span className="text-gray-700">({t('portal.organisationPicker.number', { id: row.original.organisationId })})</span>
          </>
        ) : (
          ''
        ),
    },
    {
      id: 'online',
      header: t('portal.backOffice.activities.online'),
      cell: ({ row }) => t(`portal.backOffice.activities.${row.original.online ? 'yes' : 'no'}`),
    },
    { id: 'state', header: t('portal.backOffice.activities.state'), cell: ({ row }) => t(`portal.backOffice.activities.states.${row.original.state}`) },
    {
      id: 'updatedAt',
      header: t('portal.backOffice.activities.updatedAt'),
      meta: { sortKey: 'updatedAt', className: 'tabular-nums' },
      cell: ({ row }) => date.format(new Date(row.original.updatedAt)),
    },
  ];
  return (
    <div>
      <PageHeading
        title={
          <>
            {t('portal.backOffice.sections.activities')} · {platform.name}
          </>
        }
        intro={t('portal.backOffice.about.activities')}
      />
      {latest ? <BulkOutcomePanel outcome={latest} undoReply={replyOf(actionData, 'undo')} locale={locale} /> : null}
      {items.length > 0 ? (
        // The move comes first: Enter in its number field moves, it never switches rows off.
        <BulkActionBar form="activities-bulk" count={selection.count} reply={replyOf(actionData, 'bulk')}>
          <TextField
            name="organisationId"
            label={t('portal.bulk.moveTo')}
            hint={t('portal.bulk.moveHint')}
            inputMode="numeric"
            optionalLabel=""
            className="min-w-56 flex-1"
          />
          <button type="submit" name="action" value="move" className={secondaryButtonClassName} data-testid="bulk-move">
            {t('portal.bulk.move')}
          </button>
          <button type="submit" name="action" value="switch-off" className={dangerButtonClassName} data-testid="bulk-switch-off">
            {t('portal.bulk.switchOff')}
          </button>
        </BulkActionBar>
      ) : null}
      <DataTable
        rows={items}
        columns={columns}
        total={total}
        query={query}
        caption={t('portal.backOffice.activities.caption', { platform: platform.name })}
        searchLabel={t('portal.backOffice.activities.search')}
        rowKey={rowKey}
        testId="activities-table"
        selection={{
          form: 'activities-bulk',
          label: (row) => t('portal.bulk.chooseRow', { title: row.title }),
          selected: selection.selected,
          onChange: selection.setSelected,
        }}
      />
    </div>
  );
}
