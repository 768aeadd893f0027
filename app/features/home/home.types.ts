import type { Media } from '../../public-api/public-api.schemas.ts';
import type { BlogSummary } from '../blogs/blog.types.ts';

/** What the home screen receives from its loader (screens.md 2 Home). */

export interface HeroOption {
  id: number;
  name: string;
}

export interface CategoryCard {
  key: string;
  name: string;
  count: number;
  image: Media | null;
  /** The filters the card sets on the overview. */
  filterIds: number[];
  /** Filters shown under a group card (company brands). */
  filters: HeroOption[];
}

export interface NewActivity {
  id: number;
  slug: string;
  title: string;
  description: string | null;
  companyName: string | null;
  personsMin: number;
  personsMax: number;
  media: Media[];
  organisation: { id: number; name: string } | null;
}

export type HomeBlog = BlogSummary;

export interface HomeLinkBox {
  titleKey?: string;
  links: Array<{ href: string; label: { key: string; values?: Record<string, string> } }>;
}

export interface HomeData {
  heroOptions: HeroOption[];
  heroImage: Media | null;
  total: number;
  categories: CategoryCard[];
  newActivities: NewActivity[];
  blogs: HomeBlog[];
  blogImage: { url: string; alt: string } | null;
  linkBoxes: HomeLinkBox[];
}
