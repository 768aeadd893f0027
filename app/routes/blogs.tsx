import { useTranslation } from '../i18n/use-translation.tsx';
import type { Route } from './+types/blogs';
import { listBlogs } from '../features/blogs/blogs.server.ts';
import { BlogCard } from '../features/blogs/components/blog-card.tsx';
import { LinkBoxes } from '../features/blogs/components/link-boxes.tsx';
import { seoLinkBoxes } from '../features/blogs/link-boxes.ts';
import { brandTextKey } from '../features/content/brand-text.ts';
import { ContentHeader } from '../features/content/components/content-header.tsx';
import { BLOG_META_DESCRIPTION_MAX, contentMeta } from '../features/content/content-meta.ts';
import { useSiteShell } from '../features/platform/use-site-shell.ts';
import { requestContext } from '../request-context.server.ts';

// Blog overview (screens.md 2 Blogs, decisions.md 15).

export async function loader({ context }: Route.LoaderArgs) {
  const { db, platform } = context.get(requestContext);
  return { blogs: await listBlogs(db, platform) };
}

export function meta({ matches, location }: Route.MetaArgs) {
  return contentMeta(
    matches,
    (shell, t) => {
      const brand = shell?.brand ?? { kind: 'company' as const };
      return { title: t(brandTextKey(brand, 'blogs.meta.title')), description: t(brandTextKey(brand, 'blogs.meta.description')), canonicalPath: location.pathname, alternates: true };
    },
    BLOG_META_DESCRIPTION_MAX,
  );
}

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
