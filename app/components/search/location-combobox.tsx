import { useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { ComboBox, Header, Input, Label, ListBox, ListBoxItem, ListBoxSection, Popover } from 'react-aria-components';
import { useTypeaheadLookup } from './use-typeahead-lookup.ts';
import { ComboBoxEarlyInput } from '../hooks/combobox-early-input.ts';
import { type LocationOption, type PlaceSuggestion, SUGGESTION_LIMIT, createCity, fetchLocations, fetchPlaces } from './location-api.ts';
import { AriaLocale } from '../ui/aria-locale.tsx';
import { inputClassName } from '../forms/fields.tsx';

interface CommonProps {
  label: string;
  placeholder?: string;
  id?: string;
  className?: string;
  labelClassName?: string;
  testId?: string;
}

/**
 * Every kind of known location (city, province, region) and, when none matches, places from the
 * gazetteer, which become a location (POST /api/public/locations/city) when chosen (screens.md 2, 7).
 */
interface AnyLocationProps extends CommonProps {
  offers?: 'locations';
  /** The platform whose places the gazetteer lookup offers. */
  platformId: number;
  /**
   * Where the known locations come from instead of the host's public search (the portal's place boxes:
   * the places of the organisation's platform). The gazetteer is not offered then: a new place would be
   * made on the host's platform.
   */
  findLocations?: (text: string, signal: AbortSignal) => Promise<LocationOption[]>;
  value: LocationOption | null;
  onChange: (location: LocationOption | null) => void;
  /** Form field carrying `TYPE-id` of the chosen location (GET forms work without JavaScript). */
  name?: string;
}

/**
 * Known cities only, by name (the agenda, screens.md 9): choosing one applies it and closes the list;
 * the typed text is the form value, so the GET form works without JavaScript too (the server looks
 * the name up).
 */
interface CityNameProps extends CommonProps {
  offers: 'cityNames';
  value: string;
  onChange: (city: string) => void;
  name: string;
}

/**
 * Cities only, from a lookup of the caller's (the portal's event form: the cities of the event's
 * platform, decision 104); the chosen city's id is the form value.
 */
interface CityProps extends CommonProps {
  offers: 'cities';
  findCities: (text: string, signal: AbortSignal) => Promise<LocationOption[]>;
  value: LocationOption | null;
  onChange: (city: LocationOption | null) => void;
  /** Form field carrying the chosen city's id. */
  name: string;
  /** A refusal of the form names this field: the input says so and points at the message. */
  invalid?: boolean;
  describedBy?: string;
}

const locationKey = (l: { type: string; id: number }) => `${l.type}-${l.id}`;

/**
 * The location combobox of every screen (screens.md 2, 7, 8, 9): known locations as the visitor types
 * (debounced 500 ms, at most 10), then what `offers` says. Any failed lookup clears the lists.
 */
export function LocationComboBox(props: AnyLocationProps | CityNameProps | CityProps) {
  const { label, placeholder, id, className = '', labelClassName = 'text-sm font-semibold', testId = 'location-combobox' } = props;
  const { t } = useTranslation();
  const cityNames = props.offers === 'cityNames';
  const valueText = cityNames ? props.value : (props.value?.name ?? '');
  const [input, setInput] = useState(valueText);
  const [known, setKnown] = useState<LocationOption[]>([]);
  const [places, setPlaces] = useState<PlaceSuggestion[]>([]);

  // A location removed or set elsewhere (a chip, 'delete filters', 'Wissen', the back button) shows here too.
  const valueKey = cityNames ? props.value : props.value ? `${locationKey(props.value)}:${props.value.name}` : '';
  const [shownKey, setShownKey] = useState(valueKey);
  if (valueKey !== shownKey) {
    setShownKey(valueKey);
    setInput(valueText);
  }

  const clearLists = () => {
    setKnown([]);
    setPlaces([]);
  };

  // Known locations first; places from the gazetteer only when none match (two letters at least).
  const { lookup, searching } = useTypeaheadLookup(
    async (text, signal) => {
      if (cityNames) return { locations: text.trim() ? await fetchLocations(text, signal, { only: 'CITY', limit: SUGGESTION_LIMIT }) : [], found: [] };
      if (props.offers === 'cities') return { locations: text.trim() ? await props.findCities(text, signal) : [], found: [] };
      if (props.findLocations) return { locations: text.trim() ? (await props.findLocations(text, signal)).slice(0, SUGGESTION_LIMIT) : [], found: [] };
      const locations = (await fetchLocations(text, signal)).slice(0, SUGGESTION_LIMIT);
      const found = locations.length === 0 && text.trim().length >= 2 ? (await fetchPlaces(text, props.platformId, signal)).slice(0, SUGGESTION_LIMIT) : [];
      return { locations, found };
    },
    ({ locations, found }) => {
      setKnown(locations.slice(0, SUGGESTION_LIMIT));
      setPlaces(found);
    },
    clearLists,
  );

  const choose = async (key: string) => {
    if (key.startsWith('place:') && !cityNames) {
      const place = places[Number(key.slice(6))];
      if (!place) return;
      try {
        const location = await createCity(place);
        setInput(location.name);
        props.onChange(location);
      } catch {
        clearLists();
      }
      return;
    }
    const location = known.find((l) => `loc:${locationKey(l)}` === key);
    if (!location) return;
    setInput(location.name);
    if (cityNames) {
      lookup.cancel();
      clearLists();
      props.onChange(location.name);
    } else {
      props.onChange(location);
    }
  };

  const field = useRef<HTMLInputElement>(null);
  const adoptEarlyText = (text: string) => {
    setInput(text);
    lookup.run(text);
  };
  const empty = known.length === 0 && places.length === 0;

  return (
    <AriaLocale>
      <ComboBox
        id={id}
        className={`flex flex-col gap-1 ${className}`}
        inputValue={input}
        onInputChange={(text) => {
          setInput(text);
          if (text.trim() === '' && props.value) {
            if (props.offers === 'cityNames') props.onChange('');
            else props.onChange(null);
          }
          lookup.run(text);
        }}
        onSelectionChange={(key) => {
          if (key !== null) void choose(String(key));
        }}
        {...(cityNames
          ? // The typed text is the value; the list opens as suggestions arrive for what was typed.
            { name: props.name, allowsCustomValue: true, menuTrigger: 'input' as const }
          : {
              selectedKey: props.value ? `loc:${locationKey(props.value)}` : null,
              menuTrigger: 'focus' as const,
              onFocus: () => {
                if (empty) lookup.run(input);
              },
            })}
        defaultFilter={() => true}
        allowsEmptyCollection
        data-testid={testId}
      >
        <Label className={labelClassName}>{label}</Label>
        <ComboBoxEarlyInput field={field} onText={adoptEarlyText} />
        <Input
          ref={field}
          placeholder={placeholder}
          className={`${inputClassName} placeholder:text-gray-600`}
          {...(props.offers === 'cities' ? { 'aria-invalid': props.invalid || undefined, 'aria-describedby': props.describedBy } : {})}
        />
        {props.offers === 'cities' ? <input type="hidden" name={props.name} value={props.value?.id ?? ''} /> : null}
        {props.offers !== 'cities' && !cityNames && props.name ? (
          <input type="hidden" name={props.name} value={props.value ? locationKey(props.value) : ''} />
        ) : null}
        <Popover
          // The city list shows itself only with suggestions; the location list says what it is doing.
          className={`${cityNames && empty ? 'hidden' : ''} max-h-80 w-(--trigger-width) min-w-64 overflow-auto rounded-md border border-gray-200 bg-white shadow-lg`}
          placement="bottom start"
        >
          <ListBox
            className="p-1 outline-none"
            data-testid={`${testId}-suggestions`}
            // Not for city names: that list hides when empty.
            renderEmptyState={
              cityNames ? undefined : () => <p className="px-3 py-2 text-sm text-gray-700">{searching ? t('location.searching') : t('location.empty')}</p>
            }
          >
            {known.length > 0 ? (
              <ListBoxSection>
                {cityNames ? null : <Header className="px-3 py-1 text-xs font-semibold uppercase text-gray-600">{t('location.known')}</Header>}
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
