import { data, Link, useActionData } from 'react-router';
import type { Route } from './+types/queue';
import { FormAlert } from '../../../components/forms/form-alert.tsx';
import { SelectField, TextField } from '../../../components/forms/fields.tsx';
import { QueryForm } from '../../../components/forms/query-form.tsx';
import { Card, linkClassName, PortalPage, PortalPager, secondaryButtonClassName, usePortalText, SubmitButton } from '../../../portal/ui/portal-page.tsx';
import { PORTAL_PATHS } from '../../../config/portal-links.ts';
import {
  DEFAULT_REVIEW_QUERY,
  REVIEW_KINDS,
  REVIEW_QUEUE_PARAMS,
  REVIEW_SORTS,
  type ReviewQueueQuery,
  ReviewQueueQuerySchema,
  reviewQueueHref,
  reviewQueueInput,
} from '../../../features/activities/activity-review.schemas.ts';
import { countReviewQueueBy, listReviewQueue, REVIEW_PAGE_SIZE } from '../../../features/activities/activity-review.server.ts';
import { findOrganisationChoices, organisationChoicesOf } from '../../../features/organisations/organisation-admin.server.ts';
import { ORGANISATION_FIND_BUTTON, ORGANISATION_FIND_FIELD, type OrganisationPickerState } from '../../../portal/organisation-choice.ts';
import { OrganisationPicker } from '../../../portal/ui/organisation-picker.tsx';
import { latestBulkAction } from '../../../features/activities/activity-bulk.server.ts';
import { BulkOutcomePanel } from '../../../features/activities/components/bulk-outcome.tsx';
import { replyOf } from '../../../components/forms/post-form.tsx';
import type { FormActionData } from '../../../components/forms/form-reply.ts';
import { BulkActionBar } from '../../../portal/ui/bulk-action-bar.tsx';
import { dangerButtonClassName, primaryButtonClassName } from '../../../portal/ui/portal-page.tsx';
import { bulkActionHandlers } from '../bulk-actions.server.ts';
import { actByIntent } from '../../../components/forms/form-action.server.ts';
import { screenTexts } from '../../../i18n/catalogue-loader.ts';
import { loaderHead } from '../../../page-head/loader-head.ts';
import { type DataColumn, DataTable, useRowSelection } from '../../../portal/ui/data-table.tsx';
import { asActor, portalHead, portalOf, requireActor } from '../portal-guards.server.ts';

// The operators' review queue (decision 104): new activities and changes of live ones, the longest waiting
// first; events have their own queue beside it. Decision 104: narrowed by platform, kind, organisation and a
// text, ordered as the operator asks, with how many wait per choice; all in the address (a GET form).
// Decision 120: rows chosen with checkboxes are approved or rejected (one comment) in bulk, and the
// operator's latest bulk action can be taken back for a few minutes.
// The organisation is chosen with the back office's organisation lookup (organisation-picker.tsx), scoped to
// organisations with something waiting: a list of every one of them was thousands of options at scale.

type QueryField = keyof typeof REVIEW_QUEUE_PARAMS;

export async function loader({ context, request }: Route.LoaderArgs) {
  const { ctx, portal } = portalOf(context);
  const actor = requireActor(portal, request);
  const params = new URL(request.url).searchParams;
  // Where a decision sends the operator back to (activity.tsx): the queue confirms what was decided.
  const decided = params.get('besluit');
  const input = reviewQueueInput(params);
  const parsed = ReviewQueueQuerySchema.safeParse(input);
  // Each refusal under the address parameter its field is named by (the filter form's fields).
  const errors: Partial<Record<string, string>> = {};
  if (!parsed.success) for (const issue of parsed.error.issues) errors[REVIEW_QUEUE_PARAMS[issue.path[0] as QueryField]] ??= issue.message;
  const query = parsed.success ? parsed.data : DEFAULT_REVIEW_QUERY;
  // The organisation in the address, shown as chosen also when another filter is refused (as the form's
  // other fields show what the address holds).
  const organisationId = parsed.success ? query.organisationId : (ReviewQueueQuerySchema.shape.organisationId.safeParse(input.organisationId).data ?? null);
  // Without JavaScript the organisation picker's search comes in the address beside the filters.
  const organisationSearch = params.get(ORGANISATION_FIND_BUTTON) ? (params.get(ORGANISATION_FIND_FIELD) ?? '').trim().slice(0, 100) : '';
  const [{ counts, groups }, latest, chosen, found] = await Promise.all([
    asActor(() => countReviewQueueBy(ctx.db, actor)),
    asActor(() => latestBulkAction(ctx.db, actor)),
    organisationId === null ? [] : asActor(() => organisationChoicesOf(ctx.db, actor, [organisationId])),
    organisationSearch === '' ? null : asActor(() => findOrganisationChoices(ctx.db, actor, organisationSearch, 'waitingForReview')),
  ]);
  // A platform or organisation that is not there: named as a wrong choice, not an empty queue.
  if (query.platformId !== null && !counts.platforms.some((p) => p.id === query.platformId))
    errors[REVIEW_QUEUE_PARAMS.platformId] = 'portal.review.errors.platform';
  if (organisationId !== null && chosen.length === 0) errors[REVIEW_QUEUE_PARAMS.organisationId] = 'portal.review.errors.organisation';
  const picker: OrganisationPickerState = { chosen, found, search: organisationSearch };
  const base = {
    head: portalHead(portal, 'portal.review.title'),
    counts,
    picker,
    locale: portal.locale,
    decided: decided === 'approve' || decided === 'reject' ? decided : null,
    latest,
  };
  if (Object.keys(errors).length > 0) {
    return data({ ...base, errors, query: null, items: [], total: 0, pages: 1 }, { status: 400 });
  }
  const queue = await asActor(() => listReviewQueue(ctx.db, actor, query, groups));
  return {
    ...base,
    errors,
    query: query as ReviewQueueQuery | null,
    items: queue.items,
    total: queue.total,
    pages: Math.max(1, Math.ceil(queue.total / REVIEW_PAGE_SIZE)),
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const { ctx, portal } = portalOf(context);
  const actor = requireActor(portal, request);
  // The queue spans every platform: no row is out of its reach by platform.
  const bulk = bulkActionHandlers(request, { db: ctx.db, actor, portal, platformId: null });
  return actByIntent(request, { bulk: bulk.bulk, undo: bulk.undo });
}

export const handle = await screenTexts('portal');
export const meta: Route.MetaFunction = loaderHead;

export default function ReviewQueuePage({ loaderData }: Route.ComponentProps) {
  const t = usePortalText();
  const { errors, counts, picker, query, items, total, pages, locale, decided, latest } = loaderData;
  const actionData = useActionData<FormActionData>();
  const rowKey = (item: (typeof items)[number]) => item.id;
  const selection = useRowSelection(items, rowKey, actionData);
  const date = new Intl.DateTimeFormat(locale === 'de' ? 'de-DE' : 'nl-NL', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Amsterdam' });
  const queueColumns: DataColumn<(typeof items)[number]>[] = [
    {
      id: 'activity',
      header: t('portal.review.columns.activity'),
      meta: { rowHeader: true, sortKey: 'title' },
      cell: ({ row: { original: item } }) => (
        <>
          <Link to={`${PORTAL_PATHS.review}/activiteiten/${item.id}`} className={linkClassName}>
            {item.title}
          </Link>
          <span className="block text-xs font-normal text-gray-700">{[item.organisationName, item.platformName].filter(Boolean).join(' · ')}</span>
        </>
      ),
    },
    {
      id: 'kind',
      header: t('portal.review.columns.kind'),
      meta: { narrowName: false },
      cell: ({ row: { original: item } }) => (
        <>
          <span className="inline-block rounded bg-slate-100 px-2 py-0.5">{t(`portal.review.kinds.${item.kind}`)}</span>
          {item.liveTitle && item.liveTitle !== item.title ? (
            <span className="block text-xs text-gray-700">{t('portal.review.nowLive', { title: item.liveTitle })}</span>
          ) : null}
        </>
      ),
    },
    {
      id: 'submitted',
      header: t('portal.review.columns.submitted'),
      meta: { sortKey: 'submitted', className: 'tabular-nums' },
      cell: ({ row }) => date.format(new Date(row.original.submittedAt)),
    },
  ];
  const filtered = query !== null && Boolean(query.search || query.platformId || query.kind || query.organisationId);
  const withCount = (name: string, count: number) => t('portal.review.filters.withCount', { name, count });
  return (
    <PortalPage wide title={t('portal.review.title')} intro={t('portal.review.intro')}>
      {decided ? (
        <div className="mb-4">
          <FormAlert tone="success" testId="review-decided">
            {t(decided === 'approve' ? 'portal.review.approvedNotice' : 'portal.review.rejectedNotice')}
          </FormAlert>
        </div>
      ) : null}
      {latest ? <BulkOutcomePanel outcome={latest} undoReply={replyOf(actionData, 'undo')} locale={locale} /> : null}
      <p className="mb-4">
        <Link to={`${PORTAL_PATHS.review}/evenementen`} className={linkClassName}>
          {t('portal.review.toEvents')}
        </Link>
      </p>
      <div className="grid grid-cols-1 gap-6">
        <Card title={t('portal.review.filters.title')}>
          <QueryForm name="review" errors={errors} action={PORTAL_PATHS.review} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" testId="review-filter">
            <TextField
              type="search"
              name={REVIEW_QUEUE_PARAMS.search}
              label={t('portal.review.filters.search')}
              maxLength={100}
              className="sm:col-span-2 lg:col-span-3"
            />
            <SelectField
              name={REVIEW_QUEUE_PARAMS.platformId}
              label={t('portal.review.filters.platform')}
              options={[
                { value: '', label: withCount(t('portal.review.filters.allPlatforms'), counts.waiting) },
                ...counts.platforms.map((platform) => ({ value: String(platform.id), label: withCount(platform.name, platform.count) })),
              ]}
            />
            <SelectField
              name={REVIEW_QUEUE_PARAMS.kind}
              label={t('portal.review.filters.kind')}
              options={[
                { value: '', label: withCount(t('portal.review.filters.allKinds'), counts.waiting) },
                ...REVIEW_KINDS.map((kind) => ({ value: kind, label: withCount(t(`portal.review.kinds.${kind}`), counts.kinds[kind]) })),
              ]}
            />
            <OrganisationPicker
              // A new choice (a link, the reset) starts the picker afresh: it keeps what it shows in its state.
              key={picker.chosen.map((organisation) => organisation.id).join()}
              name={REVIEW_QUEUE_PARAMS.organisationId}
              id={`review-${REVIEW_QUEUE_PARAMS.organisationId}`}
              label={t('portal.review.filters.organisation')}
              hint={t('portal.review.filters.organisationHint')}
              error={errors[REVIEW_QUEUE_PARAMS.organisationId]}
              state={picker}
              scope="waitingForReview"
              single={{ noneLabel: t('portal.review.filters.allOrganisations') }}
            />
            <SelectField
              name={REVIEW_QUEUE_PARAMS.sort}
              label={t('portal.review.filters.sort')}
              defaultValue={DEFAULT_REVIEW_QUERY.sort}
              options={REVIEW_SORTS.map((sort) => ({ value: sort, label: t(`portal.review.sorts.${sort}`) }))}
            />
            <SelectField
              name={REVIEW_QUEUE_PARAMS.direction}
              label={t('portal.review.filters.direction')}
              defaultValue={DEFAULT_REVIEW_QUERY.direction}
              options={(['asc', 'desc'] as const).map((direction) => ({ value: direction, label: t(`portal.review.directions.${direction}`) }))}
            />
            <div className="flex flex-wrap items-end gap-2">
              <SubmitButton>{t('portal.review.filters.apply')}</SubmitButton>
              {filtered || Object.keys(errors).length > 0 ? (
                <Link to={PORTAL_PATHS.review} className={secondaryButtonClassName}>
                  {t('portal.review.filters.reset')}
                </Link>
              ) : null}
            </div>
          </QueryForm>
        </Card>
        <Card labelledBy="review-activities">
          <h2 id="review-activities" className="mb-3 text-lg font-bold" data-testid="review-count">
            {filtered ? t('portal.review.activitiesFiltered', { count: total, waiting: counts.waiting }) : t('portal.review.activities', { count: total })}
          </h2>
          {items.length === 0 ? (
            <p data-testid="review-empty">{t(filtered ? 'portal.review.emptyFiltered' : 'portal.review.empty')}</p>
          ) : (
            <>
              <BulkActionBar form="review-bulk" count={selection.count} reply={replyOf(actionData, 'bulk')}>
                <button type="submit" name="action" value="approve" className={primaryButtonClassName} data-testid="bulk-approve">
                  {t('portal.bulk.approve')}
                </button>
                <TextField
                  name="comment"
                  label={t('portal.bulk.rejectComment')}
                  hint={t('portal.bulk.rejectHint')}
                  rows={2}
                  maxLength={4000}
                  className="min-w-64 flex-1"
                />
                <button type="submit" name="action" value="reject" className={dangerButtonClassName} data-testid="bulk-reject">
                  {t('portal.bulk.reject')}
                </button>
              </BulkActionBar>
              <DataTable
                rows={items}
                columns={queueColumns}
                caption={t('portal.review.caption')}
                rowKey={rowKey}
                sortedBy={query ?? undefined}
                testId="review-queue"
                selection={{
                  form: 'review-bulk',
                  label: (item) => t('portal.bulk.chooseRow', { title: item.title }),
                  selected: selection.selected,
                  onChange: selection.setSelected,
                }}
              />
            </>
          )}
          {query ? <PortalPager page={query.page} pages={pages} linkTo={(page) => `${PORTAL_PATHS.review}${reviewQueueHref(query, { page })}`} /> : null}
        </Card>
      </div>
    </PortalPage>
  );
}
