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

/** How the portal names a person to operators (who sent a change, who edited): the full name, else the e-mail address. */
export function personLabel(person: { email: string; firstName: string | null; lastName: string | null }): string {
  return [person.firstName, person.lastName].filter(Boolean).join(' ') || person.email;
}
