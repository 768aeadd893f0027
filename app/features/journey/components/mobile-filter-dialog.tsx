import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { Button, Heading } from 'react-aria-components';
import { useSiteShell } from '../../../site-shell/use-site-shell.ts';
import { LocationComboBox } from '../../../components/search/location-combobox.tsx';
import type { LocationOption } from '../../../components/search/location-api.ts';
import type { FilterGroupView, LocationView } from '../journey.types.ts';
import { type OverviewState, PERSONS_MAX_MOBILE, changeFilters, clearFilters, overviewSearch, selectedCount, toggleFilter } from '../overview-query.schemas.ts';
import { AgeSelect, AreaSelect, FilterGroupFieldset, SearchTextField, withSuggestedFilter, withSuggestedPlace } from './filter-controls.tsx';
import { PersonsSlider } from './persons-slider.tsx';
import { ModalDialog } from '../../../components/ui/modal-dialog.tsx';

/**
 * The mobile filter panel (screens.md 2, 4), full screen: a sub-panel per filter group, 'Clear' with the
 * number of selected items; closing with changes applies them (one reload). It starts from the URL's
 * state each time it opens. Its own chunk (react-aria overlays), loaded when the visitor reaches for the
 * filter button (decision 080).
 */
export function MobileFilterDialog({
  state,
  groups,
  location,
  onApply,
  onClose,
}: {
  state: OverviewState;
  groups: FilterGroupView[];
  location: LocationView | null;
  onApply: (next: OverviewState) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { platform } = useSiteShell();
  const [draft, setDraft] = useState(state);
  const [draftLocation, setDraftLocation] = useState<LocationOption | null>(state.location ? location : null);
  const [groupId, setGroupId] = useState<number | null>(null);
  const activeGroup = groups.find((g) => g.id === groupId) ?? null;

  const close = () => {
    onClose();
    if (overviewSearch(draft) !== overviewSearch(state)) onApply(draft);
  };

  return (
    <ModalDialog
      onClose={close}
      overlayClassName="fixed inset-0 z-50 bg-black/40"
      modalClassName="h-full w-full bg-white"
      dialogClassName="flex h-full flex-col outline-none"
      label={t('filters.title')}
    >
      <div className="flex items-center justify-between gap-2 border-b border-gray-200 px-4 py-3">
        {activeGroup ? (
          <Button onPress={() => setGroupId(null)} className="rounded-md px-2 py-1 font-semibold text-brand-strong">
            ‹ {t('filters.back')}
          </Button>
        ) : (
          <Button onPress={() => setDraft((d) => clearFilters(d))} className="rounded-md px-2 py-1 font-semibold text-brand-strong" data-testid="clear-filters">
            {t('filters.clear', { count: selectedCount(draft) })}
          </Button>
        )}
        <Heading slot="title" className="text-lg font-bold">
          {activeGroup ? activeGroup.name : t('filters.title')}
        </Heading>
        <Button onPress={close} className="rounded-md border border-brand-border px-3 py-1" aria-label={t('filters.close')}>
          ×
        </Button>
      </div>
      <div className="flex-1 overflow-y-auto px-4 py-4">
        {activeGroup ? (
          <FilterGroupFieldset group={activeGroup} selected={draft.filterIds} onToggle={(id) => setDraft((d) => toggleFilter(d, id))} showLegend={false} />
        ) : (
          <div className="flex flex-col gap-5">
            <LocationComboBox
              platformId={platform.id}
              label={t('filters.location')}
              placeholder={t('filters.locationPlaceholder')}
              value={draft.location ? draftLocation : null}
              onChange={(next) => {
                setDraftLocation(next);
                setDraft((d) => changeFilters(d, { location: next ? { type: next.type, id: next.id } : null }));
              }}
            />
            <SearchTextField
              value={draft.q}
              onChange={(q) => setDraft((d) => changeFilters(d, { q }))}
              onFilter={(id) => setDraft((d) => withSuggestedFilter(d, id))}
              onPlace={(place) => {
                setDraftLocation(place);
                setDraft((d) => withSuggestedPlace(d, place));
              }}
            />
            <PersonsSlider value={draft.persons} max={PERSONS_MAX_MOBILE} onChange={(persons) => setDraft((d) => changeFilters(d, { persons }))} />
            <AreaSelect value={draft.area} onChange={(area) => setDraft((d) => changeFilters(d, { area }))} />
            <AgeSelect value={draft.age} onChange={(age) => setDraft((d) => changeFilters(d, { age }))} />
            <ul className="flex flex-col divide-y divide-gray-200 border-y border-gray-200">
              {groups.map((group) => {
                const chosen = group.filters.filter((f) => draft.filterIds.includes(f.id)).length;
                return (
                  <li key={group.id}>
                    <Button onPress={() => setGroupId(group.id)} className="flex w-full items-center justify-between py-3 text-left font-semibold">
                      <span>{group.name}</span>
                      <span className="text-sm font-normal text-gray-700">{chosen > 0 ? t('filters.selected', { count: chosen }) : '›'}</span>
                    </Button>
                  </li>
                );
              })}
            </ul>
          </div>
        )}
      </div>
      <div className="border-t border-gray-200 p-4">
        <Button onPress={close} className="w-full rounded-md bg-brand-strong px-4 py-3 font-semibold text-white" data-testid="show-results">
          {t('filters.showResults')}
        </Button>
      </div>
    </ModalDialog>
  );
}
