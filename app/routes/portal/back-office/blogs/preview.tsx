import { Link } from 'react-router';
import type { Route } from './+types/preview';
import { BlogAdminPreview } from '../../../../features/blogs/components/blog-admin-preview.tsx';
import { blogArticleOf, blogListOf, getBlogForAdmin } from '../../../../features/blogs/blog-admin.server.ts';
import { screenTexts } from '../../../../i18n/catalogue-loader.ts';
import { loaderHead } from '../../../../page-head/loader-head.ts';
import { linkClassName, usePortalText, PageHeading } from '../../../../portal/ui/portal-page.tsx';
import { backOfficeOf } from '../back-office.server.ts';
import { blogPath } from './paths.ts';
import { asActor, pathId, portalHead } from '../../portal-guards.server.ts';

// The preview of an article, draft or published (decision 104): in the portal, for operators only (the
// back office's guard), laid out as the brand's blog page shows it.

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { ctx, portal, actor, platform } = await backOfficeOf(context, request);
  const list = await asActor(() => blogListOf(ctx.db, actor, platform.id));
  const blog = await asActor(() => getBlogForAdmin(ctx.db, actor, list.platformId, pathId(params.id)));
  return { head: portalHead(portal, 'portal.backOffice.blogs.previewTitle'), platform, article: blogArticleOf(blog), active: blog.active };
}

export const handle = await screenTexts('portal');
export const meta: Route.MetaFunction = loaderHead;

export default function BackOfficeBlogPreview({ loaderData }: Route.ComponentProps) {
  const t = usePortalText();
  const { platform, article, active } = loaderData;
  return (
    <div>
      <p className="mb-2">
        <Link to={blogPath(platform.id, article.id)} className={linkClassName}>
          {t('portal.backOffice.blogs.previewBack')}
        </Link>
      </p>
      <PageHeading
        title={
          <>
            {t('portal.backOffice.blogs.previewTitle')} · {t(`portal.backOffice.blogs.states.${active ? 'published' : 'draft'}`)}
          </>
        }
        intro={t('portal.backOffice.blogs.previewNote')}
      />
      <BlogAdminPreview blog={article} />
    </div>
  );
}
