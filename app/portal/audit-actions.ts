import { PORTAL_PATHS } from '../config/portal-links.ts';
import { PLATFORM_PARAM } from './back-office-sections.ts';

/**
 * What the audit log records (decisions 103, 104), by what it is about: the accounts' events and every
 * change a portal user makes to what the site shows. The server writes the codes (audit.server.ts); the
 * log's page shows each in words (portal.backOffice.audit.actions.*) and offers these groups in its
 * filter. Here and not in audit.server.ts: the page's component needs them too.
 */
export const AUDIT_ACTION_GROUPS = {
  accounts: [
    'sign-in',
    'sign-in-failed',
    'sign-in-second-factor-failed',
    'account-locked',
    'sign-in-link-sent',
    'second-factor-locked',
    'sign-out',
    'sign-out-everywhere',
    'session-revoked',
    'sign-up',
    'email-verified',
    'password-reset-requested',
    'password-reset',
    'password-changed',
    'email-change-requested',
    'email-changed',
    'invitation',
    'invitation-accepted',
    'role-changed',
    'notifications-changed',
    'notification-unsubscribed',
    'second-factor-enabled',
    'second-factor-disabled',
    'legacy-password-upgraded',
    'user-activated',
    'user-deactivated',
    'user-organisation-linked',
    'user-organisation-unlinked',
    'accounts-imported',
  ],
  activities: [
    'activity-created',
    'activity-saved',
    'activity-submitted',
    'activity-switched-on',
    'activity-switched-off',
    'activity-edit-discarded',
    'activity-version-restored',
    'activity-approved',
    'activity-rejected',
    'activity-review-reopened',
    'activity-moved',
    'bulk-action',
    'bulk-undone',
    'activity-notes-answered',
    'activity-slug-changed',
    'redirect-added',
    'redirect-removed',
  ],
  events: [
    'event-created',
    'event-saved',
    'event-submitted',
    'event-switched',
    'event-approved',
    'event-rejected',
    'submission-approved',
    'submission-rejected',
  ],
  organisations: ['organisation-updated', 'contact-person-added', 'contact-person-changed', 'contact-person-removed', 'lead-updated'],
  content: [
    'filter-group-created',
    'filter-group-saved',
    'filter-group-moved',
    'filter-group-removed',
    'filter-created',
    'filter-saved',
    'filter-removed',
    'banner-created',
    'banner-saved',
    'banner-switched',
    'banner-deleted',
    'popup-created',
    'popup-saved',
    'popup-switched',
    'popup-deleted',
    'seo-page-created',
    'seo-page-saved',
    'seo-page-switched',
    'seo-page-deleted',
    'blog-created',
    'blog-saved',
    'blog-switched',
    'blog-deleted',
    'search-synonym-added',
    'search-synonym-removed',
  ],
  privacy: ['person-forgotten', 'mail-resent'],
} as const;

export type AuditActionGroup = keyof typeof AUDIT_ACTION_GROUPS;
export type AuditAction = (typeof AUDIT_ACTION_GROUPS)[AuditActionGroup][number];
export const AUDIT_ACTIONS: readonly AuditAction[] = Object.values(AUDIT_ACTION_GROUPS).flat();

/**
 * What an entry can be about: the `entity` its detail names, and `account` for the account acted upon
 * (the entry's subject user). The log's "object" filter offers them.
 */
export const AUDIT_OBJECTS = [
  'activity',
  'event',
  'event-submission',
  'organisation',
  'contact-person',
  'lead',
  'account',
  'filter-group',
  'filter',
  'redirect',
  'banner',
  'popup',
  'seo-page',
  'blog',
  'search-synonym',
  'mail',
  'person',
] as const;
export type AuditObject = (typeof AUDIT_OBJECTS)[number];

/** Detail fields the log's page does not repeat: the columns show them, or they mean nothing to a person. */
export const AUDIT_HIDDEN_DETAILS = new Set(['entity', 'id', 'platformId', 'emailSha256']);

/** What an entry is about, as far as the page needs it to name and link it. */
export interface AuditObjectRef {
  action: string;
  /** The entity of the detail, or `account` for an entry about an account only. */
  object: AuditObject | null;
  objectId: number | null;
  /** The organisation a contact person belongs to (its page is the organisation's). */
  organisationId: number | null;
  /** The platform of what the entry is about; a back-office page is opened on it. */
  platformId: number | null;
}

/** Actions after which their object is gone: no link to a page that is no longer there. */
const GONE = /-(deleted|removed)$/;

/**
 * The portal page of what an entry is about, where it has one: an activity's or event's editor, an
 * organisation's page, a lead, an account or a back-office item on its platform. Null for what has no
 * page of its own (a mail, a redirect, a forgotten person) or is gone.
 */
export function auditObjectPath(ref: AuditObjectRef, fallbackPlatformId: number): string | null {
  const id = ref.objectId;
  const onPlatform = (path: string) => `${path}?${PLATFORM_PARAM}=${ref.platformId ?? fallbackPlatformId}`;
  const backOffice = (path: string) => onPlatform(`${PORTAL_PATHS.backOffice}/${path}`);
  if (ref.object === 'contact-person') return ref.organisationId ? PORTAL_PATHS.organisation(ref.organisationId) : null;
  if (id === null || GONE.test(ref.action)) return null;
  switch (ref.object) {
    case 'activity':
      return `${PORTAL_PATHS.activities}/${id}`;
    case 'event':
      return PORTAL_PATHS.event(id);
    case 'organisation':
      return PORTAL_PATHS.organisation(id);
    case 'lead':
      return `${PORTAL_PATHS.leads}/${id}`;
    case 'account':
      return onPlatform(`${PORTAL_PATHS.users}/${id}`);
    case 'event-submission':
      return backOffice(`aanmeldingen/${id}`);
    case 'filter-group':
      return backOffice(`filters/groepen/${id}`);
    case 'filter':
      return backOffice(`filters/${id}`);
    case 'banner':
      return backOffice(`banners/${id}`);
    case 'popup':
      return backOffice(`banners/pop-ups/${id}`);
    case 'seo-page':
      return backOffice(`seo/${id}`);
    case 'blog':
      return backOffice(`blogs/${id}`);
    default:
      return null;
  }
}
