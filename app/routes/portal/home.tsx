import { Link } from 'react-router';
import type { Route } from './+types/home';
import { PORTAL_PATHS } from '../../config/portal-links.ts';
import { Card, linkClassName, PortalPage, usePortalText } from '../../features/accounts/components/portal-form.tsx';
import { screenTexts } from '../../i18n/catalogue-loader.ts';
import { loaderHead } from '../../page-head/loader-head.ts';
import { portalHead, portalOf, requireActor } from './portal-guards.server.ts';

// The portal's start page: who you are, your role, your organisations; operators go on to the users.

export async function loader({ context, request }: Route.LoaderArgs) {
  const { portal } = portalOf(context);
  const actor = requireActor(portal, request);
  return {
    head: portalHead(portal, 'portal.home.title'),
    name: actor.firstName ?? actor.email,
    role: actor.role,
    organisations: actor.organisationIds.length,
  };
}

export const handle = await screenTexts('portal');
export const meta: Route.MetaFunction = loaderHead;

export default function PortalHome({ loaderData }: Route.ComponentProps) {
  const t = usePortalText();
  const { name, role, organisations } = loaderData;
  return (
    <PortalPage wide title={t('portal.home.greeting', { name })} intro={t('portal.home.role', { role: t(`portal.roles.${role}`) })}>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Card labelledBy="home-organisations">
          <h2 id="home-organisations" className="mb-2 text-lg font-bold">
            {t('portal.home.title')}
          </h2>
          <p data-testid="organisation-count">
            {organisations > 0 ? t('portal.home.organisations', { count: organisations }) : t('portal.home.noOrganisations')}
          </p>
          <p className="mt-4">
            <Link to={PORTAL_PATHS.account} className={linkClassName}>
              {t('portal.home.toAccount')}
            </Link>
          </p>
        </Card>
        {role === 'ADMIN' ? (
          <Card labelledBy="home-users">
            <h2 id="home-users" className="mb-2 text-lg font-bold">
              {t('portal.users.title')}
            </h2>
            <p>{t('portal.home.adminIntro')}</p>
            <p className="mt-4">
              <Link to={PORTAL_PATHS.users} className={linkClassName}>
                {t('portal.home.toUsers')}
              </Link>
            </p>
          </Card>
        ) : null}
      </div>
    </PortalPage>
  );
}
