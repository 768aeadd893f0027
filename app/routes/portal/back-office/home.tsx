import { Link } from 'react-router';
import type { Route } from './+types/home';
import { screenTexts } from '../../../i18n/catalogue-loader.ts';
import { loaderHead } from '../../../page-head/loader-head.ts';
import { BACK_OFFICE_SECTIONS, PLATFORM_PARAM } from '../../../portal/back-office-sections.ts';
import { Card, linkClassName, usePortalText, PageHeading } from '../../../portal/ui/portal-page.tsx';
import { backOfficeOf } from './back-office.server.ts';
import { portalHead } from '../portal-guards.server.ts';

// The back office's start (decision 104): what each section is for, on the chosen platform.

export async function loader({ context, request }: Route.LoaderArgs) {
  const { portal, platform } = await backOfficeOf(context, request);
  return { head: portalHead(portal, 'portal.backOffice.title'), platform };
}

export const handle = await screenTexts('portal');
export const meta: Route.MetaFunction = loaderHead;

export default function BackOfficeHome({ loaderData }: Route.ComponentProps) {
  const t = usePortalText();
  const { platform } = loaderData;
  return (
    <div>
      <PageHeading title={t('portal.backOffice.title')} intro={t('portal.backOffice.intro', { platform: platform.name })} />
      <ul className="grid gap-4 sm:grid-cols-2">
        {BACK_OFFICE_SECTIONS.map((section) => (
          // A grid cell of its own: the card fills the row's height, so a row's two cards end level.
          <li key={section.key} className="grid">
            <Card>
              <h2 className="mb-1 font-bold">
                <Link to={`${section.path}?${PLATFORM_PARAM}=${platform.id}`} className={linkClassName}>
                  {t(`portal.backOffice.sections.${section.key}`)}
                </Link>
              </h2>
              <p className="text-sm text-gray-700">{t(`portal.backOffice.about.${section.key}`)}</p>
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}
