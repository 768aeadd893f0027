import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { useDebouncedCallback } from '../../../components/hooks/use-debounced-callback.ts';

/** screens.md 9: the filter group search applies 400 ms after the last keystroke. */
const GROUP_SEARCH_DEBOUNCE_MS = 400;

/** Case and accents do not matter: 'cafe' finds 'Café'. */
const searchable = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

export type FilterNameMatcher = (name: string) => boolean;

/**
 * The search box inside a long filter group (its own chunk: it loads when the visitor reaches for it).
 * It hands the group a matcher for the filter names, and says so when no filter matches.
 */
export function FilterGroupSearch({ group, names, onMatcher }: { group: string; names: string[]; onMatcher: (matcher: FilterNameMatcher | null) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [query, setQuery] = useState('');
  const apply = useDebouncedCallback((text: string) => {
    const wanted = searchable(text.trim());
    setQuery(wanted);
    onMatcher(wanted ? (name) => searchable(name).includes(wanted) : null);
  }, GROUP_SEARCH_DEBOUNCE_MS);
  // Text typed into the server's input before this code arrived (it hydrates on that intent) counts too.
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (input.current?.value) apply.run(input.current.value);
  }, [apply]);
  const none = query !== '' && !names.some((name) => searchable(name).includes(query));
  return (
    <div className="js-only mb-1">
      <label htmlFor={id} className="sr-only">
        {t('filters.groupSearch', { group })}
      </label>
      <input
        ref={input}
        id={id}
        type="search"
        placeholder={t('filters.groupSearch', { group })}
        maxLength={100}
        autoComplete="off"
        className="w-full rounded-md border border-gray-400 bg-white px-3 py-1.5 text-sm text-gray-900 outline-none focus:border-brand-strong focus:ring-2 focus:ring-brand"
        data-testid="filter-group-search"
        onChange={(e) => apply.run(e.target.value)}
      />
      {none ? (
        <p className="mt-2 px-1 text-sm text-gray-700" role="status">
          {t('filters.groupSearchEmpty')}
        </p>
      ) : null}
    </div>
  );
}
