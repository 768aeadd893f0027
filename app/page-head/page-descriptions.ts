import type { Locale } from '../config/brand.ts';
import { translate } from '../i18n/i18n.ts';

/**
 * Meta descriptions of the pages whose text is no content of their own (the overview, the list of
 * organisations, an organisation's page): made from what the page shows, so no two of them fall back to
 * the one brand tagline (the SEO crawl found 49 nl pages sharing it). The tagline stays the home page's.
 */

/** How many of an organisation's activity titles its description names. */
const EXAMPLE_TITLES = 3;

/** The activity overview (/uitjes, its filter states and pages): how many activities, and which page. */
export function overviewDescription(locale: Locale, total: number, page: number): string {
  const text = translate(locale, 'pages.activities.description', { count: total });
  return page > 1 ? `${text} ${translate(locale, 'pages.activities.page', { page })}` : text;
}

/** The list of all organisations (/overzicht). */
export function organisationsDescription(locale: Locale, platformName: string): string {
  return translate(locale, 'pages.organisations.description', { platformName });
}

/** One organisation's page: its name, how many activities and the first few titles. */
export function organisationDescription(locale: Locale, platformName: string, name: string, activityTitles: readonly string[]): string {
  if (activityTitles.length === 0) return translate(locale, 'pages.organisation.descriptionNone', { name, platformName });
  const examples = activityTitles.slice(0, EXAMPLE_TITLES).join(', ');
  return translate(locale, 'pages.organisation.description', { name, platformName, count: activityTitles.length, examples });
}
