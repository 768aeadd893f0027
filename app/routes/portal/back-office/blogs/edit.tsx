import { Link, redirect } from 'react-router';
import { RecordPage } from '../../../../portal/ui/record-page.tsx';
import type { Route } from './+types/edit';
import { BlogEditor } from '../../../../features/blogs/components/blog-editor.tsx';
import { BLOG_FORM } from '../../../../features/blogs/blog-admin.schemas.ts';
import { blogListOf, blogProvinceNames, getBlogForAdmin, removeBlog, saveBlog } from '../../../../features/blogs/blog-admin.server.ts';
import { screenTexts } from '../../../../i18n/catalogue-loader.ts';
import { loaderHead } from '../../../../page-head/loader-head.ts';
import { actByIntent, portalFormData, succeed } from '../../../../components/forms/form-action.server.ts';
import { secondaryButtonClassName, usePortalText } from '../../../../portal/ui/portal-page.tsx';
import { FormNotice, replyOf } from '../../../../components/forms/post-form.tsx';
import { backOfficeOf } from '../back-office.server.ts';
import { countVersions } from '../../../../portal/versions.server.ts';
import { VersionHistoryLink } from '../../../../portal/ui/version-history.tsx';
import { blogPath } from './paths.ts';
import { blogEditorValues, blogRefusal, readBlogForm } from './blogs.server.ts';
import { asActor, pathId, portalHead } from '../../portal-guards.server.ts';

// One article (decision 104): its editor, a link to its preview, and its removal (asked first). An article
// of another list is 404, like a missing one.

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { ctx, portal, actor, platform } = await backOfficeOf(context, request);
  const blogId = pathId(params.id);
  const list = await asActor(() => blogListOf(ctx.db, actor, platform.id));
  const [blog, provinceNames] = await asActor(() =>
    Promise.all([getBlogForAdmin(ctx.db, actor, list.platformId, blogId), blogProvinceNames(ctx.db, actor, list.platformId)]),
  );
  const created = new URL(request.url).searchParams.has('nieuw');
  const versionCount = await countVersions(ctx.db, 'blog', blog.id);
  return {
    head: portalHead(portal, 'portal.backOffice.blogs.editTitle'),
    platform,
    list,
    blog,
    values: blogEditorValues(blog),
    provinceNames,
    created,
    versionCount,
  };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const { ctx, portal, actor, platform } = await backOfficeOf(context, request);
  const blogId = pathId(params.id);
  const list = await asActor(() => blogListOf(ctx.db, actor, platform.id));
  return actByIntent(request, {
    delete: async () => {
      await portalFormData(request, portal.csrfToken);
      const removed = await asActor(() => removeBlog(ctx.db, actor, list.platformId, blogId));
      throw redirect(blogPath(platform.id, undefined, '', `&verwijderd=${encodeURIComponent(removed.title)}`));
    },
    default: async () => {
      const read = await readBlogForm(request, portal, ctx);
      if (!read.ok) return read.response;
      const result = await asActor(() => saveBlog(ctx.db, actor, list.platformId, blogId, read.value, read.image));
      if (!result.ok) return blogRefusal(result, read.formData);
      return succeed({ form: BLOG_FORM, notice: 'portal.backOffice.blogs.saved' });
    },
  });
}

export const handle = await screenTexts('portal');
export const meta: Route.MetaFunction = loaderHead;

export default function BackOfficeBlogEdit({ loaderData, actionData }: Route.ComponentProps) {
  const t = usePortalText();
  const { platform, list, blog, values, provinceNames, created, versionCount } = loaderData;
  return (
    <RecordPage
      back={{ to: blogPath(platform.id), label: t('portal.backOffice.blogs.back') }}
      title={
        <>
          {t('portal.backOffice.blogs.editTitle')} · {list.name}
        </>
      }
      beside={
        <Link to={blogPath(platform.id, blog.id, '/voorbeeld')} className={secondaryButtonClassName}>
          {t('portal.backOffice.blogs.preview')}
        </Link>
      }
      below={
        <p className="mb-4 text-gray-700">
          <span data-testid="blog-state">{t(`portal.backOffice.blogs.states.${blog.active ? 'published' : 'draft'}`)}</span> ·{' '}
          <VersionHistoryLink to={blogPath(platform.id, blog.id, '/versies')} count={versionCount} />
        </p>
      }
      created={created && !actionData ? t('portal.backOffice.blogs.created') : null}
      remove={{
        form: 'blog-remove',
        title: t('portal.backOffice.blogs.remove.title'),
        ask: t('portal.backOffice.blogs.remove.ask', { title: blog.title }),
        warning: t('portal.backOffice.blogs.remove.warning'),
        confirm: t('portal.backOffice.blogs.remove.confirm'),
      }}
    >
      <FormNotice actionData={actionData} form={BLOG_FORM} />
      <BlogEditor
        // A save reloads the article: the form starts again from what is stored.
        key={JSON.stringify(values)}
        values={values}
        provinceNames={provinceNames}
        reply={replyOf(actionData, BLOG_FORM)}
        submitLabel={t('portal.backOffice.blogs.save')}
        timeZone={list.timeZone}
      />
    </RecordPage>
  );
}
