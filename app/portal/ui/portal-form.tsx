import { createContext, type FormEvent, type ReactNode, useContext, useEffect, useRef } from 'react';
import { Form, Link, useRouteLoaderData } from 'react-router';
import { FieldLabel, inputClassName } from '../../components/forms/text-field.tsx';
import { FormAlert } from '../../components/forms/form-alert.tsx';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { PASSWORD_LENGTH } from '../../config/password-hashing.ts';
import { CSRF_FIELD } from '../session-contract.ts';
import { PORTAL_LAYOUT_ID, type PortalActionData, type PortalFormReply, type PortalShellData } from './portal-form-reply.ts';

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

interface FieldProps {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'password' | 'tel';
  autoComplete?: string;
  hint?: string;
  inputMode?: 'numeric' | 'text';
  defaultValue?: string;
  required?: boolean;
  autoFocus?: boolean;
}

/** A labelled input of a portal form: its error under it (aria-describedby), the value typed kept. */
export function PortalField({ name, label, type = 'text', autoComplete, hint, inputMode, defaultValue, required = true, autoFocus }: FieldProps) {
  const t = usePortalText();
  const form = useContext(FormStateContext);
  const id = fieldId(form.name, name);
  const error = form.reply?.errors[name]?.[0];
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        inputMode={inputMode}
        required={required}
        autoFocus={autoFocus}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        defaultValue={type === 'password' ? undefined : (form.reply?.values[name] ?? defaultValue)}
        className={inputClassName}
      />
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-gray-700">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700" data-testid="field-error">
          {t(error)}
        </p>
      ) : null}
    </div>
  );
}

/** A labelled select of a portal form. */
export function PortalSelect({
  name,
  label,
  options,
  defaultValue,
}: {
  name: string;
  label: string;
  options: Array<{ value: string; label: string }>;
  defaultValue?: string;
}) {
  const t = usePortalText();
  const form = useContext(FormStateContext);
  const id = fieldId(form.name, name);
  const error = form.reply?.errors[name]?.[0];
  return (
    <div>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <select
        id={id}
        name={name}
        defaultValue={form.reply?.values[name] ?? defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={inputClassName}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {t(error)}
        </p>
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
