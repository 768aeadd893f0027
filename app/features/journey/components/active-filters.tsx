import { useTranslation } from '../../../i18n/use-translation.tsx';
import { Link } from 'react-router';
import { formatNumber } from '../../../components/ui/format.ts';
import { useSiteShell } from '../../../site-shell/use-site-shell.ts';
import type { FilterGroupView, LocationView } from '../journey.types.ts';
import { type OverviewState, changeFilters, overviewHref } from '../overview-query.schemas.ts';

interface Chip {
  key: string;
  label: string;
  without: OverviewState;
}

/** Found counter, 'delete filters' and removable chips, shown while any filter is active (screens.md 2). */
export function ActiveFilters({
  state,
  groups,
  location,
  total,
}: {
  state: OverviewState;
  groups: FilterGroupView[];
  location: LocationView | null;
  total: number;
}) {
  const { t } = useTranslation();
  const { brand } = useSiteShell();
  const names = new Map(groups.flatMap((g) => g.filters.map((f) => [f.id, f.name] as const)));
  const chips: Chip[] = [
    ...state.filterIds.map((id) => ({
      key: `f${id}`,
      label: names.get(id) ?? String(id),
      without: changeFilters(state, { filterIds: state.filterIds.filter((x) => x !== id) }),
    })),
    ...(state.location && location ? [{ key: 'location', label: location.name, without: changeFilters(state, { location: null }) }] : []),
    ...(state.q ? [{ key: 'q', label: `“${state.q}”`, without: changeFilters(state, { q: '' }) }] : []),
    ...(state.persons
      ? [{ key: 'persons', label: t('filters.personsCount', { count: state.persons }), without: changeFilters(state, { persons: null }) }]
      : []),
    ...(state.area ? [{ key: 'area', label: t(`filters.area.${state.area}`), without: changeFilters(state, { area: null }) }] : []),
    ...(state.age ? [{ key: 'age', label: t('filters.ageFrom', { count: state.age }), without: changeFilters(state, { age: null }) }] : []),
  ];
  if (chips.length === 0) return null;
  return (
    <div className="mb-6 flex flex-col gap-3" data-testid="active-filters">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="text-lg font-semibold" role="status" data-testid="found-count">
          {t('overview.found', { count: total, formatted: formatNumber(total, brand.locale) })}
        </p>
        <Link to="/uitjes" preventScrollReset className="text-sm font-semibold text-brand-strong underline underline-offset-2">
          {t('overview.deleteFilters')}
        </Link>
      </div>
      <ul className="flex flex-wrap gap-2" aria-label={t('overview.activeFilters')}>
        {chips.map((chip) => (
          <li key={chip.key}>
            <Link
              to={overviewHref(chip.without)}
              preventScrollReset
              className="inline-flex items-center gap-2 rounded-full border border-brand-border bg-brand-light px-3 py-1 text-sm text-gray-900 hover:border-brand-strong"
              aria-label={t('overview.removeFilter', { name: chip.label })}
              data-testid="filter-chip"
            >
              {chip.label}
              <span aria-hidden="true" className="font-bold">
                ×
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
