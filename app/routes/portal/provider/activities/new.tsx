import { Form, redirect } from 'react-router';
import type { Route } from './+types/new';
import { PORTAL_PATHS } from '../../../../config/portal-links.ts';
import { ActivityContentSchema, activityContentFromForm } from '../../../../features/activities/activity-editing.schemas.ts';
import { createActivity, listEditorFilters, organisationForNewActivity, submitActivity } from '../../../../features/activities/activity-editing.server.ts';
import { ACTIVITY_FORM, ActivityEditor } from '../../../../features/activities/components/activity-editor.tsx';
import { listProviderOrganisations } from '../../../../features/organisations/provider-organisations.server.ts';
import { inputClassName } from '../../../../components/forms/fields.tsx';
import { portalFormData, refuse } from '../../../../components/forms/form-action.server.ts';
import { filledIn, parsePortalForm, typedValues } from '../../../../components/forms/parse-form.ts';
import { Card, PortalPage, usePortalText, SubmitButton } from '../../../../portal/ui/portal-page.tsx';
import { replyOf } from '../../../../components/forms/post-form.tsx';
import { screenTexts } from '../../../../i18n/catalogue-loader.ts';
import { loaderHead } from '../../../../page-head/loader-head.ts';
import { asActor, portalHead, portalOf, requireActor } from '../../portal-guards.server.ts';

// A new activity (decision 104): first the organisation it belongs to (when the provider has several), then
// the editor; saving makes a draft, "save and send for review" puts it in the operators' queue.

const ORGANISATION_PARAM = 'organisatie';

export async function loader({ context, request }: Route.LoaderArgs) {
  const { ctx, portal } = portalOf(context);
  const actor = requireActor(portal, request);
  const organisations = await listProviderOrganisations(ctx.db, actor);
  const asked = Number(new URL(request.url).searchParams.get(ORGANISATION_PARAM));
  const chosenId = Number.isInteger(asked) && asked > 0 ? asked : organisations.length === 1 ? organisations[0]!.id : null;
  const organisation = chosenId ? await asActor(() => organisationForNewActivity(ctx.db, actor, chosenId)) : null;
  return {
    head: portalHead(portal, 'portal.activityEditor.newTitle'),
    organisations: organisations.map((o) => ({ id: o.id, name: o.name, platformName: o.platformName })),
    organisation,
    filterGroups: organisation ? await listEditorFilters(ctx.db, organisation.platformId) : [],
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const { ctx, portal } = portalOf(context);
  const actor = requireActor(portal, request);
  const formData = await portalFormData(request, portal.csrfToken);
  const organisationId = Number(filledIn(formData, 'organisationId'));
  const parsed = parsePortalForm(formData, ACTIVITY_FORM, ActivityContentSchema, activityContentFromForm);
  if (!parsed.ok) return refuse(parsed.reply);
  return asActor(async () => {
    const created = await createActivity(ctx.db, actor, organisationId, parsed.value);
    if (!created.ok) {
      const field = created.error === 'invalid-reference' ? created.field : 'title';
      return refuse({ form: ACTIVITY_FORM, errors: { [field]: ['portal.activityEditor.errors.reference'] }, formError: null, values: typedValues(formData) });
    }
    if (formData.get('intent') === 'save-submit') await submitActivity(ctx.db, actor, created.id);
    return redirect(`${PORTAL_PATHS.activities}/${created.id}?nieuw=1`);
  });
}

export const handle = await screenTexts('portal');
export const meta: Route.MetaFunction = loaderHead;

export default function NewActivityPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = usePortalText();
  const { organisations, organisation, filterGroups } = loaderData;
  return (
    <PortalPage wide title={t('portal.activityEditor.newTitle')} intro={organisation ? organisation.name : t('portal.activityEditor.chooseOrganisation')}>
      {organisation ? (
        <ActivityEditor
          content={null}
          media={[]}
          places={{ cities: [], provinces: [], regions: [] }}
          filterGroups={filterGroups}
          platformId={organisation.platformId}
          organisationId={organisation.id}
          countryCode={organisation.platformCountryCode}
          version={null}
          reply={replyOf(actionData, ACTIVITY_FORM)}
          extraFields={<input type="hidden" name="organisationId" value={organisation.id} />}
          canSubmit
        />
      ) : (
        <Card title={t('portal.activityEditor.chooseOrganisation')}>
          {organisations.length === 0 ? (
            <p>{t('portal.home.noOrganisations')}</p>
          ) : (
            <Form method="get" className="flex flex-wrap items-end gap-3">
              <div className="min-w-64 flex-1">
                <label htmlFor="new-organisation" className="mb-1 block font-semibold">
                  {t('portal.activityEditor.organisation')}
                </label>
                <select id="new-organisation" name={ORGANISATION_PARAM} className={inputClassName}>
                  {organisations.map((o) => (
                    <option key={o.id} value={o.id}>
                      {o.name} ({o.platformName})
                    </option>
                  ))}
                </select>
              </div>
              <SubmitButton>{t('portal.activityEditor.next')}</SubmitButton>
            </Form>
          )}
        </Card>
      )}
    </PortalPage>
  );
}
