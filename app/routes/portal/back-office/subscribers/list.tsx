import type { Route } from './+types/list';
import { listSubscribers, SUBSCRIBER_SORTS, type SubscriberAdminRow } from '../../../../features/newsletter/newsletter-admin.server.ts';
import { screenTexts } from '../../../../i18n/catalogue-loader.ts';
import { loaderHead } from '../../../../page-head/loader-head.ts';
import { readListQuery } from '../../../../portal/list-query.ts';
import { type DataColumn, DataTable } from '../../../../portal/ui/data-table.tsx';
import { usePortalShell, usePortalText } from '../../../../portal/ui/portal-page.tsx';
import { backOfficeOf } from '../back-office.server.ts';
import { PeopleListHeader, sectionPath } from '../messages/parts.tsx';
import { leadDateTime } from '../../provider/leads/parts.tsx';
import { asActor, portalHead } from '../../portal-guards.server.ts';

// The newsletter subscribers of the chosen platform (decision 104), newest consent first, searched by name
// or e-mail, and the same list as CSV. A forgotten person's subscription is deleted, so it is not here.

export async function loader({ context, request }: Route.LoaderArgs) {
  const { ctx, portal, actor, platform } = await backOfficeOf(context, request);
  const query = readListQuery(new URL(request.url), SUBSCRIBER_SORTS, { sort: 'consentAt', direction: 'desc' });
  const list = await asActor(() => listSubscribers(ctx.db, actor, platform.id, query));
  return { head: portalHead(portal, 'portal.backOffice.subscribers.title'), ...list, query, platform };
}

export const handle = await screenTexts('portal');
export const meta: Route.MetaFunction = loaderHead;

export default function BackOfficeSubscribers({ loaderData }: Route.ComponentProps) {
  const t = usePortalText();
  const { locale } = usePortalShell();
  const { items, total, query, platform } = loaderData;
  const label = (key: string) => t(`portal.backOffice.subscribers.columns.${key}`);
  const columns: DataColumn<SubscriberAdminRow>[] = [
    { id: 'name', header: label('name'), meta: { sortKey: 'name' }, cell: ({ row }) => row.original.name },
    { id: 'email', header: label('email'), meta: { sortKey: 'email' }, cell: ({ row }) => row.original.email },
    { id: 'consentAt', header: label('consentAt'), meta: { sortKey: 'consentAt' }, cell: ({ row }) => leadDateTime(row.original.consentAt, locale) },
  ];
  return (
    <div>
      <PeopleListHeader
        title={t('portal.backOffice.subscribers.title')}
        intro={t('portal.backOffice.subscribers.intro', { platform: platform.name })}
        exportPath={`${sectionPath('subscribers')}/export.csv`}
        rows={total}
        testId="subscribers-export"
      />
      <DataTable
        rows={items}
        columns={columns}
        total={total}
        query={query}
        caption={t('portal.backOffice.subscribers.caption', { platform: platform.name })}
        searchLabel={t('portal.backOffice.subscribers.search')}
        rowKey={(row) => row.id}
        testId="subscribers-table"
      />
    </div>
  );
}
