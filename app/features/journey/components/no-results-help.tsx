import { Link } from 'react-router';
import { formatNumber } from '../../../components/ui/format.ts';
import { componentTexts } from '../../../i18n/component-texts.ts';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { useSiteShell } from '../../../site-shell/use-site-shell.ts';
import type { NoResultsHelpView } from '../journey.types.ts';
import { type OverviewState, hasActiveFilters } from '../overview-query.schemas.ts';

// Its texts come with this code (a catalogue part of their own), not with every overview's JavaScript.
await componentTexts('search');

const LINK = 'font-semibold text-brand-strong underline underline-offset-2 hover:no-underline';

/**
 * The note above a list of the closest activities, shown when none matched every word (decision 105,
 * docs/decisions/105 "Almost never nothing"): what was searched instead, and the closest categories as links.
 */
export function ClosestNote({ state, help }: { state: OverviewState; help: NoResultsHelpView }) {
  const { t } = useTranslation();
  const { brand } = useSiteShell();
  return (
    <section aria-labelledby="closest-title" className="mt-6 rounded-lg border border-gray-200 bg-white p-4 text-gray-700 sm:p-6" data-testid="closest-note">
      <h3 id="closest-title" className="text-lg font-semibold break-words text-gray-900">
        {t('noResults.closestTitle', { query: state.q })}
      </h3>
      <p className="mt-1 break-words">{t('noResults.closestShown', { query: help.closest ?? '' })}</p>
      {help.categories.length > 0 ? (
        <>
          <h4 id="closest-categories" className="mt-4 font-semibold text-gray-900">
            {t(help.categoriesKind === 'close' ? 'noResults.closeCategories' : 'noResults.popularCategories')}
          </h4>
          <ul className="mt-2 flex flex-wrap gap-2" aria-labelledby="closest-categories" data-testid="closest-categories">
            {help.categories.map((category) => (
              <li key={category.id}>
                <Link
                  to={category.href}
                  className="inline-flex items-center gap-1 rounded-full border border-brand-border bg-brand-light px-3 py-1 text-sm text-gray-900 hover:border-brand-strong"
                >
                  {category.name}
                  <span className="text-gray-600">({formatNumber(category.total, brand.locale)})</span>
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

/**
 * What the overview shows instead of an empty list (decision 105): the corrected query, the keyword without
 * the filters and the closest categories, each a plain link with its number of results. Server-rendered
 * links and lists only: nothing here needs the browser's code to work.
 */
export function NoResultsHelp({ state, help }: { state: OverviewState; help: NoResultsHelpView | null }) {
  const { t } = useTranslation();
  const { brand } = useSiteShell();
  const count = (total: number) => t('overview.count', { count: total, formatted: formatNumber(total, brand.locale) });
  const filtered = hasActiveFilters(state);
  const corrected = help?.corrected ?? null;
  const unconstrained = help?.unconstrained ?? null;
  const categories = help?.categories ?? [];
  // "Bedoelde je {{query}}?": the query is the link, in the sentence where the language puts it.
  const [before, after] = t('noResults.didYouMean').split('{{query}}');
  const constrained = state.filterIds.length > 0 || state.location !== null || state.persons !== null || state.area !== null || state.age !== null;
  return (
    <section aria-labelledby="no-results-title" className="mt-6 rounded-lg border border-gray-200 bg-white p-6 text-gray-700" data-testid="no-results">
      <h3 id="no-results-title" className="text-lg font-semibold text-gray-900">
        {state.q ? t('noResults.titleFor', { query: state.q }) : t('noResults.title')}
      </h3>
      <p className="mt-1">{filtered ? t('noResults.hint') : t('noResults.unfiltered')}</p>
      {corrected || unconstrained ? (
        <ul className="mt-4 flex flex-col gap-2">
          {corrected ? (
            <li data-testid="no-results-corrected">
              {before}
              <Link to={corrected.href} className={LINK}>
                {corrected.q}
              </Link>
              {after}{' '}
              <span className="text-gray-600">
                ({count(corrected.total)}
                {constrained && !corrected.keepsConstraints ? `, ${t('noResults.withoutFilters')}` : ''})
              </span>
            </li>
          ) : null}
          {unconstrained ? (
            <li data-testid="no-results-unconstrained">
              <Link to={unconstrained.href} className={LINK}>
                {unconstrained.q ? t('noResults.searchWithoutFilters', { query: unconstrained.q }) : t('noResults.allWithoutFilters')}
              </Link>{' '}
              <span className="text-gray-600">({count(unconstrained.total)})</span>
            </li>
          ) : null}
        </ul>
      ) : null}
      {categories.length > 0 ? (
        <>
          <h4 id="no-results-categories" className="mt-5 font-semibold text-gray-900">
            {t(help?.categoriesKind === 'close' ? 'noResults.closeCategories' : 'noResults.popularCategories')}
          </h4>
          <ul className="mt-2 flex flex-wrap gap-2" aria-labelledby="no-results-categories" data-testid="no-results-categories">
            {categories.map((category) => (
              <li key={category.id}>
                <Link
                  to={category.href}
                  className="inline-flex items-center gap-1 rounded-full border border-brand-border bg-brand-light px-3 py-1 text-sm text-gray-900 hover:border-brand-strong"
                >
                  {category.name}
                  <span className="text-gray-600">({formatNumber(category.total, brand.locale)})</span>
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
