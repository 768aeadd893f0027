import { type ChangeEvent, type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { FieldLabel, inputClassName } from '../../../components/forms/text-field.tsx';
import { imageRouteUrl } from '../../../components/ui/image-sources.ts';
import { fieldErrors, formFields } from '../../../portal/form-fields.ts';
import { CSRF_FIELD } from '../../../portal/session-contract.ts';
import { Card, PortalForm, primaryButtonClassName, usePortalText } from '../../../portal/ui/portal-form.tsx';
import type { PortalFormReply } from '../../../portal/ui/portal-form-reply.ts';
import { UnsavedChangesGuard } from '../../../portal/ui/unsaved-changes.tsx';
import { RichTextEditor } from '../../../portal/ui/rich-text-editor.tsx';
import { BLOG_EDITOR_LIMITS, BLOG_FORM, BLOG_IMAGE_FIELD, BlogFormSchema } from '../blog-admin.schemas.ts';

const IMAGE_ACCEPT = '.jpg,.jpeg,.png,image/jpeg,image/png';
const fieldId = (name: string) => `${BLOG_FORM}-${name}`;

/** What the editor starts from: a stored article, or an empty one dated today. */
export interface BlogEditorValues {
  title: string;
  content: string;
  tags: string[];
  provinces: string[];
  /** 'YYYY-MM-DD' */
  publishedAt: string;
  state: 'draft' | 'published';
  buttonTitle: string | null;
  buttonUrl: string | null;
  websiteUrl: string | null;
  image: { url: string; alt: string | null } | null;
}

/** The values a refused form shows again: what was typed, the ticked provinces as one line each. */
export function blogReplyValues(formData: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of formData) if (typeof value === 'string' && key !== CSRF_FIELD) values[key] = value;
  values.provinces = formData.getAll('provinces').join('\n');
  return values;
}

/**
 * An article's form (new and existing): a plain multipart POST that works without JavaScript; with it,
 * the server's schema checks the fields first and the text is written in TipTap. The server sanitises
 * the HTML whatever arrives.
 */
export function BlogEditor({
  values,
  provinceNames,
  reply,
  submitLabel,
}: {
  values: BlogEditorValues;
  provinceNames: string[];
  reply: PortalFormReply | null;
  submitLabel: string;
}) {
  const t = usePortalText();
  const [browserReply, setBrowserReply] = useState<PortalFormReply | null>(null);
  const shown = browserReply ?? reply;
  const typed = (name: 'title' | 'content' | 'publishedAt' | 'buttonTitle' | 'buttonUrl' | 'websiteUrl'): string =>
    shown ? (shown.values[name] ?? '') : (values[name] ?? '');
  const errorOf = (name: string) => shown?.errors[name]?.[0];
  const state = shown ? shown.values.state : values.state;
  const chosenProvinces = new Set(shown ? (shown.values.provinces ?? '').split('\n') : values.provinces);

  const [dirty, setDirty] = useState(false);
  const check = (event: FormEvent<HTMLFormElement>) => {
    const data = new FormData(event.currentTarget);
    const parsed = BlogFormSchema.safeParse(formFields(data));
    if (parsed.success) {
      // Sent: the server saves it or answers with the typed values, so nothing is lost from here on.
      setDirty(false);
      return setBrowserReply(null);
    }
    event.preventDefault();
    setBrowserReply({ form: BLOG_FORM, errors: fieldErrors(parsed.error.issues), formError: null, values: blogReplyValues(data) });
  };

  return (
    <PortalForm name={BLOG_FORM} reply={shown} encType="multipart/form-data" onSubmit={check} onChange={() => setDirty(true)} className="space-y-6">
      <UnsavedChangesGuard dirty={dirty} />
      <Card labelledBy="blog-article">
        <h2 id="blog-article" className="mb-3 text-lg font-bold">
          {t('portal.backOffice.blogs.sections.article')}
        </h2>
        <div className="space-y-4">
          <TextInput
            name="title"
            label={t('portal.fields.title')}
            defaultValue={typed('title')}
            error={errorOf('title')}
            maxLength={BLOG_EDITOR_LIMITS.titleMax}
          />
          <div>
            <RichTextEditor
              name="content"
              id={fieldId('content')}
              label={t('portal.fields.content')}
              defaultValue={typed('content')}
              invalid={Boolean(errorOf('content'))}
              describedBy={errorOf('content') ? `${fieldId('content')}-error` : undefined}
            />
            <FieldError name="content" error={errorOf('content')} />
          </div>
          <TextInput
            name="tags"
            label={t('portal.fields.tags')}
            optional
            hint={t('portal.backOffice.blogs.hints.tags')}
            defaultValue={shown ? (shown.values.tags ?? '') : values.tags.join(', ')}
            error={errorOf('tags')}
            maxLength={BLOG_EDITOR_LIMITS.tagsMax * (BLOG_EDITOR_LIMITS.tagMax + 2)}
          />
          {provinceNames.length > 0 ? (
            <fieldset aria-describedby={`${fieldId('provinces')}-hint`}>
              <legend className="mb-1 font-semibold text-gray-900">
                {t('portal.fields.provinces')} <span className="font-normal text-gray-700">({t('portal.backOffice.blogs.optional')})</span>
              </legend>
              <Hint name="provinces">{t('portal.backOffice.blogs.hints.provinces')}</Hint>
              <FieldError name="provinces" error={errorOf('provinces')} />
              <ul className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-2 lg:grid-cols-3" id={fieldId('provinces')}>
                {provinceNames.map((name) => (
                  <li key={name}>
                    <label className="flex items-center gap-2 text-sm">
                      <input type="checkbox" name="provinces" value={name} defaultChecked={chosenProvinces.has(name)} className="h-4 w-4" />
                      {name}
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
          ) : null}
        </div>
      </Card>
      <Card labelledBy="blog-image">
        <h2 id="blog-image" className="mb-3 text-lg font-bold">
          {t('portal.backOffice.blogs.sections.image')}
        </h2>
        <ImageInput
          current={values.image}
          error={errorOf('image')}
          altDefault={shown ? (shown.values.imageAlt ?? '') : (values.image?.alt ?? '')}
          altError={errorOf('imageAlt')}
        />
      </Card>
      <Card labelledBy="blog-links">
        <h2 id="blog-links" className="mb-3 text-lg font-bold">
          {t('portal.backOffice.blogs.sections.links')}
        </h2>
        <p className="mb-3 text-sm text-gray-700">{t('portal.backOffice.blogs.hints.button')}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextInput
            name="buttonTitle"
            label={t('portal.fields.buttonTitle')}
            optional
            defaultValue={typed('buttonTitle')}
            error={errorOf('buttonTitle')}
            maxLength={BLOG_EDITOR_LIMITS.buttonTitleMax}
          />
          <TextInput
            name="buttonUrl"
            label={t('portal.fields.buttonUrl')}
            optional
            defaultValue={typed('buttonUrl')}
            error={errorOf('buttonUrl')}
            maxLength={BLOG_EDITOR_LIMITS.urlMax}
          />
          <div className="sm:col-span-2">
            <TextInput
              name="websiteUrl"
              type="url"
              label={t('portal.fields.websiteUrl')}
              optional
              hint={t('portal.backOffice.blogs.hints.websiteUrl')}
              defaultValue={typed('websiteUrl')}
              error={errorOf('websiteUrl')}
              maxLength={BLOG_EDITOR_LIMITS.urlMax}
            />
          </div>
        </div>
      </Card>
      <Card labelledBy="blog-publication">
        <h2 id="blog-publication" className="mb-3 text-lg font-bold">
          {t('portal.backOffice.blogs.sections.publication')}
        </h2>
        <div className="grid gap-4 sm:grid-cols-2">
          <fieldset aria-describedby={`${fieldId('state')}-hint`}>
            <legend className="mb-1 font-semibold text-gray-900">{t('portal.fields.state')}</legend>
            <div className="flex flex-wrap gap-4" id={fieldId('state')}>
              {(['draft', 'published'] as const).map((option) => (
                <label key={option} className="flex items-center gap-2">
                  <input type="radio" name="state" value={option} defaultChecked={state === option} className="h-5 w-5" />
                  {t(`portal.backOffice.blogs.states.${option}`)}
                </label>
              ))}
            </div>
            <Hint name="state">{t('portal.backOffice.blogs.hints.state')}</Hint>
            <FieldError name="state" error={errorOf('state')} />
          </fieldset>
          <TextInput
            name="publishedAt"
            type="date"
            label={t('portal.fields.publishedAt')}
            hint={t('portal.backOffice.blogs.hints.publishedAt')}
            defaultValue={typed('publishedAt')}
            error={errorOf('publishedAt')}
          />
        </div>
      </Card>
      <button type="submit" className={primaryButtonClassName}>
        {submitLabel}
      </button>
    </PortalForm>
  );
}

function FieldError({ name, error }: { name: string; error: string | undefined }) {
  const t = usePortalText();
  if (!error) return null;
  return (
    <p id={`${fieldId(name)}-error`} className="mt-1 text-sm font-medium text-red-700" data-testid="field-error">
      {t(error)}
    </p>
  );
}

function Hint({ name, children }: { name: string; children: ReactNode }) {
  return (
    <p id={`${fieldId(name)}-hint`} className="mt-1 text-sm text-gray-700">
      {children}
    </p>
  );
}

const describedBy = (name: string, hint: unknown, error: unknown) =>
  [hint ? `${fieldId(name)}-hint` : null, error ? `${fieldId(name)}-error` : null].filter(Boolean).join(' ') || undefined;

function TextInput({
  name,
  label,
  type = 'text',
  hint,
  optional = false,
  defaultValue,
  error,
  maxLength,
}: {
  name: string;
  label: string;
  type?: 'text' | 'url' | 'date';
  hint?: string;
  optional?: boolean;
  defaultValue: string;
  error: string | undefined;
  maxLength?: number;
}) {
  const t = usePortalText();
  return (
    <div>
      <FieldLabel htmlFor={fieldId(name)} optionalLabel={optional ? t('portal.backOffice.blogs.optional') : undefined}>
        {label}
      </FieldLabel>
      <input
        id={fieldId(name)}
        name={name}
        type={type}
        required={!optional}
        defaultValue={defaultValue}
        maxLength={maxLength}
        inputMode={type === 'url' ? 'url' : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(name, hint, error)}
        className={inputClassName}
      />
      {hint ? <Hint name={name}>{hint}</Hint> : null}
      <FieldError name={name} error={error} />
    </div>
  );
}

/** The header image: the current one, a file to replace it (previewed when chosen), or "remove"; and its alt text. */
function ImageInput({
  current,
  error,
  altDefault,
  altError,
}: {
  current: BlogEditorValues['image'];
  error: string | undefined;
  altDefault: string;
  altError: string | undefined;
}) {
  const t = usePortalText();
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setPreview(file ? URL.createObjectURL(file) : null);
  };
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
      <div className="min-w-0 flex-1 space-y-4">
        <div>
          <FieldLabel htmlFor={fieldId('image')} optionalLabel={t('portal.backOffice.blogs.optional')}>
            {t('portal.fields.image')}
          </FieldLabel>
          <input
            id={fieldId('image')}
            name={BLOG_IMAGE_FIELD}
            type="file"
            accept={IMAGE_ACCEPT}
            onChange={choose}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy('image', true, error)}
            className="block w-full text-sm file:mr-3 file:rounded-md file:border file:border-slate-400 file:bg-white file:px-3 file:py-2 file:font-semibold file:text-slate-900 hover:file:bg-slate-100"
          />
          <Hint name="image">{t('portal.backOffice.blogs.hints.image')}</Hint>
          <FieldError name="image" error={error} />
          {current && !preview ? (
            <label className="mt-3 flex items-center gap-2">
              <input type="checkbox" name="removeImage" className="h-5 w-5" />
              {t('portal.backOffice.blogs.removeImage')}
            </label>
          ) : null}
        </div>
        <TextInput
          name="imageAlt"
          label={t('portal.fields.imageAlt')}
          optional
          hint={t('portal.backOffice.blogs.hints.imageAlt')}
          defaultValue={altDefault}
          error={altError}
          maxLength={BLOG_EDITOR_LIMITS.imageAltMax}
        />
      </div>
      {preview || current ? (
        <figure className="w-48">
          <img
            src={preview ?? imageRouteUrl(current!.url, 400) ?? current!.url}
            alt=""
            width={192}
            height={108}
            className="aspect-video w-48 rounded-md border border-slate-300 object-cover"
            data-testid="blog-image-preview"
          />
          <figcaption className="mt-1 text-sm text-gray-700">
            {t(preview ? 'portal.backOffice.blogs.newImage' : 'portal.backOffice.blogs.currentImage')}
          </figcaption>
        </figure>
      ) : null}
    </div>
  );
}
