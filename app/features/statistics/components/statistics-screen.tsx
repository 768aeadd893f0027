import { useEffect, useRef } from 'react';
import { Form, Link } from 'react-router';
import { FieldLabel, inputClassName } from '../../../components/forms/fields.tsx';
import { Card, linkClassName, PortalPage, secondaryButtonClassName, usePortalText, SubmitButton } from '../../../portal/ui/portal-page.tsx';
import { LIST_TOTAL_CAP } from '../../../portal/list-query.ts';
import { PORTAL_PATHS } from '../../../config/portal-links.ts';
import { STATISTICS_MEASURES, STATISTICS_PERIODS, type StatisticsMeasure, statisticsSearch } from '../provider-statistics.schemas.ts';
import type { ProviderStatistics, StatisticsActivityOption } from '../provider-statistics.types.ts';
import { STATISTICS_TABLE_UNIT } from '../statistics-series.ts';
import { StatisticsChart } from './statistics-chart.tsx';
import { type StatisticsFormats, statisticsFormats } from './statistics-formats.ts';
import { StatisticsTable } from './statistics-table.tsx';

type QueryField = 'periode' | 'activiteit' | 'zoek';

export interface StatisticsScreenProps {
  /** Null when the query was refused (the form shows why). */
  statistics: ProviderStatistics | null;
  choices: { items: StatisticsActivityOption[]; total: number; limit: number };
  /** The form's values as they came (so a refused value stays in its field). */
  values: Record<QueryField, string>;
  errors: Partial<Record<QueryField, string>> | null;
  locale: 'nl' | 'de';
}

const LANGUAGE_TAGS = { nl: 'nl-NL', de: 'de-DE' } as const;
const FIELD_IDS: Record<QueryField, string> = { zoek: 'statistics-search', activiteit: 'statistics-activity', periode: 'statistics-period' };

/** The activities by organisation, for the select's groups (the list comes ordered by organisation). */
function byOrganisation(items: StatisticsActivityOption[]): Array<[string, StatisticsActivityOption[]]> {
  const groups = new Map<string, StatisticsActivityOption[]>();
  for (const item of items) groups.set(item.organisationName, [...(groups.get(item.organisationName) ?? []), item]);
  return [...groups];
}

/** The provider's figures: choose activity and period, four totals beside the period before, the chart, the table and its CSV. */
export function StatisticsScreen({ statistics, choices, values, errors, locale }: StatisticsScreenProps) {
  const t = usePortalText();
  const languageTag = LANGUAGE_TAGS[locale];
  const formats = statisticsFormats(languageTag);
  const formatDate = formats.date;
  const tableUnit = statistics ? STATISTICS_TABLE_UNIT[statistics.period] : 'day';
  const subject = statistics?.activity?.title ?? t('portal.statistics.allActivities');
  // Searching is offered when the list cannot show every activity (or a search is on).
  const searchable = choices.total > choices.items.length || values.zoek !== '' || errors?.zoek !== undefined;

  return (
    <PortalPage
      wide
      title={t('portal.statistics.title')}
      intro={
        <>
          {t('portal.statistics.intro')}{' '}
          <Link to={PORTAL_PATHS.statisticsCounting} className={linkClassName}>
            {t('portal.statistics.howCountedLink')}
          </Link>
        </>
      }
    >
      <div className="grid grid-cols-1 gap-6">
        <Card title={t('portal.statistics.choose')}>
          {errors ? <QueryErrors errors={errors} /> : null}
          <Form method="get" className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_auto_auto] sm:items-end" data-testid="statistics-form">
            {searchable ? (
              <div className="sm:col-span-3">
                <FieldLabel htmlFor={FIELD_IDS.zoek}>{t('portal.statistics.search')}</FieldLabel>
                <input
                  id={FIELD_IDS.zoek}
                  name="zoek"
                  type="search"
                  defaultValue={values.zoek}
                  maxLength={100}
                  aria-describedby={`${FIELD_IDS.zoek}-hint`}
                  aria-invalid={errors?.zoek ? true : undefined}
                  className={inputClassName}
                />
                <p id={`${FIELD_IDS.zoek}-hint`} className="mt-1 text-sm text-gray-700">
                  {choices.items.length === 0 && values.zoek
                    ? t('portal.statistics.noMatch', { search: values.zoek })
                    : choices.total > LIST_TOTAL_CAP
                      ? t('portal.statistics.searchHintMore', { shown: choices.items.length, total: LIST_TOTAL_CAP })
                      : t('portal.statistics.searchHint', { shown: choices.items.length, total: choices.total })}
                </p>
              </div>
            ) : null}
            <div>
              <FieldLabel htmlFor={FIELD_IDS.activiteit}>{t('portal.statistics.activity')}</FieldLabel>
              <select
                id={FIELD_IDS.activiteit}
                name="activiteit"
                defaultValue={values.activiteit}
                aria-invalid={errors?.activiteit ? true : undefined}
                className={`${inputClassName} truncate`}
              >
                <option value="">{t('portal.statistics.allActivities')}</option>
                {byOrganisation(choices.items).map(([organisation, items]) => (
                  <optgroup key={organisation} label={organisation}>
                    {items.map((item) => (
                      <option key={item.id} value={String(item.id)}>
                        {item.title}
                      </option>
                    ))}
                  </optgroup>
                ))}
              </select>
            </div>
            <div>
              <FieldLabel htmlFor={FIELD_IDS.periode}>{t('portal.statistics.period')}</FieldLabel>
              <select
                id={FIELD_IDS.periode}
                name="periode"
                defaultValue={(STATISTICS_PERIODS as readonly number[]).includes(Number(values.periode)) ? values.periode : '30'}
                aria-invalid={errors?.periode ? true : undefined}
                className={inputClassName}
              >
                {STATISTICS_PERIODS.map((period) => (
                  <option key={period} value={String(period)}>
                    {t(`portal.statistics.periods.${period}`)}
                  </option>
                ))}
              </select>
            </div>
            <SubmitButton>{t('portal.statistics.show')}</SubmitButton>
          </Form>
        </Card>

        {statistics ? (
          <>
            <section aria-labelledby="statistics-summary">
              <h2 id="statistics-summary" className="mb-1 text-lg font-bold">
                {t('portal.statistics.summary')}
              </h2>
              <p className="mb-3 text-sm text-gray-700" data-testid="statistics-compared">
                {t('portal.statistics.compared', {
                  subject,
                  from: formatDate(statistics.current.from),
                  to: formatDate(statistics.current.to),
                  previousFrom: formatDate(statistics.previous.from),
                  previousTo: formatDate(statistics.previous.to),
                })}
              </p>
              <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
                {STATISTICS_MEASURES.map((measure) => (
                  <Figure
                    key={measure}
                    measure={measure}
                    current={statistics.current.totals[measure]}
                    previous={statistics.previous.totals[measure]}
                    formats={formats}
                  />
                ))}
              </dl>
            </section>

            <Card title={t('portal.statistics.chart.title')}>
              <StatisticsChart statistics={statistics} languageTag={languageTag} formats={formats} />
            </Card>

            <Card labelledBy="statistics-table-title">
              <div className="mb-3 flex flex-wrap items-start justify-between gap-3">
                <div>
                  <h2 id="statistics-table-title" className="text-lg font-bold">
                    {t(`portal.statistics.table.${tableUnit}.title`)}
                  </h2>
                  <p className="text-sm text-gray-700">{t(`portal.statistics.table.${tableUnit}.downloadHint`)}</p>
                </div>
                <a
                  href={`${PORTAL_PATHS.statisticsExport}${statisticsSearch({ period: statistics.period, activityId: statistics.activity?.id ?? null })}`}
                  download
                  className={secondaryButtonClassName}
                  data-testid="statistics-csv"
                >
                  {t('portal.statistics.table.download')}
                </a>
              </div>
              <StatisticsTable series={statistics.current} unit={tableUnit} subject={subject} formats={formats} />
            </Card>
          </>
        ) : null}
      </div>
    </PortalPage>
  );
}

/** One total, the previous period's and the change between them. */
function Figure({ measure, current, previous, formats }: { measure: StatisticsMeasure; current: number; previous: number; formats: StatisticsFormats }) {
  const t = usePortalText();
  const direction = current === previous ? 'same' : previous === 0 ? 'new' : current > previous ? 'up' : 'down';
  const tone = { up: 'bg-green-50 text-green-900', down: 'bg-red-50 text-red-900', same: 'bg-slate-100 text-slate-800', new: 'bg-green-50 text-green-900' }[
    direction
  ];
  const arrow = { up: '▲', down: '▼', same: '=', new: '▲' }[direction];
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm" data-testid={`statistics-figure-${measure}`}>
      <dt className="min-h-10 text-sm font-semibold text-gray-800 sm:min-h-0">{t(`portal.statistics.measures.${measure}`)}</dt>
      <dd className="mt-1">
        <span className="block text-2xl font-bold tabular-nums text-slate-900 sm:text-3xl" data-testid="statistics-figure-value">
          {formats.count(current)}
        </span>
        <span className="block text-sm text-gray-700">{t('portal.statistics.previous', { value: formats.count(previous) })}</span>
        <span className={`mt-2 inline-flex items-center gap-1 rounded px-2 py-0.5 text-sm font-semibold ${tone}`}>
          <span aria-hidden="true">{arrow}</span>
          {t(`portal.statistics.change.${direction}`, { percent: previous === 0 ? '' : formats.change((current - previous) / previous) })}
          <span className="sr-only"> {t('portal.statistics.change.compared')}</span>
        </span>
      </dd>
    </div>
  );
}

/** What in the query could not be read, above the form; it takes the focus, and each line leads to its field. */
function QueryErrors({ errors }: { errors: Partial<Record<QueryField, string>> }) {
  const t = usePortalText();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), [errors]);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      className="mb-4 rounded-md border-l-4 border-red-700 bg-red-50 p-4 text-red-900 outline-none focus:ring-2 focus:ring-red-700"
      data-testid="form-errors"
    >
      <p className="font-semibold">{t('portal.statistics.errors.summary')}</p>
      <ul className="mt-2 list-disc pl-5">
        {(Object.entries(errors) as Array<[QueryField, string]>).map(([field, key]) => (
          <li key={field}>
            <a href={`#${FIELD_IDS[field]}`} className="underline">
              {t(key)}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
