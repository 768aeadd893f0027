import { PORTAL_PATHS } from '../config/portal-links.ts';

/**
 * The address parameter that names the platform a back-office page works on. Here, not in the routes'
 * back-office.server.ts, because the pages' components write it into their links and forms too (a
 * component that imports a *.server module breaks the client build).
 */
export const PLATFORM_PARAM = 'platform';

/**
 * The back office's sections (decision 104), in the order of its menu: each a path below /portaal/beheer
 * (or an existing portal page) and its catalogue key under portal.backOffice.sections.
 */
export const BACK_OFFICE_SECTIONS = [
  { key: 'users', path: PORTAL_PATHS.users },
  { key: 'organisations', path: `${PORTAL_PATHS.backOffice}/organisaties` },
  { key: 'activities', path: `${PORTAL_PATHS.backOffice}/activiteiten` },
  { key: 'filters', path: `${PORTAL_PATHS.backOffice}/filters` },
  { key: 'seo', path: `${PORTAL_PATHS.backOffice}/seo` },
  { key: 'blogs', path: `${PORTAL_PATHS.backOffice}/blogs` },
  { key: 'banners', path: `${PORTAL_PATHS.backOffice}/banners` },
  { key: 'schedule', path: `${PORTAL_PATHS.backOffice}/planning` },
  { key: 'redirects', path: `${PORTAL_PATHS.backOffice}/doorverwijzingen` },
  { key: 'synonyms', path: `${PORTAL_PATHS.backOffice}/synoniemen` },
  { key: 'imports', path: `${PORTAL_PATHS.backOffice}/importeren` },
  { key: 'submissions', path: `${PORTAL_PATHS.backOffice}/aanmeldingen` },
  { key: 'messages', path: `${PORTAL_PATHS.backOffice}/berichten` },
  { key: 'quotes', path: `${PORTAL_PATHS.backOffice}/offerteaanvragen` },
  { key: 'subscribers', path: `${PORTAL_PATHS.backOffice}/nieuwsbrief` },
  { key: 'forget', path: `${PORTAL_PATHS.backOffice}/vergeten` },
  { key: 'outbox', path: `${PORTAL_PATHS.backOffice}/mail` },
  { key: 'audit', path: `${PORTAL_PATHS.backOffice}/logboek` },
] as const;

export type BackOfficeSection = (typeof BACK_OFFICE_SECTIONS)[number]['key'];
