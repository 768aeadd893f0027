import type { Database } from '../../../db/client.server.ts';
import { ACTIVITY_FILTER_GROUP, type Brand } from '../../config/brand.ts';
import { orFallback, type PlatformRow, type RequestLogger } from '../../request-context.server.ts';
import { plainDescription, truncateText } from '../../components/ui/plain-text.ts';
import type { ActivityFilterQuery, ActivityList } from '../activities/activities.schemas.ts';
import type { BlogImage, BlogSummary } from '../blogs/blog.types.ts';
import type { FilterList } from '../filters/filters.schemas.ts';
import { IGNORED_FILTER_GROUP } from '../journey/overview-query.schemas.ts';
import type { CategoryCard, HomeData, HomeLinkBox } from './home.types.ts';

/** At most 3 blog cards on the home page (screens.md 9); 6 new activities in two columns. */
export const HOME_BLOG_COUNT = 3;
export const NEW_ACTIVITY_COUNT = 6;
/** About two lines of the block's half-width column. */
const NEW_ACTIVITY_DESCRIPTION_MAX = 160;

/** Services of other features the route hands in (routes compose features, docs/architecture.md#house-rule-2). */
export interface HomeServices {
  listFilters: (db: Database, platformId: number, query: { page: number; limit: number; filterQuery: Record<string, never> }) => Promise<FilterList>;
  searchActivities: (
    db: Database,
    platformId: number,
    query: ActivityFilterQuery & { page: number; limit: number },
    options?: { counts?: boolean },
  ) => Promise<ActivityList>;
  /** The first `count` articles of the platform's list, and the image of the first article that has one. */
  homeBlogs: (db: Database, platform: PlatformRow, count: number) => Promise<{ blogs: BlogSummary[]; image: BlogImage | null }>;
  linkBoxes: (brand: Pick<Brand, 'features'>) => HomeLinkBox[];
}

interface Ctx {
  db: Database;
  platform: PlatformRow;
  log: RequestLogger;
}

/** Category cards (screens.md 2): filter groups on company brands, the filters of 'Activiteiten' on kids. */
export function categoryCards(list: FilterList, mode: 'filterGroups' | 'activityFilters'): CategoryCard[] {
  const filters = list.filters.filter((f) => f.filterGroup.name !== IGNORED_FILTER_GROUP);
  if (mode === 'activityFilters') {
    return filters
      .filter((f) => f.filterGroup.name === ACTIVITY_FILTER_GROUP)
      .map((f) => ({ key: `f${f.id}`, name: f.name, count: f.activityCount ?? 0, image: f.image, filterIds: [f.id], filters: [] }));
  }
  const groups = new Map<number, CategoryCard>();
  for (const f of filters) {
    const card = groups.get(f.filterGroup.id) ?? {
      key: `g${f.filterGroup.id}`,
      name: f.filterGroup.name,
      count: f.filterGroup.activityCount ?? 0,
      image: f.filterGroup.image ?? f.image,
      filterIds: [],
      filters: [],
    };
    card.filterIds.push(f.id);
    card.filters.push({ id: f.id, name: f.name });
    groups.set(f.filterGroup.id, card);
  }
  return [...groups.values()];
}

/** Everything the home page shows (screens.md 2 Home). */
export async function loadHome(ctx: Ctx, services: HomeServices, brand: Brand): Promise<HomeData> {
  const { db, platform, log } = ctx;
  const { features } = brand;
  const empty: FilterList = { filters: [], pageCount: 0, total: 0 };
  // One search gives both the total and, where the brand shows them, the newest activities; the home
  // page shows no facet counts.
  const [filterList, newest, blogs] = await Promise.all([
    orFallback(log, 'filters load', services.listFilters(db, platform.id, { page: 1, limit: 100, filterQuery: {} }), empty),
    orFallback(
      log,
      'activities load',
      services.searchActivities(
        db,
        platform.id,
        features.newActivities ? { page: 1, limit: NEW_ACTIVITY_COUNT, orderBy: { field: 'createdAt', direction: 'DESC' } } : { page: 1, limit: 1 },
        { counts: false },
      ),
      null,
    ),
    orFallback(log, 'blogs load', services.homeBlogs(db, platform, HOME_BLOG_COUNT), { blogs: [], image: null }),
  ]);
  const usable = filterList.filters.filter((f) => f.filterGroup.name !== IGNORED_FILTER_GROUP);
  const heroFilters =
    features.heroDropdown === 'activityFilters'
      ? usable.filter((f) => f.filterGroup.name === ACTIVITY_FILTER_GROUP)
      : usable.filter((f) => f.filterGroup.id === usable[0]?.filterGroup.id);
  return {
    heroOptions: heroFilters.map((f) => ({ id: f.id, name: f.name })),
    heroImage: usable.find((f) => f.filterGroup.headerImage)?.filterGroup.headerImage ?? null,
    total: newest?.total ?? 0,
    categories: categoryCards(filterList, features.categoryCards),
    newActivities: (features.newActivities ? (newest?.activities ?? []) : []).map((a) => ({
      id: a.id,
      slug: a.slug,
      title: a.title,
      // Two lines on the page: the plain text, cut short so the page data stays small.
      description: truncateText(plainDescription(a.description), NEW_ACTIVITY_DESCRIPTION_MAX) || null,
      companyName: a.companyName,
      personsMin: a.personsMin ?? 0,
      personsMax: a.personsMax ?? 0,
      media: a.media,
      organisation: a.organisation ? { id: a.organisation.id, name: a.organisation.name } : null,
    })),
    blogs: blogs.blogs,
    blogImage: blogs.image,
    linkBoxes: services.linkBoxes(brand),
  };
}
