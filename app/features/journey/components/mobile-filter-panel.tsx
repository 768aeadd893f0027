import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { useSiteShell } from '../../../site-shell/use-site-shell.ts';
import { formatNumber } from '../../../components/ui/format.ts';
import { lazyComponent } from '../../../components/lazy/lazy-component.tsx';
import { LazyKeywordComboBox } from '../../../components/search/lazy-keyword-combobox.tsx';
import type { FilterGroupView, LocationView } from '../journey.types.ts';
import { type OverviewState, selectedCount } from '../overview-query.schemas.ts';

// With the keyword field's code (a lazy part of its own, not yet loaded on a phone, where the sidebar that
// holds it is hidden): the dialog opens whole, nothing below the field moves when it arrives.
const FilterDialog = lazyComponent(() =>
  Promise.all([import('./mobile-filter-dialog.tsx'), LazyKeywordComboBox.preload()]).then(([m]) => m.MobileFilterDialog),
);
const preloadDialog = () => void FilterDialog.preload();

/**
 * Mobile filter bar (screens.md 2, 4): the number of results and the button that opens the filter panel
 * (mobile-filter-dialog.tsx).
 */
export function MobileFilterPanel({
  state,
  groups,
  location,
  total,
  onApply,
}: {
  state: OverviewState;
  groups: FilterGroupView[];
  location: LocationView | null;
  total: number | null;
  onApply: (next: OverviewState) => void;
}) {
  const { t } = useTranslation();
  const { brand } = useSiteShell();
  const [open, setOpen] = useState(false);
  const count = selectedCount(state);

  return (
    <div className="sticky top-0 z-30 -mx-4 mb-4 border-b border-gray-200 bg-white px-4 py-2 desk:hidden" data-testid="mobile-filter-bar">
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm text-gray-700">{total !== null ? t('overview.count', { count: total, formatted: formatNumber(total, brand.locale) }) : null}</p>
        <button
          type="button"
          aria-haspopup="dialog"
          aria-expanded={open}
          onClick={() => setOpen(true)}
          onPointerEnter={preloadDialog}
          onFocus={preloadDialog}
          className="rounded-md bg-brand-strong px-4 py-2 font-semibold text-white outline-offset-2"
        >
          {count > 0 ? t('filters.openWithCount', { count }) : t('filters.open')}
        </button>
      </div>
      {open ? <FilterDialog state={state} groups={groups} location={location} onApply={onApply} onClose={() => setOpen(false)} /> : null}
    </div>
  );
}
