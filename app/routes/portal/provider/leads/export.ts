import type { Route } from './+types/export';
import { LEAD_FILTER_PARAMS, LeadFilterSchema, leadFilterInput, type LeadFilter } from '../../../../features/quote/provider-leads.schemas.ts';
import { leadPagesForExport } from '../../../../features/quote/provider-leads.server.ts';
import { leadsCsvExport, leadsCsvFileName } from '../../../../features/quote/provider-leads-csv.server.ts';
import { translate } from '../../../../i18n/i18n.ts';
import { csvStreamResponse } from '../../../../portal/csv.server.ts';
import { asActor, portalOf, requireActor } from '../../portal-guards.server.ts';

// The leads list as a CSV file (decision 104): the same filters as the list (its address's query), every
// row, newest first, streamed page by page; a resource route, so no page around it.

export async function loader({ context, request }: Route.LoaderArgs) {
  const { ctx, portal } = portalOf(context);
  const actor = requireActor(portal, request);
  const parsed = LeadFilterSchema.safeParse(leadFilterInput(new URL(request.url).searchParams));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const field = String(issue.path[0] ?? 'page') as keyof LeadFilter;
      const message = issue.message.startsWith('portal.') ? translate(portal.locale, issue.message) : issue.message;
      return `${LEAD_FILTER_PARAMS[field] ?? field}: ${message}`;
    });
    return new Response(`${problems.join('\n')}\n`, { status: 400, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  }
  const pages = await asActor(() => leadPagesForExport(ctx.db, actor, parsed.data));
  return csvStreamResponse(leadsCsvExport(pages, portal.locale), leadsCsvFileName(), (error) =>
    ctx.log.error({ err: error }, 'CSV export failed while streaming'),
  );
}
