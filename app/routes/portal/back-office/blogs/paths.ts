import { PORTAL_PATHS } from '../../../../config/portal-links.ts';
import { PLATFORM_PARAM } from '../../../../portal/back-office-sections.ts';

/** The blog articles' addresses in the back office (decision 104), the platform kept: for loaders and links alike. */
export const BLOGS_PATH = `${PORTAL_PATHS.backOffice}/blogs`;

export const blogPath = (platformId: number, blogId?: number | 'nieuw', suffix = '', query = '') =>
  `${BLOGS_PATH}${blogId ? `/${blogId}` : ''}${suffix}?${PLATFORM_PARAM}=${platformId}${query}`;
