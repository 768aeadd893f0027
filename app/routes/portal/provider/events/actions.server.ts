import { EVENT_FORM, EVENT_IMAGE_FIELD } from '../../../../features/events/provider-events.form.ts';
import type { ImageChange } from '../../../../features/events/provider-events.server.ts';
import type { EventCommandError } from '../../../../features/events/provider-events.types.ts';
import { refuse } from '../../../../components/forms/form-action.server.ts';
import { typedValues } from '../../../../components/forms/parse-form.ts';
import { storeFormImage, uploaderOf } from '../../../../features/media/media.server.ts';
import type { RequestContext } from '../../../../request-context.server.ts';

// What the event editor's actions share (a new event and an existing one).

/**
 * The event editor posts its image as a file (multipart, with or without JavaScript): it is stored
 * exactly as the upload API stores it (type by content, 2 MB, 154 x 50 px, pixel-bomb guard, the
 * per-IP daily quota) and the event refers to the new media row. No file: the image stays, unless
 * "remove" is ticked. A refused file is an error on the image field (portal.events.errors.upload.*).
 */
export async function eventImageChange(formData: FormData, ctx: RequestContext): Promise<ImageChange | { error: string }> {
  const file = formData.get(EVENT_IMAGE_FIELD);
  let stored: Awaited<ReturnType<typeof storeFormImage>>;
  try {
    stored = await storeFormImage(ctx.db, ctx.imageStorage, file, uploaderOf(ctx));
  } catch (error) {
    ctx.log.error({ err: error }, 'event image from the portal could not be stored');
    return { error: 'portal.events.errors.upload.failed' };
  }
  if (!stored) return formData.get('removeImage') ? { kind: 'remove' } : { kind: 'keep' };
  if (stored.status === 'rejected') {
    ctx.log.info({ code: stored.code }, 'event image from the portal refused');
    return { error: `portal.events.errors.upload.${stored.messageKey.split('.').pop()}` };
  }
  return { kind: 'set', mediaId: stored.media.id };
}

/** A refused command of the editor: the field it concerns, or the form (a conflict: 409), the typed values kept. */
export function eventRefusal(error: EventCommandError, formData: FormData) {
  const values = typedValues(formData);
  const field = error === 'invalid-city' ? 'cityId' : error === 'invalid-image' ? 'image' : null;
  if (field) return refuse({ form: EVENT_FORM, errors: { [field]: [`portal.events.errors.${error}`] }, formError: null, values });
  return refuse({ form: EVENT_FORM, errors: {}, formError: `portal.events.errors.${error}`, values }, error === 'conflict' ? 409 : 400);
}
