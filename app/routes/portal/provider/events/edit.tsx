import type { Route } from './+types/edit';
import { EditEventScreen } from '../../../../features/events/components/event-screens.tsx';
import { EVENT_FORM } from '../../../../features/events/provider-events.form.ts';
import { EventFormSchema } from '../../../../features/events/provider-events.schemas.ts';
import { getEventForEditing, saveEvent, switchEventOff, switchEventOn } from '../../../../features/events/provider-events.server.ts';
import { actByIntent, portalFormData, readForm, refuse, succeed } from '../../../../components/forms/form-action.server.ts';
import { typedValues } from '../../../../components/forms/parse-form.ts';
import { screenTexts } from '../../../../i18n/catalogue-loader.ts';
import { loaderHead } from '../../../../page-head/loader-head.ts';
import { eventImageChange, eventRefusal } from './actions.server.ts';
import { asActor, pathId, portalHead, portalOf, requireActor } from '../../portal-guards.server.ts';

// One event of the provider (decision 104): its review state, the operators' comment, the on/off switch and
// the editor. A save names the version it started from (a stale one: a conflict, nothing overwritten).

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { ctx, portal } = portalOf(context);
  const actor = requireActor(portal, request);
  const event = await asActor(() => getEventForEditing(ctx.db, actor, pathId(params.id)));
  const search = new URL(request.url).searchParams;
  return { head: portalHead(portal, 'portal.events.editTitle'), event, created: search.has('nieuw'), submitted: search.has('ingediend') };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const { ctx, portal } = portalOf(context);
  const actor = requireActor(portal, request);
  const eventId = pathId(params.id);
  const switchVisibility = async (intent: string) => {
    await portalFormData(request, portal.csrfToken);
    const result = intent === 'off' ? await switchEventOff(ctx.db, actor, eventId) : await switchEventOn(ctx.db, actor, eventId);
    if (!result.ok) return refuse({ form: 'visibility', errors: {}, formError: `portal.events.errors.${result.error}`, values: {} });
    return succeed({ form: 'visibility', notice: intent === 'off' ? 'portal.events.visibility.switchedOff' : 'portal.events.visibility.switchedOn' });
  };
  // The form's two buttons, save and save-and-submit for review (a post without a button's value saves).
  const save = async (intent: string) => {
    const read = await readForm(request, portal.csrfToken, EVENT_FORM, EventFormSchema);
    if (!read.ok) return refuse(read.reply);
    const { version, removeImage: _removeImage, ...content } = read.value;
    const image = await eventImageChange(read.formData, ctx);
    if ('error' in image) return refuse({ form: EVENT_FORM, errors: { image: [image.error] }, formError: null, values: typedValues(read.formData) });
    const submit = intent === 'submit';
    const result = await saveEvent(ctx.db, actor, eventId, { content, version, image, submit });
    if (!result.ok) return eventRefusal(result.error, read.formData);
    const notice = submit ? 'portal.events.submitted' : result.state.startsWith('changes') ? 'portal.events.savedChanges' : 'portal.events.saved';
    return succeed({ form: EVENT_FORM, notice });
  };
  return asActor(() => actByIntent(request, { off: switchVisibility, on: switchVisibility, save, submit: save, default: save }));
}

export const handle = await screenTexts('portal');
export const meta: Route.MetaFunction = loaderHead;

export default function EditEvent({ loaderData, actionData }: Route.ComponentProps) {
  return <EditEventScreen event={loaderData.event} actionData={actionData} created={loaderData.created} submitted={loaderData.submitted} />;
}
