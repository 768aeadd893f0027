import type { Route } from './+types/search';
import { findOrganisationChoices } from '../../../../features/organisations/organisation-admin.server.ts';
import { ORGANISATION_SEARCH_PARAM, organisationScopeOf } from '../../../../portal/organisation-choice.ts';
import { backOfficeOf } from '../back-office.server.ts';
import { asActor } from '../../portal-guards.server.ts';

// The organisation picker's lookup (decision 104): organisations of every platform by part of their name or
// their number, as JSON for the picker's list, optionally only those with something waiting for review (the
// review queue's filter); operators only (backOfficeOf: else the sign-in or 403).

export async function loader({ context, request }: Route.LoaderArgs) {
  const { ctx, actor } = await backOfficeOf(context, request);
  const params = new URL(request.url).searchParams;
  const text = params.get(ORGANISATION_SEARCH_PARAM) ?? '';
  const organisations = await asActor(() => findOrganisationChoices(ctx.db, actor, text, organisationScopeOf(params)));
  return Response.json({ organisations }, { headers: { 'Cache-Control': 'private, no-store' } });
}
