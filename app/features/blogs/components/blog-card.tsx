import { useTranslation } from '../../../i18n/use-translation.tsx';
import { Link } from 'react-router';
import { deepSecondaryBg, deepSecondaryHoverBg } from '../../../components/forms/brand-styles.ts';
import { imageSources } from '../../../components/ui/image-sources.ts';
import { truncate } from '../blog-html.ts';
import type { BlogSummary } from '../blog.types.ts';

export const BLOG_CARD_TITLE_MAX = 60;
export const BLOG_CARD_TEXT_MAX = 120;
export const BLOG_CARD_IMAGE_WIDTH = 400;

/** A blog card (screens.md Blogs): links to /blog/{id}; title cut at 60, text at 120 characters. */
export function BlogCard({ blog, headingLevel = 2, priority = false }: { blog: BlogSummary; headingLevel?: 2 | 3; priority?: boolean }) {
  const { t } = useTranslation();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const href = `/blog/${blog.id}`;
  return (
    <article className="flex flex-col overflow-hidden rounded-lg border border-brand-border bg-white shadow-sm" data-testid="blog-card">
      {blog.image ? (
        <img
          {...imageSources(blog.image.url, BLOG_CARD_IMAGE_WIDTH, '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw')}
          alt={blog.image.alt}
          width={BLOG_CARD_IMAGE_WIDTH}
          height={Math.round((BLOG_CARD_IMAGE_WIDTH * 9) / 16)}
          // The first card of the blog list is in the first view (its LCP): no lazy loading there.
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          className="aspect-video w-full object-cover"
        />
      ) : (
        <div className="aspect-video w-full bg-brand-light" aria-hidden="true" />
      )}
      <div className="flex flex-1 flex-col gap-3 p-5">
        <Heading className="text-lg font-bold leading-snug">
          <Link to={href} className="hover:underline">
            {truncate(blog.title, BLOG_CARD_TITLE_MAX)}
          </Link>
        </Heading>
        <p className="flex-1 text-gray-700">{truncate(blog.text, BLOG_CARD_TEXT_MAX)}</p>
        {/* The title as hidden text, not aria-label: link text alone must say where it goes (Lighthouse link-text). */}
        <Link to={href} className={`self-start rounded-md ${deepSecondaryBg} px-4 py-2 font-semibold text-white ${deepSecondaryHoverBg}`}>
          {t('blogCard.button.title')}
          <span className="sr-only">: {blog.title}</span>
        </Link>
      </div>
    </article>
  );
}
