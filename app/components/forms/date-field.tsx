import { type CalendarDate, parseDate } from '@internationalized/date';
import { type RefObject, startTransition, useEffect, useRef, useState } from 'react';
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DatePicker,
  DateSegment,
  Dialog,
  Group,
  Heading,
  Label,
  Popover,
} from 'react-aria-components';
import { AriaLocale } from '../ui/aria-locale.tsx';
import { inputClassName } from './fields.tsx';
import { useHydrated } from './use-hydrated.ts';

/**
 * When the picker replaces the native input. Mounted in the browser after hydration: at once. On a page
 * that hydrates: in a transition after hydration, which React renders in slices (the picker's segments
 * and Intl formatters made the synchronous switch one 300 ms task at Lighthouse's 4x CPU slowdown with
 * two pickers, decision 080); and not while the native input has the focus (a day being typed): removing a
 * focused field fires its focusout while React commits, when React handles no events, so a form
 * library validating on blur would have its requestSubmit go out as a plain POST.
 */
function usePickerShown(nativeInput: RefObject<HTMLInputElement | null>): boolean {
  const hydrated = useHydrated();
  const [shown, setShown] = useState(hydrated);
  useEffect(() => {
    if (!hydrated || shown) return;
    const input = nativeInput.current;
    const show = () => startTransition(() => setShown(true));
    if (!input || input.ownerDocument.activeElement !== input) return show();
    input.addEventListener('blur', show, { once: true });
    return () => input.removeEventListener('blur', show);
  }, [hydrated, shown, nativeInput]);
  return shown;
}

export function toCalendarDate(value: string | null | undefined): CalendarDate | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  try {
    return parseDate(value);
  } catch {
    return null;
  }
}

interface DateFieldProps {
  id: string;
  name: string;
  label: string;
  /** YYYY-MM-DD or empty. */
  value: string;
  onChange?: (value: string) => void;
  isDisabled?: boolean;
  /** Earliest day that can be chosen (YYYY-MM-DD). */
  minValue?: string | undefined;
  errorId?: string | undefined;
  invalid?: boolean;
  calendarLabels: { open: string; previous: string; next: string };
}

/**
 * A date picker (react-aria DatePicker with a calendar popover) that posts YYYY-MM-DD under `name`.
 * Until React runs (and without JavaScript) it is a native date input with the same name and value,
 * so the surrounding form works either way.
 */
export function DateField({ id, name, label, value, onChange, isDisabled, minValue, errorId, invalid, calendarLabels }: DateFieldProps) {
  const nativeInput = useRef<HTMLInputElement | null>(null);
  if (!usePickerShown(nativeInput)) {
    return (
      <div>
        <label htmlFor={id} className="mb-1 block font-semibold text-gray-900">
          {label}
        </label>
        <input
          // A day typed before React ran: the hydration render hands it on to the picker that follows.
          ref={(node) => {
            nativeInput.current = node;
            if (node && node.value !== value && onChange) onChange(node.value);
          }}
          // One typed after hydration, before the picker is there (see usePickerShown).
          onChange={(event) => onChange?.(event.target.value)}
          id={id}
          type="date"
          name={name}
          defaultValue={value}
          min={minValue}
          disabled={isDisabled}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? errorId : undefined}
          className={inputClassName}
        />
      </div>
    );
  }
  return (
    // The calendar and the segments in the page's language (dd-mm-jjjj, Dutch month names).
    <AriaLocale>
      <DatePicker
        id={id}
        name={name}
        value={toCalendarDate(value)}
        onChange={(date) => onChange?.(date ? date.toString() : '')}
        isDisabled={isDisabled}
        minValue={toCalendarDate(minValue) ?? undefined}
        isInvalid={invalid || undefined}
        validationBehavior="aria"
        aria-describedby={invalid ? errorId : undefined}
        className="group"
        data-testid={`date-${name}`}
      >
        <Label className="mb-1 block font-semibold text-gray-900 group-data-[disabled]:text-gray-600">{label}</Label>
        <Group
          className={`${inputClassName} flex items-center justify-between gap-2 py-1.5 group-data-[disabled]:bg-gray-100 group-data-[invalid]:border-red-700`}
        >
          <DateInput className="flex flex-1">
            {(segment) => (
              <DateSegment
                segment={segment}
                className="rounded px-0.5 tabular-nums outline-none data-[focused]:bg-brand-light data-[placeholder]:text-gray-600"
              />
            )}
          </DateInput>
          <Button
            aria-label={calendarLabels.open}
            className="rounded px-2 py-1 text-gray-800 outline-none hover:bg-brand-light focus-visible:ring-2 focus-visible:ring-brand-border disabled:text-gray-500"
          >
            <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.8">
              <rect x="3" y="4.5" width="14" height="12.5" rx="1.5" />
              <path d="M3 8.5h14M7 2.5v4M13 2.5v4" />
            </svg>
          </Button>
        </Group>
        <Popover className="rounded-lg border border-brand-border bg-white p-3 shadow-lg">
          <Dialog className="outline-none">
            <Calendar>
              <header className="mb-2 flex items-center justify-between gap-2">
                <Button slot="previous" aria-label={calendarLabels.previous} className="rounded px-2 py-1 hover:bg-brand-light">
                  ‹
                </Button>
                <Heading className="font-semibold" />
                <Button slot="next" aria-label={calendarLabels.next} className="rounded px-2 py-1 hover:bg-brand-light">
                  ›
                </Button>
              </header>
              <CalendarGrid className="border-separate border-spacing-0.5">
                {(date) => (
                  <CalendarCell
                    date={date}
                    className="flex h-9 w-9 items-center justify-center rounded-full text-sm outline-none hover:bg-brand-light focus-visible:ring-2 focus-visible:ring-brand-border data-[disabled]:text-gray-400 data-[outside-month]:hidden data-[selected]:bg-[color-mix(in_srgb,var(--brand-primary)_60%,black)] data-[selected]:text-white"
                  />
                )}
              </CalendarGrid>
            </Calendar>
          </Dialog>
        </Popover>
      </DatePicker>
    </AriaLocale>
  );
}
