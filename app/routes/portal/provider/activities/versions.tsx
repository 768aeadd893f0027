import { Link } from 'react-router';
import type { Route } from './+types/versions';
import { PORTAL_PATHS } from '../../../../config/portal-links.ts';
import { getActivityForEditing, listEditorFilters, restoreActivityVersion } from '../../../../features/activities/activity-editing.server.ts';
import { reviewRows } from '../../../../features/activities/activity-review-diff.ts';
import { getActivityVersion, listActivityVersions } from '../../../../features/activities/activity-versions.server.ts';
import { ReviewComparison } from '../../../../features/activities/components/review-comparison.tsx';
import { actByIntent, refuse, succeed } from '../../../../components/forms/form-action.server.ts';
import { FormNotice, replyOf } from '../../../../components/forms/post-form.tsx';
import { screenTexts } from '../../../../i18n/catalogue-loader.ts';
import { countryName } from '../../../../i18n/country-name.ts';
import { formatDecimal } from '../../../../i18n/decimals.ts';
import { translate } from '../../../../i18n/i18n.ts';
import { loaderHead } from '../../../../page-head/loader-head.ts';
import { linkClassName, PortalPage, usePortalText } from '../../../../portal/ui/portal-page.tsx';
import { RESTORE_FORM, VersionHistory } from '../../../../portal/ui/version-history.tsx';
import { asActor, pathId, portalHead, portalOf, requireActor } from '../../portal-guards.server.ts';
import { comparedPair, restoredVersion, versionRows } from '../../versions/versions.server.ts';

// An activity's approved versions (docs/decisions/119): who, when, what changed; any two compared as the
// review compares; "restore" makes a version a change sent for review (never live at once). The
// provider sees their own organisations' activities, operators every one; another's id is 404.

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { ctx, portal } = portalOf(context);
  const actor = requireActor(portal, request);
  const id = pathId(params.id);
  const [activity, versions] = await asActor(() => Promise.all([getActivityForEditing(ctx.db, actor, id), listActivityVersions(ctx.db, actor, id)]));
  const pair = comparedPair(request, versions);
  let comparison = null;
  if (pair) {
    const [left, right] = await asActor(() => Promise.all([getActivityVersion(ctx.db, actor, id, pair.from), getActivityVersion(ctx.db, actor, id, pair.to)]));
    const groups = await listEditorFilters(ctx.db, activity.platformId);
    const filterNames = new Map(groups.flatMap((group) => group.filters.map((filter) => [filter.id, `${group.name}: ${filter.name}`] as const)));
    const locale = portal.locale;
    const rows = reviewRows(right.snapshot, left.snapshot, filterNames, {
      yes: translate(locale, 'portal.review.yes'),
      no: translate(locale, 'portal.review.no'),
      enumLabel: (field, value) => translate(locale, `portal.activityEditor.${field}.${value}`, { country: countryName(activity.platformCountryCode, locale) }),
      amount: (value) => formatDecimal(value, locale),
    });
    comparison = { ...pair, rows, leftMedia: left.snapshot.media, rightMedia: right.snapshot.media };
  }
  return {
    head: portalHead(portal, 'portal.versions.pageTitle'),
    activity: { id: activity.id, title: activity.liveTitle, organisationName: activity.organisationName, platformName: activity.platformName },
    versions: versionRows(versions, portal.locale),
    comparison,
  };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const { ctx, portal } = portalOf(context);
  const actor = requireActor(portal, request);
  const id = pathId(params.id);
  return asActor(() =>
    actByIntent(request, {
      restore: async () => {
        const read = await restoredVersion(request, portal.csrfToken);
        if (!read.ok) return read.response;
        const result = await restoreActivityVersion(ctx.db, actor, id, read.version);
        if (!result.ok) {
          const formError = result.error === 'edit-pending' ? 'portal.versions.restore.editPending' : 'portal.versions.restore.notLive';
          return refuse({ form: RESTORE_FORM, errors: {}, formError, values: {} }, 409);
        }
        return succeed({ form: RESTORE_FORM, notice: 'portal.versions.restore.activityDone', params: { number: String(read.version) } });
      },
    }),
  );
}

export const handle = await screenTexts('portal');
export const meta: Route.MetaFunction = loaderHead;

export default function ActivityVersionsPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = usePortalText();
  const { activity, versions, comparison } = loaderData;
  const editPath = `${PORTAL_PATHS.activities}/${activity.id}`;
  return (
    <PortalPage wide title={`${t('portal.versions.pageTitle')}: ${activity.title}`} intro={`${activity.organisationName} · ${activity.platformName}`}>
      <div className="grid grid-cols-1 gap-6">
        <p>
          <Link to={editPath} className={linkClassName}>
            {t('portal.versions.back')}
          </Link>
        </p>
        <FormNotice actionData={actionData} form={RESTORE_FORM} />
        <VersionHistory
          versions={versions}
          fieldLabel={(field) => t(`portal.fields.${field}`)}
          restore={{ kind: 'review', reply: replyOf(actionData, RESTORE_FORM) }}
          from={comparison?.from ?? null}
          to={comparison?.to ?? null}
          comparison={
            comparison ? (
              <ReviewComparison
                rows={comparison.rows}
                kind="edit"
                liveMedia={comparison.leftMedia}
                proposedMedia={comparison.rightMedia}
                versions={{ from: comparison.from, to: comparison.to }}
              />
            ) : null
          }
        />
      </div>
    </PortalPage>
  );
}
