import { FieldLabel, inputClassName } from '../../../components/forms/text-field.tsx';
import { imageRouteUrl } from '../../../components/ui/image-sources.ts';
import type { PortalFormReply } from '../../../portal/ui/portal-form-reply.ts';
import { PortalField, PortalForm, PortalSelect, primaryButtonClassName, usePortalText } from '../../../portal/ui/portal-form.tsx';
import { BANNER_FORM, BANNER_IMAGE_FIELD, POPUP_FORM } from '../banner-admin.schemas.ts';

export interface BannerEditorValues {
  title: string;
  buttonTitle: string;
  link: string;
  linkTarget: 'newWindow' | 'sameWindow';
  ctaType: 'AD' | 'QUESTION';
  active: boolean;
  imageUrl: string | null;
}

export const EMPTY_BANNER: BannerEditorValues = {
  title: '',
  buttonTitle: '',
  link: '',
  linkTarget: 'sameWindow',
  ctaType: 'AD',
  active: true,
  imageUrl: null,
};

/**
 * A banner's fields (issue 19, back office): a plain multipart POST, so the image goes with the form
 * with or without JavaScript and the action stores it through the image pipeline.
 */
export function BannerEditor({ values, reply, submitLabel }: { values: BannerEditorValues; reply: PortalFormReply | null; submitLabel: string }) {
  const t = usePortalText();
  const typed = reply?.values;
  // A refused post shows what was typed (a checkbox left unticked is not posted at all).
  const active = typed ? typed.active !== undefined : values.active;
  return (
    <PortalForm name={BANNER_FORM} reply={reply} intent="save" encType="multipart/form-data" className="grid gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <PortalField name="title" label={t('portal.fields.title')} defaultValue={values.title} />
      </div>
      <PortalField name="buttonTitle" label={t('portal.fields.buttonTitle')} defaultValue={values.buttonTitle} />
      <PortalField name="link" label={t('portal.fields.link')} defaultValue={values.link} hint={t('portal.backOffice.banners.hints.link')} />
      <PortalSelect
        name="linkTarget"
        label={t('portal.fields.linkTarget')}
        defaultValue={values.linkTarget}
        options={(['sameWindow', 'newWindow'] as const).map((value) => ({ value, label: t(`portal.backOffice.banners.linkTargets.${value}`) }))}
      />
      <PortalSelect
        name="ctaType"
        label={t('portal.fields.ctaType')}
        defaultValue={values.ctaType}
        options={(['AD', 'QUESTION'] as const).map((value) => ({ value, label: t(`portal.backOffice.banners.ctaTypes.${value}`) }))}
      />
      <ImageField form={BANNER_FORM} imageUrl={values.imageUrl} reply={reply} />
      <label className="flex items-center gap-2 font-semibold sm:col-span-2">
        <input type="checkbox" name="active" className="h-5 w-5" defaultChecked={active} />
        {t('portal.backOffice.banners.active')}
      </label>
      <div className="sm:col-span-2">
        <button type="submit" className={primaryButtonClassName}>
          {submitLabel}
        </button>
      </div>
    </PortalForm>
  );
}

/** The image of a banner or pop-up: a file posted with the form (the image pipeline), the current one, "remove". */
function ImageField({ form, imageUrl, reply }: { form: string; imageUrl: string | null; reply: PortalFormReply | null }) {
  const t = usePortalText();
  const id = `${form}-${BANNER_IMAGE_FIELD}`;
  const typed = reply?.values;
  const imageError = reply?.errors[BANNER_IMAGE_FIELD]?.[0];
  return (
    <div className="sm:col-span-2">
      <FieldLabel htmlFor={id}>{t('portal.backOffice.banners.image')}</FieldLabel>
      <input
        id={id}
        name={BANNER_IMAGE_FIELD}
        type="file"
        accept=".jpg,.jpeg,.png,image/jpeg,image/png"
        aria-invalid={imageError ? true : undefined}
        aria-describedby={[`${id}-hint`, imageError ? `${id}-error` : null].filter(Boolean).join(' ')}
        className="block w-full text-sm file:mr-3 file:rounded-md file:border file:border-slate-400 file:bg-white file:px-3 file:py-2 file:font-semibold file:text-slate-900 hover:file:bg-slate-100"
      />
      <p id={`${id}-hint`} className="mt-1 text-sm text-gray-700">
        {t('portal.backOffice.banners.hints.image')}
      </p>
      {imageError ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700" data-testid="field-error">
          {t(imageError)}
        </p>
      ) : null}
      {imageUrl ? (
        <div className="mt-3 flex flex-wrap items-end gap-4">
          <figure>
            <img
              src={imageRouteUrl(imageUrl, 400) ?? imageUrl}
              alt={t('portal.backOffice.banners.currentImage')}
              className="h-24 w-auto rounded border border-slate-200 object-cover"
              data-testid="banner-image-preview"
            />
            <figcaption className="mt-1 text-sm text-gray-700">{t('portal.backOffice.banners.currentImage')}</figcaption>
          </figure>
          <label className="flex items-center gap-2">
            <input type="checkbox" name="removeImage" className="h-5 w-5" defaultChecked={typed?.removeImage !== undefined} />
            {t('portal.backOffice.banners.removeImage')}
          </label>
        </div>
      ) : null}
    </div>
  );
}

export interface PopupEditorValues {
  title: string;
  buttonTitle: string;
  ctaType: 'AD' | 'QUESTION';
  description: string | null;
  imageUrl: string | null;
}

export const EMPTY_POPUP: PopupEditorValues = { title: '', buttonTitle: '', ctaType: 'QUESTION', description: null, imageUrl: null };

/** A pop-up's fields: like a banner's, with a description instead of a link. */
export function PopupEditor({ values, reply, submitLabel }: { values: PopupEditorValues; reply: PortalFormReply | null; submitLabel: string }) {
  const t = usePortalText();
  const descriptionId = `${POPUP_FORM}-description`;
  const descriptionError = reply?.errors.description?.[0];
  return (
    <PortalForm name={POPUP_FORM} reply={reply} intent="save" encType="multipart/form-data" className="grid gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <PortalField name="title" label={t('portal.fields.title')} defaultValue={values.title} />
      </div>
      <PortalField name="buttonTitle" label={t('portal.fields.buttonTitle')} defaultValue={values.buttonTitle} />
      <PortalSelect
        name="ctaType"
        label={t('portal.fields.ctaType')}
        defaultValue={values.ctaType}
        options={(['AD', 'QUESTION'] as const).map((value) => ({ value, label: t(`portal.backOffice.banners.ctaTypes.${value}`) }))}
      />
      <div className="sm:col-span-2">
        <FieldLabel htmlFor={descriptionId}>{t('portal.fields.description')}</FieldLabel>
        <textarea
          id={descriptionId}
          name="description"
          rows={4}
          maxLength={2000}
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
      <ImageField form={POPUP_FORM} imageUrl={values.imageUrl} reply={reply} />
      <div className="sm:col-span-2">
        <button type="submit" className={primaryButtonClassName}>
          {submitLabel}
        </button>
      </div>
    </PortalForm>
  );
}
