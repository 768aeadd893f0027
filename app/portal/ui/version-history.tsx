import type { ReactNode } from 'react';
import { QueryForm } from '../../components/forms/query-form.tsx';
import { SelectField } from '../../components/forms/fields.tsx';
import type { FormReply } from '../../components/forms/form-reply.ts';
import { FormAlert } from '../../components/forms/form-alert.tsx';
import { ButtonForm } from './button-form.tsx';
import { type DataColumn, DataTable } from './data-table.tsx';
import { Link } from 'react-router';
import { Card, linkClassName, secondaryButtonClassName, usePortalText } from './portal-page.tsx';

/**
 * The history of a record (docs/decisions/119), the same for an activity, an SEO page, a blog and a
 * banner: the versions (who, when, what changed) with "restore" beside each earlier one, and a GET form
 * that picks any two to compare (`?van=&naar=`), so the comparison is linkable and works without
 * JavaScript. The comparison itself is the page's: the review's for an activity, `FieldComparison` for
 * the others.
 */

export const VERSION_FROM_PARAM = 'van';
export const VERSION_TO_PARAM = 'naar';
export const RESTORE_FORM = 'restore';

export interface VersionRow {
  version: number;
  /** When, as the page's language writes it (formatted by the loader: the same text on server and browser). */
  when: string;
  author: string | null;
  changedFields: string[];
}

export function VersionHistory({
  versions,
  fieldLabel,
  restore,
  from,
  to,
  comparison,
}: {
  /** Newest first. */
  versions: VersionRow[];
  fieldLabel: (field: string) => string;
  /** An activity's restore is sent for review; operator content is restored at once. */
  restore: { kind: 'review' | 'direct'; reply?: FormReply | null };
  from: number | null;
  to: number | null;
  comparison: ReactNode;
}) {
  const t = usePortalText();
  const newest = versions[0]?.version ?? null;
  const review = restore.kind === 'review';
  const columns: DataColumn<VersionRow>[] = [
    {
      id: 'version',
      header: t('portal.versions.columns.version'),
      meta: { rowHeader: true },
      cell: ({ row: { original: row } }) => (
        <>
          {t('portal.versions.version', { number: row.version })}
          {row.version === newest ? <span className="block text-xs font-normal text-gray-700">{t('portal.versions.current')}</span> : null}
        </>
      ),
    },
    { id: 'when', header: t('portal.versions.columns.when'), cell: ({ row }) => row.original.when },
    {
      id: 'author',
      header: t('portal.versions.columns.author'),
      cell: ({ row: { original: row } }) => row.author ?? (row.version === 1 ? t('portal.versions.beforeHistory') : t('portal.versions.unknownAuthor')),
    },
    {
      id: 'changed',
      header: t('portal.versions.columns.changed'),
      cell: ({ row: { original: row } }) =>
        row.version === 1
          ? t('portal.versions.first')
          : row.changedFields.length === 0
            ? t('portal.versions.nothingChanged')
            : row.changedFields.map(fieldLabel).join(', '),
    },
    {
      id: 'action',
      header: t('portal.versions.columns.action'),
      meta: { narrowName: false, className: 'whitespace-nowrap' },
      cell: ({ row: { original: row } }) =>
        row.version === newest ? null : (
          <ButtonForm
            form={RESTORE_FORM}
            intent="restore"
            values={{ version: row.version }}
            small
            accessibleName={t(review ? 'portal.versions.restore.activityAccessible' : 'portal.versions.restore.accessible', { number: row.version })}
          >
            {t(review ? 'portal.versions.restore.activityButton' : 'portal.versions.restore.button')}
          </ButtonForm>
        ),
    },
  ];
  const options = versions.map((row) => ({ value: String(row.version), label: t('portal.versions.version', { number: row.version }) }));
  return (
    <>
      <Card title={t('portal.versions.title')} hint={t(review ? 'portal.versions.activityIntro' : 'portal.versions.contentIntro')}>
        {restore.reply?.formError ? <FormAlert tone="error">{t(restore.reply.formError)}</FormAlert> : null}
        {versions.length === 0 ? (
          <p>{t('portal.versions.none')}</p>
        ) : (
          <DataTable rows={versions} columns={columns} caption={t('portal.versions.caption')} rowKey={(row) => row.version} testId="versions" />
        )}
      </Card>
      <Card title={t('portal.versions.compare.title')}>
        {versions.length < 2 ? (
          <p>{t('portal.versions.compare.needTwo')}</p>
        ) : (
          <QueryForm
            // The chosen pair as its defaults: after a restore the page's pair moves on, and the selects with it.
            key={`${from}-${to}`}
            name="compare"
            errors={{}}
            className="mb-4 grid items-end gap-4 sm:grid-cols-3"
            testId="versions-compare"
          >
            <SelectField name={VERSION_FROM_PARAM} label={t('portal.versions.compare.from')} options={options} defaultValue={String(from ?? '')} />
            <SelectField name={VERSION_TO_PARAM} label={t('portal.versions.compare.to')} options={options} defaultValue={String(to ?? '')} />
            <div>
              <button type="submit" className={secondaryButtonClassName}>
                {t('portal.versions.compare.submit')}
              </button>
            </div>
          </QueryForm>
        )}
      </Card>
      {comparison}
    </>
  );
}

/** One field of two versions side by side (operator content); `changed` rows are marked in words. */
export interface ComparedField {
  field: string;
  left: string;
  right: string;
  changed: boolean;
}

/** Two versions field by field: the left (earlier) and right (later) value, changed rows marked. */
export function FieldComparison({ rows, from, to, fieldLabel }: { rows: ComparedField[]; from: number; to: number; fieldLabel: (field: string) => string }) {
  const t = usePortalText();
  const changedCount = rows.filter((row) => row.changed).length;
  const empty = (value: string) => (value === '' ? <span className="text-gray-700">{t('portal.versions.compare.empty')}</span> : value);
  const columns: DataColumn<ComparedField>[] = [
    {
      id: 'field',
      header: t('portal.versions.compare.field'),
      meta: { rowHeader: true, headerClassName: 'w-40' },
      cell: ({ row: { original: row } }) => (
        <>
          {fieldLabel(row.field)}
          {row.changed ? <span className="block text-xs font-normal text-amber-900">{t('portal.versions.compare.changed')}</span> : null}
        </>
      ),
    },
    {
      id: 'left',
      header: t('portal.versions.version', { number: from }),
      meta: { className: 'whitespace-pre-line break-words' },
      cell: ({ row }) => empty(row.original.left),
    },
    {
      id: 'right',
      header: t('portal.versions.version', { number: to }),
      meta: { className: 'whitespace-pre-line break-words' },
      cell: ({ row }) => empty(row.original.right),
    },
  ];
  return (
    <Card title={t('portal.versions.compare.heading', { from, to })}>
      <p className="mb-3 text-sm text-gray-700" data-testid="versions-changed-count">
        {t('portal.versions.compare.changedCount', { count: changedCount })}
      </p>
      <DataTable
        rows={rows}
        columns={columns}
        caption={t('portal.versions.compare.caption')}
        rowKey={(row) => row.field}
        rowProps={(row) => ({ className: row.changed ? 'bg-amber-50' : '', 'data-changed': row.changed || undefined })}
        tableClassName="sm:table-fixed"
        testId="versions-diff"
      />
    </Card>
  );
}

/** The record page's link to its history, naming how many versions it has. */
export function VersionHistoryLink({ to, count }: { to: string; count: number }) {
  const t = usePortalText();
  return (
    <Link to={to} className={linkClassName} data-testid="version-history-link">
      {t('portal.versions.link', { count })}
    </Link>
  );
}
