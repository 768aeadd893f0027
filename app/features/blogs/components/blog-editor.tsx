import { ScheduleFields } from '../../../portal/ui/schedule.tsx';
import { type FormEvent, useState } from 'react';
import { parsePortalForm } from '../../../components/forms/parse-form.ts';
import { CSRF_FIELD } from '../../../portal/session-contract.ts';
import { Card, usePortalText, SubmitButton } from '../../../portal/ui/portal-page.tsx';
import { TextField, FieldError, FieldHint } from '../../../components/forms/fields.tsx';
import { PostForm, ImagePicker } from '../../../components/forms/post-form.tsx';
import { type FormReply } from '../../../components/forms/form-reply.ts';
import { UnsavedChangesGuard } from '../../../portal/ui/unsaved-changes.tsx';
import { RichTextEditor } from '../../../portal/ui/rich-text-editor.tsx';
import { BLOG_EDITOR_LIMITS, BLOG_FORM, BLOG_IMAGE_FIELD, BlogFormSchema } from '../blog-admin.schemas.ts';

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
  /** Published and taken back at these moments (docs/decisions/121); null for none. */
  publishAt: Date | null;
  unpublishAt: Date | null;
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
  timeZone,
}: {
  values: BlogEditorValues;
  provinceNames: string[];
  reply: FormReply | null;
  submitLabel: string;
  /** The list's zone: the schedule's times are its wall clock. */
  timeZone: string;
}) {
  const t = usePortalText();
  const optional = t('portal.backOffice.blogs.optional');
  const [browserReply, setBrowserReply] = useState<FormReply | null>(null);
  const shown = browserReply ?? reply;
  const typed = (name: 'title' | 'content' | 'publishedAt' | 'buttonTitle' | 'buttonUrl' | 'websiteUrl'): string =>
    shown ? (shown.values[name] ?? '') : (values[name] ?? '');
  const errorOf = (name: string) => shown?.errors[name]?.[0];
  const state = shown ? shown.values.state : values.state;
  const chosenProvinces = new Set(shown ? (shown.values.provinces ?? '').split('\n') : values.provinces);

  const [dirty, setDirty] = useState(false);
  const check = (event: FormEvent<HTMLFormElement>) => {
    const data = new FormData(event.currentTarget);
    const parsed = parsePortalForm(data, BLOG_FORM, BlogFormSchema);
    if (parsed.ok) {
      // Sent: the server saves it or answers with the typed values, so nothing is lost from here on.
      setDirty(false);
      return setBrowserReply(null);
    }
    event.preventDefault();
    setBrowserReply({ ...parsed.reply, values: blogReplyValues(data) });
  };

  return (
    <PostForm name={BLOG_FORM} reply={shown} encType="multipart/form-data" onSubmit={check} onChange={() => setDirty(true)} className="space-y-6">
      <UnsavedChangesGuard dirty={dirty} />
      <Card title={t('portal.backOffice.blogs.sections.article')}>
        <div className="space-y-4">
          <TextField name="title" label={t('portal.fields.title')} defaultValue={typed('title')} maxLength={BLOG_EDITOR_LIMITS.titleMax} />
          <div>
            <RichTextEditor
              name="content"
              id={fieldId('content')}
              label={t('portal.fields.content')}
              defaultValue={typed('content')}
              invalid={Boolean(errorOf('content'))}
              describedBy={errorOf('content') ? `${fieldId('content')}-error` : undefined}
            />
            <FieldError id={fieldId('content')} error={errorOf('content')} />
          </div>
          <TextField
            name="tags"
            label={t('portal.fields.tags')}
            optionalLabel={optional}
            hint={t('portal.backOffice.blogs.hints.tags')}
            defaultValue={shown ? (shown.values.tags ?? '') : values.tags.join(', ')}
            maxLength={BLOG_EDITOR_LIMITS.tagsMax * (BLOG_EDITOR_LIMITS.tagMax + 2)}
          />
          {provinceNames.length > 0 ? (
            <fieldset aria-describedby={`${fieldId('provinces')}-hint`}>
              <legend className="mb-1 font-semibold text-gray-900">
                {t('portal.fields.provinces')} <span className="font-normal text-gray-700">({t('portal.backOffice.blogs.optional')})</span>
              </legend>
              <FieldHint id={fieldId('provinces')}>{t('portal.backOffice.blogs.hints.provinces')}</FieldHint>
              <FieldError id={fieldId('provinces')} error={errorOf('provinces')} />
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
      <Card title={t('portal.backOffice.blogs.sections.image')}>
        {/* The header image: the current one, a file to replace it (previewed when chosen), or "remove"; and its alt text. */}
        <ImagePicker
          name={BLOG_IMAGE_FIELD}
          label={t('portal.fields.image')}
          optionalLabel={optional}
          hint={t('portal.backOffice.blogs.hints.image')}
          removeLabel={t('portal.backOffice.blogs.removeImage')}
          current={values.image?.url ?? null}
          captions={{ current: t('portal.backOffice.blogs.currentImage'), chosen: t('portal.backOffice.blogs.newImage') }}
          testId="blog-image-preview"
        >
          <TextField
            name="imageAlt"
            label={t('portal.fields.imageAlt')}
            optionalLabel={optional}
            hint={t('portal.backOffice.blogs.hints.imageAlt')}
            defaultValue={shown ? (shown.values.imageAlt ?? '') : (values.image?.alt ?? '')}
            maxLength={BLOG_EDITOR_LIMITS.imageAltMax}
          />
        </ImagePicker>
      </Card>
      <Card title={t('portal.backOffice.blogs.sections.links')} hint={t('portal.backOffice.blogs.hints.button')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            name="buttonTitle"
            label={t('portal.fields.buttonTitle')}
            optionalLabel={optional}
            defaultValue={typed('buttonTitle')}
            maxLength={BLOG_EDITOR_LIMITS.buttonTitleMax}
          />
          <TextField
            name="buttonUrl"
            label={t('portal.fields.buttonUrl')}
            optionalLabel={optional}
            defaultValue={typed('buttonUrl')}
            maxLength={BLOG_EDITOR_LIMITS.urlMax}
          />
          <div className="sm:col-span-2">
            <TextField
              name="websiteUrl"
              type="url"
              label={t('portal.fields.websiteUrl')}
              optionalLabel={optional}
              hint={t('portal.backOffice.blogs.hints.websiteUrl')}
              defaultValue={typed('websiteUrl')}
              maxLength={BLOG_EDITOR_LIMITS.urlMax}
            />
          </div>
        </div>
      </Card>
      <Card title={t('portal.backOffice.blogs.sections.publication')}>
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
            <FieldHint id={fieldId('state')}>{t('portal.backOffice.blogs.hints.state')}</FieldHint>
            <FieldError id={fieldId('state')} error={errorOf('state')} />
          </fieldset>
          <TextField
            name="publishedAt"
            type="date"
            label={t('portal.fields.publishedAt')}
            hint={t('portal.backOffice.blogs.hints.publishedAt')}
            defaultValue={typed('publishedAt')}
          />
          <ScheduleFields publishAt={values.publishAt} unpublishAt={values.unpublishAt} timeZone={timeZone} />
        </div>
      </Card>
      <SubmitButton>{submitLabel}</SubmitButton>
    </PostForm>
  );
}
