import { redirect } from 'react-router';
import { RecordPage } from '../../../../portal/ui/record-page.tsx';
import type { Route } from './+types/new';
import { BlogEditor } from '../../../../features/blogs/components/blog-editor.tsx';
import { BLOG_FORM } from '../../../../features/blogs/blog-admin.schemas.ts';
import { blogListOf, blogProvinceNames, createBlog } from '../../../../features/blogs/blog-admin.server.ts';
import { screenTexts } from '../../../../i18n/catalogue-loader.ts';
import { loaderHead } from '../../../../page-head/loader-head.ts';
import { usePortalText } from '../../../../portal/ui/portal-page.tsx';
import { replyOf } from '../../../../components/forms/post-form.tsx';
import { backOfficeOf } from '../back-office.server.ts';
import { blogPath } from './paths.ts';
import { blogRefusal, readBlogForm } from './blogs.server.ts';
import { asActor, portalHead } from '../../portal-guards.server.ts';

// A new article in the list the chosen platform shows (decision 104); saved, it opens in its editor.

export async function loader({ context, request }: Route.LoaderArgs) {
  const { ctx, portal, actor, platform } = await backOfficeOf(context, request);
  const list = await asActor(() => blogListOf(ctx.db, actor, platform.id));
  const provinceNames = await asActor(() => blogProvinceNames(ctx.db, actor, list.platformId));
  return { head: portalHead(portal, 'portal.backOffice.blogs.newTitle'), platform, list, provinceNames, today: new Date().toISOString().slice(0, 10) };
}

export async function action({ context, request }: Route.ActionArgs) {
  const { ctx, portal, actor, platform } = await backOfficeOf(context, request);
  const list = await asActor(() => blogListOf(ctx.db, actor, platform.id));
  const read = await readBlogForm(request, portal, ctx);
  if (!read.ok) return read.response;
  const result = await asActor(() => createBlog(ctx.db, actor, list.platformId, read.value, read.image));
  if (!result.ok) return blogRefusal(result, read.formData);
  throw redirect(blogPath(platform.id, result.id, '', '&nieuw=1'));
}

export const handle = await screenTexts('portal');
export const meta: Route.MetaFunction = loaderHead;

export default function BackOfficeBlogNew({ loaderData, actionData }: Route.ComponentProps) {
  const t = usePortalText();
  const { platform, list, provinceNames, today } = loaderData;
  return (
    <RecordPage
      back={{ to: blogPath(platform.id), label: t('portal.backOffice.blogs.back') }}
      title={
        <>
          {t('portal.backOffice.blogs.newTitle')} · {list.name}
        </>
      }
    >
      <BlogEditor
        values={{
          title: '',
          content: '',
          tags: [],
          provinces: [],
          publishedAt: today,
          state: 'draft',
          buttonTitle: null,
          buttonUrl: null,
          websiteUrl: null,
          image: null,
          publishAt: null,
          unpublishAt: null,
        }}
        provinceNames={provinceNames}
        reply={replyOf(actionData, BLOG_FORM)}
        submitLabel={t('portal.backOffice.blogs.create')}
        timeZone={list.timeZone}
      />
    </RecordPage>
  );
}
