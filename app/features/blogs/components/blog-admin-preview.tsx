import { imageSources } from '../../../components/ui/image-sources.ts';
import { usePortalText } from '../../../portal/ui/portal-page.tsx';
import type { BlogArticle } from '../blog.types.ts';

/** Typography of the article HTML, as on the public blog page (routes/blog-detail.tsx). */
const BLOG_BODY =
  'space-y-4 text-lg leading-relaxed [&_a]:underline [&_a]:underline-offset-2 [&_h2]:mt-8 [&_h2]:text-2xl [&_h2]:font-bold [&_h3]:mt-6 [&_h3]:text-xl [&_h3]:font-semibold [&_img]:rounded-lg [&_li]:ml-6 [&_ol]:list-decimal [&_ul]:list-disc';

/**
 * The operators' preview of an article (decision 104), drafts included: laid out as the public blog page
 * shows it, with the same sanitised HTML. Tags and the button are shown, not linked: their pages live on
 * the brand's site, not in the portal.
 */
export function BlogAdminPreview({ blog }: { blog: BlogArticle }) {
  const t = usePortalText();
  return (
    <article className="mx-auto max-w-3xl rounded-lg border border-slate-200 bg-white px-4 py-8 sm:px-8" data-testid="blog-preview">
      {blog.image ? (
        <img
          {...imageSources(blog.image.url, 1000, '(min-width: 768px) 736px, 100vw')}
          alt={blog.image.alt}
          width={1000}
          height={563}
          className="mb-6 aspect-video w-full rounded-lg object-cover"
        />
      ) : null}
      {/* The portal page's own h1 names the preview; the article's title is the next level. */}
      <h2 className="mb-6 text-3xl font-bold sm:text-4xl">{blog.title}</h2>
      <div className={`blog-body ${BLOG_BODY}`} data-testid="blog-preview-body" dangerouslySetInnerHTML={{ __html: blog.html }} />
      {blog.website ? (
        <p className="mt-6">
          <a href={blog.website} target="_blank" rel="noopener noreferrer" className="font-semibold underline underline-offset-2">
            {t('portal.backOffice.blogs.previewWebsite')}
          </a>
        </p>
      ) : null}
      {blog.tags.length > 0 ? (
        <p className="mt-6 flex flex-wrap items-center gap-2">
          <span className="font-semibold">{t('portal.backOffice.blogs.previewTags')}:</span>
          {blog.tags.map((tag) => (
            <span key={tag.slug} className="rounded-full border border-slate-300 bg-slate-50 px-3 py-1 text-sm">
              {tag.name}
            </span>
          ))}
        </p>
      ) : null}
      {blog.button ? (
        <p className="mt-8">
          <span className="inline-flex items-center justify-center rounded-md bg-slate-800 px-5 py-2.5 font-semibold text-white" title={blog.button.url}>
            {blog.button.title}
          </span>
        </p>
      ) : null}
    </article>
  );
}
