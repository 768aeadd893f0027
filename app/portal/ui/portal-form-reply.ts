/**
 * What a portal action answers its page (with or without JavaScript): the refused form with its field
 * errors (catalogue keys) and the values typed, or the notice of a form that went through.
 */
export interface PortalFormReply {
  /** Which form of the page (a page may carry several). */
  form: string;
  errors: Record<string, string[]>;
  /** A refusal that belongs to no one field (too many attempts, a generic sign-in failure). */
  formError: string | null;
  values: Record<string, string>;
}

export interface PortalFormDone {
  form: string;
  /** Catalogue key of the success message. */
  notice: string;
  /** Placeholders of the notice ({{email}}). */
  params?: Record<string, string>;
}

export interface PortalActionData {
  reply: PortalFormReply | null;
  done: PortalFormDone | null;
}

/** The data of the portal's layout route (route id 'portal') every portal page and form reads. */
export interface PortalShellData {
  csrfToken: string;
  locale: 'nl' | 'de';
  user: { name: string; email: string; role: 'ADMIN' | 'USER' } | null;
}

export const PORTAL_LAYOUT_ID = 'portal';
