import { useRef, useState } from 'react';
import { ComboBox, FieldError, Input, Label, ListBox, ListBoxItem, Popover, Text } from 'react-aria-components';
import { inputClassName } from '../../components/forms/fields.tsx';
import { secondaryButtonClassName, usePortalText } from './portal-page.tsx';
import { useHydrated } from '../../components/forms/use-hydrated.ts';
import { useTypeaheadLookup } from '../../components/search/use-typeahead-lookup.ts';
import { AriaLocale } from '../../components/ui/aria-locale.tsx';
import {
  ORGANISATION_FIND_BUTTON,
  ORGANISATION_FIND_FIELD,
  ORGANISATION_SEARCH_PATH,
  type OrganisationChoice,
  type OrganisationPickerState,
  type OrganisationScope,
  organisationSearchParams,
} from '../organisation-choice.ts';

interface PickerProps {
  /** The form field of the chosen organisations' ids (one value per organisation). */
  name: string;
  /** The id of the picker's text field (the form's error summary links there). */
  id: string;
  label: string;
  hint: string;
  error: string | undefined;
  /** What the last post left: the organisations chosen and, without JavaScript, a search's matches. */
  state: OrganisationPickerState;
  /** Which organisations the lookup offers (any by default). */
  scope?: OrganisationScope;
  /**
   * One organisation at most (a filter): a choice replaces the chosen one; without JavaScript the matches
   * are radio buttons beside one that chooses none, labelled so.
   */
  single?: { noneLabel: string };
}

/**
 * The operators' organisation picker (decision 104): organisations are chosen by name (or number) from every
 * platform. With JavaScript a combobox looks them up as the operator types (ORGANISATION_SEARCH_PATH) and
 * each chosen one becomes a chip with a hidden field; without it, a search field and a button post the
 * form, whose answer lists the matches as checkboxes beside the ones already chosen (radio buttons when it
 * chooses one at most).
 */
export function OrganisationPicker(props: PickerProps) {
  // Until React runs the server's form is the one to use; then the combobox takes over.
  return useHydrated() ? <OrganisationComboBox {...props} /> : <OrganisationSearchFallback {...props} />;
}

const describe = (organisation: OrganisationChoice) => [organisation.city, organisation.platformName].filter(Boolean).join(' · ');

function ChoiceText({ organisation }: { organisation: OrganisationChoice }) {
  const t = usePortalText();
  return (
    <>
      <span className="font-semibold">{organisation.name}</span>{' '}
      <span className="text-sm text-gray-700">
        {describe(organisation)} · {t('portal.organisationPicker.number', { id: organisation.id })}
      </span>
    </>
  );
}

function OrganisationSearchFallback({ name, id, label, hint, error, state, single }: PickerProps) {
  const t = usePortalText();
  const chosenIds = new Set(state.chosen.map((organisation) => organisation.id));
  const found = state.found?.filter((organisation) => !chosenIds.has(organisation.id)) ?? null;
  const inputType = single ? 'radio' : 'checkbox';
  const checkbox = (organisation: OrganisationChoice, checked: boolean) => (
    <li key={organisation.id}>
      <label className="flex items-start gap-2 py-1">
        <input type={inputType} name={name} value={organisation.id} defaultChecked={checked} className="mt-1 h-4 w-4" />
        <span>
          <ChoiceText organisation={organisation} />
        </span>
      </label>
    </li>
  );
  // One at most: the chosen one is taken away by choosing none (an empty value narrows nothing).
  const none =
    single && (state.chosen.length > 0 || (found?.length ?? 0) > 0) ? (
      <li>
        <label className="flex items-start gap-2 py-1">
          <input type="radio" name={name} value="" defaultChecked={state.chosen.length === 0} className="mt-1 h-4 w-4" />
          <span>{single.noneLabel}</span>
        </label>
      </li>
    ) : null;
  return (
    <fieldset className="rounded-md border border-slate-200 p-3" data-testid="organisation-picker">
      <legend className="px-1 font-semibold text-gray-900">{label}</legend>
      <p id={`${id}-hint`} className="mb-2 text-sm text-gray-700">
        {hint}
      </p>
      {state.chosen.length > 0 ? (
        <ul className="mb-3" data-testid="chosen-organisations" aria-label={t('portal.organisationPicker.chosen')}>
          {none}
          {state.chosen.map((organisation) => checkbox(organisation, true))}
        </ul>
      ) : null}
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-gray-900">
        {t('portal.organisationPicker.search')}
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id={id}
          type="search"
          name={ORGANISATION_FIND_FIELD}
          defaultValue={state.search}
          maxLength={100}
          aria-invalid={error ? true : undefined}
          aria-describedby={[`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(' ')}
          className={`${inputClassName} min-w-48 flex-1`}
        />
        {/* Finds without sending the invitation: no field is checked yet (formNoValidate). */}
        <button type="submit" name={ORGANISATION_FIND_BUTTON} value="1" formNoValidate className={secondaryButtonClassName}>
          {t('portal.organisationPicker.find')}
        </button>
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700" data-testid="field-error">
          {t(error)}
        </p>
      ) : null}
      {found === null ? null : found.length === 0 ? (
        <p className="mt-2 text-sm" role="status">
          {t('portal.organisationPicker.none', { search: state.search })}
        </p>
      ) : (
        <div className="mt-3">
          <p className="text-sm font-semibold" role="status">
            {t(single ? 'portal.organisationPicker.foundOne' : 'portal.organisationPicker.found', { count: found.length })}
          </p>
          <ul data-testid="organisation-matches">
            {state.chosen.length === 0 ? none : null}
            {found.map((organisation) => checkbox(organisation, false))}
          </ul>
        </div>
      )}
    </fieldset>
  );
}

/** The matches of a text, with the text they answer (the list says "searching" until they are the typed text's). */
interface Found {
  text: string;
  organisations: OrganisationChoice[];
}

async function fetchChoices(typed: string, scope: OrganisationScope, signal: AbortSignal): Promise<Found> {
  const text = typed.trim();
  if (text === '') return { text, organisations: [] };
  const params = organisationSearchParams(text, scope);
  const response = await fetch(`${ORGANISATION_SEARCH_PATH}?${params}`, { signal, headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${response.url} answered ${response.status}`);
  return { text, organisations: ((await response.json()) as { organisations: OrganisationChoice[] }).organisations };
}

function OrganisationComboBox({ name, id, label, hint, error, state, scope = 'any', single }: PickerProps) {
  const t = usePortalText();
  const [chosen, setChosen] = useState(state.chosen);
  const [input, setInput] = useState('');
  const [found, setFound] = useState<Found>({ text: '', organisations: [] });
  const matches = found.organisations;
  const field = useRef<HTMLInputElement>(null);
  const { lookup } = useTypeaheadLookup(
    (typed, signal) => fetchChoices(typed, scope, signal),
    setFound,
    () => setFound({ text: input.trim(), organisations: [] }),
  );
  // Typed, not yet answered (the lookup waits for a pause in typing): still searching, not "nothing found".
  const searching = found.text !== input.trim();
  const choose = (key: string | number | null) => {
    const organisation = matches.find((match) => match.id === Number(key));
    if (!organisation) return;
    if (single) setChosen([organisation]);
    else if (!chosen.some((one) => one.id === organisation.id)) setChosen([...chosen, organisation]);
    // Ready for the next one.
    lookup.cancel();
    setInput('');
    setFound({ text: '', organisations: [] });
  };
  return (
    <div data-testid="organisation-picker">
      <AriaLocale>
        <ComboBox
          id={id}
          className="flex flex-col gap-1"
          inputValue={input}
          onInputChange={(text) => {
            setInput(text);
            lookup.run(text);
          }}
          selectedKey={null}
          onSelectionChange={choose}
          defaultFilter={() => true}
          menuTrigger="input"
          // An emptied field (after a choice) closes the list; a text without matches says so.
          allowsEmptyCollection={input.trim() !== ''}
          isInvalid={Boolean(error)}
          data-testid="organisation-combobox"
        >
          <Label className="font-semibold text-gray-900">{label}</Label>
          <Input ref={field} className={inputClassName} />
          <Text slot="description" className="text-sm text-gray-700">
            {hint}
          </Text>
          <FieldError className="text-sm font-medium text-red-700" data-testid="field-error">
            {error ? t(error) : null}
          </FieldError>
          <Popover
            className="max-h-80 w-(--trigger-width) min-w-64 overflow-auto rounded-md border border-gray-200 bg-white shadow-lg"
            placement="bottom start"
          >
            <ListBox
              className="p-1 outline-none"
              data-testid="organisation-suggestions"
              renderEmptyState={() => (
                <p className="px-3 py-2 text-sm text-gray-700">
                  {searching ? t('portal.organisationPicker.searching') : t('portal.organisationPicker.none', { search: input })}
                </p>
              )}
            >
              {matches.map((organisation) => (
                <ListBoxItem
                  key={organisation.id}
                  id={organisation.id}
                  textValue={organisation.name}
                  className="cursor-pointer rounded px-3 py-2 outline-none data-[focused]:bg-slate-100"
                >
                  <ChoiceText organisation={organisation} />
                  {chosen.some((one) => one.id === organisation.id) ? (
                    <span className="ml-2 text-sm text-gray-700">({t('portal.organisationPicker.alreadyChosen')})</span>
                  ) : null}
                </ListBoxItem>
              ))}
            </ListBox>
          </Popover>
        </ComboBox>
      </AriaLocale>
      {chosen.length > 0 ? (
        <ul className="mt-2 flex flex-wrap gap-2" data-testid="chosen-organisations" aria-label={t('portal.organisationPicker.chosen')}>
          {chosen.map((organisation) => (
            <li key={organisation.id} className="flex items-center gap-1 rounded-full bg-slate-100 py-1 pl-3 pr-1 text-sm">
              <input type="hidden" name={name} value={organisation.id} />
              <span className="min-w-0">
                {organisation.name} <span className="text-gray-700">({describe(organisation)})</span>
              </span>
              <button
                type="button"
                className="ml-1 rounded-full px-2 hover:bg-slate-300 focus-visible:outline focus-visible:outline-2 focus-visible:outline-slate-800"
                aria-label={t('portal.organisationPicker.remove', { name: organisation.name })}
                onClick={() => {
                  setChosen(chosen.filter((one) => one.id !== organisation.id));
                  field.current?.focus();
                }}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
