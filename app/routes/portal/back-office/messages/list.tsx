import type { Route } from './+types/list';
import { CONTACT_MESSAGE_SORTS, type ContactMessageAdminRow, listContactMessages } from '../../../../features/contact/contact-admin.server.ts';
import { screenTexts } from '../../../../i18n/catalogue-loader.ts';
import { loaderHead } from '../../../../page-head/loader-head.ts';
import { readListQuery } from '../../../../portal/list-query.ts';
import { type DataColumn, DataTable } from '../../../../portal/ui/data-table.tsx';
import { usePortalShell, usePortalText } from '../../../../portal/ui/portal-page.tsx';
import { backOfficeOf } from '../back-office.server.ts';
import { PeopleListHeader, PersonText, sectionPath } from './parts.tsx';
import { leadDateTime } from '../../provider/leads/parts.tsx';
import { asActor, portalHead } from '../../portal-guards.server.ts';

// The contact messages of the chosen platform (decision 104): FAQ questions and advertising requests,
// newest first, searched by name or e-mail, and the same list as CSV.

export async function loader({ context, request }: Route.LoaderArgs) {
  const { ctx, portal, actor, platform } = await backOfficeOf(context, request);
  const query = readListQuery(new URL(request.url), CONTACT_MESSAGE_SORTS, { sort: 'createdAt', direction: 'desc' });
  const list = await asActor(() => listContactMessages(ctx.db, actor, platform.id, query));
  return { head: portalHead(portal, 'portal.backOffice.messages.title'), ...list, query, platform };
}

export const handle = await screenTexts('portal');
export const meta: Route.MetaFunction = loaderHead;

export default function BackOfficeMessages({ loaderData }: Route.ComponentProps) {
  const t = usePortalText();
  const { locale } = usePortalShell();
  const { items, total, query, platform } = loaderData;
  const label = (key: string) => t(`portal.backOffice.messages.columns.${key}`);
  const columns: DataColumn<ContactMessageAdminRow>[] = [
    { id: 'createdAt', header: label('createdAt'), meta: { sortKey: 'createdAt' }, cell: ({ row }) => leadDateTime(row.original.createdAt, locale) },
    { id: 'type', header: label('type'), meta: { sortKey: 'type' }, cell: ({ row }) => t(`portal.backOffice.messages.types.${row.original.type}`) },
    {
      id: 'name',
      header: label('name'),
      meta: { sortKey: 'name' },
      cell: ({ row }) => (
        <>
          <PersonText value={row.original.name} />
          {row.original.companyName ? (
            <span className="block text-gray-700">
              <PersonText value={row.original.companyName} />
            </span>
          ) : null}
        </>
      ),
    },
    {
      id: 'email',
      header: label('email'),
      meta: { sortKey: 'email' },
      cell: ({ row }) => (
        <>
          <PersonText value={row.original.email} />
          <span className="block text-gray-700">
            <PersonText value={row.original.phone} />
          </span>
        </>
      ),
    },
    {
      id: 'description',
      header: label('description'),
      cell: ({ row }) => (
        <span className="line-clamp-3 max-w-md whitespace-pre-line">
          <PersonText value={row.original.description} />
        </span>
      ),
    },
  ];
  return (
    <div>
      <PeopleListHeader
        title={t('portal.backOffice.messages.title')}
        intro={t('portal.backOffice.messages.intro', { platform: platform.name })}
        exportPath={`${sectionPath('messages')}/export.csv`}
        rows={total}
        testId="messages-export"
      />
      <DataTable
        rows={items}
        columns={columns}
        total={total}
        query={query}
        caption={t('portal.backOffice.messages.caption', { platform: platform.name })}
        searchLabel={t('portal.backOffice.messages.search')}
        rowKey={(row) => row.id}
        testId="messages-table"
      />
    </div>
  );
}
