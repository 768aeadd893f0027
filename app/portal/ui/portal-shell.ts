/** The data of the portal's layout route (route id 'portal') every portal page and form reads. */
export interface PortalShellData {
  csrfToken: string;
  locale: 'nl' | 'de';
  user: { name: string; email: string; role: 'ADMIN' | 'USER' } | null;
  /** Operators: what waits for review (activities and events), in all and per brand with something waiting (docs/decisions/116). */
  reviewWaiting: { total: number; platforms: Array<{ id: number; name: string; count: number }> } | null;
}

export const PORTAL_LAYOUT_ID = 'portal';
