import { useTranslation } from '../i18n/use-translation.tsx';
import { Link, redirect } from 'react-router';
import type { Route } from './+types/blog-detail';
import { actionButtonClassName, deepPrimaryText } from '../components/forms/brand-styles.ts';
import { imageSources } from '../components/ui/image-sources.ts';
import type { Database } from '../../db/client.server.ts';
import { searchActivities } from '../features/search/search.server.ts';
import { getBlog, placesInTitle } from '../features/blogs/blogs.server.ts';
import { blogTagPath } from '../features/blogs/blog-tags.ts';
import { RelatedActivities } from '../features/blogs/components/related-activities.tsx';
import {
  type NamedPlace,
  RELATED_NEAR_KM,
  RELATED_PER_PROVINCE,
  RELATED_PROVINCES,
  type RelatedProvince,
  blogButtonHref,
  filtersForTags,
  relatedPlaceIn,
  relatedProvinces,
} from '../features/blogs/related.ts';
import type { BlogArticle } from '../features/blogs/blog.types.ts';
import { listFilters } from '../features/filters/filters.server.ts';
import { searchLocations } from '../features/locations/locations.server.ts';
import { LinkBoxes } from '../features/blogs/components/link-boxes.tsx';
import { seoLinkBoxes } from '../features/blogs/link-boxes.ts';
import { Breadcrumbs } from '../components/layout/breadcrumbs.tsx';
import { BLOG_META_DESCRIPTION_MAX, contentHead } from '../features/content/content-head.server.ts';
import { screenTexts } from '../i18n/catalogue-loader.ts';
import { loaderHead } from '../page-head/loader-head.ts';
import { useSiteShell } from '../site-shell/use-site-shell.ts';
import { type RequestLogger, requestContext } from '../request-context.server.ts';
import { parseDatabaseId } from '../config/database-id.ts';

// One blog article (screens.md 2 Blogs): an unknown id redirects to /not-found (screens.md 8).

/** Typography of the article HTML (the body is sanitised editorial markup). */
const BLOG_BODY =
  'space-y-4 text-lg leading-relaxed [&_a]:underline [&_a]:underline-offset-2 [&_h2]:mt-8 [&_h2]:text-2xl [&_h2]:font-bold [&_h3]:mt-6 [&_h3]:text-xl [&_h3]:font-semibold [&_img]:rounded-lg [&_li]:ml-6 [&_ol]:list-decimal [&_ul]:list-disc';

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const { db, platform, log } = ctx;
  const id = parseDatabaseId(params.id);
  const blog = id === null ? null : await getBlog(db, platform, id);
  if (!blog) throw redirect('/not-found');
  const { pathname } = url;
  const [related, head] = await Promise.all([
    relatedActivities(db, platform.id, blog, log),
    contentHead(
      ctx,
      (_brand, t) => ({
        title: blog.title,
        description: blog.text,
        image: blog.image?.url ?? null,
        ogType: 'article',
        canonicalPath: pathname,
        breadcrumbs: [
          { name: t('site.home'), path: '/' },
          { name: t('blogs.breadcrumb'), path: '/blogs' },
          { name: blog.title, path: pathname },
        ],
      }),
      BLOG_META_DESCRIPTION_MAX,
    ),
  ]);
  return { blog, related, head };
}

/**
 * 'Relevante uitjes' (decision 030): activities that fit the article's own places and tags. The
 * provinces are those the article is about (its provinces, else those its text names); an article about
 * no province gets the provinces with the most activities for its tags. Within a province, the place the
 * title names there comes first (decision 104: an article about Amsterdam listed Den Helder): a city's
 * activities within RELATED_NEAR_KM, nearest first, or a region's; then the whole province. In each,
 * activities with a filter named like one of the article's tags are first choice. Failures leave the
 * list out (logged).
 */
async function relatedActivities(db: Database, platformId: number, blog: BlogArticle, log: RequestLogger): Promise<RelatedProvince[]> {
  try {
    const [{ locations }, { filters }, named] = await Promise.all([
      searchLocations(db, platformId, { page: 1, limit: 30, filterQuery: { type: 'PROVINCE' } }),
      listFilters(db, platformId, { page: 1, limit: 100, filterQuery: {} }, { counts: false }),
      placesInTitle(db, platformId, blog.title),
    ]);
    const tagFilters = filtersForTags(blog.tags, filters);
    const search = (provinceId: number, withTags: boolean, limit: number, place: NamedPlace | null = null) =>
      searchActivities(
        db,
        platformId,
        {
          page: 1,
          limit,
          province: provinceId,
          // A radius search lists the nearest first (search-keys.server.ts).
          advancedCitySearch: place?.type === 'CITY' ? { cityId: place.id, radiusKm: RELATED_NEAR_KM } : null,
          region: place?.type === 'REGION' ? place.id : null,
          filters: withTags ? tagFilters : null,
          // The article's id seeds the order: the same article shows the same activities, another article others.
          orderBy: { field: 'random', direction: 'DESC', seed: blog.id },
        },
        { counts: false },
      );
    let provinces = relatedProvinces(blog, locations);
    if (provinces.length === 0) {
      // About no place: the provinces where the article's subject is offered most.
      const totals = await Promise.all(locations.map(async (province) => ({ province, total: (await search(province.id, tagFilters.length > 0, 1)).total })));
      provinces = totals
        .filter((entry) => entry.total > 0)
        .sort((x, y) => y.total - x.total || x.province.name.localeCompare(y.province.name))
        .map((entry) => entry.province);
    }
    const related: RelatedProvince[] = [];
    for (const province of provinces) {
      if (related.length >= RELATED_PROVINCES) break;
      // Near the named place, else anywhere in the province; those with the article's tags first, the rest
      // of the place's after them.
      const place = relatedPlaceIn(province.id, named);
      const activities = new Map<string, { title: string; slug: string }>();
      for (const where of place ? [place, null] : [null]) {
        for (const withTags of tagFilters.length > 0 ? [true, false] : [false]) {
          if (activities.size >= RELATED_PER_PROVINCE) break;
          for (const { title, slug } of (await search(province.id, withTags, RELATED_PER_PROVINCE, where)).activities)
            if (activities.size < RELATED_PER_PROVINCE && !activities.has(slug)) activities.set(slug, { title, slug });
        }
        if (activities.size > 0) break;
      }
      if (activities.size > 0) related.push({ province: province.name, activities: [...activities.values()] });
    }
    return related;
  } catch (error) {
    log.error({ err: error }, 'related activities of a blog failed');
    return [];
  }
}

/** The catalogue parts of this screen, loaded before it renders in the browser (app/i18n/text-parts.ts). */
export const handle = await screenTexts('home', 'content');

export const meta: Route.MetaFunction = loaderHead;

export default function Screen({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { brand } = useSiteShell();
  const { blog } = loaderData;
  return (
    <>
      <article className="mx-auto max-w-3xl px-4 py-8">
        <Breadcrumbs
          className="mb-6 hidden text-gray-700 sm:block"
          items={[{ label: t('site.home'), to: '/' }, { label: t('blogs.breadcrumb'), to: '/blogs' }, { label: blog.title }]}
        />
        <Link
          to="/blogs"
          className={`mb-6 inline-flex items-center gap-1 font-semibold ${deepPrimaryText} underline underline-offset-2 sm:hidden`}
          data-testid="blog-back"
        >
          <span aria-hidden="true">←</span> {t('blog.back')}
        </Link>
        {blog.image ? (
          <img
            {...imageSources(blog.image.url, 1000, '(min-width: 768px) 736px, 100vw')}
            alt={blog.image.alt}
            width={1000}
            height={563}
            fetchPriority="high"
            className="mb-6 aspect-video w-full rounded-lg object-cover"
          />
        ) : null}
        <h1 className="mb-6 text-3xl font-bold sm:text-4xl">{blog.title}</h1>
        <div className={`blog-body ${BLOG_BODY}`} data-testid="blog-body" dangerouslySetInnerHTML={{ __html: blog.html }} />
        {blog.website ? (
          <p className="mt-6">
            <a
              href={blog.website}
              target="_blank"
              rel="noopener noreferrer"
              className={`font-semibold underline underline-offset-2 ${deepPrimaryText}`}
              data-testid="blog-website"
            >
              {t('blog.website')}
              <span className="sr-only"> ({t('blog.newWindow')})</span>
            </a>
          </p>
        ) : null}
        {blog.tags.length > 0 ? (
          <nav className="mt-6 flex flex-wrap items-center gap-2" aria-label={t('blog.tags')} data-testid="blog-tags">
            <span className="font-semibold">{t('blog.tags')}:</span>
            {blog.tags.map((tag) => (
              <Link
                key={tag.slug}
                to={blogTagPath(tag)}
                className="rounded-full border border-brand-border bg-brand-light px-3 py-1 text-sm hover:border-brand-strong"
              >
                {tag.name}
              </Link>
            ))}
          </nav>
        ) : null}
        {blog.button ? (
          <p className="mt-8">
            <Link to={blogButtonHref(blog.button.url)} className={actionButtonClassName}>
              {blog.button.title}
            </Link>
          </p>
        ) : null}
        <RelatedActivities groups={loaderData.related} />
      </article>
      <LinkBoxes boxes={seoLinkBoxes(brand)} />
    </>
  );
}
