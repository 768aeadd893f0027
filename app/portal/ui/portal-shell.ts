/** The data of the portal's layout route (route id 'portal') every portal page and form reads. */
export interface PortalShellData {
  csrfToken: string;
  locale: 'nl' | 'de';
  user: { name: string; email: string; role: 'ADMIN' | 'USER' } | null;
}

export const PORTAL_LAYOUT_ID = 'portal';
