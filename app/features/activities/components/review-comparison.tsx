import { Card, usePortalText } from '../../../portal/ui/portal-page.tsx';
import { type DataColumn, DataTable } from '../../../portal/ui/data-table.tsx';
import type { DiffRow } from '../activity-review-diff.ts';
import type { EditorMedia } from '../activity-editing.types.ts';

/**
 * The reviewer's side-by-side (decision 104): a table of every field with the live and the proposed value,
 * changed rows marked (in words, not only by colour), added and removed words of long texts marked
 * with <ins>/<del>; the photos of both versions in their order.
 */
export function ReviewComparison({
  rows,
  kind,
  proposedMedia,
  liveMedia,
  versions,
}: {
  rows: DiffRow[];
  kind: 'new' | 'edit';
  proposedMedia: EditorMedia[];
  liveMedia: EditorMedia[] | null;
  /** Two versions of the history (docs/decisions/119) instead of the live and the proposed one: the headings name them. */
  versions?: { from: number; to: number };
}) {
  const t = usePortalText();
  const heading = {
    title: versions ? t('portal.versions.compare.heading', versions) : t(kind === 'edit' ? 'portal.review.comparison' : 'portal.review.proposal'),
    live: versions ? t('portal.versions.version', { number: versions.from }) : t('portal.review.columns.live'),
    proposed: versions ? t('portal.versions.version', { number: versions.to }) : t('portal.review.columns.proposed'),
    liveMedia: versions ? `${t('portal.versions.version', { number: versions.from })}: ${t('portal.fields.media')}` : t('portal.review.liveMedia'),
    proposedMedia: versions ? `${t('portal.versions.version', { number: versions.to })}: ${t('portal.fields.media')}` : t('portal.review.proposedMedia'),
  };
  const changedCount = rows.filter((row) => row.changed).length;
  const columns: DataColumn<DiffRow>[] = [
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
    ...(kind === 'edit'
      ? [
          {
            id: 'live',
            header: heading.live,
            meta: { className: 'whitespace-pre-line break-words' },
            cell: ({ row }) => row.original.live,
          } satisfies DataColumn<DiffRow>,
        ]
      : []),
    {
      id: 'proposed',
      header: heading.proposed,
      meta: { className: 'whitespace-pre-line break-words', narrowName: kind === 'edit' },
      cell: ({ row: { original: row } }) =>
        row.words
          ? row.words.map((part, index) =>
              part.kind === 'added' ? (
                <ins key={index} className="bg-green-100 text-green-900 no-underline">
                  {part.text}
                </ins>
              ) : part.kind === 'removed' ? (
                <del key={index} className="bg-red-100 text-red-900">
                  {part.text}
                </del>
              ) : (
                <span key={index}>{part.text}</span>
              ),
            )
          : row.proposed,
    },
  ];
  return (
    <Card title={heading.title}>
      {kind === 'edit' ? (
        <p className="mb-3 text-sm text-gray-700" data-testid="changed-count">
          {t('portal.review.changedCount', { count: changedCount })}
        </p>
      ) : null}
      {/* On a phone each field's rows stack (the live value above the proposed one, each named): no column is off-screen. */}
      <DataTable
        rows={rows}
        columns={columns}
        caption={versions ? t('portal.versions.compare.caption') : t('portal.review.comparisonCaption')}
        rowKey={(row) => row.field}
        rowProps={(row) => ({ className: row.changed ? 'bg-amber-50' : '', 'data-changed': row.changed || undefined })}
        tableClassName="sm:table-fixed"
        testId="review-diff"
      />
      <div className={`mt-4 grid gap-4 ${liveMedia ? 'md:grid-cols-2' : ''}`}>
        {liveMedia ? <MediaStrip title={heading.liveMedia} media={liveMedia} /> : null}
        <MediaStrip title={heading.proposedMedia} media={proposedMedia} />
      </div>
    </Card>
  );
}

function MediaStrip({ title, media }: { title: string; media: EditorMedia[] }) {
  const t = usePortalText();
  return (
    <div>
      <h3 className="mb-2 font-semibold">{title}</h3>
      {media.length === 0 ? <p className="text-sm">{t('portal.activityEditor.media.none')}</p> : null}
      <ol className="flex flex-wrap gap-2">
        {media.map((item, index) => (
          <li key={`${item.url}-${index}`} className="w-28 text-xs">
            {item.type === 'IMAGE' ? (
              <img src={`${item.url}?w=400`} alt={item.alt} width={112} height={70} className="h-[70px] w-28 rounded object-cover" />
            ) : (
              <span className="flex h-[70px] w-28 items-center justify-center rounded bg-slate-800 font-semibold text-white">
                {t('portal.activityEditor.media.video')}
              </span>
            )}
            <span className="mt-1 block truncate">
              {index + 1}. {item.alt || '-'}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}
