import { data } from 'react-router';
import { useTranslation } from '../i18n/use-translation.tsx';
import type { Route } from './+types/blog-tag';
import { Breadcrumbs } from '../components/layout/breadcrumbs.tsx';
import { Pagination } from '../components/ui/pagination.tsx';
import { PAGE_PARAM, pageExists, requestedPage } from '../components/ui/page-param.ts';
import { blogTagPath, tagSlugOfFile } from '../features/blogs/blog-tags.ts';
import { listBlogsWithTag } from '../features/blogs/blogs.server.ts';
import { BlogCard } from '../features/blogs/components/blog-card.tsx';
import { ContentHeader } from '../features/content/components/content-header.tsx';
import { BLOG_META_DESCRIPTION_MAX, contentHead } from '../features/content/content-head.server.ts';
import { screenTexts } from '../i18n/catalogue-loader.ts';
import { loaderHead } from '../page-head/loader-head.ts';
import { requestContext } from '../request-context.server.ts';

// The articles with one tag (screens.md Blogs: article bodies link to /blogs/{tag}.html), 12 a page.
// An unknown tag or a page past the last is the not-found screen.

export const BLOG_TAG_PAGE_SIZE = 12;

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const slug = tagSlugOfFile(params.tagFile);
  const tagged = slug ? await listBlogsWithTag(ctx.db, ctx.platform, slug) : null;
  if (!tagged) throw data(null, { status: 404 });
  const page = requestedPage(url.searchParams);
  const pageCount = Math.max(1, Math.ceil(tagged.blogs.length / BLOG_TAG_PAGE_SIZE));
  if (!pageExists(page, pageCount)) throw data(null, { status: 404 });
  const path = blogTagPath(tagged.tag);
  const head = await contentHead(
    ctx,
    (_brand, t) => ({
      title: t('blogTag.metaTitle', { tag: tagged.tag.name }),
      description: t('blogTag.metaDescription', { tag: tagged.tag.name, count: tagged.blogs.length }),
      canonicalPath: page > 1 ? `${path}?${PAGE_PARAM}=${page}` : path,
      breadcrumbs: [
        { name: t('site.home'), path: '/' },
        { name: t('blogs.breadcrumb'), path: '/blogs' },
        { name: tagged.tag.name, path },
      ],
    }),
    BLOG_META_DESCRIPTION_MAX,
  );
  const blogs = tagged.blogs.slice((page - 1) * BLOG_TAG_PAGE_SIZE, page * BLOG_TAG_PAGE_SIZE);
  return { tag: tagged.tag, blogs, page, pageCount, total: tagged.blogs.length, head };
}

/** The catalogue parts of this screen, loaded before it renders in the browser (app/i18n/text-parts.ts). */
export const handle = await screenTexts('home', 'content');

export const meta: Route.MetaFunction = loaderHead;

export default function Screen({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { tag, blogs, page, pageCount, total } = loaderData;
  const path = blogTagPath(tag);
  return (
    <>
      <ContentHeader title={t('blogTag.title', { tag: tag.name })} intro={t('blogTag.intro', { count: total })} />
      <div className="mx-auto max-w-6xl px-4 py-10">
        <Breadcrumbs
          className="mb-6 text-gray-700"
          items={[{ label: t('site.home'), to: '/' }, { label: t('blogs.breadcrumb'), to: '/blogs' }, { label: tag.name }]}
        />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="blog-list">
          {blogs.map((blog, index) => (
            <li key={blog.id} className="flex">
              <BlogCard blog={blog} priority={index === 0} />
            </li>
          ))}
        </ul>
        <Pagination page={page} pageCount={pageCount} hrefOf={(n) => (n > 1 ? `${path}?page=${n}` : path)} testId="blog-pagination" />
      </div>
    </>
  );
}
