import { data } from 'react-router';
import { z } from 'zod';
import type { Route } from './+types/organisation';
import { PORTAL_PATHS } from '../../../config/portal-links.ts';
import { databaseIdParam } from '../../../config/database-id.schemas.ts';
import {
  CONTACT_EDIT_PARAM,
  CONTACT_REMOVE_PARAM,
  contactFormName,
  OrganisationScreen,
  personName,
} from '../../../features/organisations/components/organisation-screen.tsx';
import { ContactPersonSchema, OrganisationProfileSchema } from '../../../features/organisations/organisation-editing.schemas.ts';
import {
  addContactPerson,
  getOrganisationForEditing,
  listContactPersons,
  removeContactPerson,
  setPrimaryContactPerson,
  updateContactPerson,
  updateOrganisationProfile,
} from '../../../features/organisations/organisation-editing.server.ts';
import { organisationResponses } from '../../../features/quote/response-time.server.ts';
import { RESPONSE_BADGE_MIN_LEADS } from '../../../features/quote/response-time.ts';
import { NotFoundForActor } from '../../../portal/permissions.server.ts';
import { usePortalText } from '../../../portal/ui/portal-page.tsx';
import { ResponseTimeCard } from './leads/parts.tsx';
import { actByIntent, readForm, refuse, succeed } from '../../../components/forms/form-action.server.ts';
import { screenTexts } from '../../../i18n/catalogue-loader.ts';
import { loaderHead } from '../../../page-head/loader-head.ts';
import { translate } from '../../../i18n/i18n.ts';
import { PORTAL_NAME } from '../../../portal/ui/portal-name.ts';
import { asActor, portalOf, requireActor } from '../portal-guards.server.ts';

// One organisation of the provider (decision 104): its profile and contact persons. The services decide who
// may: an organisation or contact person out of the actor's reach is a 404, as a missing one is.

const IdSchema = databaseIdParam('id');

/** An id from the path or a form; anything else is no such thing (404). */
function idOf(value: unknown): number {
  const parsed = IdSchema.safeParse(value);
  if (!parsed.success) throw data('Not Found', { status: 404 });
  return parsed.data;
}

/** A step in the query (`?bewerken=12`): the id, or null when absent or not an id. */
function stepOf(url: URL, param: string): number | null {
  const parsed = IdSchema.safeParse(url.searchParams.get(param) ?? undefined);
  return parsed.success ? parsed.data : null;
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { ctx, portal } = portalOf(context);
  const actor = requireActor(portal, request);
  const id = idOf(params.id);
  const { organisation, contactPersons } = await asActor(() => getOrganisationForEditing(ctx.db, actor, id));
  // How fast it answers its leads (docs/decisions/115): operators see it here, per organisation.
  const responses = await organisationResponses(ctx.db, [organisation.id]);
  const url = new URL(request.url);
  return {
    head: [{ title: `${organisation.name} · ${translate(portal.locale, 'portal.organisation.title')} · ${PORTAL_NAME}` }],
    organisation,
    contactPersons,
    editing: stepOf(url, CONTACT_EDIT_PARAM),
    removing: stepOf(url, CONTACT_REMOVE_PARAM),
    responses,
    minLeads: RESPONSE_BADGE_MIN_LEADS,
  };
}

/** The form calls the organisation's name `organisationName` (its label); the payload calls it `name`. */
const profilePayload = ({ organisationName, ...raw }: Record<string, unknown>) => ({ ...raw, name: organisationName });

export async function action({ context, request, params }: Route.ActionArgs) {
  const { ctx, portal } = portalOf(context);
  const actor = requireActor(portal, request);
  const id = idOf(params.id);
  const sent = await request.clone().formData();
  const changeContact = async (intent: string) => {
    const read = await readForm(request, portal.csrfToken, 'contacts', z.object({ contactPersonId: IdSchema }));
    if (!read.ok) throw data('Not Found', { status: 404 });
    const { contactPersonId } = read.value;
    const person = (await listContactPersons(ctx.db, actor, id)).find((candidate) => candidate.id === contactPersonId);
    if (!person) throw new NotFoundForActor('contact person');
    if (intent === 'contact-primary') {
      await setPrimaryContactPerson(ctx.db, actor, id, contactPersonId);
      return succeed({ form: 'contacts', notice: 'portal.organisation.contacts.primarySet', params: { name: personName(person) } });
    }
    await removeContactPerson(ctx.db, actor, id, contactPersonId);
    return succeed({ form: 'contacts', notice: 'portal.organisation.contacts.removed', params: { name: personName(person) } });
  };
  return asActor(() =>
    actByIntent(request, {
      profile: async () => {
        const read = await readForm(request, portal.csrfToken, 'profile', OrganisationProfileSchema, profilePayload);
        if (!read.ok) {
          const { name, ...errors } = read.reply.errors;
          return refuse({ ...read.reply, errors: name ? { organisationName: name, ...errors } : errors });
        }
        await updateOrganisationProfile(ctx.db, actor, id, read.value);
        return succeed({ form: 'profile', notice: 'portal.organisation.profile.saved' });
      },
      'contact-add': async () => {
        const read = await readForm(request, portal.csrfToken, 'contact-new', ContactPersonSchema);
        if (!read.ok) return refuse(read.reply);
        const person = await addContactPerson(ctx.db, actor, id, read.value);
        return succeed({ form: 'contact-new', notice: 'portal.organisation.contacts.added', params: { name: personName(person), id: String(person.id) } });
      },
      'contact-edit': async () => {
        const contactPersonId = idOf(sent.get('contactPersonId'));
        const read = await readForm(request, portal.csrfToken, contactFormName(contactPersonId), ContactPersonSchema);
        if (!read.ok) {
          // A refusal shows the form again: only for a contact person of this organisation.
          const own = await listContactPersons(ctx.db, actor, id);
          if (!own.some((person) => person.id === contactPersonId)) throw new NotFoundForActor('contact person');
          return refuse(read.reply);
        }
        const person = await updateContactPerson(ctx.db, actor, id, contactPersonId, read.value);
        return succeed({ form: 'contacts', notice: 'portal.organisation.contacts.saved', params: { name: personName(person) } });
      },
      'contact-primary': changeContact,
      'contact-remove': changeContact,
    }),
  );
}

export const handle = await screenTexts('portal');
export const meta: Route.MetaFunction = loaderHead;

export default function Organisation({ loaderData, actionData }: Route.ComponentProps) {
  const t = usePortalText();
  return (
    <OrganisationScreen
      organisation={loaderData.organisation}
      contactPersons={loaderData.contactPersons}
      editing={loaderData.editing}
      removing={loaderData.removing}
      pagePath={PORTAL_PATHS.organisation(loaderData.organisation.id)}
      homePath={PORTAL_PATHS.home}
      actionData={actionData}
      figures={
        <ResponseTimeCard responses={loaderData.responses} title={t('portal.leads.responseTime.titleOperator')} named={false} minLeads={loaderData.minLeads} />
      }
    />
  );
}
