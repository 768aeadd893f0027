import { useEffect } from 'react';
import { useTranslation } from '../i18n/use-translation.tsx';
import { BandBackground } from '../components/ui/band-background.tsx';
import type { Route } from './+types/home';
import { searchActivities } from '../features/search/search.server.ts';
import { BlogCard } from '../features/blogs/components/blog-card.tsx';
import { LinkBoxes } from '../features/blogs/components/link-boxes.tsx';
import { listHomeBlogs } from '../features/blogs/blogs.server.ts';
import { seoLinkBoxes } from '../features/blogs/link-boxes.ts';
import { listFilters } from '../features/filters/filters.server.ts';
import { HeroSearch } from '../features/home/components/hero-search.tsx';
import { BlogSection, CategoryOverview, NewActivities } from '../features/home/components/home-sections.tsx';
import { loadHome } from '../features/home/home.server.ts';
import type { HomeData } from '../features/home/home.types.ts';
import { screenTexts } from '../i18n/catalogue-loader.ts';
import { loaderHead } from '../page-head/loader-head.ts';
import { pageHeadOf } from '../page-head/page-head.server.ts';
import { useSiteShell } from '../site-shell/use-site-shell.ts';
import { requestContext } from '../request-context.server.ts';

// Home (screens.md 2): hero search, category overview, new activities, blogs and link boxes.

export async function loader({ context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const [home, head] = await Promise.all([
    loadHome(ctx, { listFilters, searchActivities, homeBlogs: listHomeBlogs, linkBoxes: seoLinkBoxes }, ctx.brand),
    pageHeadOf(ctx, { key: ctx.brand.kind === 'kids' ? 'pages.home.kidsTitle' : 'pages.home.title' }, { canonicalPath: '/' }),
  ]);
  return { ...home, head };
}

/** The catalogue parts of this screen, loaded before it renders in the browser (app/i18n/text-parts.ts). */
export const handle = await screenTexts('overview', 'home');

export const meta: Route.MetaFunction = loaderHead;

export default function Screen({ loaderData }: Route.ComponentProps) {
  const data = loaderData as HomeData;
  const { t } = useTranslation();
  const { brand } = useSiteShell();
  const { features } = brand;
  // screens.md 2: on entry the page starts at the top.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);
  return (
    <>
      <section className="relative overflow-hidden bg-brand-strong text-white" data-testid="hero">
        {data.heroImage ? (
          <BandBackground url={data.heroImage.url} height={800} priority overlayClassName="bg-gradient-to-b from-black/60 via-black/45 to-black/60" />
        ) : null}
        <div className="relative mx-auto max-w-7xl px-4 py-12 sm:py-20">
          <h1 className="max-w-3xl text-3xl font-bold sm:text-5xl">{t(`home.hero.title.${brand.kind}`)}</h1>
          <p className="mt-3 max-w-2xl text-lg sm:text-xl">{t(`home.hero.subtitle.${brand.kind}`)}</p>
          <div className="mt-8">
            <HeroSearch options={data.heroOptions} total={data.total} dropdownLabel={t(`home.hero.type.${brand.kind}`)} />
          </div>
        </div>
      </section>
      <CategoryOverview cards={data.categories} title={t(`home.categories.title.${brand.kind}`)} />
      {features.newActivities ? <NewActivities items={data.newActivities} /> : null}
      {data.blogs.length > 0 ? (
        <BlogSection image={data.blogImage}>
          {data.blogs.map((blog) => (
            <BlogCard key={blog.id} blog={blog} headingLevel={3} />
          ))}
        </BlogSection>
      ) : null}
      <LinkBoxes boxes={data.linkBoxes} />
    </>
  );
}
