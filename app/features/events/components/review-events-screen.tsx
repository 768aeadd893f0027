import { FieldLabel, inputClassName } from '../../../components/forms/fields.tsx';
import { Card, dangerButtonClassName, PortalPage, primaryButtonClassName, usePortalText } from '../../../portal/ui/portal-page.tsx';
import { PostForm, FormNotice, replyOf } from '../../../components/forms/post-form.tsx';
import { type FormActionData } from '../../../components/forms/form-reply.ts';
import { imageRouteUrl } from '../../../components/ui/image-sources.ts';
import { type DataColumn, DataTable } from '../../../portal/ui/data-table.tsx';
import { EVENT_EDITOR_LIMITS } from '../provider-events.schemas.ts';
import { REVIEW_FIELD_NAMES, type ReviewFields, type ReviewItem } from '../provider-events.types.ts';

/** The form of one decision (several on the page): its replies and notices are its own. */
export const reviewFormName = (eventId: number) => `review-${eventId}`;
/** The decisions' notices stay on the page after the event left the queue. */
export const REVIEW_DONE_FORM = 'review';

export type ReviewListItem = Omit<ReviewItem, 'submittedAt'> & { submitted: string };

/** Operators: the events waiting for review, each with live and proposed fields side by side. */
export function ReviewEventsScreen({ items, total, actionData }: { items: ReviewListItem[]; total: number; actionData: FormActionData | undefined }) {
  const t = usePortalText();
  return (
    <PortalPage wide title={t('portal.events.review.title')} intro={t('portal.events.review.intro')}>
      <FormNotice actionData={actionData} form={REVIEW_DONE_FORM} />
      <p className="mb-4 font-semibold" data-testid="review-count">
        {total === 0 ? t('portal.events.review.empty') : t('portal.events.review.count', { count: total })}
      </p>
      <ol className="grid grid-cols-1 gap-6">
        {items.map((item) => (
          <li key={item.id}>
            <ReviewCard item={item} actionData={actionData} />
          </li>
        ))}
      </ol>
    </PortalPage>
  );
}

function ReviewCard({ item, actionData }: { item: ReviewListItem; actionData: FormActionData | undefined }) {
  const t = usePortalText();
  const form = reviewFormName(item.id);
  const reply = replyOf(actionData, form);
  const error = reply?.errors.comment?.[0];
  const headingId = `review-${item.id}-title`;
  return (
    <Card labelledBy={headingId}>
      <article data-testid="review-item" data-event-id={item.id}>
        <p className="text-sm font-semibold uppercase tracking-wide text-slate-700">{t(`portal.events.review.kind.${item.kind}`)}</p>
        <h2 id={headingId} className="text-xl font-bold">
          {item.proposed.title}
        </h2>
        <p className="mb-3 text-sm text-gray-700">
          {item.organisationName} · {item.platformName} · {t('portal.events.review.submitted', { date: item.submitted })}
          {item.editedBy ? ` ${t('portal.events.review.by', { name: item.editedBy })}` : null}
        </p>
        {item.previousComment ? <p className="mb-3 text-sm italic">{t('portal.events.review.previousComment', { comment: item.previousComment })}</p> : null}
        <Comparison item={item} />
        <PostForm name={form} reply={reply} className="mt-4 space-y-3">
          <input type="hidden" name="eventId" value={item.id} />
          <input type="hidden" name="version" value={item.version} />
          <div>
            <FieldLabel htmlFor={`${form}-comment`}>{t('portal.events.review.comment')}</FieldLabel>
            <textarea
              id={`${form}-comment`}
              name="comment"
              rows={3}
              maxLength={EVENT_EDITOR_LIMITS.reviewCommentMax}
              defaultValue={reply?.values.comment ?? ''}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${form}-comment-error` : undefined}
              className={inputClassName}
            />
            {error ? (
              <p id={`${form}-comment-error`} className="mt-1 text-sm font-medium text-red-700">
                {t(error)}
              </p>
            ) : null}
          </div>
          <div className="flex flex-wrap gap-3">
            <button type="submit" name="decision" value="approve" className={primaryButtonClassName}>
              {t('portal.events.review.approve')}
            </button>
            <button type="submit" name="decision" value="reject" className={dangerButtonClassName}>
              {t('portal.events.review.reject')}
            </button>
          </div>
        </PostForm>
      </article>
    </Card>
  );
}

/** Live and proposed side by side (a new event: the proposal only); changed fields are marked. */
function Comparison({ item }: { item: ReviewListItem }) {
  const t = usePortalText();
  const live = item.live;
  const changed = (field: ReviewFieldName) => live !== null && item.changed.includes(field);
  const columns: DataColumn<ReviewFieldName>[] = [
    {
      id: 'field',
      header: t('portal.events.review.field'),
      meta: { rowHeader: true, headerClassName: 'w-32' },
      cell: ({ row: { original: field } }) => (
        <>
          {t(`portal.events.review.fields.${field}`)}
          {changed(field) ? <span className="block text-xs font-normal text-amber-900">{t('portal.events.review.changed')}</span> : null}
        </>
      ),
    },
    ...(live
      ? [
          {
            id: 'live',
            header: t('portal.events.review.live'),
            meta: { className: 'break-words' },
            cell: ({ row }) => <FieldValue field={row.original} fields={live} />,
          } satisfies DataColumn<ReviewFieldName>,
        ]
      : []),
    {
      id: 'proposed',
      header: t('portal.events.review.proposed'),
      meta: { className: 'break-words', narrowName: live !== null, cellProps: (field) => ({ 'data-testid': `proposed-${field}` }) },
      cell: ({ row }) => <FieldValue field={row.original} fields={item.proposed} />,
    },
  ];
  return (
    <DataTable
      rows={[...REVIEW_FIELD_NAMES]}
      columns={columns}
      caption={t('portal.events.review.caption', { title: item.proposed.title })}
      rowKey={(field) => field}
      rowProps={(field) => ({ className: changed(field) ? 'bg-amber-50' : '', 'data-changed': changed(field) || undefined })}
      tableClassName="sm:table-fixed"
    />
  );
}

type ReviewFieldName = (typeof REVIEW_FIELD_NAMES)[number];

function FieldValue({ field, fields }: { field: (typeof REVIEW_FIELD_NAMES)[number]; fields: ReviewFields }) {
  const t = usePortalText();
  const value = fields[field];
  if (!value) return <span className="text-gray-600">{t('portal.events.review.none')}</span>;
  if (field === 'imageUrl') {
    return (
      <img
        src={imageRouteUrl(value, 400) ?? value}
        alt={t('portal.events.review.imageAlt')}
        width={160}
        height={90}
        className="aspect-video w-40 rounded border object-cover"
      />
    );
  }
  // Lines and link targets as rendering/review-text.ts writes them.
  if (field === 'description') return <span className="whitespace-pre-line">{value}</span>;
  return <>{value}</>;
}
