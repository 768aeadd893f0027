import {
  BANNER_FORM,
  BannerFormSchema,
  type BannerForm,
  POPUP_FORM,
  PopupFormSchema,
  type PopupForm,
} from '../../../../features/banners/banner-admin.schemas.ts';
import type { BannerImageChange, BannerResult } from '../../../../features/banners/banner-admin.server.ts';
import { readForm, refuse } from '../../../../components/forms/form-action.server.ts';
import { typedValues } from '../../../../components/forms/parse-form.ts';
import type { RequestContext } from '../../../../request-context.server.ts';
import { eventImageChange } from '../../provider/events/actions.server.ts';

// What the banner and pop-up editors' actions share (a new one and an existing one).

type EditorRead<T> = { ok: true; form: T; image: BannerImageChange; formData: FormData } | { ok: false; refusal: ReturnType<typeof refuse> };

/**
 * An editor's post: the fields by the schema and the image through the image pipeline (stored exactly
 * as the portal's event images are: type by content, 2 MB, 154 x 50 px, the per-IP quota). Answers the
 * values, or the refusal to return.
 */
async function readEditorForm<T>(
  request: Request,
  csrfToken: string,
  ctx: RequestContext,
  formName: string,
  schema: typeof BannerFormSchema | typeof PopupFormSchema,
): Promise<EditorRead<T>> {
  const read = await readForm(request, csrfToken, formName, schema);
  if (!read.ok) return { ok: false, refusal: refuse(read.reply) };
  const image = await eventImageChange(read.formData, ctx);
  if ('error' in image) {
    return { ok: false, refusal: refuse({ form: formName, errors: { image: [image.error] }, formError: null, values: typedValues(read.formData) }) };
  }
  return { ok: true, form: read.value as T, image, formData: read.formData };
}

export const readBannerForm = (request: Request, csrfToken: string, ctx: RequestContext) =>
  readEditorForm<BannerForm>(request, csrfToken, ctx, BANNER_FORM, BannerFormSchema);

export const readPopupForm = (request: Request, csrfToken: string, ctx: RequestContext) =>
  readEditorForm<PopupForm>(request, csrfToken, ctx, POPUP_FORM, PopupFormSchema);

/**
 * A refused service call: the image (a media row that went meanwhile) or a time of the schedule that is
 * gone (docs/decisions/121), under its field, with what was typed.
 */
export function bannerRefusal(result: Exclude<BannerResult, { ok: true }>, formData: FormData | null, form = BANNER_FORM) {
  return refuse({
    form,
    errors:
      result.error === 'schedule-past'
        ? { [result.field]: [`portal.schedule.errors.${result.field}Past`] }
        : { image: ['portal.backOffice.banners.errors.invalid-image'] },
    formError: null,
    values: formData ? typedValues(formData) : {},
  });
}
