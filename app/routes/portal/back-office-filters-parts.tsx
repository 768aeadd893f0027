import { FieldLabel, inputClassName } from '../../components/forms/text-field.tsx';
import { PORTAL_PATHS } from '../../config/portal-links.ts';
import { imageRouteUrl } from '../../components/ui/image-sources.ts';
import type { AdminImage } from '../../features/filters/filter-admin.schemas.ts';
import type { PortalFormReply } from '../../portal/ui/portal-form-reply.ts';
import { PortalField, PortalForm, PortalSelect, primaryButtonClassName, usePortalText } from '../../portal/ui/portal-form.tsx';

// The forms of a filter group and a filter (issue 19, back office), for the list page (new) and the edit
// pages. Plain multipart posts: the images go with the form with or without JavaScript.

/** The filters page; a group's page is below it at groepen/:id, a filter's at :id. */
export const FILTERS_PATH = `${PORTAL_PATHS.backOffice}/filters`;

const IMAGE_ACCEPT = '.jpg,.jpeg,.png,image/jpeg,image/png';

/** A small picture of a stored image (the image route's smallest width), or a dash. */
export function Thumbnail({ image, alt }: { image: AdminImage | null; alt: string }) {
  const t = usePortalText();
  if (!image) return <span className="text-sm text-gray-700">{t('portal.backOffice.filters.noImage')}</span>;
  return <img src={imageRouteUrl(image.url, 400) ?? image.url} alt={alt} className="h-12 w-20 rounded border border-slate-200 object-cover" loading="lazy" />;
}

function ImageField({
  form,
  name,
  label,
  current,
  removeLabel,
  reply,
}: {
  form: string;
  name: string;
  label: string;
  current: AdminImage | null;
  removeLabel: string;
  reply: PortalFormReply | null;
}) {
  const t = usePortalText();
  const id = `${form}-${name}`;
  const error = reply?.errors[name]?.[0];
  const removeName = `remove${name[0]!.toUpperCase()}${name.slice(1)}`;
  return (
    <div>
      <FieldLabel htmlFor={id} optionalLabel={t('portal.backOffice.filters.optional')}>
        {label}
      </FieldLabel>
      <input
        id={id}
        name={name}
        type="file"
        accept={IMAGE_ACCEPT}
        aria-invalid={error ? true : undefined}
        aria-describedby={[`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(' ')}
        className="block w-full text-sm file:mr-3 file:rounded-md file:border file:border-slate-400 file:bg-white file:px-3 file:py-2 file:font-semibold file:text-slate-900 hover:file:bg-slate-100"
      />
      <p id={`${id}-hint`} className="mt-1 text-sm text-gray-700">
        {t('portal.backOffice.filters.imageHint')}
      </p>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700" data-testid="field-error">
          {t(error)}
        </p>
      ) : null}
      {current ? (
        <div className="mt-3 flex flex-wrap items-end gap-4">
          <figure>
            <Thumbnail image={current} alt={t('portal.backOffice.filters.currentImage')} />
            <figcaption className="mt-1 text-sm text-gray-700">{t('portal.backOffice.filters.currentImage')}</figcaption>
          </figure>
          <label className="flex items-center gap-2">
            <input type="checkbox" name={removeName} className="h-5 w-5" defaultChecked={reply?.values[removeName] !== undefined} />
            {removeLabel}
          </label>
        </div>
      ) : null}
    </div>
  );
}

export interface GroupValues {
  name: string;
  order: number;
  image: AdminImage | null;
  headerImage: AdminImage | null;
}

export function GroupForm({
  form,
  intent,
  values,
  reply,
  submitLabel,
}: {
  form: string;
  intent: string;
  values: GroupValues;
  reply: PortalFormReply | null;
  submitLabel: string;
}) {
  const t = usePortalText();
  return (
    <PortalForm name={form} reply={reply} intent={intent} encType="multipart/form-data" className="grid gap-4 sm:grid-cols-2">
      <PortalField name="groupName" label={t('portal.fields.groupName')} defaultValue={values.name} />
      <PortalField
        name="order"
        label={t('portal.fields.order')}
        inputMode="numeric"
        defaultValue={String(values.order)}
        hint={t('portal.backOffice.filters.orderHint')}
      />
      <ImageField
        form={form}
        name="image"
        label={t('portal.fields.image')}
        current={values.image}
        removeLabel={t('portal.backOffice.filters.removeImage')}
        reply={reply}
      />
      <ImageField
        form={form}
        name="headerImage"
        label={t('portal.fields.headerImage')}
        current={values.headerImage}
        removeLabel={t('portal.backOffice.filters.removeHeaderImage')}
        reply={reply}
      />
      <div className="sm:col-span-2">
        <button type="submit" className={primaryButtonClassName}>
          {submitLabel}
        </button>
      </div>
    </PortalForm>
  );
}

export interface FilterValues {
  name: string;
  description: string | null;
  filterGroupId: number | null;
  image: AdminImage | null;
}

export function FilterForm({
  form,
  intent,
  values,
  groups,
  reply,
  submitLabel,
}: {
  form: string;
  intent: string;
  values: FilterValues;
  groups: Array<{ id: number; name: string }>;
  reply: PortalFormReply | null;
  submitLabel: string;
}) {
  const t = usePortalText();
  const descriptionId = `${form}-description`;
  const descriptionError = reply?.errors.description?.[0];
  return (
    <PortalForm name={form} reply={reply} intent={intent} encType="multipart/form-data" className="grid gap-4 sm:grid-cols-2">
      <PortalField name="filterName" label={t('portal.fields.filterName')} defaultValue={values.name} />
      <PortalSelect
        name="filterGroupId"
        label={t('portal.fields.filterGroupId')}
        defaultValue={values.filterGroupId === null ? undefined : String(values.filterGroupId)}
        options={groups.map((group) => ({ value: String(group.id), label: group.name }))}
      />
      <div className="sm:col-span-2">
        <FieldLabel htmlFor={descriptionId} optionalLabel={t('portal.backOffice.filters.optional')}>
          {t('portal.fields.description')}
        </FieldLabel>
        <textarea
          id={descriptionId}
          name="description"
          rows={3}
          defaultValue={reply?.values.description ?? values.description ?? ''}
          aria-invalid={descriptionError ? true : undefined}
          aria-describedby={descriptionError ? `${descriptionId}-error` : undefined}
          className={inputClassName}
        />
        {descriptionError ? (
          <p id={`${descriptionId}-error`} className="mt-1 text-sm font-medium text-red-700" data-testid="field-error">
            {t(descriptionError)}
          </p>
        ) : null}
      </div>
      <div className="sm:col-span-2">
        <ImageField
          form={form}
          name="image"
          label={t('portal.fields.image')}
          current={values.image}
          removeLabel={t('portal.backOffice.filters.removeImage')}
          reply={reply}
        />
      </div>
      <div className="sm:col-span-2">
        <button type="submit" className={primaryButtonClassName}>
          {submitLabel}
        </button>
      </div>
    </PortalForm>
  );
}
