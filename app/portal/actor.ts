import type { PortalLanguage as PortalLocale } from '../config/portal-links.ts';

/** The signed-in user a portal service acts for (architecture: every portal service takes the actor). */
export interface Actor {
  userId: number;
  role: 'ADMIN' | 'USER';
  email: string;
  firstName: string | null;
  lastName: string | null;
  locale: PortalLocale;
  /** The session this request came with (sign out, "this device" in the session list). */
  sessionId: number;
  secondFactor: boolean;
  organisationIds: number[];
}

/** What the portal may do; one function answers "may this actor do this" (permissions.server.ts). */
export type PortalPermission = 'users:invite' | 'users:change-role' | 'users:list' | 'admin:api' | 'review:decide' | 'backoffice:manage';
