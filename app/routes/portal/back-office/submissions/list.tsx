import { Link } from 'react-router';
import type { Route } from './+types/list';
import { useReviewDate } from '../../../../features/event-submission/components/submission-review-parts.tsx';
import { listPendingSubmissions } from '../../../../features/event-submission/submission-review.server.ts';
import type { SubmissionQueueRow } from '../../../../features/event-submission/submission-review.types.ts';
import { PORTAL_PATHS } from '../../../../config/portal-links.ts';
import { screenTexts } from '../../../../i18n/catalogue-loader.ts';
import { loaderHead } from '../../../../page-head/loader-head.ts';
import { PLATFORM_PARAM } from '../../../../portal/back-office-sections.ts';
import { readListQuery } from '../../../../portal/list-query.ts';
import { type DataColumn, DataTable } from '../../../../portal/ui/data-table.tsx';
import { linkClassName, usePortalText, PageHeading } from '../../../../portal/ui/portal-page.tsx';
import { backOfficeOf } from '../back-office.server.ts';
import { asActor, portalHead } from '../../portal-guards.server.ts';

// The queue of events sent with the public event form (decision 104, back office): those still waiting
// for a decision on the chosen platform, the oldest first, paged on the server.

export async function loader({ context, request }: Route.LoaderArgs) {
  const { ctx, portal, actor, platform } = await backOfficeOf(context, request);
  // The queue has one order (oldest first); only its page comes from the address.
  const query = readListQuery(new URL(request.url), ['submittedAt'] as const, { sort: 'submittedAt' });
  const list = await asActor(() => listPendingSubmissions(ctx.db, actor, platform.id, query.page));
  return { head: portalHead(portal, 'portal.backOffice.submissions.title'), platform, query, ...list };
}

export const handle = await screenTexts('portal');
export const meta: Route.MetaFunction = loaderHead;

export default function BackOfficeSubmissions({ loaderData }: Route.ComponentProps) {
  const t = usePortalText();
  const date = useReviewDate();
  const { platform, query, items, total } = loaderData;
  const columns: DataColumn<SubmissionQueueRow>[] = [
    {
      id: 'title',
      header: t('portal.backOffice.submissions.columns.title'),
      cell: ({ row }) => (
        <Link to={`${PORTAL_PATHS.backOffice}/aanmeldingen/${row.original.id}?${PLATFORM_PARAM}=${platform.id}`} className={linkClassName}>
          {row.original.title}
        </Link>
      ),
    },
    {
      id: 'submitter',
      header: t('portal.backOffice.submissions.columns.submitter'),
      cell: ({ row }) => (
        <>
          {row.original.name}
          {row.original.companyName ? <span className="block text-gray-700">{row.original.companyName}</span> : null}
        </>
      ),
    },
    { id: 'startDate', header: t('portal.backOffice.submissions.columns.startDate'), cell: ({ row }) => date(row.original.startDate, false) },
    { id: 'submittedAt', header: t('portal.backOffice.submissions.columns.submittedAt'), cell: ({ row }) => date(row.original.submittedAt) },
  ];
  return (
    <div>
      <PageHeading title={t('portal.backOffice.submissions.title')} intro={t('portal.backOffice.submissions.intro', { platform: platform.name })} />
      <DataTable
        rows={items}
        columns={columns}
        total={total}
        query={query}
        caption={t('portal.backOffice.submissions.caption', { platform: platform.name })}
        rowKey={(row) => row.id}
        testId="submissions-table"
      />
    </div>
  );
}
