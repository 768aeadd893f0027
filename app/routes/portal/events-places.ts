import type { Route } from './+types/events-places';
import { EVENT_CITY_LOOKUP } from '../../features/events/provider-events.form.ts';
import { eventPlatformOf } from '../../features/events/provider-events.server.ts';
import { searchLocations } from '../../features/locations/locations.server.ts';
import { asActor, pathId, portalOf, requireActor } from './portal-guards.server.ts';

// The event form's place box (issue 55): the cities of the event's platform as the visitor's place boxes
// find them (prefix and typo-tolerant, at most 10), for an organisation the user acts for. The portal
// has its own host, so the public location search (which answers for the host's platform) cannot serve it.

const SUGGESTIONS = 10;

export async function loader({ context, request }: Route.LoaderArgs) {
  const { ctx, portal } = portalOf(context);
  const actor = requireActor(portal, request);
  const params = new URL(request.url).searchParams;
  const organisationId = pathId(params.get(EVENT_CITY_LOOKUP.organisation) ?? undefined);
  const platformId = await asActor(() => eventPlatformOf(ctx.db, actor, organisationId));
  const text = (params.get(EVENT_CITY_LOOKUP.search) ?? '').trim().slice(0, 100);
  const found = text
    ? await searchLocations(ctx.db, platformId, { page: 1, limit: SUGGESTIONS, filterQuery: { genericSearchQuery: text, type: 'CITY' } })
    : null;
  return Response.json({ locations: found?.locations ?? [] }, { headers: { 'Cache-Control': 'private, no-store' } });
}
