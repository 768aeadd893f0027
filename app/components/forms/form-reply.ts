/**
 * What a form action answers a page that keeps no form state in the browser (every portal form: a plain
 * POST, with or without JavaScript): the refused form with its field errors (catalogue keys) and the
 * values typed, or the notice of a form that went through (docs/decisions/111).
 */
export interface FormReply {
  /** Which form of the page (a page may carry several). */
  form: string;
  /** Field name -> catalogue keys; a nested field's errors stand under its top-level name. */
  errors: Record<string, string[]>;
  /** A refusal that belongs to no one field (too many attempts, a generic sign-in failure). */
  formError: string | null;
  /** The values typed, never a secret (a password, a code, a token). */
  values: Record<string, string>;
}

export interface FormDone {
  form: string;
  /** Catalogue key of the success message. */
  notice: string;
  /** Placeholders of the notice ({{email}}). */
  params?: Record<string, string>;
}

export interface FormActionData {
  reply: FormReply | null;
  done: FormDone | null;
}
