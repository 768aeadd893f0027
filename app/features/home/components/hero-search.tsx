import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { Form, useNavigate } from 'react-router';
import { useDebouncedCallback } from '../../../components/hooks/use-debounced-callback.ts';
import { formatNumber } from '../../../components/ui/format.ts';
import { LazyLocationComboBox } from '../../../components/search/lazy-location-combobox.tsx';
import { LazyKeywordComboBox } from '../../../components/search/lazy-keyword-combobox.tsx';
import type { LocationOption } from '../../../components/search/location-api.ts';
import { useSiteShell } from '../../../site-shell/use-site-shell.ts';
import { EMPTY_OVERVIEW, type OverviewState, PARAM, overviewHref, parseOverviewParams } from '../../journey/overview-query.schemas.ts';
import { toActivityFilterJson } from '../../journey/activity-filter.schemas.ts';
import type { HeroOption } from '../home.types.ts';

const fieldClass =
  'w-full rounded-md border border-gray-400 bg-white px-3 py-2.5 text-gray-900 outline-none focus:border-brand-strong focus:ring-2 focus:ring-brand';

/** screens.md 5: the hero persons field has minimum 0; a value of 0 or less is forced to '0'. */
export function normalisePersons(raw: string): string {
  if (raw.trim() === '') return '';
  const n = Number(raw);
  if (!Number.isFinite(n) || n <= 0) return '0';
  return String(Math.floor(n));
}

/** The live total of activities for the hero's filters (GET /api/public/activities, page size 1). */
async function fetchTotal(state: OverviewState, signal: AbortSignal): Promise<number> {
  const params = new URLSearchParams({ page: '1', limit: '1', filterQuery: JSON.stringify(toActivityFilterJson(state, 0)) });
  const response = await fetch(`/api/public/activities?${params}`, { signal, headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`activities count answered ${response.status}`);
  return ((await response.json()) as { total: number }).total;
}

/**
 * Hero search (screens.md 2 Home): a type dropdown, location autocomplete, keyword and persons, and a
 * button with the live total that opens /uitjes with those filters. A GET form, so it works without JS.
 */
export function HeroSearch({ options, total, dropdownLabel }: { options: HeroOption[]; total: number; dropdownLabel: string }) {
  const { t } = useTranslation();
  const { brand, platform } = useSiteShell();
  const navigate = useNavigate();
  const ids = { type: useId(), persons: useId() };
  const [filterId, setFilterId] = useState('');
  const [location, setLocation] = useState<LocationOption | null>(null);
  const [keyword, setKeyword] = useState('');
  const [persons, setPersons] = useState('');
  const [count, setCount] = useState(total);
  const [query, setQuery] = useState({ filterId: '', keyword: '', persons: '', location: null as LocationOption | null });

  const state: OverviewState = {
    ...EMPTY_OVERVIEW,
    filterIds: query.filterId ? [Number(query.filterId)] : [],
    location: query.location ? { type: query.location.type, id: query.location.id } : null,
    q: query.keyword.trim(),
    persons: Number(query.persons) > 0 ? Number(query.persons) : null,
  };
  const search = overviewHref(state);

  const commitKeyword = useDebouncedCallback((text: string) => setQuery((q) => ({ ...q, keyword: text })), 500);

  useEffect(() => {
    const controller = new AbortController();
    fetchTotal(parseOverviewParams(new URLSearchParams(search.split('?')[1] ?? '')), controller.signal)
      .then(setCount)
      .catch(() => undefined);
    return () => controller.abort();
  }, [search]);

  return (
    <Form
      method="get"
      action="/uitjes"
      role="search"
      aria-label={t('home.hero.searchLabel')}
      className="grid gap-3 rounded-lg bg-white p-4 text-gray-900 shadow-lg sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_9rem_auto] lg:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        void navigate(overviewHref({ ...state, q: keyword.trim(), persons: Number(persons) > 0 ? Number(persons) : null }));
      }}
      data-testid="hero-search"
    >
      <div className="flex flex-col gap-1">
        <label htmlFor={ids.type} className="text-sm font-semibold">
          {dropdownLabel}
        </label>
        <select
          id={ids.type}
          name={PARAM.filter}
          value={filterId}
          className={fieldClass}
          onChange={(e) => {
            setFilterId(e.target.value);
            setQuery((q) => ({ ...q, filterId: e.target.value }));
          }}
        >
          <option value="">{t('home.hero.typeAll')}</option>
          {options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </select>
      </div>
      <LazyLocationComboBox
        platformId={platform.id}
        label={t('home.hero.location')}
        placeholder={t('home.hero.locationPlaceholder')}
        name={PARAM.location}
        value={location}
        onChange={(next) => {
          setLocation(next);
          setQuery((q) => ({ ...q, location: next }));
        }}
      />
      <LazyKeywordComboBox
        label={t('home.hero.keyword')}
        placeholder={t('home.hero.keywordPlaceholder')}
        name={PARAM.q}
        value={keyword}
        inputClassName={fieldClass}
        testId="hero-keyword"
        onTextChange={(text) => {
          setKeyword(text);
          commitKeyword.run(text);
        }}
        onEnter={(text) => {
          commitKeyword.cancel();
          void navigate(overviewHref({ ...state, q: text.trim(), persons: Number(persons) > 0 ? Number(persons) : null }));
        }}
        onFilter={(id) => {
          commitKeyword.cancel();
          const personCount = Number(persons) > 0 ? Number(persons) : null;
          void navigate(
            overviewHref({ ...state, filterIds: state.filterIds.includes(id) ? state.filterIds : [...state.filterIds, id], q: '', persons: personCount }),
          );
        }}
        onPlace={(place) => {
          commitKeyword.cancel();
          setLocation(place);
          setKeyword('');
          setQuery((q) => ({ ...q, keyword: '', location: place }));
        }}
        onActivity={(href) => {
          commitKeyword.cancel();
          void navigate(href);
        }}
      />
      <div className="flex flex-col gap-1">
        <label htmlFor={ids.persons} className="text-sm font-semibold">
          {t('home.hero.persons')}
        </label>
        <input
          id={ids.persons}
          type="number"
          name={PARAM.persons}
          min={0}
          inputMode="numeric"
          value={persons}
          className={fieldClass}
          onChange={(e) => {
            const value = normalisePersons(e.target.value);
            setPersons(value);
            setQuery((q) => ({ ...q, persons: value }));
          }}
          data-testid="hero-persons"
        />
      </div>
      <button
        type="submit"
        className="rounded-md bg-brand-secondary-strong px-5 py-2.5 font-semibold text-white hover:bg-brand-secondary-strong-hover sm:col-span-2 lg:col-span-1"
        data-testid="hero-submit"
      >
        {t('home.hero.submit', { count, formatted: formatNumber(count, brand.locale) })}
      </button>
    </Form>
  );
}
