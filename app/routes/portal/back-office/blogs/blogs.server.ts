import { blogReplyValues, type BlogEditorValues } from '../../../../features/blogs/components/blog-editor.tsx';
import { BLOG_FORM, BLOG_IMAGE_FIELD, BlogFormSchema } from '../../../../features/blogs/blog-admin.schemas.ts';
import type { BlogAdminDetail, BlogAdminResult, ImageChange } from '../../../../features/blogs/blog-admin.server.ts';
import { storeFormImage, uploaderOf } from '../../../../features/media/media.server.ts';
import { parsePortalForm } from '../../../../components/forms/parse-form.ts';
import { portalFormData, refuse } from '../../../../components/forms/form-action.server.ts';
import type { PortalContext, RequestContext } from '../../../../request-context.server.ts';

// What the blog screens share (decision 104): the form's reading (fields, then the header image through the
// public image pipeline) and its refusals.

/** The editor's values of a stored article. */
export function blogEditorValues(blog: BlogAdminDetail): BlogEditorValues {
  return {
    title: blog.title,
    content: blog.content,
    tags: blog.tags,
    provinces: blog.provinces,
    publishedAt: blog.publishedAt.toISOString().slice(0, 10),
    state: blog.active ? 'published' : 'draft',
    buttonTitle: blog.buttonTitle,
    buttonUrl: blog.buttonUrl,
    websiteUrl: blog.websiteUrl,
    image: blog.image,
    publishAt: blog.publishAt,
    unpublishAt: blog.unpublishAt,
  };
}

const refusal = (formData: FormData, errors: Record<string, string[]>) =>
  refuse({ form: BLOG_FORM, errors, formError: null, values: blogReplyValues(formData) });

/**
 * The form (after the CSRF check) through the schema, then its file: stored exactly as the upload API
 * stores images (type by content, 2 MB, 154 x 50 px, the daily quota); no file keeps the image unless
 * "remove" is ticked. A refused file is an error on the image field.
 */
export async function readBlogForm(request: Request, portal: PortalContext, ctx: RequestContext) {
  const formData = await portalFormData(request, portal.csrfToken);
  const parsed = parsePortalForm(formData, BLOG_FORM, BlogFormSchema);
  if (!parsed.ok) return { ok: false as const, response: refusal(formData, parsed.reply.errors) };
  let image: ImageChange;
  try {
    const stored = await storeFormImage(ctx.db, ctx.imageStorage, formData.get(BLOG_IMAGE_FIELD), uploaderOf(ctx));
    if (stored?.status === 'rejected') {
      ctx.log.info({ code: stored.code }, 'blog image from the back office refused');
      return { ok: false as const, response: refusal(formData, { image: [`portal.events.errors.upload.${stored.messageKey.split('.').pop()}`] }) };
    }
    image = stored ? { kind: 'set', mediaId: stored.media.id } : parsed.value.removeImage ? { kind: 'remove' } : { kind: 'keep' };
  } catch (error) {
    ctx.log.error({ err: error }, 'blog image from the back office could not be stored');
    return { ok: false as const, response: refusal(formData, { image: ['portal.events.errors.upload.failed'] }) };
  }
  return { ok: true as const, value: parsed.value, image, formData };
}

/** A refused save: the field it concerns (a time of the schedule that is gone: docs/decisions/121), what was typed kept. */
export function blogRefusal(result: Exclude<BlogAdminResult, { ok: true }>, formData: FormData) {
  if (result.error === 'schedule-past') return refusal(formData, { [result.field]: [`portal.schedule.errors.${result.field}Past`] });
  if (result.error === 'invalid-image') return refusal(formData, { image: ['portal.backOffice.blogs.errors.invalid-image'] });
  return refusal(formData, { content: ['portal.backOffice.blogs.errors.content'] });
}
