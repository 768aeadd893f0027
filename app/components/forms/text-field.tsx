import { type FieldMetadata, getInputProps, getTextareaProps } from '@conform-to/react';
import type { ReactNode } from 'react';
import { useFormMessage } from './form-messages.tsx';

export const inputClassName =
  'w-full rounded-md border border-gray-400 bg-white px-3 py-2 text-base text-gray-900 outline-none focus:border-brand-darker focus:ring-2 focus:ring-brand-border aria-[invalid=true]:border-red-700';

/** The error text under a field: the first error of the field, in the visitor's language. */
export function FieldError({ id, errors }: { id: string; errors: string[] | undefined }) {
  const message = useFormMessage();
  const text = message(errors?.[0]);
  return (
    <p id={id} className="mt-1 min-h-0 text-sm font-medium text-red-700" data-testid="field-error">
      {text}
    </p>
  );
}

export function FieldLabel({ htmlFor, children, optionalLabel }: { htmlFor: string; children: ReactNode; optionalLabel?: string }) {
  return (
    <label htmlFor={htmlFor} className="mb-1 block font-semibold text-gray-900">
      {children}
      {optionalLabel ? <span className="ml-1 font-normal text-gray-700">({optionalLabel})</span> : null}
    </label>
  );
}

interface TextFieldProps {
  meta: FieldMetadata<string | null | undefined>;
  label: string;
  type?: 'text' | 'email' | 'tel' | 'url';
  autoComplete?: string;
  /** Shown after the label of an optional field, e.g. "optioneel". */
  optionalLabel?: string;
  multiline?: boolean;
  hint?: string;
  className?: string;
}

/** A labelled text input or textarea wired to a Conform field, with its error below. */
export function TextField({ meta, label, type = 'text', autoComplete, optionalLabel, multiline, hint, className }: TextFieldProps) {
  const hintId = `${meta.id}-hint`;
  const describedBy = [hint ? hintId : null, meta.errors ? meta.errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <FieldLabel htmlFor={meta.id} optionalLabel={optionalLabel}>
        {label}
      </FieldLabel>
      {multiline ? (
        <textarea {...getTextareaProps(meta)} aria-describedby={describedBy} rows={5} className={inputClassName} />
      ) : (
        <input {...getInputProps(meta, { type })} aria-describedby={describedBy} autoComplete={autoComplete} className={inputClassName} />
      )}
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-gray-700">
          {hint}
        </p>
      ) : null}
      <FieldError id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

/** Hidden field bots fill in and people do not (the schemas' `website_url` honeypot). */
export function Honeypot({ label }: { label: string }) {
  return (
    <div className="hidden" aria-hidden="true">
      <label>
        {label}
        <input type="text" name="website_url" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
