import { type ChangeEvent, type FormEvent, type ReactNode, useEffect, useState } from 'react';
import type { z } from 'zod';
import { FieldLabel, inputClassName } from '../../../components/forms/text-field.tsx';
import { imageRouteUrl } from '../../../components/ui/image-sources.ts';
import { PortalForm, primaryButtonClassName, secondaryButtonClassName, usePortalText } from '../../../portal/ui/portal-form.tsx';
import type { PortalFormReply } from '../../../portal/ui/portal-form-reply.ts';
import { RichTextEditor } from '../../../portal/ui/rich-text-editor.tsx';
import { EVENT_FORM, EVENT_IMAGE_FIELD, eventFormRefusal } from '../provider-events.form.ts';
import { EVENT_EDITOR_LIMITS } from '../provider-events.schemas.ts';
import type { EventCityOption, EventFormValues, EventImageRef } from '../provider-events.types.ts';
import { UnsavedChangesGuard } from '../../../portal/ui/unsaved-changes.tsx';

const IMAGE_ACCEPT = '.jpg,.jpeg,.png,image/jpeg,image/png';

const fieldId = (name: string) => `${EVENT_FORM}-${name}`;

interface EditorProps {
  values: EventFormValues;
  cities: EventCityOption[];
  image: EventImageRef | null;
  /** The refusal of the last post (the server's), shown until the next post. */
  serverReply: PortalFormReply | null;
  /** The server's schema, checked in the browser before the post. */
  schema: z.ZodType;
  /** Hidden fields: the version the editor started from, or the organisation of a new event. */
  hidden: Record<string, string>;
  /** The buttons' labels: save (a draft, or changes) and save-and-submit; none when there is nothing to submit. */
  saveLabel: string;
  submitLabel: string | null;
}

/**
 * The event's form (a new event and an existing one): a plain multipart POST that works without
 * JavaScript; with it, the server's schema checks the fields first, the description is TipTap, a chosen
 * image is previewed, and leaving with unsaved changes asks first.
 */
export function EventEditor({ values, cities, image, serverReply, schema, hidden, saveLabel, submitLabel }: EditorProps) {
  const t = usePortalText();
  const [dirty, setDirty] = useState(false);
  const [browserReply, setBrowserReply] = useState<PortalFormReply | null>(null);
  const reply = browserReply ?? serverReply;
  const typed = (name: keyof EventFormValues) => reply?.values[name] ?? values[name];
  const errorOf = (name: string) => reply?.errors[name]?.[0];

  const check = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const refusal = eventFormRefusal(EVENT_FORM, new FormData(event.currentTarget, submitter), schema);
    setBrowserReply(refusal);
    if (refusal) event.preventDefault();
  };

  return (
    <>
      <UnsavedChangesGuard dirty={dirty} />
      <PortalForm
        name={EVENT_FORM}
        reply={reply}
        encType="multipart/form-data"
        onSubmit={check}
        onChange={() => setDirty(true)}
        className="grid grid-cols-1 gap-5 sm:grid-cols-2"
      >
        {Object.entries(hidden).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <div className="sm:col-span-2">
          <TextInput
            name="title"
            label={t('portal.fields.title')}
            defaultValue={typed('title')}
            error={errorOf('title')}
            maxLength={EVENT_EDITOR_LIMITS.titleMax}
          />
        </div>
        <TextInput
          name="startDate"
          type="datetime-local"
          label={t('portal.fields.startDate')}
          hint={t('portal.events.hints.startDate')}
          defaultValue={typed('startDate')}
          error={errorOf('startDate')}
        />
        <TextInput
          name="endDate"
          type="datetime-local"
          label={t('portal.fields.endDate')}
          optional
          hint={t('portal.events.hints.endDate')}
          defaultValue={typed('endDate')}
          error={errorOf('endDate')}
        />
        <CitySelect cities={cities} defaultValue={typed('cityId')} error={errorOf('cityId')} />
        <TextInput
          name="website"
          type="url"
          label={t('portal.fields.website')}
          optional
          hint={t('portal.events.hints.website')}
          defaultValue={typed('website')}
          error={errorOf('website')}
          maxLength={EVENT_EDITOR_LIMITS.websiteMax}
        />
        <div className="sm:col-span-2">
          <RichTextEditor
            name="description"
            id={fieldId('description')}
            label={
              <>
                {t('portal.fields.description')} <span className="font-normal text-gray-700">({t('portal.events.optional')})</span>
              </>
            }
            defaultValue={typed('description')}
            invalid={Boolean(errorOf('description'))}
            describedBy={errorOf('description') ? `${fieldId('description')}-error` : undefined}
            onChange={() => setDirty(true)}
          />
          <FieldError name="description" error={errorOf('description')} />
        </div>
        <div className="sm:col-span-2">
          <ImageInput current={image} error={errorOf('image')} />
        </div>
        <div className="flex flex-wrap gap-3 sm:col-span-2">
          {submitLabel ? (
            <button type="submit" name="intent" value="submit" className={primaryButtonClassName}>
              {submitLabel}
            </button>
          ) : null}
          <button type="submit" name="intent" value="save" className={submitLabel ? secondaryButtonClassName : primaryButtonClassName}>
            {saveLabel}
          </button>
        </div>
      </PortalForm>
    </>
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
  type?: 'text' | 'url' | 'datetime-local';
  hint?: string;
  optional?: boolean;
  defaultValue: string;
  error: string | undefined;
  maxLength?: number;
}) {
  const t = usePortalText();
  return (
    <div>
      <FieldLabel htmlFor={fieldId(name)} optionalLabel={optional ? t('portal.events.optional') : undefined}>
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

/** The platform's cities, by province: a native select (type-ahead, works without JavaScript). */
function CitySelect({ cities, defaultValue, error }: { cities: EventCityOption[]; defaultValue: string; error: string | undefined }) {
  const t = usePortalText();
  const byProvince = new Map<string, EventCityOption[]>();
  for (const city of cities) {
    const province = city.province ?? '';
    byProvince.set(province, [...(byProvince.get(province) ?? []), city]);
  }
  const provinces = [...byProvince.keys()].sort((a, b) => a.localeCompare(b));
  return (
    <div>
      <FieldLabel htmlFor={fieldId('cityId')}>{t('portal.fields.cityId')}</FieldLabel>
      <select
        id={fieldId('cityId')}
        name="cityId"
        required
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy('cityId', false, error)}
        className={inputClassName}
      >
        <option value="">{t('portal.events.chooseCity')}</option>
        {provinces.map((province) => (
          <optgroup key={province} label={province || '–'}>
            {byProvince.get(province)!.map((city) => (
              <option key={city.id} value={city.id}>
                {city.name}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      <FieldError name="cityId" error={error} />
    </div>
  );
}

/** The image: the current one, a file to replace it (previewed when chosen), or "remove". */
function ImageInput({ current, error }: { current: EventImageRef | null; error: string | undefined }) {
  const t = usePortalText();
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setPreview(file ? URL.createObjectURL(file) : null);
  };
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
      <div className="min-w-0 flex-1">
        <FieldLabel htmlFor={fieldId('image')} optionalLabel={t('portal.events.optional')}>
          {t('portal.fields.image')}
        </FieldLabel>
        <input
          id={fieldId('image')}
          name={EVENT_IMAGE_FIELD}
          type="file"
          accept={IMAGE_ACCEPT}
          onChange={choose}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy('image', true, error)}
          className="block w-full text-sm file:mr-3 file:rounded-md file:border file:border-slate-400 file:bg-white file:px-3 file:py-2 file:font-semibold file:text-slate-900 hover:file:bg-slate-100"
        />
        <Hint name="image">{t('portal.events.hints.image')}</Hint>
        <FieldError name="image" error={error} />
        {current && !preview ? (
          <label className="mt-3 flex items-center gap-2">
            <input type="checkbox" name="removeImage" className="h-5 w-5" />
            {t('portal.events.removeImage')}
          </label>
        ) : null}
      </div>
      {preview || current ? (
        <figure className="w-48">
          {/* The chosen file (a local preview) or the stored image at the image route's smallest width. */}
          <img
            src={preview ?? imageRouteUrl(current!.url, 400) ?? current!.url}
            alt=""
            width={192}
            height={108}
            className="aspect-video w-48 rounded-md border border-slate-300 object-cover"
            data-testid="event-image-preview"
          />
          <figcaption className="mt-1 text-sm text-gray-700">{t(preview ? 'portal.events.newImage' : 'portal.events.currentImage')}</figcaption>
        </figure>
      ) : null}
    </div>
  );
}
