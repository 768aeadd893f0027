import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

// The chart itself (uPlot, canvas): loaded by StatisticsChart after hydration, on this screen only, so
// neither the library nor its stylesheet is in any other page's bundle.

export interface PlotInput {
  /** This period's days (`YYYY-MM-DD`, oldest first) and counts; the previous period's counts day by day beside them. */
  dates: string[];
  current: number[];
  previous: number[];
  /** BCP 47 tag for the axes' dates and numbers. */
  languageTag: string;
  labels: { current: string; previous: string };
  width: number;
  height: number;
  /** The day under the pointer (an index into `dates`), null when it leaves the chart. */
  onPoint: (index: number | null) => void;
}

export interface Plot {
  resize(width: number): void;
  destroy(): void;
}

/** Whole numbers only on the count axis. */
const COUNT_STEPS = [1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1_000, 2_000, 2_500, 5_000, 10_000, 20_000, 50_000, 100_000, 250_000, 500_000, 1_000_000];
const DAY = 86_400;
const AXIS = { stroke: '#334155', font: '12px system-ui, sans-serif', grid: { stroke: '#e2e8f0', width: 1 }, ticks: { stroke: '#cbd5e1', width: 1 } };

/**
 * The count axis as wide as its longest label ("20.000" needs more room than "400"), as uPlot's
 * axis-autosize demo measures it; a fixed width cut the thousands off.
 */
function countAxisWidth(plot: uPlot, values: string[] | null, axisIndex: number, cycle: number): number {
  const axis = plot.axes[axisIndex]!;
  // uPlot calls this again while it converges: keep the width it settled on.
  if (cycle > 1) return (axis as uPlot.Axis & { _size: number })._size;
  const longest = (values ?? []).reduce((found, value) => (value.length > found.length ? value : found), '');
  plot.ctx.font = AXIS.font;
  return Math.ceil((axis.ticks?.size ?? 10) + (axis.gap ?? 5) + plot.ctx.measureText(longest).width + 4);
}

export function drawStatisticsPlot(target: HTMLElement, input: PlotInput): Plot {
  const { languageTag, height } = input;
  // The days are calendar days: plotted at midnight UTC and read back in UTC, whatever the browser's zone.
  const xs = input.dates.map((date) => Date.parse(`${date}T00:00:00Z`) / 1000);
  const dayAndMonth = new Intl.DateTimeFormat(languageTag, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const monthOnly = new Intl.DateTimeFormat(languageTag, { month: 'short', timeZone: 'UTC' });
  const count = new Intl.NumberFormat(languageTag, { maximumFractionDigits: 0 });
  const options: uPlot.Options = {
    width: input.width,
    height,
    legend: { show: false },
    cursor: { y: false, drag: { x: false, y: false, setScale: false }, points: { size: 9 } },
    tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'UTC'),
    scales: {
      x: { time: true },
      y: { range: (_plot, _min, max) => [0, max <= 4 ? 4 : Math.ceil(max * 1.1)] },
    },
    axes: [
      {
        ...AXIS,
        space: 64,
        values: (_plot, splits, _axis, _space, step) => splits.map((split) => (step >= 28 * DAY ? monthOnly : dayAndMonth).format(new Date(split * 1000))),
      },
      { ...AXIS, incrs: COUNT_STEPS, size: countAxisWidth, values: (_plot, splits) => splits.map((split) => count.format(split)) },
    ],
    series: [
      {},
      { label: input.labels.current, stroke: '#0f766e', width: 2, fill: 'rgba(15, 118, 110, 0.08)', points: { show: false } },
      { label: input.labels.previous, stroke: '#64748b', width: 1.5, dash: [6, 4], points: { show: false } },
    ],
    hooks: { setCursor: [(plot) => input.onPoint(plot.cursor.idx ?? null)] },
  };
  const plot = new uPlot(options, [xs, input.current, input.previous], target);
  return {
    resize: (width) => plot.setSize({ width, height }),
    destroy: () => plot.destroy(),
  };
}
