import { data } from 'react-router';
import { z } from 'zod';
import type { Route } from './+types/list';
import { PORTAL_LANGUAGES } from '../../../../config/portal-links.ts';
import { InvitationSchema } from '../../../../features/accounts/accounts.schemas.ts';
import { changeRole, inviteUser, listUsers } from '../../../../features/accounts/accounts.server.ts';
import { UsersScreen } from '../../../../features/accounts/components/users-screen.tsx';
import { PermissionDenied } from '../../../../portal/permissions.server.ts';
import { readListQuery } from '../../../../portal/list-query.ts';
import { USER_SORTS } from '../../../../features/accounts/accounts.types.ts';
import { accountErrorReply } from '../../../../features/accounts/account-form.server.ts';
import { findOrganisationChoices, organisationChoicesOf } from '../../../../features/organisations/organisation-admin.server.ts';
import { ORGANISATION_FIND_BUTTON, ORGANISATION_FIND_FIELD, type OrganisationPickerState } from '../../../../portal/organisation-choice.ts';
import { actByIntent, portalFormData, readForm, refuse, succeed } from '../../../../components/forms/form-action.server.ts';
import { typedValues } from '../../../../components/forms/parse-form.ts';
import { type FormActionData, type FormReply } from '../../../../components/forms/form-reply.ts';
import { screenTexts } from '../../../../i18n/catalogue-loader.ts';
import { loaderHead } from '../../../../page-head/loader-head.ts';
import { accountsRequestOf, portalHead, portalOf, requireActor } from '../../portal-guards.server.ts';

// The portal's users, for operators (ADMIN) only: the list, invitations, role changes (decision 103).

const RoleChangeSchema = z.object({ userId: z.coerce.number().int().positive(), role: z.enum(['ADMIN', 'USER']) });

/** The services decide who may; a provider who types the address gets 403. */
async function asOperator<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof PermissionDenied) throw data('Forbidden', { status: 403 });
    throw error;
  }
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const { ctx, portal } = portalOf(context);
  const actor = requireActor(portal, request);
  const list = readListQuery(new URL(request.url), USER_SORTS, { sort: 'role' });
  const { items, total, pageSize } = await asOperator(() =>
    listUsers(ctx.db, actor, { page: list.page, query: list.search, sort: list.sort, direction: list.direction }),
  );
  return {
    head: portalHead(portal, 'portal.users.title'),
    users: items,
    total,
    page: list.page,
    pageSize,
    query: list.search,
    sort: list.sort,
    direction: list.direction,
    me: actor.userId,
    locale: portal.locale,
  };
}

/** The organisations chosen: one id per checkbox or hidden field of the picker. */
function organisationList(raw: Record<string, unknown>): Record<string, unknown> {
  return { ...raw, organisationIds: ([] as unknown[]).concat(raw.organisationIds ?? []) };
}

/** The ids posted by the picker that are ids at all (others are the schema's to refuse). */
const postedOrganisationIds = (formData: FormData) =>
  formData
    .getAll('organisationIds')
    .map(Number)
    .filter((id) => Number.isSafeInteger(id) && id > 0)
    .slice(0, 50);

export async function action({ context, request }: Route.ActionArgs) {
  const { ctx, portal } = portalOf(context);
  const actor = requireActor(portal, request);
  const client = accountsRequestOf(portal);
  const posted = await request.clone().formData();
  return asOperator(() =>
    actByIntent(posted, {
      role: async () => {
        const read = await readForm(request, portal.csrfToken, 'roles', RoleChangeSchema);
        if (!read.ok) return refuse({ ...read.reply, formError: 'portal.errors.unknownUser' });
        const result = await changeRole(ctx.db, actor, read.value.userId, read.value.role, client);
        if (!result.ok) {
          const own = read.value.userId === actor.userId;
          return refuse({ form: 'roles', errors: {}, formError: own ? 'portal.errors.ownRole' : 'portal.errors.unknownUser', values: {} });
        }
        return succeed({ form: 'roles', notice: 'portal.users.roleChanged' });
      },
      invite: async () => {
        const chosen = () => organisationChoicesOf(ctx.db, actor, postedOrganisationIds(posted));
        if (posted.get(ORGANISATION_FIND_BUTTON)) {
          // Without JavaScript: the picker's search; the form comes back as typed, with the matches to tick.
          const formData = await portalFormData(request, portal.csrfToken);
          const search = String(formData.get(ORGANISATION_FIND_FIELD) ?? '')
            .trim()
            .slice(0, 100);
          const picker: OrganisationPickerState = { chosen: await chosen(), found: await findOrganisationChoices(ctx.db, actor, search), search };
          return data<InviteActionData>({ reply: { form: 'invite', errors: {}, formError: null, values: typedValues(formData) }, done: null, picker });
        }
        const read = await readForm(request, portal.csrfToken, 'invite', InvitationSchema, organisationList);
        const refused = async (reply: FormReply) =>
          data<InviteActionData>({ reply, done: null, picker: { chosen: await chosen(), found: null, search: '' } }, { status: 400 });
        if (!read.ok) {
          const { errors } = read.reply;
          if (errors.organisationIds) errors.organisationIds = ['portal.errors.organisationIds'];
          return refused(read.reply);
        }
        const result = await inviteUser(ctx.db, actor, read.value, client);
        if (!result.ok) return refused(accountErrorReply('invite', read.formData, result, ['email', 'organisationIds']));
        return succeed({ form: 'invite', notice: 'portal.users.invite.done', params: { email: read.value.email } });
      },
    }),
  );
}

/** The invitation's answer: the portal form's, and what its organisation picker shows. */
type InviteActionData = FormActionData & { picker: OrganisationPickerState };

export const handle = await screenTexts('portal');
export const meta: Route.MetaFunction = loaderHead;

export default function Users({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <UsersScreen
      users={loaderData.users}
      total={loaderData.total}
      page={loaderData.page}
      pageSize={loaderData.pageSize}
      query={loaderData.query}
      sort={loaderData.sort}
      direction={loaderData.direction}
      me={loaderData.me}
      locale={loaderData.locale}
      languages={PORTAL_LANGUAGES}
      actionData={actionData}
      picker={(actionData as Partial<InviteActionData> | undefined)?.picker}
    />
  );
}
