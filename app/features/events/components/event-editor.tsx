import { type FormEvent, useState } from 'react';
import type { z } from 'zod';
import { inputClassName, fieldControlProps, TextField, FieldError, FieldRow } from '../../../components/forms/fields.tsx';
import { PostForm, ImagePicker } from '../../../components/forms/post-form.tsx';
import { primaryButtonClassName, secondaryButtonClassName, usePortalText } from '../../../portal/ui/portal-page.tsx';
import { type FormReply } from '../../../components/forms/form-reply.ts';
import { useHydrated } from '../../../components/forms/use-hydrated.ts';
import { fetchOrganisationPlaces, type LocationOption } from '../../../components/search/location-api.ts';
import { LocationComboBox } from '../../../components/search/location-combobox.tsx';
import { RichTextEditor } from '../../../portal/ui/rich-text-editor.tsx';
import { EVENT_FORM, EVENT_IMAGE_FIELD, eventFormRefusal } from '../provider-events.form.ts';
import { EVENT_EDITOR_LIMITS } from '../provider-events.schemas.ts';
import type { EventCityOption, EventFormValues, EventImageRef } from '../provider-events.types.ts';
import { UnsavedChangesGuard } from '../../../portal/ui/unsaved-changes.tsx';

const fieldId = (name: string) => `${EVENT_FORM}-${name}`;

interface EditorProps {
  values: EventFormValues;
  /** The platform's cities: the place field's choices without JavaScript. */
  cities: EventCityOption[];
  /** The organisation whose platform's cities the place box looks up. */
  organisationId: number;
  image: EventImageRef | null;
  /** The refusal of the last post (the server's), shown until the next post. */
  serverReply: FormReply | null;
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
export function EventEditor({ values, cities, organisationId, image, serverReply, schema, hidden, saveLabel, submitLabel }: EditorProps) {
  const t = usePortalText();
  const optional = t('portal.events.optional');
  const [dirty, setDirty] = useState(false);
  const [browserReply, setBrowserReply] = useState<FormReply | null>(null);
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
      <PostForm
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
          <TextField name="title" label={t('portal.fields.title')} defaultValue={typed('title')} maxLength={EVENT_EDITOR_LIMITS.titleMax} />
        </div>
        <TextField
          name="startDate"
          type="datetime-local"
          label={t('portal.fields.startDate')}
          hint={t('portal.events.hints.startDate')}
          defaultValue={typed('startDate')}
        />
        <TextField
          name="endDate"
          type="datetime-local"
          label={t('portal.fields.endDate')}
          optionalLabel={optional}
          hint={t('portal.events.hints.endDate')}
          defaultValue={typed('endDate')}
        />
        <CityField cities={cities} organisationId={organisationId} defaultValue={typed('cityId')} error={errorOf('cityId')} onChange={() => setDirty(true)} />
        <TextField
          name="website"
          type="url"
          label={t('portal.fields.website')}
          optionalLabel={optional}
          hint={t('portal.events.hints.website')}
          defaultValue={typed('website')}
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
          <FieldError id={fieldId('description')} error={errorOf('description')} />
        </div>
        <div className="sm:col-span-2">
          {/* The image: the current one, a file to replace it (previewed when chosen), or "remove". */}
          <ImagePicker
            name={EVENT_IMAGE_FIELD}
            label={t('portal.fields.image')}
            optionalLabel={optional}
            hint={t('portal.events.hints.image')}
            removeLabel={t('portal.events.removeImage')}
            current={image?.url ?? null}
            captions={{ current: t('portal.events.currentImage'), chosen: t('portal.events.newImage') }}
            testId="event-image-preview"
          />
        </div>
        {/* As in the activity editor: saving first and primary, sending for review beside it. */}
        <div className="flex flex-wrap gap-3 sm:col-span-2">
          <button type="submit" name="intent" value="save" className={primaryButtonClassName}>
            {saveLabel}
          </button>
          {submitLabel ? (
            <button type="submit" name="intent" value="submit" className={secondaryButtonClassName}>
              {submitLabel}
            </button>
          ) : null}
        </div>
      </PostForm>
    </>
  );
}

interface CityFieldProps {
  cities: EventCityOption[];
  organisationId: number;
  defaultValue: string;
  error: string | undefined;
  onChange: () => void;
}

/**
 * The event's place (decision 104): the location combobox of every other screen, offering the cities of the
 * event's platform as the text is typed. Until React runs (and without JavaScript) a native select of
 * the platform's cities by province, which posts the same `cityId`.
 */
function CityField(props: CityFieldProps) {
  return useHydrated() ? <CityComboBox {...props} /> : <CitySelect {...props} />;
}

function CityComboBox({ cities, organisationId, defaultValue, error, onChange }: CityFieldProps) {
  const t = usePortalText();
  const id = fieldId('cityId');
  const known = cities.find((city) => String(city.id) === defaultValue);
  const [city, setCity] = useState<LocationOption | null>(known ? { ...known, type: 'CITY' } : null);
  const findCities = (text: string, signal: AbortSignal) => fetchOrganisationPlaces(organisationId, text, signal, 'CITY');
  return (
    <div>
      <LocationComboBox
        offers="cities"
        id={id}
        name="cityId"
        label={t('portal.fields.cityId')}
        labelClassName="font-semibold text-gray-900"
        placeholder={t('portal.events.cityPlaceholder')}
        testId="event-city"
        value={city}
        findCities={findCities}
        invalid={Boolean(error)}
        describedBy={error ? `${id}-error` : undefined}
        onChange={(chosen) => {
          setCity(chosen);
          onChange();
        }}
      />
      <FieldError id={id} error={error} />
    </div>
  );
}

/** The platform's cities, by province: a native select (type-ahead, works without JavaScript). */
function CitySelect({ cities, defaultValue, error }: CityFieldProps) {
  const t = usePortalText();
  const byProvince = new Map<string, EventCityOption[]>();
  for (const city of cities) {
    const province = city.province ?? '';
    byProvince.set(province, [...(byProvince.get(province) ?? []), city]);
  }
  const provinces = [...byProvince.keys()].sort((a, b) => a.localeCompare(b));
  return (
    <div>
      <FieldRow id={fieldId('cityId')} label={t('portal.fields.cityId')} error={error}>
        <select {...fieldControlProps(fieldId('cityId'), 'cityId', false, error)} required defaultValue={defaultValue} className={inputClassName}>
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
      </FieldRow>
    </div>
  );
}
