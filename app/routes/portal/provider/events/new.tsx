import { redirect } from 'react-router';
import type { Route } from './+types/new';
import { PORTAL_PATHS } from '../../../../config/portal-links.ts';
import { ChooseOrganisation, NewEventScreen } from '../../../../features/events/components/event-screens.tsx';
import { EVENT_FORM } from '../../../../features/events/provider-events.form.ts';
import { NewEventFormSchema } from '../../../../features/events/provider-events.schemas.ts';
import { createEvent, getNewEventContext, listEventOrganisations } from '../../../../features/events/provider-events.server.ts';
import { readForm, refuse } from '../../../../components/forms/form-action.server.ts';
import { typedValues } from '../../../../components/forms/parse-form.ts';
import { screenTexts } from '../../../../i18n/catalogue-loader.ts';
import { loaderHead } from '../../../../page-head/loader-head.ts';
import { eventImageChange, eventRefusal } from './actions.server.ts';
import { asActor, pathId, portalHead, portalOf, requireActor } from '../../portal-guards.server.ts';

// A new event (decision 104): first the organisation (when the provider has several on an agenda platform),
// then the form; saved as a draft or submitted at once, then on to the event's own page.

export async function loader({ context, request }: Route.LoaderArgs) {
  const { ctx, portal } = portalOf(context);
  const actor = requireActor(portal, request);
  const head = portalHead(portal, 'portal.events.newTitle');
  const chosen = new URL(request.url).searchParams.get('organisatie');
  if (chosen === null) {
    const organisations = await listEventOrganisations(ctx.db, actor);
    if (organisations.length !== 1) return { head, organisations, context: null };
    return { head, organisations, context: await asActor(() => getNewEventContext(ctx.db, actor, organisations[0]!.id)) };
  }
  return { head, organisations: [], context: await asActor(() => getNewEventContext(ctx.db, actor, pathId(chosen))) };
}

export async function action({ context, request }: Route.ActionArgs) {
  const { ctx, portal } = portalOf(context);
  const actor = requireActor(portal, request);
  const read = await readForm(request, portal.csrfToken, EVENT_FORM, NewEventFormSchema);
  if (!read.ok) return refuse(read.reply);
  const { organisationId, ...content } = read.value;
  const image = await eventImageChange(read.formData, ctx);
  if ('error' in image) return refuse({ form: EVENT_FORM, errors: { image: [image.error] }, formError: null, values: typedValues(read.formData) });
  const submit = read.formData.get('intent') === 'submit';
  const result = await asActor(() => createEvent(ctx.db, actor, { organisationId, content, imageId: image.kind === 'set' ? image.mediaId : null, submit }));
  if (!result.ok) return eventRefusal(result.error, read.formData);
  throw redirect(`${PORTAL_PATHS.event(result.id)}?${submit ? 'ingediend' : 'nieuw'}=1`);
}

export const handle = await screenTexts('portal');
export const meta: Route.MetaFunction = loaderHead;

export default function NewEvent({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData.context) return <ChooseOrganisation organisations={loaderData.organisations} />;
  return <NewEventScreen context={loaderData.context} actionData={actionData} />;
}
