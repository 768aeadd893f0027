import { Card, usePortalText } from '../../../portal/ui/portal-page.tsx';
import { NarrowColumnName, stacked } from '../../../portal/ui/stacked-table.tsx';
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
}: {
  rows: DiffRow[];
  kind: 'new' | 'edit';
  proposedMedia: EditorMedia[];
  liveMedia: EditorMedia[] | null;
}) {
  const t = usePortalText();
  const changedCount = rows.filter((row) => row.changed).length;
  return (
    <Card labelledBy="review-comparison">
      <h2 id="review-comparison" className="mb-1 text-lg font-bold">
        {t(kind === 'edit' ? 'portal.review.comparison' : 'portal.review.proposal')}
      </h2>
      {kind === 'edit' ? (
        <p className="mb-3 text-sm text-gray-700" data-testid="changed-count">
          {t('portal.review.changedCount', { count: changedCount })}
        </p>
      ) : null}
      {/* On a phone each field's rows stack (the live value above the proposed one, each named): no column is off-screen. */}
      <div>
        <table className={`w-full text-left text-sm sm:table-fixed ${stacked.table}`} data-testid="review-diff">
          <caption className="sr-only">{t('portal.review.comparisonCaption')}</caption>
          <thead className={stacked.head}>
            <tr className="border-b border-slate-300">
              <th scope="col" className="w-40 py-2 pr-3">
                {t('portal.review.columns.field')}
              </th>
              {kind === 'edit' ? (
                <th scope="col" className="py-2 pr-3">
                  {t('portal.review.columns.live')}
                </th>
              ) : null}
              <th scope="col" className="py-2">
                {t('portal.review.columns.proposed')}
              </th>
            </tr>
          </thead>
          <tbody className={stacked.body}>
            {rows.map((row) => (
              <tr
                key={row.field}
                className={`border-b border-slate-200 align-top ${stacked.row} ${row.changed ? 'bg-amber-50' : ''}`}
                data-changed={row.changed || undefined}
              >
                <th scope="row" className={`py-2 pr-3 font-semibold ${stacked.rowHeader}`}>
                  {t(`portal.fields.${row.field}`)}
                  {row.changed ? <span className="block text-xs font-normal text-amber-900">{t('portal.review.changed')}</span> : null}
                </th>
                {kind === 'edit' ? (
                  <td className={`whitespace-pre-line break-words py-2 pr-3 ${stacked.cell}`}>
                    <NarrowColumnName>{t('portal.review.columns.live')}</NarrowColumnName>
                    {row.live}
                  </td>
                ) : null}
                <td className={`whitespace-pre-line break-words py-2 ${stacked.cell}`}>
                  {kind === 'edit' ? <NarrowColumnName>{t('portal.review.columns.proposed')}</NarrowColumnName> : null}
                  {row.words
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
                    : row.proposed}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className={`mt-4 grid gap-4 ${liveMedia ? 'md:grid-cols-2' : ''}`}>
        {liveMedia ? <MediaStrip title={t('portal.review.liveMedia')} media={liveMedia} /> : null}
        <MediaStrip title={t('portal.review.proposedMedia')} media={proposedMedia} />
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
