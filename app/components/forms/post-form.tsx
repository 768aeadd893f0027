import { type ChangeEvent, type FormEvent, type ReactNode, useContext, useEffect, useRef, useState } from 'react';
import { Form, useRouteLoaderData } from 'react-router';
import { imageRouteUrl } from '../ui/image-sources.ts';
import { IMAGE_ACCEPT } from '../../config/upload-rules.ts';
import { CSRF_FIELD } from '../../portal/session-contract.ts';
import { PORTAL_LAYOUT_ID, type PortalShellData } from '../../portal/ui/portal-shell.ts';
import { FormAlert } from './form-alert.tsx';
import type { FormActionData, FormReply } from './form-reply.ts';
import { type FieldConstraint, type FieldSource, FieldSourceContext, useField } from './field-source.ts';
import { FieldRow, fieldControlProps, useFormText } from './fields.tsx';

/**
 * A form that keeps no state in the browser (every portal form, docs/decisions/111): a plain POST that
 * works without JavaScript, re-rendered from the action's reply. Under the portal layout it carries the
 * session's CSRF token (decision 103); with several forms on a page, its intent; above the fields a
 * summary of what to fix, which takes the focus.
 */

const fieldId = (form: string, field: string) => `${form}-${field}`;

/** The reply of this form among the page's (a page with several forms answers one at a time). */
export function replyOf(actionData: FormActionData | undefined, form: string): FormReply | null {
  return actionData?.reply?.form === form ? actionData.reply : null;
}

/** The success notice of this form, if it just went through. */
export function FormNotice({ actionData, form }: { actionData: FormActionData | undefined; form: string }) {
  const t = useFormText();
  const done = actionData?.done;
  if (!done || done.form !== form) return null;
  return <FormAlert tone="success">{t(done.notice, done.params)}</FormAlert>;
}

export function PostForm({
  name,
  reply = null,
  constraint,
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
  reply?: FormReply | null;
  /** The native constraints of the fields, Conform's getZodConstraint of the form's schema (computed in the loader: no Zod in the page). */
  constraint?: Record<string, FieldConstraint> | undefined;
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
  const portal = useRouteLoaderData(PORTAL_LAYOUT_ID) as PortalShellData | undefined;
  const source: FieldSource = (field) => ({
    id: fieldId(name, field),
    error: reply?.errors[field]?.[0],
    typed: reply?.values[field],
    constraint: constraint?.[field],
    errorLine: false,
  });
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
      {portal ? <input type="hidden" name={CSRF_FIELD} value={portal.csrfToken} /> : null}
      {intent ? <input type="hidden" name="intent" value={intent} /> : null}
      <FieldSourceContext value={source}>
        <ErrorSummary name={name} reply={reply} />
        {children}
      </FieldSourceContext>
    </Form>
  );
}

function ErrorSummary({ name, reply }: { name: string; reply: FormReply | null }) {
  const t = useFormText();
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
              {/* The field's name in the summary is the portal catalogue's (portal.fields.*). */}
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

const fileInputClassName =
  'block w-full text-sm file:mr-3 file:rounded-md file:border file:border-slate-400 file:bg-white file:px-3 file:py-2 file:font-semibold file:text-slate-900 hover:file:bg-slate-100';

/**
 * A labelled file of a form (a multipart post), with its hint and error under it; the caller adds the
 * current file and "remove" after it where there is one.
 */
export function FileInput({
  name,
  label,
  hint,
  optionalLabel,
  accept,
  onChange,
}: {
  name: string;
  label: string;
  hint: string;
  optionalLabel?: string | undefined;
  /** The file types offered (the input's accept attribute). */
  accept: string;
  /** A file chosen (an editor previews it). */
  onChange?: ((event: ChangeEvent<HTMLInputElement>) => void) | undefined;
}) {
  const { id, error } = useField(name);
  return (
    <FieldRow id={id} label={label} optionalLabel={optionalLabel} hint={hint} error={error}>
      <input {...fieldControlProps(id, name, true, error)} type="file" accept={accept} onChange={onChange} className={fileInputClassName} />
    </FieldRow>
  );
}

/**
 * An image file of a form: the action stores it through the image pipeline. The file types it takes
 * are JPEG and PNG, what the image pipeline stores.
 */
export function ImageInput(props: Omit<Parameters<typeof FileInput>[0], 'accept'>) {
  return <FileInput {...props} accept={IMAGE_ACCEPT} />;
}

/** The stored image of a field, captioned, and a box to remove it (ticked again when a refused post had it ticked). */
export function CurrentImage({
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
  const { typed } = useContext(FieldSourceContext)(removeName);
  return (
    <div className="mt-3 flex flex-wrap items-end gap-4">
      <figure>
        {children}
        <figcaption className="mt-1 text-sm text-gray-700">{caption}</figcaption>
      </figure>
      <label className="flex items-center gap-2">
        <input type="checkbox" name={removeName} className="h-5 w-5" defaultChecked={typed !== undefined} />
        {removeLabel}
      </label>
    </div>
  );
}

/**
 * An image field with a preview beside it: the file just chosen (a local preview) or the stored image,
 * and "remove" (`removeImage`) while the stored one shows. `children`: more fields under it (an alt text).
 */
export function ImagePicker({
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
      <ImageInput name={name} label={label} optionalLabel={optionalLabel} hint={hint} onChange={choose} />
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
