import type { Route } from './+types/export';
import { CONTACT_MESSAGE_SORTS, contactMessagesCsv } from '../../../../features/contact/contact-admin.server.ts';
import { csvFileName, csvStreamResponse } from '../../../../portal/csv.server.ts';
import { readListQuery } from '../../../../portal/list-query.ts';
import { backOfficeOf } from '../back-office.server.ts';
import { asActor } from '../../portal-guards.server.ts';

// The contact messages of the chosen platform as CSV (decision 104): what the list shows with its search.

export async function loader({ context, request }: Route.LoaderArgs) {
  const { ctx, portal, actor, platform } = await backOfficeOf(context, request);
  const { search } = readListQuery(new URL(request.url), CONTACT_MESSAGE_SORTS, { sort: 'createdAt' });
  const csv = await asActor(async () => contactMessagesCsv(ctx.db, actor, platform.id, search, portal.locale));
  return csvStreamResponse(csv, csvFileName(`berichten-${platform.id}`), (error) => ctx.log.error({ err: error }, 'CSV export failed while streaming'));
}
