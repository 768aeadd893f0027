import { PORTAL_PATHS } from '../../../../config/portal-links.ts';
import { imageRouteUrl } from '../../../../components/ui/image-sources.ts';
import type { AdminImage } from '../../../../features/filters/filter-admin.schemas.ts';
import { type FormReply } from '../../../../components/forms/form-reply.ts';
import { CurrentImage, PostForm, ImageInput } from '../../../../components/forms/post-form.tsx';
import { TextField, SelectField } from '../../../../components/forms/fields.tsx';
import { usePortalText, SubmitButton } from '../../../../portal/ui/portal-page.tsx';

// The forms of a filter group and a filter (decision 104, back office), for the list page (new) and the edit
// pages. Plain multipart posts: the images go with the form with or without JavaScript.

/** The filters page; a group's page is below it at groepen/:id, a filter's at :id. */
export const FILTERS_PATH = `${PORTAL_PATHS.backOffice}/filters`;

/** A small picture of a stored image (the image route's smallest width), or a dash. */
export function Thumbnail({ image, alt }: { image: AdminImage | null; alt: string }) {
  const t = usePortalText();
  if (!image) return <span className="text-sm text-gray-700">{t('portal.backOffice.filters.noImage')}</span>;
  return <img src={imageRouteUrl(image.url, 400) ?? image.url} alt={alt} className="h-12 w-20 rounded border border-slate-200 object-cover" loading="lazy" />;
}

function ImageField({ name, label, current, removeLabel }: { name: string; label: string; current: AdminImage | null; removeLabel: string }) {
  const t = usePortalText();
  return (
    <div>
      <ImageInput name={name} label={label} optionalLabel={t('portal.backOffice.filters.optional')} hint={t('portal.backOffice.filters.imageHint')} />
      {current ? (
        <CurrentImage
          caption={t('portal.backOffice.filters.currentImage')}
          removeName={`remove${name[0]!.toUpperCase()}${name.slice(1)}`}
          removeLabel={removeLabel}
        >
          <Thumbnail image={current} alt={t('portal.backOffice.filters.currentImage')} />
        </CurrentImage>
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
  reply: FormReply | null;
  submitLabel: string;
}) {
  const t = usePortalText();
  return (
    <PostForm name={form} reply={reply} intent={intent} encType="multipart/form-data" className="grid gap-4 sm:grid-cols-2">
      <TextField name="groupName" label={t('portal.fields.groupName')} defaultValue={values.name} />
      <TextField
        name="order"
        label={t('portal.fields.order')}
        inputMode="numeric"
        defaultValue={String(values.order)}
        hint={t('portal.backOffice.filters.orderHint')}
      />
      <ImageField name="image" label={t('portal.fields.image')} current={values.image} removeLabel={t('portal.backOffice.filters.removeImage')} />
      <ImageField
        name="headerImage"
        label={t('portal.fields.headerImage')}
        current={values.headerImage}
        removeLabel={t('portal.backOffice.filters.removeHeaderImage')}
      />
      <SubmitButton wide>{submitLabel}</SubmitButton>
    </PostForm>
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
  reply: FormReply | null;
  submitLabel: string;
}) {
  const t = usePortalText();
  return (
    <PostForm name={form} reply={reply} intent={intent} encType="multipart/form-data" className="grid gap-4 sm:grid-cols-2">
      <TextField name="filterName" label={t('portal.fields.filterName')} defaultValue={values.name} />
      <SelectField
        name="filterGroupId"
        label={t('portal.fields.filterGroupId')}
        defaultValue={values.filterGroupId === null ? undefined : String(values.filterGroupId)}
        options={groups.map((group) => ({ value: String(group.id), label: group.name }))}
      />
      <TextField
        name="description"
        label={t('portal.fields.description')}
        optionalLabel={t('portal.backOffice.filters.optional')}
        rows={3}
        defaultValue={values.description ?? ''}
        className="sm:col-span-2"
      />
      <div className="sm:col-span-2">
        <ImageField name="image" label={t('portal.fields.image')} current={values.image} removeLabel={t('portal.backOffice.filters.removeImage')} />
      </div>
      <SubmitButton wide>{submitLabel}</SubmitButton>
    </PostForm>
  );
}
