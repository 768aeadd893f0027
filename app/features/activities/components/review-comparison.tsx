import type { ReactNode } from 'react';
import { inputClassName } from '../../../components/forms/fields.tsx';
import { Card, usePortalText } from '../../../portal/ui/portal-page.tsx';
import { type DataColumn, DataTable } from '../../../portal/ui/data-table.tsx';
import type { DiffRow } from '../activity-review-diff.ts';
import type { EditorMedia } from '../activity-editing.types.ts';
import { noteFieldName } from '../activity-review.schemas.ts';

/**
 * The reviewer's side-by-side (decision 104): a table of every field with the live and the proposed value,
 * changed rows marked (in words, not only by colour), added and removed words of long texts marked
 * with <ins>/<del>; the photos of both versions in their order. While it waits for a decision, each
 * row and each proposed photo has a note field of the request-changes form (`noteForm`, the form's id:
 * the fields sit in the table, the form below it; docs/decisions/118).
 */
export function ReviewComparison({
  rows,
  kind,
  proposedMedia,
  liveMedia,
  noteForm,
  noteErrors,
  versions,
}: {
  rows: DiffRow[];
  kind: 'new' | 'edit';
  proposedMedia: EditorMedia[];
  liveMedia: EditorMedia[] | null;
  noteForm?: string | undefined;
  /** The refusal's field errors (a note on something that is not in the comparison). */
  noteErrors?: Record<string, string[]> | undefined;
  /** Two versions of the history (docs/decisions/119) instead of the live and the proposed one: the headings name them. */
  versions?: { from: number; to: number };
}) {
  const t = usePortalText();
  const noteField = (name: string, label: string) => (
    <NoteField form={noteForm!} name={name} label={label} error={noteErrors?.[name]?.[0] ? t(noteErrors[name]![0]!) : undefined} />
  );
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
    ...(noteForm
      ? [
          {
            id: 'note',
            header: t('portal.review.columns2.note'),
            meta: { headerClassName: 'sm:w-64' },
            cell: ({ row }) => noteField(noteFieldName(row.original.field), t('portal.review.noteLabel', { field: t(`portal.fields.${row.original.field}`) })),
          } satisfies DataColumn<DiffRow>,
        ]
      : []),
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
        <MediaStrip
          title={heading.proposedMedia}
          media={proposedMedia}
          note={
            noteForm
              ? (item, index) =>
                  item.mediaId === null ? null : noteField(noteFieldName('media', item.mediaId), t('portal.review.photoNoteLabel', { n: index + 1 }))
              : undefined
          }
        />
      </div>
    </Card>
  );
}

/** A note of the request for changes on one field or photo; empty is no note. */
function NoteField({ form, name, label, error }: { form: string; name: string; label: string; error: string | undefined }) {
  const id = `note-${name.replaceAll('.', '-')}`;
  return (
    <>
      <textarea
        id={id}
        form={form}
        name={name}
        rows={2}
        maxLength={4000}
        aria-label={label}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`${inputClassName} text-sm`}
      />
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-800">
          {error}
        </p>
      ) : null}
    </>
  );
}

function MediaStrip({
  title,
  media,
  note,
}: {
  title: string;
  media: EditorMedia[];
  /** The note field of one photo (the request-changes form), when changes may be requested. */
  note?: ((item: EditorMedia, index: number) => ReactNode) | undefined;
}) {
  const t = usePortalText();
  return (
    <div>
      <h3 className="mb-2 font-semibold">{title}</h3>
      {media.length === 0 ? <p className="text-sm">{t('portal.activityEditor.media.none')}</p> : null}
      <ol className="flex flex-wrap gap-2">
        {media.map((item, index) => (
          <li key={`${item.url}-${index}`} className={`${note ? 'w-48' : 'w-28'} text-xs`}>
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
            {note ? <div className="mt-1">{note(item, index)}</div> : null}
          </li>
        ))}
      </ol>
    </div>
  );
}
