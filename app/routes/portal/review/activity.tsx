import { Link, redirect } from 'react-router';
import type { Route } from './+types/activity';
import { ownVisitLink, PORTAL_PATHS } from '../../../config/portal-links.ts';
import { publicSiteOrigin } from '../../../config/platforms.ts';
import { listEditorFilters } from '../../../features/activities/activity-editing.server.ts';
import { ReviewDecisionSchema } from '../../../features/activities/activity-editing.schemas.ts';
import { reviewRows } from '../../../features/activities/activity-review-diff.ts';
import { approveActivity, getReviewItem, rejectActivity } from '../../../features/activities/activity-review.server.ts';
import { ReviewComparison } from '../../../features/activities/components/review-comparison.tsx';
import { screenTexts } from '../../../i18n/catalogue-loader.ts';
import { formatDecimal } from '../../../i18n/decimals.ts';
import { countryName } from '../../../i18n/country-name.ts';
import { translate } from '../../../i18n/i18n.ts';
import { loaderHead } from '../../../page-head/loader-head.ts';
import { readForm, refuse } from '../../../components/forms/form-action.server.ts';
import { Card, dangerButtonClassName, linkClassName, PortalPage, usePortalText, SubmitButton } from '../../../portal/ui/portal-page.tsx';
import { PostForm, FormNotice, replyOf } from '../../../components/forms/post-form.tsx';
import { inputClassName } from '../../../components/forms/fields.tsx';
import { asActor, pathId, portalHead, portalOf, requireActor } from '../portal-guards.server.ts';

// One activity waiting for review (decision 104): what changed beside the live version, then approve or
// reject with a comment for the provider. Both decisions mail the provider.

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { ctx, portal } = portalOf(context);
  const actor = requireActor(portal, request);
  const id = pathId(params.id);
  const item = await asActor(() => getReviewItem(ctx.db, actor, id));
  const groups = await listEditorFilters(ctx.db, item.platformId);
  const filterNames = new Map(groups.flatMap((group) => group.filters.map((filter) => [filter.id, `${group.name}: ${filter.name}`] as const)));
  const locale = portal.locale;
  const rows = reviewRows(item.proposed, item.live, filterNames, {
    yes: translate(locale, 'portal.review.yes'),
    no: translate(locale, 'portal.review.no'),
    enumLabel: (field, value) => translate(locale, `portal.activityEditor.${field}.${value}`, { country: countryName(item.platformCountryCode, locale) }),
    amount: (value) => formatDecimal(value, locale),
  });
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
        ? new Intl.DateTimeFormat(locale === 'de' ? 'de-DE' : 'nl-NL', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Amsterdam' }).format(
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
  };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const { ctx, portal } = portalOf(context);
  const actor = requireActor(portal, request);
  const id = pathId(params.id);
  const read = await readForm(request, portal.csrfToken, 'decision', ReviewDecisionSchema);
  if (!read.ok) return refuse(read.reply);
  return asActor(async () => {
    const decision = read.value;
    const result =
      decision.decision === 'approve'
        ? await approveActivity(ctx.db, actor, id, portal.origin)
        : await rejectActivity(ctx.db, actor, id, decision.comment, portal.origin);
    if (!result.ok) return refuse({ form: 'decision', errors: {}, formError: 'portal.review.errors.notPending', values: {} }, 409);
    return redirect(`${PORTAL_PATHS.review}?besluit=${decision.decision}`);
  });
}

export const handle = await screenTexts('portal');
export const meta: Route.MetaFunction = loaderHead;

export default function ReviewActivityPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = usePortalText();
  const { item, rows } = loaderData;
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
        <ReviewComparison rows={rows} kind={item.kind} proposedMedia={item.proposedMedia} liveMedia={item.liveMedia} />
        <Card title={t('portal.review.decision')}>
          {item.pending ? (
            <div className="grid gap-6 md:grid-cols-2">
              <PostForm name="decision" reply={reply} className="space-y-3">
                <input type="hidden" name="decision" value="approve" />
                <p>{t(item.kind === 'edit' ? 'portal.review.approveEditHint' : 'portal.review.approveNewHint')}</p>
                <SubmitButton>{t('portal.review.approve')}</SubmitButton>
              </PostForm>
              <PostForm name="decision" reply={reply} className="space-y-3">
                <input type="hidden" name="decision" value="reject" />
                <label htmlFor="decision-comment" className="block font-semibold">
                  {t('portal.fields.comment')}
                </label>
                <textarea
                  id="decision-comment"
                  name="comment"
                  rows={4}
                  maxLength={4000}
                  required
                  aria-invalid={reply?.errors.comment ? true : undefined}
                  aria-describedby="decision-comment-hint"
                  className={inputClassName}
                />
                <p id="decision-comment-hint" className="text-sm text-gray-700">
                  {t('portal.review.commentHint')}
                </p>
                <button type="submit" className={dangerButtonClassName}>
                  {t('portal.review.reject')}
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
