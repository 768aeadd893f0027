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
