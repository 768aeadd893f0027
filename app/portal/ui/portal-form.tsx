import { type ChangeEvent, createContext, type FormEvent, type ReactNode, useContext, useEffect, useRef, useState } from 'react';
import { Form, Link, useRouteLoaderData } from 'react-router';
import { FieldLabel, inputClassName } from '../../components/forms/text-field.tsx';
import { FormAlert } from '../../components/forms/form-alert.tsx';
import { imageRouteUrl } from '../../components/ui/image-sources.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { PASSWORD_LENGTH } from '../../config/password-hashing.ts';
import { CSRF_FIELD } from '../session-contract.ts';
import { PORTAL_LAYOUT_ID, type PortalActionData, type PortalFormReply, type PortalShellData } from './portal-form-reply.ts';
import { IMAGE_ACCEPT } from '../../config/upload-rules.ts';

/** The portal layout's data: the CSRF token, the language, who is signed in. */
export function usePortalShell(): PortalShellData {
  const data = useRouteLoaderData(PORTAL_LAYOUT_ID) as PortalShellData | undefined;
  if (!data) throw new Error('usePortalShell outside the portal layout');
  return data;
}

/** Texts with the password rules' numbers at hand ({{min}}, {{max}} of the password length). */
export function usePortalText(): (key: string, options?: Record<string, unknown>) => string {
  const { t } = useTranslation();
  return (key, options) => t(key, { min: PASSWORD_LENGTH.min, max: PASSWORD_LENGTH.max, ...options });
}

export const primaryButtonClassName =
  'inline-flex items-center justify-center rounded-md bg-slate-800 px-5 py-2.5 font-semibold text-white hover:bg-slate-700 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-800';
export const secondaryButtonClassName =
  'inline-flex items-center justify-center rounded-md border border-slate-400 bg-white px-4 py-2 font-semibold text-slate-900 hover:bg-slate-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-800';
export const dangerButtonClassName =
  'inline-flex items-center justify-center rounded-md border border-red-700 bg-white px-4 py-2 font-semibold text-red-800 hover:bg-red-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-800';
export const linkClassName = 'font-semibold text-slate-900 underline underline-offset-2 hover:text-slate-700';

interface FormState {
  name: string;
  reply: PortalFormReply | null;
}
const FormStateContext = createContext<FormState>({ name: '', reply: null });

const fieldId = (form: string, field: string) => `${form}-${field}`;

/** The reply of this form among the page's (a page with several forms answers one at a time). */
export function replyOf(actionData: PortalActionData | undefined, form: string): PortalFormReply | null {
  return actionData?.reply?.form === form ? actionData.reply : null;
}

/** The success notice of this form, if it just went through. */
export function PortalNotice({ actionData, form }: { actionData: PortalActionData | undefined; form: string }) {
  const t = usePortalText();
  const done = actionData?.done;
  if (!done || done.form !== form) return null;
  return <FormAlert tone="success">{t(done.notice, done.params)}</FormAlert>;
}

/**
 * A portal form: a plain POST (it works without JavaScript) with the CSRF token, the intent when a page
 * has several forms, and above the fields a summary of what to fix, which takes the focus.
 */
export function PortalForm({
  name,
  reply = null,
  intent,
  action,
  children,
  className = 'space-y-4',
  reloadDocument,
  onSubmit,
  onChange,
  id,
  encType,
}: {
  name: string;
  /** The refusal of this form to show (field errors, the summary); none for a form of one button. */
  reply?: PortalFormReply | null;
  intent?: string;
  action?: string;
  children: ReactNode;
  className?: string;
  reloadDocument?: boolean;
  /** A check in the browser before the post (an editor validates with the server's schema). */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  /** Any field changed (an editor marks itself dirty). */
  onChange?: (event: FormEvent<HTMLFormElement>) => void;
  id?: string;
  /** 'multipart/form-data' for a form with a file (it posts the file without JavaScript too). */
  encType?: 'multipart/form-data';
}) {
  const { csrfToken } = usePortalShell();
  return (
    <Form
      method="post"
      action={action}
      className={className}
      noValidate
      reloadDocument={reloadDocument}
      onSubmit={onSubmit}
      onChange={onChange}
      id={id}
      encType={encType}
    >
      <input type="hidden" name={CSRF_FIELD} value={csrfToken} />
      {intent ? <input type="hidden" name="intent" value={intent} /> : null}
      <FormStateContext value={{ name, reply }}>
        <ErrorSummary name={name} reply={reply} />
        {children}
      </FormStateContext>
    </Form>
  );
}

function ErrorSummary({ name, reply }: { name: string; reply: PortalFormReply | null }) {
  const t = usePortalText();
  const ref = useRef<HTMLDivElement>(null);
  const fields = Object.entries(reply?.errors ?? {});
  const show = reply !== null && (reply.formError !== null || fields.length > 0);
  useEffect(() => {
    if (show) ref.current?.focus();
  }, [show, reply]);
  if (!show) return null;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      className="col-span-full rounded-md border-l-4 border-red-700 bg-red-50 p-4 text-red-900 outline-none focus:ring-2 focus:ring-red-700"
      data-testid="form-errors"
    >
      {reply.formError ? <p className="font-semibold">{t(reply.formError)}</p> : <p className="font-semibold">{t('portal.form.summary')}</p>}
      {fields.length > 0 && reply.formError === null ? (
        <ul className="mt-2 list-disc pl-5">
          {fields.map(([field, keys]) => (
            <li key={field}>
              <a href={`#${fieldId(name, field)}`} className="underline">
                {t(`portal.fields.${field}`)}: {t(keys[0]!)}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** The file types an image field takes: JPEG and PNG, what the image pipeline stores. */

const fileInputClassName =
  'block w-full text-sm file:mr-3 file:rounded-md file:border file:border-slate-400 file:bg-white file:px-3 file:py-2 file:font-semibold file:text-slate-900 hover:file:bg-slate-100';

/** The `aria-describedby` of the field `id`: its hint (`<id>-hint`) and its error (`<id>-error`), those it shows. */
function describedBy(id: string, hint: unknown, error: unknown): string | undefined {
  return [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
}

/** The hint under the field `id` (`<id>-hint`, which the field names in its aria-describedby). */
export function PortalHint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={`${id}-hint`} className="mt-1 text-sm text-gray-700">
      {children}
    </p>
  );
}

/** The error under the field `id` (`<id>-error`), in the user's language; nothing when there is none. */
export function PortalFieldError({ id, error }: { id: string; error: string | undefined }) {
  const t = usePortalText();
  if (!error) return null;
  return (
    <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700" data-testid="field-error">
      {t(error)}
    </p>
  );
}

/**
 * A field's label, its control (`children`), its hint and its error under it: the row every portal field
 * is written with. The control takes `fieldControlProps` for the id, aria-invalid and aria-describedby.
 */
export function PortalFieldRow({
  id,
  label,
  optionalLabel,
  hint,
  error,
  children,
}: {
  id: string;
  label: ReactNode;
  /** Shown after the label of an optional field ("optioneel"). */
  optionalLabel?: string;
  hint?: ReactNode;
  error: string | undefined;
  children: ReactNode;
}) {
  return (
    <>
      <FieldLabel htmlFor={id} optionalLabel={optionalLabel}>
        {label}
      </FieldLabel>
      {children}
      {hint ? <PortalHint id={id}>{hint}</PortalHint> : null}
      <PortalFieldError id={id} error={error} />
    </>
  );
}

/** The id, name and ARIA state of a field's control, matching its PortalFieldRow. */
export function fieldControlProps(id: string, name: string, hint: unknown, error: string | undefined) {
  return { id, name, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy(id, hint, error) } as const;
}

/** A field of the enclosing portal form: its id (`<form>-<name>`, where the summary links to), its error, what was typed. */
function useFormField(name: string) {
  const form = useContext(FormStateContext);
  return { id: fieldId(form.name, name), error: form.reply?.errors[name]?.[0], typed: form.reply?.values[name] };
}

interface FieldProps {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'password' | 'tel' | 'url' | 'date' | 'datetime-local';
  autoComplete?: string;
  hint?: string;
  /** Default: 'url' for a web address, else none. */
  inputMode?: 'numeric' | 'decimal' | 'text' | 'email' | 'tel' | 'url';
  defaultValue?: string;
  /** Shown after the label of an optional field ("optioneel"); such a field is not required by default. */
  optionalLabel?: string;
  required?: boolean;
  maxLength?: number;
  autoFocus?: boolean;
}

/** A labelled input of a portal form: its hint and error under it (aria-describedby), the value typed kept. */
export function PortalField({
  name,
  label,
  type = 'text',
  autoComplete,
  hint,
  inputMode = type === 'url' ? 'url' : undefined,
  defaultValue,
  optionalLabel,
  required = optionalLabel === undefined,
  maxLength,
  autoFocus,
}: FieldProps) {
  const { id, error, typed } = useFormField(name);
  return (
    <div>
      <PortalFieldRow id={id} label={label} optionalLabel={optionalLabel} hint={hint} error={error}>
        <input
          {...fieldControlProps(id, name, hint, error)}
          type={type}
          autoComplete={autoComplete}
          inputMode={inputMode}
          required={required}
          maxLength={maxLength}
          autoFocus={autoFocus}
          defaultValue={type === 'password' ? undefined : (typed ?? defaultValue)}
          className={inputClassName}
        />
      </PortalFieldRow>
    </div>
  );
}

/** A labelled text area of a portal form, its error under it, the text typed kept. */
export function PortalTextArea({
  name,
  label,
  optionalLabel,
  rows,
  maxLength,
  defaultValue,
  className,
}: {
  name: string;
  label: string;
  optionalLabel?: string;
  rows: number;
  maxLength?: number;
  defaultValue: string;
  className?: string;
}) {
  const { id, error, typed } = useFormField(name);
  return (
    <div className={className}>
      <PortalFieldRow id={id} label={label} optionalLabel={optionalLabel} error={error}>
        <textarea
          {...fieldControlProps(id, name, false, error)}
          rows={rows}
          maxLength={maxLength}
          defaultValue={typed ?? defaultValue}
          className={inputClassName}
        />
      </PortalFieldRow>
    </div>
  );
}

/** A labelled select of a portal form. */
export function PortalSelect({
  name,
  label,
  options,
  defaultValue,
  hint,
}: {
  name: string;
  label: string;
  options: Array<{ value: string; label: string }>;
  defaultValue?: string;
  hint?: string;
}) {
  const { id, error, typed } = useFormField(name);
  return (
    <div>
      <PortalFieldRow id={id} label={label} hint={hint} error={error}>
        <select {...fieldControlProps(id, name, hint, error)} defaultValue={typed ?? defaultValue} className={inputClassName}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </PortalFieldRow>
    </div>
  );
}

/**
 * A labelled image file of a portal form (a multipart post: the action stores it through the image
 * pipeline), with its hint and error under it; the caller adds the current image and "remove" after it.
 */
export function PortalImageInput({
  name,
  label,
  hint,
  optionalLabel,
  onChange,
}: {
  name: string;
  label: string;
  hint: string;
  optionalLabel?: string;
  /** A file chosen (an editor previews it). */
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  const { id, error } = useFormField(name);
  return (
    <PortalFieldRow id={id} label={label} optionalLabel={optionalLabel} hint={hint} error={error}>
      <input {...fieldControlProps(id, name, true, error)} type="file" accept={IMAGE_ACCEPT} onChange={onChange} className={fileInputClassName} />
    </PortalFieldRow>
  );
}

/** The stored image of a field, captioned, and a box to remove it (ticked again when a refused post had it ticked). */
export function PortalCurrentImage({
  caption,
  removeName,
  removeLabel,
  children,
}: {
  caption: string;
  removeName: string;
  removeLabel: string;
  /** The image itself. */
  children: ReactNode;
}) {
  const form = useContext(FormStateContext);
  return (
    <div className="mt-3 flex flex-wrap items-end gap-4">
      <figure>
        {children}
        <figcaption className="mt-1 text-sm text-gray-700">{caption}</figcaption>
      </figure>
      <label className="flex items-center gap-2">
        <input type="checkbox" name={removeName} className="h-5 w-5" defaultChecked={form.reply?.values[removeName] !== undefined} />
        {removeLabel}
      </label>
    </div>
  );
}

/**
 * An image field with a preview beside it: the file just chosen (a local preview) or the stored image,
 * and "remove" (`removeImage`) while the stored one shows. `children`: more fields under it (an alt text).
 */
export function PortalImagePicker({
  name,
  label,
  optionalLabel,
  hint,
  removeLabel,
  current,
  captions,
  testId,
  children,
}: {
  name: string;
  label: string;
  optionalLabel: string;
  hint: string;
  removeLabel: string;
  /** The stored image's address, if there is one. */
  current: string | null;
  captions: { current: string; chosen: string };
  /** The preview's test id. */
  testId: string;
  children?: ReactNode;
}) {
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setPreview(file ? URL.createObjectURL(file) : null);
  };
  const field = (
    <>
      <PortalImageInput name={name} label={label} optionalLabel={optionalLabel} hint={hint} onChange={choose} />
      {current && !preview ? (
        <label className="mt-3 flex items-center gap-2">
          <input type="checkbox" name="removeImage" className="h-5 w-5" />
          {removeLabel}
        </label>
      ) : null}
    </>
  );
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
      {children ? (
        <div className="min-w-0 flex-1 space-y-4">
          <div>{field}</div>
          {children}
        </div>
      ) : (
        <div className="min-w-0 flex-1">{field}</div>
      )}
      {preview || current ? (
        <figure className="w-48">
          {/* The chosen file (a local preview) or the stored image at the image route's smallest width. */}
          <img
            src={preview ?? imageRouteUrl(current!, 400) ?? current!}
            alt=""
            width={192}
            height={108}
            className="aspect-video w-48 rounded-md border border-slate-300 object-cover"
            data-testid={testId}
          />
          <figcaption className="mt-1 text-sm text-gray-700">{preview ? captions.chosen : captions.current}</figcaption>
        </figure>
      ) : null}
    </div>
  );
}

/** A portal page's frame: title, optional intro, content in a card. */
export function PortalPage({ title, intro, children, wide }: { title: string; intro?: ReactNode; children: ReactNode; wide?: boolean }) {
  return (
    <div className={`mx-auto w-full ${wide ? 'max-w-5xl' : 'max-w-lg'} px-4 py-8 sm:py-12`}>
      <h1 className="mb-2 text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
      {intro ? <p className="mb-6 text-gray-700">{intro}</p> : <div className="mb-6" />}
      {children}
    </div>
  );
}

export function Card({ children, labelledBy, id }: { children: ReactNode; labelledBy?: string; id?: string }) {
  return (
    <section id={id} aria-labelledby={labelledBy} className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      {children}
    </section>
  );
}

/** Previous / "page n of m" / next under a list paged on the server; nothing when there is one page. */
export function PortalPager({ page, pages, linkTo }: { page: number; pages: number; linkTo: (page: number) => string }) {
  const t = usePortalText();
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('portal.users.pages')} className="mt-4 flex items-center justify-between gap-2">
      {page > 1 ? (
        <Link to={linkTo(page - 1)} className={secondaryButtonClassName}>
          {t('portal.users.previous')}
        </Link>
      ) : (
        <span />
      )}
      <span className="text-sm text-gray-700">{t('portal.users.pageOf', { page, pages })}</span>
      {page < pages ? (
        <Link to={linkTo(page + 1)} className={secondaryButtonClassName}>
          {t('portal.users.next')}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
