import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { useDebouncedCallback } from '../../../components/hooks/use-debounced-callback.ts';
import { lazyComponent } from '../../../components/lazy/lazy-component.tsx';
import { LazyKeywordComboBox } from '../../../components/search/lazy-keyword-combobox.tsx';
import type { LocationOption } from '../../../components/search/location-api.ts';
import type { FilterGroupView } from '../journey.types.ts';
import type { FilterNameMatcher } from './filter-group-search.tsx';
import { AGE_CHOICES, GEOGRAPHIC_AREAS, type GeographicArea, type OverviewState, PARAM, changeFilters } from '../overview-query.schemas.ts';

/** The overview's filter controls (screens.md 2), shared by the desktop sidebar and the mobile panel. */

const inputClass =
  'w-full rounded-md border border-gray-400 bg-white px-3 py-2 text-gray-900 outline-none focus:border-brand-strong focus:ring-2 focus:ring-brand';

/** A filter group this long gets a search box of its own (screens.md 9: filter group search). */
export const GROUP_SEARCH_MIN_FILTERS = 8;

/** Its code loads right after the page's own (not part of the initial JavaScript); text typed before counts. */
const FilterGroupSearch = lazyComponent(() => import('./filter-group-search.tsx').then((m) => m.FilterGroupSearch), { eager: true });

export function FilterGroupFieldset({
  group,
  selected,
  onToggle,
  showLegend = true,
}: {
  group: FilterGroupView;
  selected: number[];
  onToggle: (filterId: number) => void;
  showLegend?: boolean;
}) {
  // Set by the group's search box; a ticked filter it hides stays ticked.
  const [matches, setMatches] = useState<FilterNameMatcher | null>(null);
  return (
    <fieldset className="flex flex-col gap-1" data-testid="filter-group">
      <legend className={showLegend ? 'mb-2 font-bold' : 'sr-only'}>{group.name}</legend>
      {group.filters.length >= GROUP_SEARCH_MIN_FILTERS ? (
        <FilterGroupSearch group={group.name} names={group.filters.map((filter) => filter.name)} onMatcher={(matcher) => setMatches(() => matcher)} />
      ) : null}
      {group.filters.map((filter) => (
        <label
          key={filter.id}
          hidden={matches ? !matches(filter.name) : false}
          className="flex cursor-pointer items-center gap-2 rounded px-1 py-1 hover:bg-brand-light"
        >
          <input
            // Uncontrolled, so a tick shows at once; the key resets it when the URL state differs.
            key={`${filter.id}-${selected.includes(filter.id)}`}
            type="checkbox"
            name={PARAM.filter}
            value={filter.id}
            defaultChecked={selected.includes(filter.id)}
            onChange={() => onToggle(filter.id)}
            className="h-4 w-4 accent-[var(--color-brand-strong)]"
          />
          <span className="flex-1">{filter.name}</span>
          <span className="text-sm text-gray-600" data-testid="filter-count">
            ({filter.count})
          </span>
        </label>
      ))}
    </fieldset>
  );
}

/** What choosing a category or place suggestion does to the overview (the typed text is dropped). */
export interface SuggestionActions {
  onFilter: (filterId: number) => void;
  onPlace: (place: LocationOption) => void;
}

/** A category suggestion chosen: that filter is added (kept when already set), the typed text dropped. */
export function withSuggestedFilter(state: OverviewState, filterId: number): OverviewState {
  return changeFilters(state, { q: '', filterIds: state.filterIds.includes(filterId) ? state.filterIds : [...state.filterIds, filterId] });
}

/** A place suggestion chosen: it becomes the location, the typed text is dropped. */
export function withSuggestedPlace(state: OverviewState, place: LocationOption): OverviewState {
  return changeFilters(state, { q: '', location: { type: place.type, id: place.id } });
}

/**
 * Search text, applied 500 ms after the last keystroke (screens.md 9), or at once on Enter; suggestions
 * while typing (decision 105): an activity opens its page, a category or place applies that filter.
 */
export function SearchTextField({ value, onChange, onFilter, onPlace }: { value: string; onChange: (q: string) => void } & SuggestionActions) {
  const { t } = useTranslation();
  const debounced = useDebouncedCallback((q: string) => onChange(q.trim()), 500);
  const navigate = useNavigate();
  return (
    <LazyKeywordComboBox
      label={t('filters.search')}
      placeholder={t('filters.searchPlaceholder')}
      name={PARAM.q}
      value={value}
      inputClassName={inputClass}
      testId="overview-keyword"
      onTextChange={(text) => debounced.run(text)}
      onEnter={(text) => {
        debounced.cancel();
        onChange(text.trim());
      }}
      onFilter={(id) => {
        debounced.cancel();
        onFilter(id);
      }}
      onPlace={(place) => {
        debounced.cancel();
        onPlace(place);
      }}
      onActivity={(href) => {
        debounced.cancel();
        void navigate(href);
      }}
    />
  );
}

/** The persons slider (react-aria) in its own chunk: the server renders it, the browser hydrates it once loaded. */
export const LazyPersonsSlider = lazyComponent(() => import('./persons-slider.tsx').then((m) => m.PersonsSlider), { onIntent: true });

export function AreaSelect({ value, onChange }: { value: GeographicArea | null; onChange: (area: GeographicArea | null) => void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold">
        {t('filters.area.label')}
      </label>
      <select
        id={id}
        name={PARAM.area}
        value={value ?? ''}
        className={inputClass}
        onChange={(e) => onChange((e.target.value || null) as GeographicArea | null)}
      >
        <option value="">{t('filters.area.all')}</option>
        {GEOGRAPHIC_AREAS.map((area) => (
          <option key={area} value={area}>
            {t(`filters.area.${area}`)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Minimum age: all ages or 'from N years' for 1-12 (screens.md 5). */
export function AgeSelect({ value, onChange }: { value: number | null; onChange: (age: number | null) => void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold">
        {t('filters.age')}
      </label>
      <select id={id} name={PARAM.age} value={value ?? ''} className={inputClass} onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}>
        <option value="">{t('filters.allAges')}</option>
        {AGE_CHOICES.map((age) => (
          <option key={age} value={age}>
            {t('filters.ageFrom', { count: age })}
          </option>
        ))}
      </select>
    </div>
  );
}
