import type { Route } from './+types/export';
import { QUOTE_REQUEST_SORTS, quoteRequestsCsv } from '../../../../features/quote/quote-admin.server.ts';
import { csvFileName, csvStreamResponse } from '../../../../portal/csv.server.ts';
import { readListQuery } from '../../../../portal/list-query.ts';
import { backOfficeOf } from '../back-office.server.ts';
import { asActor } from '../../portal-guards.server.ts';

// The quote requests of the chosen platform as CSV (decision 104): what the list shows with its search.

export async function loader({ context, request }: Route.LoaderArgs) {
  const { ctx, portal, actor, platform } = await backOfficeOf(context, request);
  const { search } = readListQuery(new URL(request.url), QUOTE_REQUEST_SORTS, { sort: 'createdAt' });
  const csv = await asActor(async () => quoteRequestsCsv(ctx.db, actor, platform.id, search, portal.locale));
  return csvStreamResponse(csv, csvFileName(`offerteaanvragen-${platform.id}`), (error) => ctx.log.error({ err: error }, 'CSV export failed while streaming'));
}
