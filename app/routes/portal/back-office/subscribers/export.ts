import type { Route } from './+types/export';
import { SUBSCRIBER_SORTS, subscribersCsv } from '../../../../features/newsletter/newsletter-admin.server.ts';
import { csvFileName, csvStreamResponse } from '../../../../portal/csv.server.ts';
import { readListQuery } from '../../../../portal/list-query.ts';
import { backOfficeOf } from '../back-office.server.ts';
import { asActor } from '../../portal-guards.server.ts';

// The newsletter subscribers of the chosen platform as CSV for the mailing tool (decision 104): what the
// list shows, with its search.

export async function loader({ context, request }: Route.LoaderArgs) {
  const { ctx, portal, actor, platform } = await backOfficeOf(context, request);
  const { search } = readListQuery(new URL(request.url), SUBSCRIBER_SORTS, { sort: 'consentAt' });
  const csv = await asActor(async () => subscribersCsv(ctx.db, actor, platform.id, search, portal.locale));
  return csvStreamResponse(csv, csvFileName(`nieuwsbrief-${platform.id}`), (error) => ctx.log.error({ err: error }, 'CSV export failed while streaming'));
}
