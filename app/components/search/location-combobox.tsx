import { useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { ComboBox, Header, Input, Label, ListBox, ListBoxItem, ListBoxSection, Popover } from 'react-aria-components';
import { useTypeaheadLookup } from './use-typeahead-lookup.ts';
import { ComboBoxEarlyInput } from '../hooks/combobox-early-input.ts';
import { type LocationOption, type PlaceSuggestion, SUGGESTION_LIMIT, createCity, fetchLocations, fetchPlaces } from './location-api.ts';
import { AriaLocale } from '../ui/aria-locale.tsx';

export interface LocationComboBoxProps {
  label: string;
  /** The platform whose places the gazetteer lookup offers. */
  platformId: number;
  value: LocationOption | null;
  onChange: (location: LocationOption | null) => void;
  /** Form field carrying `TYPE-id` of the chosen location (GET forms work without JavaScript). */
  name?: string;
  placeholder?: string;
  className?: string;
}

const locationKey = (l: { type: string; id: number }) => `${l.type}-${l.id}`;

/**
 * Location autocomplete (screens.md 2, 7, 8): known locations first; when none match, places from the
 * gazetteer, which become a location (POST /api/public/locations/city) when chosen. Debounced 500 ms.
 * Any failed lookup clears both lists.
 */
export function LocationComboBox({ label, platformId, value, onChange, name, placeholder, className = '' }: LocationComboBoxProps) {
  const { t } = useTranslation();
  const [input, setInput] = useState(value?.name ?? '');
  const [known, setKnown] = useState<LocationOption[]>([]);
  const [places, setPlaces] = useState<PlaceSuggestion[]>([]);

  // A location removed or set elsewhere (a chip, 'delete filters') shows here too.
  const valueKey = value ? `${locationKey(value)}:${value.name}` : '';
  const [shownKey, setShownKey] = useState(valueKey);
  if (valueKey !== shownKey) {
    setShownKey(valueKey);
    setInput(value?.name ?? '');
  }

  const clearLists = () => {
    setKnown([]);
    setPlaces([]);
  };

  // Known locations first; places from the gazetteer only when none match (two letters at least).
  const { lookup, searching } = useTypeaheadLookup(
    async (text, signal) => {
      const locations = (await fetchLocations(text, signal)).slice(0, SUGGESTION_LIMIT);
      const found = locations.length === 0 && text.trim().length >= 2 ? (await fetchPlaces(text, platformId, signal)).slice(0, SUGGESTION_LIMIT) : [];
      return { locations, found };
    },
    ({ locations, found }) => {
      setKnown(locations);
      setPlaces(found);
    },
    clearLists,
  );

  const choose = async (key: string) => {
    if (key.startsWith('place:')) {
      const place = places[Number(key.slice(6))];
      if (!place) return;
      try {
        const location = await createCity(place);
        setInput(location.name);
        onChange(location);
      } catch {
        clearLists();
      }
      return;
    }
    const location = known.find((l) => `loc:${locationKey(l)}` === key);
    if (location) {
      setInput(location.name);
      onChange(location);
    }
  };

  const field = useRef<HTMLInputElement>(null);
  const adoptEarlyText = (text: string) => {
    setInput(text);
    lookup(text);
  };

  return (
    <AriaLocale>
      <ComboBox
        className={`flex flex-col gap-1 ${className}`}
        inputValue={input}
        onInputChange={(text) => {
          setInput(text);
          if (text.trim() === '') {
            if (value) onChange(null);
          }
          lookup(text);
        }}
        onSelectionChange={(key) => {
          if (key !== null) void choose(String(key));
        }}
        selectedKey={value ? `loc:${locationKey(value)}` : null}
        onFocus={() => {
          if (known.length === 0 && places.length === 0) lookup(input);
        }}
        menuTrigger="focus"
        defaultFilter={() => true}
        allowsEmptyCollection
        data-testid="location-combobox"
      >
        <Label className="text-sm font-semibold">{label}</Label>
        <ComboBoxEarlyInput field={field} onText={adoptEarlyText} />
        <Input
          ref={field}
          placeholder={placeholder}
          className="w-full rounded-md border border-gray-400 bg-white px-3 py-2 text-gray-900 outline-none focus:border-brand-strong focus:ring-2 focus:ring-brand"
        />
        {name ? <input type="hidden" name={name} value={value ? locationKey(value) : ''} /> : null}
        <Popover className="max-h-80 w-[--trigger-width] min-w-64 overflow-auto rounded-md border border-gray-200 bg-white shadow-lg" placement="bottom start">
          <ListBox
            className="p-1 outline-none"
            renderEmptyState={() => <p className="px-3 py-2 text-sm text-gray-700">{searching ? t('location.searching') : t('location.empty')}</p>}
          >
            {known.length > 0 ? (
              <ListBoxSection>
                <Header className="px-3 py-1 text-xs font-semibold uppercase text-gray-600">{t('location.known')}</Header>
                {known.map((location) => (
                  <ListBoxItem
                    key={locationKey(location)}
                    id={`loc:${locationKey(location)}`}
                    textValue={location.name}
                    className="cursor-pointer rounded px-3 py-2 outline-none data-[focused]:bg-brand-light data-[selected]:font-semibold"
                  >
                    {location.name}
                    <span className="ml-2 text-xs text-gray-600">
                      {location.type === 'CITY' ? (location.province ?? '') : t(`location.type.${location.type}`)}
                    </span>
                  </ListBoxItem>
                ))}
              </ListBoxSection>
            ) : null}
            {places.length > 0 ? (
              <ListBoxSection>
                <Header className="px-3 py-1 text-xs font-semibold uppercase text-gray-600">{t('location.places')}</Header>
                {places.map((place, i) => (
                  <ListBoxItem
                    key={`${place.locationId}-${i}`}
                    id={`place:${i}`}
                    textValue={place.name}
                    className="cursor-pointer rounded px-3 py-2 outline-none data-[focused]:bg-brand-light"
                  >
                    {place.name}
                    {place.province ? <span className="ml-2 text-xs text-gray-600">{place.province}</span> : null}
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
