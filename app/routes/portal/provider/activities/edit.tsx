import { Link } from 'react-router';
import type { Route } from './+types/edit';
import { PORTAL_PATHS } from '../../../../config/portal-links.ts';
import { publicSiteOrigin } from '../../../../config/platforms.ts';
import { ActivityContentSchema, activityContentFromForm } from '../../../../features/activities/activity-editing.schemas.ts';
import {
  discardEditCopy,
  getActivityForEditing,
  listEditorFilters,
  saveActivity,
  setActivityOnline,
  submitActivity,
} from '../../../../features/activities/activity-editing.server.ts';
import { ACTIVITY_FORM, ActivityEditor } from '../../../../features/activities/components/activity-editor.tsx';
import { ActivityStatusPanel } from '../../../../features/activities/components/activity-status-panel.tsx';
import { FormAlert } from '../../../../components/forms/form-alert.tsx';
import { screenTexts } from '../../../../i18n/catalogue-loader.ts';
import { loaderHead } from '../../../../page-head/loader-head.ts';
import { filledIn, parsePortalForm, typedValues } from '../../../../components/forms/parse-form.ts';
import { actByIntent, portalFormData, refuse, succeed } from '../../../../components/forms/form-action.server.ts';
import { linkClassName, PortalPage, usePortalText } from '../../../../portal/ui/portal-page.tsx';
import { FormNotice, replyOf } from '../../../../components/forms/post-form.tsx';
import { asActor, pathId, portalOf, requireActor } from '../../portal-guards.server.ts';
import { translate } from '../../../../i18n/i18n.ts';
import { PORTAL_NAME } from '../../../../portal/ui/portal-name.ts';
import { countVersions } from '../../../../portal/versions.server.ts';
import { VersionHistoryLink } from '../../../../portal/ui/version-history.tsx';

// One activity in the provider's editor (decision 104): its state in the review workflow with the on/off
// switch, and the editor of the version the provider works on (the edit copy of an approved activity).

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { ctx, portal } = portalOf(context);
  const actor = requireActor(portal, request);
  const id = pathId(params.id);
  const activity = await asActor(() => getActivityForEditing(ctx.db, actor, id));
  const filterGroups = await listEditorFilters(ctx.db, activity.platformId);
  // The history is the activity's own (getActivityForEditing checked the actor may see it).
  const versionCount = await countVersions(ctx.db, 'activity', activity.id);
  return {
    versionCount,
    head: [{ title: `${activity.content.title} · ${translate(portal.locale, 'portal.activityEditor.title')} · ${PORTAL_NAME}` }],
    activity,
    filterGroups,
    publicUrl: `${publicSiteOrigin({ domain: activity.platformDomain, hostFragments: activity.platformHostFragments }, portal.origin)}/uitjes/${activity.slug}`,
    // Just created (the new-activity page sends the provider here): saved as a draft, or also sent for
    // review ("save and send for review"); the notice says which from the state the activity is now in.
    created: new URL(request.url).searchParams.has('nieuw') ? (activity.state === 'submitted' ? 'submitted' : 'draft') : null,
  };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const { ctx, portal } = portalOf(context);
  const actor = requireActor(portal, request);
  const id = pathId(params.id);
  const formData = await portalFormData(request, portal.csrfToken);
  const save = async (intent: string) => {
    const version = Number(filledIn(formData, 'version'));
    const parsed = parsePortalForm(formData, ACTIVITY_FORM, ActivityContentSchema, activityContentFromForm);
    if (!parsed.ok || !Number.isInteger(version) || version < 1) {
      return refuse({
        form: ACTIVITY_FORM,
        errors: parsed.ok ? {} : parsed.reply.errors,
        formError: parsed.ok ? 'portal.activityEditor.errors.stale' : null,
        // Without JavaScript the page is drawn again from this reply: what was typed stays in its field.
        values: typedValues(formData),
      });
    }
    const saved = await saveActivity(ctx.db, actor, id, version, parsed.value);
    if (!saved.ok) {
      if (saved.error === 'conflict') return refuse({ form: ACTIVITY_FORM, errors: {}, formError: 'portal.activityEditor.errors.conflict', values: {} }, 409);
      return refuse({
        form: ACTIVITY_FORM,
        errors: { [saved.field]: ['portal.activityEditor.errors.reference'] },
        formError: null,
        values: typedValues(formData),
      });
    }
    if (intent === 'save-submit') {
      await submitActivity(ctx.db, actor, id);
      return succeed({ form: ACTIVITY_FORM, notice: 'portal.activityEditor.submitted' });
    }
    return succeed({ form: ACTIVITY_FORM, notice: 'portal.activityEditor.saved' });
  };
  const switchOnline = async (intent: string) => {
    await setActivityOnline(ctx.db, actor, id, intent === 'online');
    return succeed({ form: 'status', notice: intent === 'online' ? 'portal.activityEditor.nowOnline' : 'portal.activityEditor.nowOffline' });
  };
  return asActor(() =>
    actByIntent(formData, {
      save,
      'save-submit': save,
      submit: async () => {
        await submitActivity(ctx.db, actor, id);
        return succeed({ form: 'status', notice: 'portal.activityEditor.submitted' });
      },
      online: switchOnline,
      offline: switchOnline,
      discard: async () => {
        await discardEditCopy(ctx.db, actor, id);
        return succeed({ form: 'status', notice: 'portal.activityEditor.discarded' });
      },
    }),
  );
}

export const handle = await screenTexts('portal');
export const meta: Route.MetaFunction = loaderHead;

export default function ActivityEditPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = usePortalText();
  const { activity, filterGroups, publicUrl, created, versionCount } = loaderData;
  return (
    <PortalPage wide title={activity.content.title} intro={`${activity.organisationName} · ${activity.platformName}`}>
      <div className="grid grid-cols-1 gap-6">
        {created && !actionData ? (
          <FormAlert tone="success">{t(created === 'submitted' ? 'portal.activityEditor.submitted' : 'portal.activityEditor.created')}</FormAlert>
        ) : null}
        <FormNotice actionData={actionData} form="status" />
        <ActivityStatusPanel activity={activity} publicUrl={publicUrl} reply={replyOf(actionData, 'status')} />
        {versionCount > 0 ? (
          <p>
            <VersionHistoryLink to={`${PORTAL_PATHS.activities}/${activity.id}/versies`} count={versionCount} />
          </p>
        ) : null}
        <FormNotice actionData={actionData} form={ACTIVITY_FORM} />
        <ActivityEditor
          // A saved version starts the editor afresh from what the server now holds.
          key={activity.version}
          content={activity.content}
          media={activity.media}
          places={activity.places}
          filterGroups={filterGroups}
          platformId={activity.platformId}
          organisationId={activity.organisationId}
          countryCode={activity.platformCountryCode}
          version={activity.version}
          reply={replyOf(actionData, ACTIVITY_FORM)}
          canSubmit={activity.state !== 'submitted' && activity.state !== 'pending-edit'}
        />
        <p>
          <Link to={PORTAL_PATHS.home} className={linkClassName}>
            {t('portal.activityEditor.backToDashboard')}
          </Link>
        </p>
      </div>
    </PortalPage>
  );
}
