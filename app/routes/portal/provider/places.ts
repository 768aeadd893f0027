import type { Route } from './+types/places';
import { PORTAL_PLACES_LOOKUP } from '../../../config/portal-links.ts';
import { searchLocations } from '../../../features/locations/locations.server.ts';
import { organisationPlatformOf } from '../../../features/organisations/organisation-editing.server.ts';
import { asActor, pathId, portalOf, requireActor } from '../portal-guards.server.ts';

// The providers' place boxes (the activity editor's places, the event form's city): the places of the
// platform of an organisation the user acts for, as the visitor's place boxes find them (prefix and
// typo-tolerant, at most 10); `soort=CITY` for cities only. The portal has its own host, so the public
// location search (which answers for the host's platform) cannot serve them.

const SUGGESTIONS = 10;

export async function loader({ context, request }: Route.LoaderArgs) {
  const { ctx, portal } = portalOf(context);
  const actor = requireActor(portal, request);
  const params = new URL(request.url).searchParams;
  const organisationId = pathId(params.get(PORTAL_PLACES_LOOKUP.organisation) ?? undefined);
  const platformId = await asActor(() => organisationPlatformOf(ctx.db, actor, organisationId));
  const text = (params.get(PORTAL_PLACES_LOOKUP.search) ?? '').trim().slice(0, 100);
  const citiesOnly = params.get(PORTAL_PLACES_LOOKUP.kind) === 'CITY';
  const found = text
    ? await searchLocations(ctx.db, platformId, {
        page: 1,
        limit: SUGGESTIONS,
        filterQuery: { genericSearchQuery: text, ...(citiesOnly ? { type: 'CITY' as const } : {}) },
      })
    : null;
  return Response.json({ locations: found?.locations ?? [] }, { headers: { 'Cache-Control': 'private, no-store' } });
}
