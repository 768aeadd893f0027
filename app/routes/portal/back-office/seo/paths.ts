import { PORTAL_PATHS } from '../../../../config/portal-links.ts';
import { PLATFORM_PARAM } from '../../../../portal/back-office-sections.ts';

/** The SEO pages' addresses in the back office (decision 104), the platform kept: for loaders and links alike. */
export const SEO_PAGES_PATH = `${PORTAL_PATHS.backOffice}/seo`;

export const seoPagePath = (platformId: number, pageId?: number | 'nieuw', query = '') =>
  `${SEO_PAGES_PATH}${pageId ? `/${pageId}` : ''}?${PLATFORM_PARAM}=${platformId}${query}`;
