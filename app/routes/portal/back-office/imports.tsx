import { data } from 'react-router';
import type { Route } from './+types/imports';
import { AccountFileFormSchema, AccountImportFormSchema } from '../../../features/imports/account-import.schemas.ts';
import { type AccountImportResult, importAccountsAsOperator, listImportRuns } from '../../../features/imports/account-import.server.ts';
import type { ImportReport } from '../../../features/imports/import-report.ts';
import { actByIntent, readForm, refuse } from '../../../components/forms/form-action.server.ts';
import type { FormActionData } from '../../../components/forms/form-reply.ts';
import { FileInput, FormNotice, PostForm, replyOf } from '../../../components/forms/post-form.tsx';
import { screenTexts } from '../../../i18n/catalogue-loader.ts';
import { loaderHead } from '../../../page-head/loader-head.ts';
import { Card, usePortalText, PageHeading, SubmitButton } from '../../../portal/ui/portal-page.tsx';
import { type DataColumn, DataTable } from '../../../portal/ui/data-table.tsx';
import { backOfficeOf } from './back-office.server.ts';
import { asActor, portalHead } from '../portal-guards.server.ts';

// Moving in, in the back office (docs/decisions/114, docs/migrating.md): the account import as an upload
// for operators who do not use a shell (first a dry run shown as a table, then the import of the good
// rows), and the reports of the last runs of both imports (`import:site` runs only from the shell).

const CHECK_FORM = 'accounts-check';
const IMPORT_FORM = 'accounts-import';
/** The good rows shown of a dry run; the rest are counted (a file of thousands is checked, not read here). */
const PLAN_ROWS_SHOWN = 200;

export async function loader({ context, request }: Route.LoaderArgs) {
  const { ctx, portal, actor, platform, platforms } = await backOfficeOf(context, request);
  const runs = await asActor(() => listImportRuns(ctx.db, actor));
  const platformNames = Object.fromEntries(platforms.map((p) => [p.id, p.name]));
  return { head: portalHead(portal, 'portal.backOffice.imports.title'), platform, runs, platformNames, locale: portal.locale };
}

/** A dry run as the page shows it: the problems, what the good rows do (the first ones), and the file to send back. */
interface Checked {
  fileName: string;
  csv: string;
  total: number;
  problems: AccountImportResult['problems'];
  rows: AccountImportResult['rows'];
  goodRows: number;
}

type ImportsActionData = FormActionData & { checked?: Checked };

export async function action({ context, request }: Route.ActionArgs) {
  const { ctx, portal, actor, platform } = await backOfficeOf(context, request);
  return asActor(() =>
    actByIntent(request, {
      import: async () => {
        const read = await readForm(request, portal.csrfToken, IMPORT_FORM, AccountImportFormSchema);
        if (!read.ok) return refuse(read.reply);
        await importAccountsAsOperator(ctx.db, actor, read.value.csv, { platformId: platform.id, dryRun: false, source: read.value.fileName });
        // The run's report is the first of the list below the form.
        return data<ImportsActionData>({
          reply: null,
          done: { form: IMPORT_FORM, notice: 'portal.backOffice.imports.done', params: { file: read.value.fileName } },
        });
      },
      check: async () => {
        const read = await readForm(request, portal.csrfToken, CHECK_FORM, AccountFileFormSchema);
        if (!read.ok) return refuse(read.reply);
        const csv = await read.value.file.text();
        const fileName = read.value.file.name || 'accounts.csv';
        const result = await importAccountsAsOperator(ctx.db, actor, csv, { platformId: platform.id, dryRun: true, source: fileName });
        const badLines = new Set(result.problems.map((p) => p.line));
        const checked: Checked = {
          fileName,
          csv,
          total: result.rows.length + badLines.size,
          problems: result.problems,
          rows: result.rows.slice(0, PLAN_ROWS_SHOWN),
          goodRows: result.rows.length,
        };
        return data<ImportsActionData>({ reply: null, done: null, checked });
      },
    }),
  );
}

export const handle = await screenTexts('portal');
export const meta: Route.MetaFunction = loaderHead;

// The check's tables keep their columns on a phone: they scroll sideways in their box (few, narrow columns).
const importTable = {
  tableClassName: 'min-w-[32rem]',
  captionClassName: 'mb-2 text-left font-semibold text-slate-900',
  headClassName: 'border-b border-slate-300 bg-slate-50',
} as const;
const importHeader = 'px-3 font-semibold text-slate-900';
const importCell = 'px-3 break-words';

export default function BackOfficeImports({ loaderData, actionData }: Route.ComponentProps) {
  const t = usePortalText();
  const { platform, runs, platformNames, locale } = loaderData;
  const answer = actionData as ImportsActionData | undefined;
  const checked = answer?.checked;
  const dateFormat = new Intl.DateTimeFormat(locale === 'de' ? 'de-DE' : 'nl-NL', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Amsterdam' });
  return (
    <div className="space-y-6">
      <PageHeading title={t('portal.backOffice.imports.title')} intro={t('portal.backOffice.imports.intro', { platform: platform.name })} />
      <Card title={t('portal.backOffice.imports.accountsTitle')}>
        <p className="mb-4 text-gray-700">{t('portal.backOffice.imports.columns')}</p>
        <FormNotice actionData={answer} form={IMPORT_FORM} />
        <PostForm
          name={CHECK_FORM}
          intent="check"
          reply={replyOf(answer, CHECK_FORM)}
          encType="multipart/form-data"
          key={checked ? checked.fileName : CHECK_FORM}
        >
          <FileInput name="file" label={t('portal.backOffice.imports.file')} hint={t('portal.backOffice.imports.fileHint')} accept=".csv,text/csv" />
          <SubmitButton>{t('portal.backOffice.imports.check')}</SubmitButton>
        </PostForm>
      </Card>
      {checked ? <CheckedFile checked={checked} reply={replyOf(answer, IMPORT_FORM)} /> : null}
      <section aria-labelledby="runs-title">
        <h2 id="runs-title" className="mb-2 text-xl font-bold text-slate-900">
          {t('portal.backOffice.imports.runsTitle')}
        </h2>
        {runs.length === 0 ? (
          <p className="text-gray-700">{t('portal.backOffice.imports.runsNone')}</p>
        ) : (
          <ul className="space-y-3" data-testid="import-runs">
            {runs.map((run) => (
              <li key={run.id} className="rounded-lg border border-slate-300 bg-white p-4">
                <RunReport
                  heading={`${t(`portal.backOffice.imports.kinds.${run.kind === 'site' ? 'site' : 'accounts'}`)}: ${run.source}`}
                  when={dateFormat.format(new Date(run.startedAt))}
                  platformName={run.platformId ? (platformNames[run.platformId] ?? String(run.platformId)) : ''}
                  report={run.report}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function CheckedFile({ checked, reply }: { checked: Checked; reply: ReturnType<typeof replyOf> }) {
  const t = usePortalText();
  const problemColumns: DataColumn<Checked['problems'][number] & { index: number }>[] = [
    {
      id: 'line',
      header: t('portal.backOffice.imports.problemColumns.line'),
      meta: { headerClassName: importHeader, className: importCell },
      cell: ({ row }) => row.original.line,
    },
    {
      id: 'column',
      header: t('portal.backOffice.imports.problemColumns.column'),
      meta: { headerClassName: importHeader, className: importCell },
      cell: ({ row }) => <code>{row.original.column ?? '–'}</code>,
    },
    {
      id: 'problem',
      header: t('portal.backOffice.imports.problemColumns.problem'),
      meta: { headerClassName: importHeader, className: importCell },
      cell: ({ row }) => t(`portal.backOffice.imports.problems.${row.original.code}`, { value: row.original.value }),
    },
  ];
  const planColumns: DataColumn<Checked['rows'][number]>[] = [
    {
      id: 'line',
      header: t('portal.backOffice.imports.planColumns.line'),
      meta: { headerClassName: importHeader, className: importCell },
      cell: ({ row }) => row.original.line,
    },
    {
      id: 'who',
      header: t('portal.backOffice.imports.planColumns.who'),
      meta: { headerClassName: importHeader, className: importCell },
      cell: ({ row: { original: row } }) => (
        <>
          {t(`portal.backOffice.imports.types.${row.type}`)}: {row.name}
          {row.email && row.email !== row.name ? <span className="block text-gray-700">{row.email}</span> : null}
        </>
      ),
    },
    {
      id: 'plan',
      header: t('portal.backOffice.imports.planColumns.plan'),
      meta: { headerClassName: importHeader, className: importCell },
      cell: ({ row: { original: row } }) => (
        <>
          {t(`portal.backOffice.imports.plans.${row.plan}`, { line: row.mergedInto && 'line' in row.mergedInto ? row.mergedInto.line : '' })}
          {row.primaryKept ? <span className="block text-gray-700">{t('portal.backOffice.imports.primaryKept')}</span> : null}
        </>
      ),
    },
  ];
  return (
    <Card labelledBy="checked-title">
      <h2 id="checked-title" className="mb-2 text-xl font-bold text-slate-900" data-testid="checked-title">
        {t('portal.backOffice.imports.checkedTitle', { file: checked.fileName })}
      </h2>
      <p className="mb-4 text-gray-700">{t('portal.backOffice.imports.checked', { good: checked.goodRows, total: checked.total })}</p>
      {checked.problems.length > 0 ? (
        <div className="mb-6 overflow-x-auto">
          <DataTable
            rows={checked.problems.map((problem, index) => ({ ...problem, index }))}
            columns={problemColumns}
            caption={t('portal.backOffice.imports.problemsCaption', { count: checked.problems.length })}
            rowKey={(problem) => problem.index}
            stack={false}
            {...importTable}
            testId="import-problems"
          />
        </div>
      ) : null}
      {checked.rows.length > 0 ? (
        <div className="mb-6 overflow-x-auto">
          <DataTable
            rows={checked.rows}
            columns={planColumns}
            caption={t('portal.backOffice.imports.planCaption')}
            rowKey={(row) => row.line}
            stack={false}
            {...importTable}
            testId="import-plan"
          />
          {checked.goodRows > checked.rows.length ? (
            <p className="mt-2 text-gray-700">{t('portal.backOffice.imports.planMore', { count: checked.goodRows - checked.rows.length })}</p>
          ) : null}
        </div>
      ) : null}
      {checked.goodRows > 0 ? (
        <PostForm name={IMPORT_FORM} intent="import" reply={reply} encType="multipart/form-data">
          <input type="hidden" name="csv" value={checked.csv} />
          <input type="hidden" name="fileName" value={checked.fileName} />
          {checked.problems.length > 0 ? <p className="text-gray-700">{t('portal.backOffice.imports.skippedNote')}</p> : null}
          <SubmitButton>{t('portal.backOffice.imports.importButton', { count: checked.goodRows })}</SubmitButton>
        </PostForm>
      ) : null}
    </Card>
  );
}

function RunReport({ heading, when, platformName, report }: { heading: string; when: string; platformName: string; report: ImportReport | null }) {
  const t = usePortalText();
  const notable = report?.rows ?? [];
  return (
    <>
      <h3 className="font-semibold break-words text-slate-900">{heading}</h3>
      <p className="text-sm text-gray-700">
        {[
          when,
          platformName,
          report ? t(report.complete ? 'portal.backOffice.imports.complete' : 'portal.backOffice.imports.incomplete') : t('portal.backOffice.imports.running'),
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
      {report ? (
        <ul className="mt-2 text-sm">
          {Object.entries(report.counts).map(([kind, counts]) => (
            <li key={kind}>{t('portal.backOffice.imports.counts', { kind, ...counts })}</li>
          ))}
        </ul>
      ) : null}
      {notable.length > 0 ? (
        <details className="mt-2 text-sm">
          <summary className="cursor-pointer font-semibold text-slate-900 underline">
            {t('portal.backOffice.imports.rowsSummary', { count: notable.length })}
          </summary>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {notable.slice(0, 100).map((row, index) => (
              <li key={index} className="break-words">
                {t(`portal.backOffice.imports.outcomes.${row.outcome}`)} · {row.kind} {row.source}: {row.reason}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </>
  );
}
