import { useRef, useState } from 'react';
import { ComboBox, Input, Label, ListBox, ListBoxItem, Popover } from 'react-aria-components';
import { ComboBoxEarlyInput } from '../hooks/combobox-early-input.ts';
import { inputClassName } from '../forms/text-field.tsx';
import { AriaLocale } from '../ui/aria-locale.tsx';
import { fetchLocations } from './location-api.ts';
import { useTypeaheadLookup } from './use-typeahead-lookup.ts';

/** How many cities the agenda suggests (screens.md 9). */
export const CITY_SUGGESTIONS = 10;

interface CityOption {
  id: number;
  name: string;
  province: string | null;
}

const noCities = async (): Promise<CityOption[]> => [];

/**
 * The agenda's city autocomplete, the location combobox's sibling with the same lookup
 * (useTypeaheadLookup): up to 10 cities of the platform from the locations API while typing
 * (debounced 500 ms). Choosing one applies it and clears the suggestions; a failed lookup
 * empties them (screens.md 8). The typed text is the form value, so the GET form works without
 * JavaScript too (the server looks the name up).
 */
export function CityComboBox({
  id,
  label,
  name,
  value,
  placeholder,
  onChange,
}: {
  id: string;
  label: string;
  name: string;
  value: string;
  placeholder?: string;
  onChange: (city: string) => void;
}) {
  const [input, setInput] = useState(value);
  const [items, setItems] = useState<CityOption[]>([]);

  // A city cleared or set elsewhere ('Wissen', back button) shows here too.
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setInput(value);
  }

  const { lookup } = useTypeaheadLookup(
    (text, signal) => (text.trim() ? fetchLocations(text, signal, { only: 'CITY', limit: CITY_SUGGESTIONS }) : noCities()),
    (cities) => setItems(cities.slice(0, CITY_SUGGESTIONS).map(({ id: cityId, name: cityName, province }) => ({ id: cityId, name: cityName, province }))),
    (error) => {
      console.warn('agenda city lookup failed', error);
      setItems([]);
    },
  );

  const field = useRef<HTMLInputElement>(null);
  const adoptEarlyText = (text: string) => {
    setInput(text);
    lookup(text);
  };

  return (
    <AriaLocale>
      <ComboBox
        id={id}
        name={name}
        allowsCustomValue
        inputValue={input}
        items={items}
        menuTrigger="input"
        // Suggestions arrive after the typing that asked for them: the menu opens on input and shows
        // itself once there is something to show.
        allowsEmptyCollection
        defaultFilter={() => true}
        onInputChange={(text) => {
          setInput(text);
          if (text.trim() === '' && value) onChange('');
          lookup(text);
        }}
        onSelectionChange={(key) => {
          const city = items.find((item) => item.id === key);
          if (!city) return;
          lookup.cancel();
          setInput(city.name);
          setItems([]);
          onChange(city.name);
        }}
        className="flex flex-col"
        data-testid="agenda-city"
      >
        <Label className="mb-1 block font-semibold text-gray-900">{label}</Label>
        <ComboBoxEarlyInput field={field} onText={adoptEarlyText} />
        <Input ref={field} placeholder={placeholder} className={`${inputClassName} placeholder:text-gray-600`} />
        <Popover
          className={`${items.length === 0 ? 'hidden' : ''} max-h-80 w-[--trigger-width] min-w-56 overflow-auto rounded-md border border-brand-border bg-white shadow-lg`}
          placement="bottom start"
        >
          <ListBox<CityOption> className="p-1 outline-none" data-testid="agenda-city-suggestions">
            {(city) => (
              <ListBoxItem id={city.id} textValue={city.name} className="cursor-pointer rounded px-3 py-2 outline-none data-[focused]:bg-brand-light">
                {city.name}
                {city.province ? <span className="ml-2 text-sm text-gray-700">{city.province}</span> : null}
              </ListBoxItem>
            )}
          </ListBox>
        </Popover>
      </ComboBox>
    </AriaLocale>
  );
}
