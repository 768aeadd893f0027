import { type ContextType, type KeyboardEvent, useContext, useEffect, useRef, useState } from 'react';
import { ComboBox, ComboBoxStateContext, Header, Input, Label, ListBox, ListBoxItem, ListBoxSection, Popover } from 'react-aria-components';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { useDebouncedCallback } from '../hooks/use-debounced-callback.ts';
import { ComboBoxEarlyInput } from '../hooks/combobox-early-input.ts';
import { AriaLocale } from '../ui/aria-locale.tsx';
import type { LocationOption } from './location-api.ts';
import { type SearchSuggestions, activityHref, fetchSuggestions, suggestionKey, suggestionsFor, wantsSuggestions } from './keyword-suggestions.ts';

export interface KeywordComboBoxProps {
  label: string;
  placeholder?: string;
  /** The form field's name: without JavaScript the field is a plain search field of its GET form. */
  name: string;
  /** The applied text; a change from elsewhere (a chip, 'delete filters') shows in the field. */
  value: string;
  /** Every change of the typed text. */
  onTextChange: (text: string) => void;
  /** Enter without a suggestion chosen: search the typed text. */
  onEnter: (text: string) => void;
  /** A category chosen (mouse, touch, or arrow keys and Enter); a chosen activity opens its page. */
  onFilter: (filterId: number) => void;
  /** A place chosen. */
  onPlace: (place: LocationOption) => void;
  /**
   * An activity chosen: open its page (a client navigation). A prop, not `useNavigate` here: the field
   * renders as an island of its own (lazyComponent's `onIntent`), outside the router's context.
   */
  onActivity: (href: string) => void;
  labelClassName?: string;
  inputClassName: string;
  testId?: string;
}

type ListState = NonNullable<ContextType<typeof ComboBoxStateContext>>;

/**
 * Hands the combobox state to its parent (to close the list after a choice or Enter), and opens the list
 * when an answer with suggestions arrives for a focused field. react-stately opens it by itself only when
 * the text changes while the list already has items (`useComboBoxState`); the suggestions arrive 150 ms
 * after the last key, so a visitor who types and pauses would otherwise never see them. Each answer opens
 * the list once: a list closed with Escape stays closed until the next answer (an answer from the cache
 * counts as new after the list was emptied, e.g. by Enter).
 */
function StateBridge({ answer, onState }: { answer: SearchSuggestions | null; onState: (state: ListState | null) => void }): null {
  const state = useContext(ComboBoxStateContext);
  const opened = useRef<SearchSuggestions | null>(null);
  useEffect(() => {
    onState(state);
  }, [state, onState]);
  // `open` does nothing until the list's collection holds the answer's items (it is collected from the
  // rendered list, a render after the answer), so this tries on each render until the list is open.
  useEffect(() => {
    if (!answer) opened.current = null;
    if (!state || !answer || opened.current === answer) return;
    if (state.isOpen || !state.isFocused) opened.current = answer;
    else state.open(null, 'input');
  });
  return null;
}

const itemClass = 'cursor-pointer rounded px-3 py-2 outline-none data-[focused]:bg-brand-light';
const headerClass = 'px-3 py-1 text-xs font-semibold uppercase text-gray-600';

/**
 * The keyword field with suggestions while typing (decision 105): from two characters, activities,
 * categories and places (GET /api/public/suggestions, 150 ms after typing pauses) in a listbox popup,
 * the combobox pattern of the location field. The typed text stays the field's value: Enter without a
 * highlighted suggestion searches it as before.
 */
export function KeywordComboBox({
  label,
  placeholder,
  name,
  value,
  onTextChange,
  onEnter,
  onFilter,
  onPlace,
  onActivity,
  labelClassName = 'text-sm font-semibold',
  inputClassName,
  testId = 'keyword-combobox',
}: KeywordComboBoxProps) {
  const { t } = useTranslation();
  const [input, setInput] = useState(value);
  const [shown, setShown] = useState(value);
  // Texts the visitor typed since the applied text last changed: the page applies them (after a pause, or
  // on Enter) and hands them back as `value`, possibly after the visitor typed on. Such an echo must not
  // put the older text back into the field; a change from elsewhere (a chip, 'delete filters') does show.
  const [typed, setTyped] = useState<readonly string[]>([]);
  if (value !== shown) {
    setShown(value);
    if (!typed.includes(value)) setInput(value);
    setTyped([]);
  }
  const [found, setFound] = useState<SearchSuggestions | null>(null);
  const cache = useRef(new Map<string, SearchSuggestions>());
  const controller = useRef<AbortController | null>(null);
  const state = useRef<ListState | null>(null);
  const field = useRef<HTMLInputElement>(null);

  const lookup = useDebouncedCallback(async (text: string) => {
    controller.current?.abort();
    if (!wantsSuggestions(text)) {
      setFound(null);
      return;
    }
    const key = text.trim().toLowerCase();
    const known = cache.current.get(key);
    if (known) {
      setFound(known);
      return;
    }
    const current = new AbortController();
    controller.current = current;
    try {
      const answer = await fetchSuggestions(text, current.signal);
      cache.current.set(key, answer);
      if (controller.current === current) setFound(answer);
    } catch (error) {
      if ((error as Error).name !== 'AbortError') setFound(null);
    }
  }, 150);

  const stop = () => {
    lookup.cancel();
    controller.current?.abort();
    setFound(null);
    state.current?.close();
  };

  const items = suggestionsFor(found);
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter on a highlighted suggestion chooses it (react-aria); without one it searches the text.
    if (event.key !== 'Enter' || event.currentTarget.getAttribute('aria-activedescendant')) return;
    event.preventDefault();
    stop();
    onEnter(input);
  };

  return (
    <AriaLocale>
      <ComboBox
        className="flex flex-col gap-1"
        name={name}
        inputValue={input}
        onInputChange={(text) => {
          setTyped((texts) => [...texts, text.trim()]);
          setInput(text);
          onTextChange(text);
          lookup.run(text);
        }}
        selectedKey={null}
        onSelectionChange={(key) => {
          const picked = key === null ? undefined : items.find((item) => suggestionKey(item) === String(key));
          if (!picked) return;
          stop();
          setInput(picked.kind === 'activity' ? picked.activity.title : '');
          if (picked.kind === 'activity') onActivity(activityHref(picked.activity));
          else if (picked.kind === 'category') onFilter(picked.category.id);
          else onPlace(picked.place);
        }}
        allowsCustomValue
        menuTrigger="input"
        defaultFilter={() => true}
        data-testid={testId}
      >
        <Label className={labelClassName}>{label}</Label>
        <StateBridge
          answer={items.length > 0 ? found : null}
          onState={(s) => {
            state.current = s;
          }}
        />
        <ComboBoxEarlyInput
          field={field}
          onText={(text) => {
            setTyped((texts) => [...texts, text.trim()]);
            setInput(text);
            onTextChange(text);
            lookup.run(text);
          }}
        />
        <Input
          ref={field}
          type="text"
          inputMode="search"
          enterKeyHint="search"
          maxLength={200}
          placeholder={placeholder}
          className={inputClassName}
          onKeyDown={onKeyDown}
        />
        <Popover className="max-h-96 w-(--trigger-width) min-w-72 overflow-auto rounded-md border border-gray-200 bg-white shadow-lg" placement="bottom start">
          <ListBox className="p-1 text-gray-900 outline-none" data-testid={`${testId}-suggestions`}>
            {found && found.activities.length > 0 ? (
              <ListBoxSection>
                <Header className={headerClass}>{t('suggest.activities')}</Header>
                {found.activities.map((activity) => (
                  <ListBoxItem key={activity.id} id={`activity:${activity.id}`} textValue={activity.title} className={itemClass}>
                    <span className="block">{activity.title}</span>
                    {activity.companyName ? <span className="block text-xs text-gray-600">{activity.companyName}</span> : null}
                  </ListBoxItem>
                ))}
              </ListBoxSection>
            ) : null}
            {found && found.categories.length > 0 ? (
              <ListBoxSection>
                <Header className={headerClass}>{t('suggest.categories')}</Header>
                {found.categories.map((category) => (
                  <ListBoxItem key={category.id} id={`category:${category.id}`} textValue={category.name} className={itemClass}>
                    {category.name}
                    <span className="ml-2 text-xs text-gray-600">{category.group.name}</span>
                  </ListBoxItem>
                ))}
              </ListBoxSection>
            ) : null}
            {found && found.places.length > 0 ? (
              <ListBoxSection>
                <Header className={headerClass}>{t('suggest.places')}</Header>
                {found.places.map((place) => (
                  <ListBoxItem key={`${place.type}-${place.id}`} id={`place:${place.type}-${place.id}`} textValue={place.name} className={itemClass}>
                    {place.name}
                    <span className="ml-2 text-xs text-gray-600">{place.type === 'CITY' ? (place.province ?? '') : t(`location.type.${place.type}`)}</span>
                  </ListBoxItem>
                ))}
              </ListBoxSection>
            ) : null}
          </ListBox>
        </Popover>
      </ComboBox>
    </AriaLocale>
  );
}
