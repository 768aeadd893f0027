import { Link, redirect } from 'react-router';
import type { Route } from './+types/activity';
import { ownVisitLink, PORTAL_PATHS } from '../../../config/portal-links.ts';
import { publicSiteOrigin } from '../../../config/platforms.ts';
import { listEditorFilters } from '../../../features/activities/activity-editing.server.ts';
import { ReviewDecisionSchema } from '../../../features/activities/activity-editing.schemas.ts';
import { reviewRows } from '../../../features/activities/activity-review-diff.ts';
import { approveActivity, getReviewItem, rejectActivity } from '../../../features/activities/activity-review.server.ts';
import { fieldNotesFromForm, noteFieldName } from '../../../features/activities/activity-review.schemas.ts';
import { latestChangeRequest } from '../../../features/activities/review-notes.server.ts';
import { ReviewComparison } from '../../../features/activities/components/review-comparison.tsx';
import { ChangesSinceRequest, type SinceRow } from '../../../features/activities/components/changes-since-request.tsx';
import { screenTexts } from '../../../i18n/catalogue-loader.ts';
import { formatDecimal } from '../../../i18n/decimals.ts';
import { countryName } from '../../../i18n/country-name.ts';
import { translate } from '../../../i18n/i18n.ts';
import { loaderHead } from '../../../page-head/loader-head.ts';
import { readForm, refuse } from '../../../components/forms/form-action.server.ts';
import { Card, dangerButtonClassName, linkClassName, PortalPage, usePortalText, SubmitButton } from '../../../portal/ui/portal-page.tsx';
import { PostForm, FormNotice, replyOf } from '../../../components/forms/post-form.tsx';
import { TextField } from '../../../components/forms/fields.tsx';
import { asActor, pathId, portalHead, portalOf, requireActor } from '../portal-guards.server.ts';
import { dateTimeFormat } from '../../../portal/ui/date-format.ts';

// One activity waiting for review (decision 104): what changed beside the live version, then approve or
// request changes, with a note per field of the comparison and/or a comment on the whole activity
// (docs/decisions/118). After a resubmission, what changed since the request and the provider's answers.
// Both decisions mail the provider.

/** The note fields belong to the request-changes form, which sits below the comparison (HTML `form` attribute). */
const REQUEST_FORM_ID = 'request-changes';

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { ctx, portal } = portalOf(context);
  const actor = requireActor(portal, request);
  const id = pathId(params.id);
  const item = await asActor(() => getReviewItem(ctx.db, actor, id));
  const groups = await listEditorFilters(ctx.db, item.platformId);
  const filterNames = new Map(groups.flatMap((group) => group.filters.map((filter) => [filter.id, `${group.name}: ${filter.name}`] as const)));
  const locale = portal.locale;
  const labels = {
    yes: translate(locale, 'portal.review.yes'),
    no: translate(locale, 'portal.review.no'),
    enumLabel: (field: string, value: string) =>
      translate(locale, `portal.activityEditor.${field}.${value}`, { country: countryName(item.platformCountryCode, locale) }),
    amount: (value: number) => formatDecimal(value, locale),
  };
  const rows = reviewRows(item.proposed, item.live, filterNames, labels);
  const dateOf = (date: Date) =>
    dateTimeFormat(locale === 'de' ? 'de-DE' : 'nl-NL', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Amsterdam' }).format(date);
  // Sent again after a request for changes: each field that changed since, or that has a note, with the
  // notes and their answers (docs/decisions/118).
  const changeRequest = item.pending ? await latestChangeRequest(ctx.db, actor, id) : null;
  let since: { round: number; requested: string; rows: SinceRow[] } | null = null;
  if (changeRequest?.resubmittedAt) {
    const photo = (mediaId: number | null) => (mediaId === null ? null : changeRequest.snapshot.media.findIndex((m) => m.mediaId === mediaId) + 1 || null);
    since = {
      round: changeRequest.round,
      requested: dateOf(changeRequest.requestedAt),
      rows: reviewRows(item.proposed, changeRequest.snapshot, filterNames, labels).flatMap((row): SinceRow[] => {
        const notes = changeRequest.notes
          .filter((n) => n.field === row.field)
          .map((n) => ({ id: n.id, photo: photo(n.mediaId), note: n.note, answer: n.answer }));
        return row.changed || notes.length ? [{ field: row.field, atRequest: row.live ?? '', now: row.proposed, changed: row.changed, notes }] : [];
      }),
    };
  }
  return {
    head: portalHead(portal, 'portal.review.itemTitle'),
    item: {
      id: item.id,
      kind: item.kind,
      pending: item.pending,
      title: item.proposed.content.title,
      organisationName: item.organisationName,
      platformName: item.platformName,
      submittedAt: item.submittedAt,
      submitted: item.submittedAt
        ? dateTimeFormat(locale === 'de' ? 'de-DE' : 'nl-NL', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Amsterdam' }).format(
            item.submittedAt,
          )
        : null,
      submittedBy: item.submittedBy,
      publicUrl: item.live
        ? `${publicSiteOrigin({ domain: item.platformDomain, hostFragments: item.platformHostFragments }, portal.origin)}/uitjes/${item.liveSlug}`
        : null,
      proposedMedia: item.proposed.media,
      liveMedia: item.live?.media ?? null,
    },
    rows,
    since,
  };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const { ctx, portal } = portalOf(context);
  const actor = requireActor(portal, request);
  const id = pathId(params.id);
  const read = await readForm(request, portal.csrfToken, 'decision', ReviewDecisionSchema);
  if (!read.ok) return refuse(read.reply);
  const notes = fieldNotesFromForm(read.formData);
  if (!notes.ok) return refuse({ form: 'decision', errors: { [notes.name]: [notes.message] }, formError: null, values: {} });
  return asActor(async () => {
    const decision = read.value;
    const result =
      decision.decision === 'approve'
        ? await approveActivity(ctx.db, actor, id, portal.origin)
        : await rejectActivity(ctx.db, actor, id, decision.comment, portal.origin, notes.notes);
    if (!result.ok) {
      if (result.error === 'empty')
        return refuse({ form: 'decision', errors: { comment: ['portal.review.errors.commentOrNotes'] }, formError: null, values: {} });
      if (result.error === 'invalid-note')
        return refuse({
          form: 'decision',
          errors: {
            [result.field.startsWith('media.') ? noteFieldName('media', Number(result.field.slice(6))) : noteFieldName(result.field)]: [
              'portal.review.errors.note',
            ],
          },
          formError: null,
          values: {},
        });
      return refuse({ form: 'decision', errors: {}, formError: 'portal.review.errors.notPending', values: {} }, 409);
    }
    return redirect(`${PORTAL_PATHS.review}?besluit=${decision.decision}`);
  });
}

export const handle = await screenTexts('portal');
export const meta: Route.MetaFunction = loaderHead;

export default function ReviewActivityPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = usePortalText();
  const { item, rows, since } = loaderData;
  const reply = replyOf(actionData, 'decision');
  return (
    <PortalPage
      wide
      title={item.title}
      intro={`${t(`portal.review.kinds.${item.kind}`)} · ${[item.organisationName, item.platformName].filter(Boolean).join(' · ')}`}
    >
      <div className="grid grid-cols-1 gap-6">
        <FormNotice actionData={actionData} form="decision" />
        {item.submitted ? (
          <p data-testid="review-sender">
            {item.submittedBy
              ? t('portal.review.submittedBy', { date: item.submitted, name: item.submittedBy })
              : t('portal.review.submittedOn', { date: item.submitted })}
          </p>
        ) : null}
        {item.publicUrl ? (
          <p>
            <a href={ownVisitLink(item.publicUrl)} className={linkClassName} target="_blank" rel="noopener noreferrer">
              {t('portal.review.viewLive')}
            </a>
          </p>
        ) : null}
        {since ? <ChangesSinceRequest round={since.round} requested={since.requested} rows={since.rows} /> : null}
        <ReviewComparison
          rows={rows}
          kind={item.kind}
          proposedMedia={item.proposedMedia}
          liveMedia={item.liveMedia}
          noteForm={item.pending ? REQUEST_FORM_ID : undefined}
          noteErrors={reply?.errors}
        />
        <Card title={t('portal.review.decision')}>
          {item.pending ? (
            <div className="grid gap-6 md:grid-cols-2">
              <PostForm name="decision" reply={reply} className="space-y-3">
                <input type="hidden" name="decision" value="approve" />
                <p>{t(item.kind === 'edit' ? 'portal.review.approveEditHint' : 'portal.review.approveNewHint')}</p>
                <SubmitButton>{t('portal.review.approve')}</SubmitButton>
              </PostForm>
              <PostForm name="decision" reply={reply} className="space-y-3" id={REQUEST_FORM_ID}>
                <input type="hidden" name="decision" value="reject" />
                <p>{t('portal.review.requestChangesHint')}</p>
                <TextField
                  name="comment"
                  label={t('portal.fields.comment')}
                  rows={4}
                  maxLength={4000}
                  optionalLabel={t('portal.activityEditor.optional')}
                  hint={t('portal.review.commentHint')}
                />
                <button type="submit" className={dangerButtonClassName}>
                  {t('portal.review.requestChanges')}
                </button>
              </PostForm>
            </div>
          ) : (
            <p>{t('portal.review.errors.notPending')}</p>
          )}
        </Card>
        <p>
          <Link to={PORTAL_PATHS.review} className={linkClassName}>
            {t('portal.review.backToQueue')}
          </Link>
        </p>
      </div>
    </PortalPage>
  );
}
