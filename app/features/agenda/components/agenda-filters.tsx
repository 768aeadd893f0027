import { type MouseEvent, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { Form, Link, useNavigate } from 'react-router';
import { deepPrimaryText } from '../../../components/forms/brand-styles.ts';
import { submitButtonClassName } from '../../../components/forms/form-alert.tsx';
import { inputClassName } from '../../../components/forms/fields.tsx';
import { useMountedTransition } from '../../../components/forms/use-hydrated.ts';
import { useDebouncedCallback } from '../../../components/hooks/use-debounced-callback.ts';
import { type AgendaFilters as Filters, agendaSearch, hasActiveFilter } from '../agenda-params.ts';
import { lazyComponent } from '../../../components/lazy/lazy-component.tsx';
import { LazyLocationComboBox } from '../../../components/search/lazy-location-combobox.tsx';

// react-aria's date pickers and combobox stay out of the page's initial JavaScript (decision 082)
// and hydrate when the visitor reaches for them (decision 084): the server renders them in full (a GET
// form's fields that work without JavaScript: a native date input, a text field). The city field hydrates
// on intent (text typed before is taken over); the date fields also when they come near the viewport,
// because their first use is a click React would drop before hydration. On a phone the filter panel is
// closed, so neither loads until it opens.
const DateField = lazyComponent(() => import('../../../components/forms/date-field.tsx').then((m) => m.DateField), { onIntent: true, orNearView: true });

/** Filters apply this long after the last change (screens.md 9). */
export const AGENDA_DEBOUNCE_MS = 500;

/**
 * The agenda sidebar: title search, city autocomplete, start and end date (the end only once a start
 * is set), 'Wissen' while a filter is active. A GET form, so it works without JavaScript; with it,
 * changes apply by themselves after 500 ms and go back to page 1. On mobile the panel opens with
 * 'Zoeken' and closes with 'Toon uitjes'.
 */
export function AgendaFilters({ filters }: { filters: Filters }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const hydrated = useMountedTransition();
  const [draft, setDraft] = useState(filters);
  const [open, setOpen] = useState(false);

  // The URL changed elsewhere (pagination, 'Wissen', back button): show its filters.
  const urlKey = agendaSearch({ ...filters, page: 1 });
  const [shownKey, setShownKey] = useState(urlKey);
  if (urlKey !== shownKey) {
    setShownKey(urlKey);
    setDraft(filters);
  }

  const apply = useDebouncedCallback((next: Filters) => {
    void navigate(`/agenda${agendaSearch({ ...next, page: 1 })}`, { replace: true, preventScrollReset: true });
  }, AGENDA_DEBOUNCE_MS);

  const change = (patch: Partial<Filters>) => {
    const next = { ...draft, ...patch };
    // No end date without a start date, none before it.
    if (!next.from || (next.to && next.to < next.from)) next.to = '';
    setDraft(next);
    apply.run(next);
  };

  const toggle = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    setOpen((value) => !value);
  };

  const calendarLabels = { open: t('agenda.filters.openCalendar'), previous: t('agenda.filters.previousMonth'), next: t('agenda.filters.nextMonth') };
  return (
    <aside aria-labelledby="agenda-title" className="lg:w-80 lg:shrink-0">
      <div className="mb-4 flex items-center justify-between gap-4">
        <h1 id="agenda-title" className="text-3xl font-bold">
          {t('agenda.title')}
        </h1>
        <a
          href="#agenda-filters"
          role="button"
          aria-expanded={hydrated ? open : undefined}
          aria-controls="agenda-filters"
          onClick={toggle}
          className={`${submitButtonClassName} px-4 py-2 lg:hidden`}
          data-testid="agenda-search-toggle"
        >
          {t('agenda.filters.search')}
        </a>
      </div>
      {/* The server HTML is the hydrated layout (no shift when the page hydrates after its first paint).
          Without JavaScript the panel cannot open and the filters do not apply by themselves: the form is
          shown on every screen, with its submit button. */}
      <noscript>
        <style>{'#agenda-filters{display:block}#agenda-filters [data-testid="agenda-show"]{display:inline-flex}'}</style>
      </noscript>
      <Form
        method="get"
        action="/agenda"
        id="agenda-filters"
        role="search"
        aria-label={t('agenda.filters.label')}
        onSubmit={(event) => {
          // With JavaScript the filters apply by themselves; the button only closes the panel.
          event.preventDefault();
          apply.cancel();
          // Filters already applied (the URL holds them): only the panel closes, the list is not reloaded.
          const target = agendaSearch({ ...draft, page: 1 });
          if (target !== urlKey) void navigate(`/agenda${target}`, { replace: true });
          setOpen(false);
          document.getElementById('agenda-results')?.scrollIntoView();
        }}
        className={`${open ? 'flex' : 'hidden'} target:flex lg:flex flex-col gap-4 rounded-lg border border-brand-border bg-white p-5`}
        data-testid="agenda-filters"
      >
        <div>
          <label htmlFor="agenda-q" className="mb-1 block font-semibold text-gray-900">
            {t('agenda.filters.title')}
          </label>
          <input
            id="agenda-q"
            type="search"
            name="q"
            value={draft.q}
            onChange={(event) => change({ q: event.target.value })}
            placeholder={t('agenda.filters.titlePlaceholder')}
            className={`${inputClassName} placeholder:text-gray-600`}
          />
        </div>
        <LazyLocationComboBox
          offers="cityNames"
          id="agenda-city"
          name="plaats"
          label={t('agenda.filters.city')}
          labelClassName="block font-semibold text-gray-900"
          placeholder={t('agenda.filters.cityPlaceholder')}
          value={draft.city}
          onChange={(city) => change({ city })}
          testId="agenda-city"
        />
        <DateField
          id="agenda-from"
          name="van"
          label={t('agenda.filters.from')}
          value={draft.from}
          onChange={(from) => change({ from })}
          calendarLabels={calendarLabels}
        />
        <DateField
          id="agenda-to"
          name="tot"
          label={t('agenda.filters.to')}
          value={draft.to}
          onChange={(to) => change({ to })}
          isDisabled={!draft.from}
          minValue={draft.from || undefined}
          calendarLabels={calendarLabels}
        />
        <div className="flex flex-wrap items-center gap-4 pt-2">
          <button type="submit" className={`${submitButtonClassName} lg:hidden`} data-testid="agenda-show">
            {t('agenda.filters.show')}
          </button>
          {hasActiveFilter(draft) ? (
            <Link
              to="/agenda"
              replace
              className={`font-semibold underline underline-offset-2 ${deepPrimaryText}`}
              data-testid="agenda-clear"
              onClick={() => apply.cancel()}
            >
              {t('agenda.filters.clear')}
            </Link>
          ) : null}
        </div>
      </Form>
    </aside>
  );
}
