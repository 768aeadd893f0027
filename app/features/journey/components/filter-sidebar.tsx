import { useTranslation } from '../../../i18n/use-translation.tsx';
import { Form } from 'react-router';
import { useSiteShell } from '../../../site-shell/use-site-shell.ts';
import { LazyLocationComboBox } from '../../../components/search/lazy-location-combobox.tsx';
import type { FilterGroupView, LocationView } from '../journey.types.ts';
import { type OverviewState, PARAM, PERSONS_MAX_DESKTOP, changeFilters, toggleFilter } from '../overview-query.schemas.ts';
import { AgeSelect, AreaSelect, FilterGroupFieldset, LazyPersonsSlider, SearchTextField, withSuggestedFilter, withSuggestedPlace } from './filter-controls.tsx';

/**
 * The desktop filter sidebar (screens.md 2). A GET form to /uitjes, so it works without JavaScript;
 * with JavaScript every change applies at once through `onChange` (client navigation).
 */
export function FilterSidebar({
  state,
  groups,
  location,
  onChange,
}: {
  state: OverviewState;
  groups: FilterGroupView[];
  location: LocationView | null;
  onChange: (next: OverviewState) => void;
}) {
  const { t } = useTranslation();
  const { platform } = useSiteShell();
  return (
    <Form method="get" action="/uitjes" className="flex flex-col gap-6" aria-label={t('filters.title')} onSubmit={(e) => e.preventDefault()}>
      <h2 className="text-xl font-bold">{t('filters.title')}</h2>
      <LazyLocationComboBox
        platformId={platform.id}
        label={t('filters.location')}
        placeholder={t('filters.locationPlaceholder')}
        name={PARAM.location}
        value={state.location && location ? location : null}
        onChange={(next) => onChange(changeFilters(state, { location: next ? { type: next.type, id: next.id } : null }))}
      />
      <SearchTextField
        value={state.q}
        onChange={(q) => onChange(changeFilters(state, { q }))}
        onFilter={(id) => onChange(withSuggestedFilter(state, id))}
        onPlace={(place) => onChange(withSuggestedPlace(state, place))}
      />
      <LazyPersonsSlider value={state.persons} max={PERSONS_MAX_DESKTOP} onChange={(persons) => onChange(changeFilters(state, { persons }))} />
      <AreaSelect value={state.area} onChange={(area) => onChange(changeFilters(state, { area }))} />
      <AgeSelect value={state.age} onChange={(age) => onChange(changeFilters(state, { age }))} />
      {groups.map((group) => (
        <FilterGroupFieldset key={group.id} group={group} selected={state.filterIds} onToggle={(id) => onChange(toggleFilter(state, id))} />
      ))}
      <button type="submit" formNoValidate className="no-js-only rounded-md bg-brand-strong px-4 py-2 font-semibold text-white">
        {t('filters.apply')}
      </button>
    </Form>
  );
}
