import { PORTAL_PATHS } from '../config/portal-links.ts';

/**
 * The operators' organisation picker (decision 104) and its lookup: an organisation is chosen by name (or its
 * number) from every platform, never typed as a number by hand. The lookup answers at most 10.
 */
export interface OrganisationChoice {
  id: number;
  name: string;
  city: string | null;
  platformName: string;
}

/** GET `?zoek=` here answers `{ organisations: OrganisationChoice[] }` (operators only). */
export const ORGANISATION_SEARCH_PATH = `${PORTAL_PATHS.backOffice}/organisaties/zoeken`;
export const ORGANISATION_SEARCH_PARAM = 'zoek';

/**
 * Which organisations the lookup answers with: any, or only those with an activity waiting for review (the
 * review queue's filter offers no organisation whose queue is empty). Sent as `?alleen=` beside the text.
 */
export const ORGANISATION_SCOPES = ['any', 'waitingForReview'] as const;
export type OrganisationScope = (typeof ORGANISATION_SCOPES)[number];
export const ORGANISATION_SCOPE_PARAM = 'alleen';
const SCOPE_VALUES: Record<Exclude<OrganisationScope, 'any'>, string> = { waitingForReview: 'wachtend' };

/** The lookup's address parameters for a text in a scope. */
export function organisationSearchParams(text: string, scope: OrganisationScope): URLSearchParams {
  const params = new URLSearchParams({ [ORGANISATION_SEARCH_PARAM]: text });
  if (scope !== 'any') params.set(ORGANISATION_SCOPE_PARAM, SCOPE_VALUES[scope]);
  return params;
}

/** The scope a lookup's address asks for (anything unknown: any organisation). */
export function organisationScopeOf(params: URLSearchParams): OrganisationScope {
  const value = params.get(ORGANISATION_SCOPE_PARAM);
  return (Object.keys(SCOPE_VALUES) as Array<keyof typeof SCOPE_VALUES>).find((scope) => SCOPE_VALUES[scope] === value) ?? 'any';
}

/** Without JavaScript the picker is a search field and a button in its form; the post asks for matches. */
export const ORGANISATION_FIND_FIELD = 'organisationSearch';
export const ORGANISATION_FIND_BUTTON = 'organisationFind';

/** What the picker shows after a post: the organisations chosen, and the matches of a search without JavaScript. */
export interface OrganisationPickerState {
  chosen: OrganisationChoice[];
  /** Null when nothing was searched. */
  found: OrganisationChoice[] | null;
  search: string;
}
