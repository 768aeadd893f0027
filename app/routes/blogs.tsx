import { useTranslation } from '../i18n/use-translation.tsx';
import type { Route } from './+types/blogs';
import { listBlogs } from '../features/blogs/blogs.server.ts';
import { BlogCard } from '../features/blogs/components/blog-card.tsx';
import { LinkBoxes } from '../features/blogs/components/link-boxes.tsx';
import { seoLinkBoxes } from '../features/blogs/link-boxes.ts';
import { brandTextKey } from '../features/content/brand-text.ts';
import { ContentHeader } from '../features/content/components/content-header.tsx';
import { BLOG_META_DESCRIPTION_MAX, contentHead } from '../features/content/content-head.server.ts';
import { screenTexts } from '../i18n/catalogue-loader.ts';
import { loaderHead } from '../page-head/loader-head.ts';
import { useSiteShell } from '../site-shell/use-site-shell.ts';
import { requestContext } from '../request-context.server.ts';

// Blog overview (screens.md 2 Blogs, decisions.md 15).

export async function loader({ context, url }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const { pathname } = url;
  const [blogs, head] = await Promise.all([
    listBlogs(ctx.db, ctx.platform),
    contentHead(
      ctx,
      (brand, t) => ({
        title: t(brandTextKey(brand, 'blogs.meta.title')),
        description: t(brandTextKey(brand, 'blogs.meta.description')),
        canonicalPath: pathname,
        alternates: true,
      }),
      BLOG_META_DESCRIPTION_MAX,
    ),
  ]);
  return { blogs, head };
}

/** The catalogue parts of this screen, loaded before it renders in the browser (app/i18n/text-parts.ts). */
export const handle = await screenTexts('home', 'content');

export const meta: Route.MetaFunction = loaderHead;

export default function Screen({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { brand } = useSiteShell();
  return (
    <>
      <ContentHeader title={t(brandTextKey(brand, 'blogs.header.title'))} intro={t(brandTextKey(brand, 'blogs.header.intro'))} />
      <div className="mx-auto max-w-6xl px-4 py-10">
        {loaderData.blogs.length === 0 ? (
          <p>{t('blogs.empty')}</p>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="blog-list">
            {loaderData.blogs.map((blog, index) => (
              <li key={blog.id} className="flex">
                <BlogCard blog={blog} priority={index === 0} />
              </li>
            ))}
          </ul>
        )}
      </div>
      <LinkBoxes boxes={seoLinkBoxes(brand)} />
    </>
  );
}
