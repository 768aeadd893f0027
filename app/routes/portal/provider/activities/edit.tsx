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
import { fieldAnswersFromForm } from '../../../../features/activities/activity-review.schemas.ts';
import { operatorFieldsFromForm } from '../../../../features/activities/operator-fields.server.ts';
import { answerFieldNotes, openFieldNotes } from '../../../../features/activities/review-notes.server.ts';
import { may } from '../../../../portal/permissions.server.ts';
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
  // The operator's notes of an open request for changes, each shown beside its field (docs/decisions/118);
  // a photo's note names the photo by its place in the gallery now.
  const open = await asActor(() => openFieldNotes(ctx.db, actor, id));
  const fieldNotes = (open?.notes ?? []).map((note) => {
    const index = note.mediaId === null ? -1 : activity.media.findIndex((m) => m.mediaId === note.mediaId);
    return { id: note.id, field: note.field, photo: index >= 0 ? index + 1 : null, note: note.note, answer: note.answer };
  });
  return {
    versionCount,
    fieldNotes,
    // The fields only operators decide: locked for a provider, the address editable for an operator.
    locked: {
      slug: activity.slug,
      platformName: activity.platformName,
      operator: may(actor, 'review:decide'),
      live: activity.state !== 'draft' && activity.state !== 'submitted' && activity.state !== 'rejected',
    },
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
    const answers = fieldAnswersFromForm(formData);
    if (!answers.ok) return refuse({ form: ACTIVITY_FORM, errors: { [answers.name]: [answers.message] }, formError: null, values: typedValues(formData) });
    // A value for a field only operators decide is checked by the service, never dropped (docs/decisions/118).
    const saved = await saveActivity(ctx.db, actor, id, version, parsed.value, operatorFieldsFromForm(formData));
    if (!saved.ok) {
      if (saved.error === 'conflict') return refuse({ form: ACTIVITY_FORM, errors: {}, formError: 'portal.activityEditor.errors.conflict', values: {} }, 409);
      if (saved.error === 'operator-field') {
        return refuse({
          form: ACTIVITY_FORM,
          errors: { [saved.field]: [`portal.lockedFields.errors.${saved.reason}`] },
          formError: null,
          values: typedValues(formData),
        });
      }
      return refuse({
        form: ACTIVITY_FORM,
        errors: { [saved.field]: ['portal.activityEditor.errors.reference'] },
        formError: null,
        values: typedValues(formData),
      });
    }
    await answerFieldNotes(ctx.db, actor, id, answers.answers);
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
  const { activity, filterGroups, publicUrl, created, fieldNotes, locked, versionCount } = loaderData;
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
          fieldNotes={fieldNotes}
          locked={locked}
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
