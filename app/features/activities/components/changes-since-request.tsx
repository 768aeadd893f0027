import { Card, usePortalText } from '../../../portal/ui/portal-page.tsx';
import { type DataColumn, DataTable } from '../../../portal/ui/data-table.tsx';

/** One field that changed since the request for changes, or that had a note, with the notes and answers. */
export interface SinceRow {
  field: string;
  atRequest: string;
  now: string;
  changed: boolean;
  notes: Array<{ id: number; photo: number | null; note: string; answer: string | null }>;
}

/**
 * What the provider did with a request for changes (docs/decisions/118): per field, the value when the
 * changes were requested beside the one sent now, with the operator's notes and the provider's answers.
 */
export function ChangesSinceRequest({ round, requested, rows }: { round: number; requested: string; rows: SinceRow[] }) {
  const t = usePortalText();
  const columns: DataColumn<SinceRow>[] = [
    {
      id: 'field',
      header: t('portal.review.columns.field'),
      meta: { rowHeader: true, headerClassName: 'w-40' },
      cell: ({ row: { original: row } }) => (
        <>
          {t(`portal.fields.${row.field}`)}
          {row.changed ? <span className="block text-xs font-normal text-amber-900">{t('portal.review.changed')}</span> : null}
        </>
      ),
    },
    {
      id: 'atRequest',
      header: t('portal.review.columns2.atRequest'),
      meta: { className: 'whitespace-pre-line break-words' },
      cell: ({ row }) => row.original.atRequest,
    },
    { id: 'now', header: t('portal.review.columns2.now'), meta: { className: 'whitespace-pre-line break-words' }, cell: ({ row }) => row.original.now },
    {
      id: 'notes',
      header: t('portal.review.columns2.notes'),
      cell: ({ row }) =>
        row.original.notes.map((note) => (
          <div key={note.id} className="mb-2 last:mb-0" data-testid="since-note">
            <p>
              <span className="font-semibold">{note.photo ? `${t('portal.review.photo', { n: note.photo })}: ` : `${t('portal.review.yourNote')}: `}</span>
              {note.note}
            </p>
            <p className="whitespace-pre-line">
              <span className="font-semibold">{t('portal.review.answer')}: </span>
              {note.answer ?? <span className="text-gray-700">{t('portal.review.noAnswer')}</span>}
            </p>
          </div>
        )),
    },
  ];
  return (
    <Card title={t('portal.review.sinceRequest', { round })}>
      <p className="mb-3 text-sm text-gray-700">{t('portal.review.sinceRequestIntro', { date: requested })}</p>
      {rows.some((row) => row.changed) ? null : <p className="mb-3">{t('portal.review.noChangesSince')}</p>}
      <DataTable
        rows={rows}
        columns={columns}
        caption={t('portal.review.sinceCaption')}
        rowKey={(row) => row.field}
        rowProps={(row) => ({ className: row.changed ? 'bg-amber-50' : '', 'data-changed': row.changed || undefined })}
        tableClassName="sm:table-fixed"
        testId="since-request"
      />
    </Card>
  );
}
