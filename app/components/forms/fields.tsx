import { type FieldMetadata } from '@conform-to/react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { PASSWORD_LENGTH } from '../../config/password-hashing.ts';
import { type FieldSource, FieldSourceContext, type FieldState, useField } from './field-source.ts';

/**
 * The one set of field components (docs/decisions/111) of the visitor forms and the portal forms: a
 * label, the control with its native constraints (from the form's schema where the form knows it), the
 * hint and the error under it, wired with aria-describedby. Where a field's state comes from is the
 * form's business (field-source.ts); the look is the same on every brand and in the portal.
 */

export const inputClassName =
  'w-full rounded-md border border-gray-400 bg-white px-3 py-2 text-base text-gray-900 outline-none focus:border-brand-darker focus:ring-2 focus:ring-brand-border aria-[invalid=true]:border-red-700';

/**
 * Texts of a form in the reader's language. A field message may name the password rule's numbers
 * ({{min}}, {{max}} of the password length): the only numbers a field message takes.
 */
export function useFormText(): (key: string, options?: Record<string, unknown>) => string {
  const { t } = useTranslation();
  return (key, options) => t(key, { min: PASSWORD_LENGTH.min, max: PASSWORD_LENGTH.max, ...options });
}

export function FieldLabel({ htmlFor, children, optionalLabel }: { htmlFor: string; children: ReactNode; optionalLabel?: string | undefined }) {
  return (
    <label htmlFor={htmlFor} className="mb-1 block font-semibold text-gray-900">
      {children}
      {optionalLabel ? <span className="ml-1 font-normal text-gray-700">({optionalLabel})</span> : null}
    </label>
  );
}

/** The hint under the field `id` (`<id>-hint`, which the field names in its aria-describedby). */
export function FieldHint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={`${id}-hint`} className="mt-1 text-sm text-gray-700">
      {children}
    </p>
  );
}

/**
 * The error under the field `id` (`<id>-error`, a catalogue key shown in the reader's language):
 * nothing without an error, unless the form keeps the line (`always`).
 */
export function FieldError({ id, error, always = false }: { id: string; error: string | undefined; always?: boolean }) {
  const t = useFormText();
  if (!error && !always) return null;
  return (
    <p id={`${id}-error`} className="mt-1 min-h-0 text-sm font-medium text-red-700" data-testid="field-error">
      {error ? t(error) : null}
    </p>
  );
}

/** The `aria-describedby` of the field `id`: its hint (`<id>-hint`) and its error (`<id>-error`), those it shows. */
function describedBy(id: string, hint: unknown, error: unknown): string | undefined {
  return [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
}

/**
 * A field's label, its control (`children`), its hint and its error under it: the row every field is
 * written with. The control takes `fieldControlProps` for the id, aria-invalid and aria-describedby.
 */
export function FieldRow({
  id,
  label,
  optionalLabel,
  hint,
  error,
  errorLine = false,
  children,
}: {
  id: string;
  label: ReactNode;
  /** Shown after the label of an optional field ("optioneel"). */
  optionalLabel?: string | undefined;
  hint?: ReactNode;
  error: string | undefined;
  errorLine?: boolean;
  children: ReactNode;
}) {
  return (
    <>
      <FieldLabel htmlFor={id} optionalLabel={optionalLabel}>
        {label}
      </FieldLabel>
      {children}
      {hint ? <FieldHint id={id}>{hint}</FieldHint> : null}
      <FieldError id={id} error={error} always={errorLine} />
    </>
  );
}

/** The id, name and ARIA state of a field's control, matching its FieldRow. */
export function fieldControlProps(id: string, name: string, hint: unknown, error: string | undefined) {
  return { id, name, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy(id, hint, error) } as const;
}

/** The native constraint attributes of a text control: what the field says, else what the schema says. */
function constraintProps(field: FieldState, own: { required?: boolean | undefined; maxLength?: number | undefined }, requiredByDefault: boolean) {
  const constraint = field.constraint ?? {};
  return {
    required: own.required ?? constraint.required ?? requiredByDefault,
    minLength: constraint.minLength,
    maxLength: own.maxLength ?? constraint.maxLength,
    pattern: constraint.pattern,
    min: constraint.min,
    max: constraint.max,
    step: constraint.step,
  };
}

interface TextFieldProps {
  name: string;
  label: string;
  type?: 'text' | 'search' | 'email' | 'password' | 'tel' | 'url' | 'date' | 'datetime-local' | 'number';
  autoComplete?: string;
  hint?: string;
  /** Default: 'url' for a web address, else none. */
  inputMode?: 'numeric' | 'decimal' | 'text' | 'email' | 'tel' | 'url';
  defaultValue?: string;
  /** Shown after the label of an optional field ("optioneel"); such a field is not required by default. */
  optionalLabel?: string;
  /** Default: the schema's rule where the form knows its schema, else a one-line field is required unless marked optional. */
  required?: boolean;
  maxLength?: number;
  autoFocus?: boolean;
  /** A text area of this many rows instead of a one-line input. */
  rows?: number;
  className?: string;
}

/** A labelled input (or text area) of a form: its hint and error under it (aria-describedby), the value typed kept. */
export function TextField({
  name,
  label,
  type = 'text',
  autoComplete,
  hint,
  inputMode = type === 'url' ? 'url' : undefined,
  defaultValue,
  optionalLabel,
  required,
  maxLength,
  autoFocus,
  rows,
  className,
}: TextFieldProps) {
  const field = useField(name);
  const { id, error, typed } = field;
  const control = {
    ...fieldControlProps(id, name, hint, error),
    form: field.formId,
    // A one-line field is required unless marked optional; a text area only when its schema says so.
    ...constraintProps(field, { required, maxLength }, !rows && optionalLabel === undefined),
    autoFocus,
    className: inputClassName,
  };
  return (
    <div className={className}>
      <FieldRow id={id} label={label} optionalLabel={optionalLabel} hint={hint} error={error} errorLine={field.errorLine}>
        {rows ? (
          <textarea {...control} rows={rows} defaultValue={typed ?? defaultValue} />
        ) : (
          <input
            {...control}
            type={type}
            autoComplete={autoComplete}
            inputMode={inputMode}
            defaultValue={type === 'password' ? undefined : (typed ?? defaultValue)}
          />
        )}
      </FieldRow>
    </div>
  );
}

/** A labelled select of a form. */
export function SelectField({
  name,
  label,
  options,
  children,
  defaultValue,
  hint,
  className,
}: {
  name: string;
  label: string;
  /** The choices; or `children`, the `<option>`s themselves (in `<optgroup>`s). */
  options?: Array<{ value: string; label: string }>;
  children?: ReactNode;
  defaultValue?: string;
  hint?: string;
  className?: string;
}) {
  const field = useField(name);
  const { id, error, typed } = field;
  return (
    <div className={className}>
      <FieldRow id={id} label={label} hint={hint} error={error} errorLine={field.errorLine}>
        <select {...fieldControlProps(id, name, hint, error)} form={field.formId} defaultValue={typed ?? defaultValue} className={inputClassName}>
          {options?.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
          {children}
        </select>
      </FieldRow>
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

/**
 * The fields of a visitor form read their state from Conform's metadata (errors of the browser's
 * validation or the server's reply, the value typed, the constraints given to `useForm`).
 */
export function ConformFields({
  fields,
  children,
}: {
  fields: Record<string, FieldMetadata<unknown, Record<string, unknown>, string[]>>;
  children: ReactNode;
}) {
  const source: FieldSource = (name) => {
    const meta = fields[name];
    if (!meta) throw new Error(`No field ${name} in this form`);
    return {
      id: meta.id,
      error: meta.errors?.[0],
      typed: typeof meta.initialValue === 'string' ? meta.initialValue : undefined,
      formId: meta.formId,
      constraint: {
        required: meta.required ?? false,
        minLength: meta.minLength,
        maxLength: meta.maxLength,
        min: meta.min,
        max: meta.max,
        step: meta.step,
        pattern: meta.pattern,
      },
      errorLine: true,
    };
  };
  return <FieldSourceContext value={source}>{children}</FieldSourceContext>;
}
