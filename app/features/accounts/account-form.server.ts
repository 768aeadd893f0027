import { type FormReply } from '../../components/forms/form-reply.ts';
import { typedValues } from '../../components/forms/parse-form.ts';
import type { AccountError } from './accounts.server.ts';

/** The catalogue key of a service's refusal, for the field it names (a wrong code is not a wrong password). */
export function accountErrorKey(error: AccountError, field?: string): string {
  if (field === 'code') return error === 'token-invalid' ? 'portal.errors.setupExpired' : 'portal.errors.wrongCode';
  return `portal.errors.${error}`;
}

/** The reply for a service's refusal: under its field when the form has that field, else above the form. */
export function accountErrorReply(form: string, formData: FormData, failure: { error: AccountError; field?: string }, fields: readonly string[]): FormReply {
  const key = accountErrorKey(failure.error, failure.field);
  const onField = failure.field !== undefined && fields.includes(failure.field);
  return {
    form,
    errors: onField ? { [failure.field!]: [key] } : {},
    formError: onField ? null : key,
    values: typedValues(formData),
  };
}
