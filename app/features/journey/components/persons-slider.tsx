import { useId, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { Label, Slider, SliderOutput, SliderThumb, SliderTrack } from 'react-aria-components';
import { PARAM } from '../overview-query.schemas.ts';
import { AriaLocale } from '../../../components/ui/aria-locale.tsx';

/** Persons slider: 0-500 with '500+' on desktop, 0-300 on mobile (screens.md 5). */
export function PersonsSlider({ value, max, onChange }: { value: number | null; max: number; onChange: (persons: number | null) => void }) {
  const { t } = useTranslation();
  const hintId = useId();
  const start = Math.min(value ?? 0, max);
  const [current, setCurrent] = useState(start);
  const [shown, setShown] = useState(start);
  if (start !== shown) {
    setShown(start);
    setCurrent(start);
  }
  const label = (n: number) =>
    n <= 0 ? t('filters.personsAny') : n >= max && max === 500 ? t('filters.personsPlus', { count: n }) : t('filters.personsCount', { count: n });
  return (
    <AriaLocale>
      <Slider
        value={current}
        minValue={0}
        maxValue={max}
        step={1}
        onChange={(v) => setCurrent(v)}
        onChangeEnd={(v) => onChange(v > 0 ? v : null)}
        className="flex flex-col gap-1"
        data-testid="persons-slider"
      >
        <div className="flex items-center justify-between gap-2">
          <Label className="text-sm font-semibold">{t('filters.persons')}</Label>
          <SliderOutput className="text-sm text-gray-700" data-testid="persons-output">
            {({ state }) => label(state.values[0] ?? 0)}
          </SliderOutput>
        </div>
        <SliderTrack className="relative h-8 w-full">
          {({ state }) => (
            <>
              <div className="absolute top-1/2 h-1.5 w-full -translate-y-1/2 rounded-full bg-gray-300" />
              <div className="absolute top-1/2 h-1.5 -translate-y-1/2 rounded-full bg-brand-strong" style={{ width: `${state.getThumbPercent(0) * 100}%` }} />
              {/* A description of its own: without one react-aria renders empty aria-describedby and
                  aria-details attributes, which are invalid HTML. */}
              <SliderThumb
                name={PARAM.persons}
                aria-describedby={hintId}
                aria-details={hintId}
                className="top-1/2 h-6 w-6 rounded-full border-2 border-white bg-brand-strong shadow outline-none focus-visible:ring-4 focus-visible:ring-brand data-[dragging]:bg-brand-strong-hover"
              />
            </>
          )}
        </SliderTrack>
        <span id={hintId} className="sr-only">
          {t('filters.personsHint')}
        </span>
      </Slider>
    </AriaLocale>
  );
}
