import { imageRouteUrl } from '../../../components/ui/image-sources.ts';
import { type FormReply } from '../../../components/forms/form-reply.ts';
import { CurrentImage, PostForm, ImageInput } from '../../../components/forms/post-form.tsx';
import { TextField, SelectField } from '../../../components/forms/fields.tsx';
import { usePortalText, SubmitButton } from '../../../portal/ui/portal-page.tsx';
import { ScheduleFields } from '../../../portal/ui/schedule.tsx';
import { BANNER_FORM, BANNER_IMAGE_FIELD, POPUP_FORM } from '../banner-admin.schemas.ts';
import type { BannerFields, PopupFields } from '../banner-admin.types.ts';

export type BannerEditorValues = BannerFields;

export const EMPTY_BANNER: BannerEditorValues = {
  title: '',
  buttonTitle: '',
  link: '',
  linkTarget: 'sameWindow',
  ctaType: 'AD',
  active: true,
  publishAt: null,
  unpublishAt: null,
  imageUrl: null,
};

/**
 * A banner's fields (decision 104, back office): a plain multipart POST, so the image goes with the form
 * with or without JavaScript and the action stores it through the image pipeline.
 */
export function BannerEditor({
  values,
  reply,
  submitLabel,
  timeZone,
}: {
  values: BannerEditorValues;
  reply: FormReply | null;
  submitLabel: string;
  /** The platform's zone: the schedule's times are its wall clock (docs/decisions/121). */
  timeZone: string;
}) {
  const t = usePortalText();
  const typed = reply?.values;
  // A refused post shows what was typed (a checkbox left unticked is not posted at all).
  const active = typed ? typed.active !== undefined : values.active;
  return (
    <PostForm name={BANNER_FORM} reply={reply} intent="save" encType="multipart/form-data" className="grid gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <TextField name="title" label={t('portal.fields.title')} defaultValue={values.title} />
      </div>
      <TextField name="buttonTitle" label={t('portal.fields.buttonTitle')} defaultValue={values.buttonTitle} />
      <TextField name="link" label={t('portal.fields.link')} defaultValue={values.link} hint={t('portal.backOffice.banners.hints.link')} />
      <SelectField
        name="linkTarget"
        label={t('portal.fields.linkTarget')}
        defaultValue={values.linkTarget}
        options={(['sameWindow', 'newWindow'] as const).map((value) => ({ value, label: t(`portal.backOffice.banners.linkTargets.${value}`) }))}
      />
      <SelectField
        name="ctaType"
        label={t('portal.fields.ctaType')}
        defaultValue={values.ctaType}
        options={(['AD', 'QUESTION'] as const).map((value) => ({ value, label: t(`portal.backOffice.banners.ctaTypes.${value}`) }))}
      />
      <ImageField imageUrl={values.imageUrl} />
      <label className="flex items-center gap-2 font-semibold sm:col-span-2">
        <input type="checkbox" name="active" className="h-5 w-5" defaultChecked={active} />
        {t('portal.backOffice.banners.active')}
      </label>
      <ScheduleFields publishAt={values.publishAt} unpublishAt={values.unpublishAt} timeZone={timeZone} />
      <SubmitButton wide>{submitLabel}</SubmitButton>
    </PostForm>
  );
}

/** The image of a banner or pop-up: a file posted with the form (the image pipeline), the current one, "remove". */
function ImageField({ imageUrl }: { imageUrl: string | null }) {
  const t = usePortalText();
  return (
    <div className="sm:col-span-2">
      <ImageInput name={BANNER_IMAGE_FIELD} label={t('portal.backOffice.banners.image')} hint={t('portal.backOffice.banners.hints.image')} />
      {imageUrl ? (
        <CurrentImage caption={t('portal.backOffice.banners.currentImage')} removeName="removeImage" removeLabel={t('portal.backOffice.banners.removeImage')}>
          <img
            src={imageRouteUrl(imageUrl, 400) ?? imageUrl}
            alt={t('portal.backOffice.banners.currentImage')}
            className="h-24 w-auto rounded border border-slate-200 object-cover"
            data-testid="banner-image-preview"
          />
        </CurrentImage>
      ) : null}
    </div>
  );
}

export type PopupEditorValues = PopupFields;

// A new pop-up starts switched off: it shows on every page of the brand once switched on.
export const EMPTY_POPUP: PopupEditorValues = {
  title: '',
  buttonTitle: '',
  ctaType: 'QUESTION',
  description: null,
  active: false,
  publishAt: null,
  unpublishAt: null,
  imageUrl: null,
};

/** A pop-up's fields: like a banner's, with a description instead of a link. */
export function PopupEditor({
  values,
  reply,
  submitLabel,
  timeZone,
}: {
  values: PopupEditorValues;
  reply: FormReply | null;
  submitLabel: string;
  timeZone: string;
}) {
  const t = usePortalText();
  // A refused post shows what was typed (a checkbox left unticked is not posted at all).
  const active = reply?.values ? reply.values.active !== undefined : values.active;
  return (
    <PostForm name={POPUP_FORM} reply={reply} intent="save" encType="multipart/form-data" className="grid gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <TextField name="title" label={t('portal.fields.title')} defaultValue={values.title} />
      </div>
      <TextField name="buttonTitle" label={t('portal.fields.buttonTitle')} defaultValue={values.buttonTitle} />
      <SelectField
        name="ctaType"
        label={t('portal.fields.ctaType')}
        defaultValue={values.ctaType}
        options={(['AD', 'QUESTION'] as const).map((value) => ({ value, label: t(`portal.backOffice.banners.ctaTypes.${value}`) }))}
        hint={t('portal.backOffice.popups.hints.ctaType')}
      />
      <TextField
        name="description"
        label={t('portal.fields.description')}
        rows={4}
        maxLength={2000}
        defaultValue={values.description ?? ''}
        className="sm:col-span-2"
      />
      <ImageField imageUrl={values.imageUrl} />
      <label className="flex items-center gap-2 font-semibold sm:col-span-2">
        <input type="checkbox" name="active" className="h-5 w-5" defaultChecked={active} />
        {t('portal.backOffice.popups.active')}
      </label>
      <ScheduleFields publishAt={values.publishAt} unpublishAt={values.unpublishAt} timeZone={timeZone} />
      <SubmitButton wide>{submitLabel}</SubmitButton>
    </PostForm>
  );
}
