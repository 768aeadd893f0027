import type { FilterAdminError, ImageChange } from '../../../../features/filters/filter-admin.schemas.ts';
import { storeFormImage, uploaderOf } from '../../../../features/media/media.server.ts';
import { refuse } from '../../../../components/forms/form-action.server.ts';
import { typedValues } from '../../../../components/forms/parse-form.ts';
import type { RequestContext } from '../../../../request-context.server.ts';

// What the back office's filter pages share (decision 104): images from the form through the image pipeline,
// and a refused command as the reply of its form.

/**
 * A form's image field: a chosen file is stored exactly as the upload API stores it (type by content,
 * 2 MB, at least 154 x 50 px, the per-IP quota); no file keeps the image, unless `removeField` is ticked.
 * A refused file is an error on the field (the upload texts of the event editor).
 */
export async function formImageChange(formData: FormData, field: string, removeField: string, ctx: RequestContext): Promise<ImageChange | { error: string }> {
  let stored: Awaited<ReturnType<typeof storeFormImage>>;
  try {
    stored = await storeFormImage(ctx.db, ctx.imageStorage, formData.get(field), uploaderOf(ctx));
  } catch (error) {
    ctx.log.error({ err: error }, 'filter image from the back office could not be stored');
    return { error: 'portal.events.errors.upload.failed' };
  }
  if (!stored) return formData.get(removeField) ? { kind: 'remove' } : { kind: 'keep' };
  if (stored.status === 'rejected') return { error: `portal.events.errors.upload.${stored.messageKey.split('.').pop()}` };
  return { kind: 'set', mediaId: stored.media.id };
}

/** The images of a form, each by its field; the first refusal as field errors. */
export async function formImages<Field extends string>(
  formData: FormData,
  fields: readonly Field[],
  ctx: RequestContext,
): Promise<{ ok: true; images: Record<Field, ImageChange> } | { ok: false; errors: Record<string, string[]> }> {
  const images = {} as Record<Field, ImageChange>;
  const errors: Record<string, string[]> = {};
  for (const field of fields) {
    const change = await formImageChange(formData, field, `remove${field[0]!.toUpperCase()}${field.slice(1)}`, ctx);
    if ('error' in change) errors[field] = [change.error];
    else images[field] = change;
  }
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, images };
}

/** A refused command: the field it concerns, or the form; the typed values kept. */
export function filterRefusal(form: string, error: FilterAdminError, formData: FormData, nameField: string) {
  const key = `portal.backOffice.filters.errors.${error}`;
  const field = error === 'duplicate-name' ? nameField : error === 'unknown-group' ? 'filterGroupId' : error === 'invalid-image' ? 'image' : null;
  const values = typedValues(formData);
  return field ? refuse({ form, errors: { [field]: [key] }, formError: null, values }) : refuse({ form, errors: {}, formError: key, values });
}
