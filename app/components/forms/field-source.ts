import { createContext, useContext } from 'react';

/**
 * What a field component reads of the form around it (docs/decisions/111): one interface with two
 * sources, so the visitor forms and the portal forms render their fields with the same components.
 * A portal form (PostForm) answers from the server's reply; a visitor form from Conform's field
 * metadata (ConformFields), which also holds its validation in the browser.
 */
export interface FieldState {
  /** The control's id; its hint is `<id>-hint`, its error `<id>-error`. */
  id: string;
  /** The first error, a catalogue key. */
  error: string | undefined;
  /** The value typed in the post being answered (never a secret). */
  typed: string | undefined;
  /** The form the control belongs to (Conform names it on every control). */
  formId?: string | undefined;
  /** The native constraints of the field from the form's schema (Conform's getZodConstraint). */
  constraint?: FieldConstraint | undefined;
  /** The error line is in the page even when empty (the visitor forms have always had it; portal fields add it with an error). */
  errorLine: boolean;
}

export interface FieldConstraint {
  required?: boolean;
  minLength?: number;
  maxLength?: number;
  min?: string | number;
  max?: string | number;
  step?: string | number;
  pattern?: string;
  multiple?: boolean;
}

export type FieldSource = (name: string) => FieldState;

export const FieldSourceContext = createContext<FieldSource>((name) => ({ id: name, error: undefined, typed: undefined, errorLine: false }));

/** The state of the field `name` of the enclosing form. */
export function useField(name: string): FieldState {
  return useContext(FieldSourceContext)(name);
}
