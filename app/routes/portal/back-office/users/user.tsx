import { Form, Link } from 'react-router';
import { z } from 'zod';
import type { Route } from './+types/user';
import { inputClassName } from '../../../../components/forms/fields.tsx';
import { readForm, refuse, succeed } from '../../../../components/forms/form-action.server.ts';
import { Card, linkClassName, secondaryButtonClassName, usePortalText } from '../../../../portal/ui/portal-page.tsx';
import { RecordPage } from '../../../../portal/ui/record-page.tsx';
import { PostForm, FormNotice, replyOf } from '../../../../components/forms/post-form.tsx';
import { PORTAL_PATHS } from '../../../../config/portal-links.ts';
import { changeRole } from '../../../../features/accounts/accounts.server.ts';
import { getUserForAdmin, setUserActive, setUserOrganisation } from '../../../../features/accounts/user-admin.server.ts';
import { listOrganisationsForAdmin } from '../../../../features/organisations/organisation-admin.server.ts';
import { screenTexts } from '../../../../i18n/catalogue-loader.ts';
import { loaderHead } from '../../../../page-head/loader-head.ts';
import { PLATFORM_PARAM } from '../../../../portal/back-office-sections.ts';
import { backOfficeOf } from '../back-office.server.ts';
import { accountsRequestOf, asActor, pathId, portalHead } from '../../portal-guards.server.ts';
import { ButtonForm } from '../../../../portal/ui/button-form.tsx';

// One user in the back office (decision 104): active or not, role, and the organisations they act for.

const ORGANISATION_SEARCH = 'organisatie';

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { ctx, portal, actor, platform } = await backOfficeOf(context, request);
  const id = pathId(params.id);
  const user = await asActor(() => getUserForAdmin(ctx.db, actor, id));
  const search = (new URL(request.url).searchParams.get(ORGANISATION_SEARCH) ?? '').trim().slice(0, 100);
  const found = search
    ? (await listOrganisationsForAdmin(ctx.db, actor, platform.id, { page: 1, sort: 'name', direction: 'asc', search })).items.slice(0, 10)
    : [];
  return { head: portalHead(portal, 'portal.backOffice.user.title'), user, search, found, platform, me: actor.userId };
}

const ChangeSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('active'), active: z.enum(['true', 'false']) }),
  z.object({ intent: z.literal('role'), role: z.enum(['ADMIN', 'USER']) }),
  z.object({ intent: z.literal('link'), organisationId: z.coerce.number().int().positive() }),
  z.object({ intent: z.literal('unlink'), organisationId: z.coerce.number().int().positive() }),
]);

export async function action({ context, request, params }: Route.ActionArgs) {
  const { ctx, portal, actor } = await backOfficeOf(context, request);
  const id = pathId(params.id);
  const intent = (await request.clone().formData()).get('intent');
  const read = await readForm(request, portal.csrfToken, 'user', ChangeSchema, (raw) => ({ ...raw, intent }));
  if (!read.ok) return refuse(read.reply);
  const change = read.value;
  return asActor(async () => {
    if (change.intent === 'role') {
      const result = await changeRole(ctx.db, actor, id, change.role, accountsRequestOf(portal));
      if (!result.ok) return refuse({ form: 'user', errors: {}, formError: 'portal.errors.ownRole', values: {} });
      return succeed({ form: 'user', notice: 'portal.users.roleChanged' });
    }
    const result =
      change.intent === 'active'
        ? await setUserActive(ctx.db, actor, id, change.active === 'true')
        : await setUserOrganisation(ctx.db, actor, id, change.organisationId, change.intent === 'link');
    if (!result.ok) return refuse({ form: 'user', errors: {}, formError: `portal.backOffice.user.errors.${result.error}`, values: {} });
    return succeed({ form: 'user', notice: `portal.backOffice.user.done.${change.intent === 'active' ? `active-${change.active}` : change.intent}` });
  });
}

export const handle = await screenTexts('portal');
export const meta: Route.MetaFunction = loaderHead;

export default function BackOfficeUser({ loaderData, actionData }: Route.ComponentProps) {
  const t = usePortalText();
  const { user, search, found, platform, me } = loaderData;
  const reply = replyOf(actionData, 'user');
  const own = user.id === me;
  const linkedIds = new Set(user.organisations.map((o) => o.id));
  return (
    <RecordPage
      layout="sections"
      back={{ to: `${PORTAL_PATHS.users}?${PLATFORM_PARAM}=${platform.id}`, label: t('portal.backOffice.user.back') }}
      title={user.name || user.email}
      below={
        <p className="text-gray-700">
          {user.email} · {t(`portal.roles.${user.role}`)} · {t(`portal.users.states.${user.invited ? 'invited' : user.active ? 'active' : 'inactive'}`)}
        </p>
      }
    >
      <FormNotice actionData={actionData} form="user" />
      <Card title={t('portal.backOffice.user.access')}>
        {own ? <p className="mb-3 text-sm text-gray-700">{t('portal.backOffice.user.ownAccount')}</p> : null}
        <div className="flex flex-wrap items-end gap-4">
          <ButtonForm form="user" intent="active" values={{ active: user.active ? 'false' : 'true' }} disabled={own} reply={reply} className="">
            {t(user.active ? 'portal.backOffice.user.deactivate' : 'portal.backOffice.user.activate')}
          </ButtonForm>
          <PostForm name="user" intent="role" className="flex items-end gap-2">
            <div>
              <label htmlFor="user-role" className="mb-1 block font-semibold">
                {t('portal.fields.role')}
              </label>
              <select id="user-role" name="role" defaultValue={user.role} className={inputClassName} disabled={own}>
                <option value="USER">{t('portal.roles.USER')}</option>
                <option value="ADMIN">{t('portal.roles.ADMIN')}</option>
              </select>
            </div>
            <button type="submit" className={secondaryButtonClassName} disabled={own}>
              {t('portal.backOffice.user.changeRole')}
            </button>
          </PostForm>
        </div>
      </Card>
      <Card title={t('portal.backOffice.user.organisations', { count: user.organisations.length })}>
        {user.organisations.length === 0 ? <p className="mb-3">{t('portal.backOffice.user.noOrganisations')}</p> : null}
        <ul className="mb-4 divide-y divide-slate-200" data-testid="user-organisations">
          {user.organisations.map((organisation) => (
            <li key={organisation.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span>
                <Link to={PORTAL_PATHS.organisation(organisation.id)} className={linkClassName}>
                  {organisation.name}
                </Link>{' '}
                <span className="text-sm text-gray-700">{[organisation.city, organisation.platformName].filter(Boolean).join(' · ')}</span>
              </span>
              <ButtonForm form="user" intent="unlink" values={{ organisationId: organisation.id }} className="">
                {t('portal.backOffice.user.unlink', { name: organisation.name })}
              </ButtonForm>
            </li>
          ))}
        </ul>
        <Form method="get" className="flex flex-wrap items-end gap-2" role="search">
          <input type="hidden" name={PLATFORM_PARAM} value={platform.id} />
          <div className="min-w-56 flex-1">
            <label htmlFor="user-organisation-search" className="mb-1 block font-semibold">
              {t('portal.backOffice.user.findOrganisation', { platform: platform.name })}
            </label>
            <input id="user-organisation-search" type="search" name={ORGANISATION_SEARCH} defaultValue={search} className={inputClassName} />
          </div>
          <button type="submit" className={secondaryButtonClassName}>
            {t('portal.backOffice.search')}
          </button>
        </Form>
        {search ? (
          <ul className="mt-3 divide-y divide-slate-200" data-testid="organisation-matches">
            {found.length === 0 ? <li className="py-2">{t('portal.backOffice.empty')}</li> : null}
            {found.map((organisation) => (
              <li key={organisation.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span>
                  {organisation.name} <span className="text-sm text-gray-700">{organisation.city}</span>
                </span>
                {linkedIds.has(organisation.id) ? (
                  <span className="text-sm text-gray-700">{t('portal.backOffice.user.alreadyLinked')}</span>
                ) : (
                  <ButtonForm form="user" intent="link" values={{ organisationId: organisation.id }} tone="primary" className="">
                    {t('portal.backOffice.user.link', { name: organisation.name })}
                  </ButtonForm>
                )}
              </li>
            ))}
          </ul>
        ) : null}
      </Card>
    </RecordPage>
  );
}
