import { useEffect, useId, useRef, useState } from 'react';
import { usePortalText } from '../../../portal/ui/portal-page.tsx';
import { STATISTICS_MEASURES, type StatisticsMeasure } from '../provider-statistics.schemas.ts';
import type { ProviderStatistics } from '../provider-statistics.types.ts';
import { seriesDates, seriesDays } from '../statistics-series.ts';
import type { StatisticsFormats } from './statistics-formats.ts';
import type { Plot } from './statistics-plot.ts';

/** The chart's own height, reserved before it is drawn (no layout shift when it comes). */
const CHART_HEIGHT = 260;

/**
 * One measure per day as a line, the previous period as a dashed line beside it; a switch chooses the
 * measure. Drawn on the client after hydration (the library is loaded here, not with the page); to
 * assistive technology it is one image with a name, and the table below is its equivalent.
 */
export function StatisticsChart({ statistics, languageTag, formats }: { statistics: ProviderStatistics; languageTag: string; formats: StatisticsFormats }) {
  const t = usePortalText();
  const id = useId();
  const target = useRef<HTMLDivElement>(null);
  const [measure, setMeasure] = useState<StatisticsMeasure>('views');
  const [state, setState] = useState<'loading' | 'drawn' | 'failed'>('loading');
  const [point, setPoint] = useState<number | null>(null);
  const { current, previous } = statistics;
  const currentLabel = t('portal.statistics.chart.current');
  const previousLabel = t('portal.statistics.chart.previous');

  useEffect(() => {
    const element = target.current;
    if (!element) return;
    let plot: Plot | undefined;
    let observer: ResizeObserver | undefined;
    let stopped = false;
    import('./statistics-plot.ts')
      .then(({ drawStatisticsPlot }) => {
        if (stopped) return;
        plot = drawStatisticsPlot(element, {
          dates: seriesDates(current),
          current: current.counts[measure],
          previous: previous.counts[measure],
          languageTag,
          labels: { current: currentLabel, previous: previousLabel },
          width: element.clientWidth,
          height: CHART_HEIGHT,
          onPoint: setPoint,
        });
        observer = new ResizeObserver(() => plot?.resize(element.clientWidth));
        observer.observe(element);
        setState('drawn');
      })
      .catch(() => {
        if (!stopped) setState('failed');
      });
    return () => {
      stopped = true;
      observer?.disconnect();
      plot?.destroy();
      setPoint(null);
    };
  }, [current, previous, measure, languageTag, currentLabel, previousLabel]);

  const measureLabel = t(`portal.statistics.measures.${measure}`);
  // The day under the pointer and the day as many days into the previous period.
  const day = point === null ? null : seriesDays(current)[point];
  const before = point === null ? null : seriesDays(previous)[point];
  const formatDate = formats.date;
  return (
    <div>
      <fieldset className="mb-4">
        <legend className="mb-2 text-sm font-semibold text-gray-900">{t('portal.statistics.chart.measure')}</legend>
        <div className="grid grid-cols-1 gap-2 sm:flex sm:flex-wrap">
          {STATISTICS_MEASURES.map((option) => (
            <label
              key={option}
              className="flex cursor-pointer items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-slate-900 has-[:checked]:border-teal-800 has-[:checked]:bg-teal-50 has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-slate-800"
            >
              <input
                type="radio"
                name={`${id}-measure`}
                value={option}
                checked={measure === option}
                onChange={() => setMeasure(option)}
                className="size-4 accent-teal-800"
              />
              {t(`portal.statistics.measures.${option}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <ul className="mb-2 flex flex-wrap gap-x-5 gap-y-1 text-sm text-gray-800" aria-hidden="true">
        <li className="flex items-center gap-2">
          <span className="inline-block w-6 border-t-2 border-teal-700" />
          {currentLabel} ({t('portal.statistics.range', { from: formatDate(current.from), to: formatDate(current.to) })})
        </li>
        <li className="flex items-center gap-2">
          <span className="inline-block w-6 border-t-2 border-dashed border-slate-500" />
          {previousLabel} ({t('portal.statistics.range', { from: formatDate(previous.from), to: formatDate(previous.to) })})
        </li>
      </ul>
      <div
        className="relative w-full"
        style={{ height: CHART_HEIGHT }}
        role="img"
        aria-label={t('portal.statistics.chart.label', { measure: measureLabel, from: formatDate(current.from), to: formatDate(current.to) })}
        data-testid="statistics-chart"
        data-state={state}
      >
        <div ref={target} className="h-full w-full" />
        {state !== 'drawn' ? (
          <p className="absolute inset-0 flex items-center justify-center rounded-md bg-slate-50 p-4 text-center text-sm text-gray-700">
            {t(state === 'failed' ? 'portal.statistics.chart.failed' : 'portal.statistics.chart.loading')}
          </p>
        ) : null}
      </div>
      <p className="mt-2 min-h-10 text-sm text-gray-800 sm:min-h-5" aria-hidden="true" data-testid="statistics-point">
        {day && before
          ? t('portal.statistics.chart.point', {
              date: formatDate(day.date),
              measure: measureLabel,
              value: formats.count(day[measure]),
              previousDate: formatDate(before.date),
              previousValue: formats.count(before[measure]),
            })
          : t('portal.statistics.chart.hint')}
      </p>
    </div>
  );
}
