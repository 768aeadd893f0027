import type { Route } from './+types/list';
import { EventsList } from '../../../../features/events/components/events-list.tsx';
import { formatEventMoment } from '../../../../features/events/provider-events.form.ts';
import { listProviderEvents, PROVIDER_EVENTS_PAGE_SIZE } from '../../../../features/events/provider-events.server.ts';
import { screenTexts } from '../../../../i18n/catalogue-loader.ts';
import { loaderHead } from '../../../../page-head/loader-head.ts';
import { portalHead, portalOf, requireActor } from '../../portal-guards.server.ts';

// A provider's events on the kids agenda (decision 104): where each stands, paged on the server.

export async function loader({ context, request }: Route.LoaderArgs) {
  const { ctx, portal } = portalOf(context);
  const actor = requireActor(portal, request);
  const page = Math.max(1, Math.min(10_000, Number.parseInt(new URL(request.url).searchParams.get('pagina') ?? '1', 10) || 1));
  const { items, total } = await listProviderEvents(ctx.db, actor, page);
  return {
    head: portalHead(portal, 'portal.events.title'),
    events: items.map(({ startDate, updatedAt: _updatedAt, ...item }) => ({ ...item, start: formatEventMoment(startDate, portal.locale) })),
    total,
    page,
    pages: Math.max(1, Math.ceil(total / PROVIDER_EVENTS_PAGE_SIZE)),
  };
}

export const handle = await screenTexts('portal');
export const meta: Route.MetaFunction = loaderHead;

export default function Events({ loaderData }: Route.ComponentProps) {
  return <EventsList events={loaderData.events} total={loaderData.total} page={loaderData.page} pages={loaderData.pages} />;
}
