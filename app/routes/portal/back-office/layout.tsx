import { Form, NavLink, Outlet, useLocation } from 'react-router';
import type { Route } from './+types/layout';
import { inputClassName } from '../../../components/forms/fields.tsx';
import { secondaryButtonClassName, usePortalText } from '../../../portal/ui/portal-page.tsx';
import { screenTexts } from '../../../i18n/catalogue-loader.ts';
import { BACK_OFFICE_SECTIONS, PLATFORM_PARAM } from '../../../portal/back-office-sections.ts';
import { backOfficeOf } from './back-office.server.ts';

// The operators' back office (decision 104): the platform switcher and the sections' menu around every
// back-office page. Each page's loader checks the operator again (loaders run side by side).

export async function loader({ context, request }: Route.LoaderArgs) {
  const { platform, platforms } = await backOfficeOf(context, request);
  return { platform, platforms };
}

export const handle = await screenTexts('portal');

export default function BackOfficeLayout({ loaderData }: Route.ComponentProps) {
  const t = usePortalText();
  const { platform, platforms } = loaderData;
  const location = useLocation();
  const withPlatform = (path: string) => `${path}?${PLATFORM_PARAM}=${platform.id}`;
  return (
    // The header's column (max-w-5xl, as every wide portal page); the menu above already names the section.
    <div className="mx-auto w-full max-w-5xl px-4 pt-6">
      <div className="flex flex-wrap items-end justify-end gap-4 border-b border-slate-200 pb-4">
        <Form method="get" action={location.pathname} className="flex items-end gap-2" data-testid="platform-switcher">
          <div>
            <label htmlFor="back-office-platform" className="mb-1 block text-sm font-semibold">
              {t('portal.backOffice.platform')}
            </label>
            <select
              id="back-office-platform"
              name={PLATFORM_PARAM}
              defaultValue={platform.id}
              key={platform.id}
              className={inputClassName}
              onChange={(event) => event.currentTarget.form?.requestSubmit()}
            >
              {platforms.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name} ({p.domain})
                </option>
              ))}
            </select>
          </div>
          <noscript>
            <button type="submit" className={secondaryButtonClassName}>
              {t('portal.backOffice.switch')}
            </button>
          </noscript>
        </Form>
      </div>
      <div className="grid gap-6 py-4 lg:grid-cols-[15rem_1fr]">
        <nav aria-label={t('portal.backOffice.menu')} className="min-w-0">
          <ul className="flex flex-wrap gap-1 lg:flex-col">
            {BACK_OFFICE_SECTIONS.map((section) => (
              <li key={section.key}>
                <NavLink
                  to={withPlatform(section.path)}
                  className={({ isActive }) =>
                    `block whitespace-nowrap rounded-md px-3 py-2 text-sm font-semibold lg:whitespace-normal ${isActive ? 'bg-slate-800 text-white' : 'text-slate-900 hover:bg-slate-100'}`
                  }
                >
                  {t(`portal.backOffice.sections.${section.key}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="min-w-0">
          <Outlet />
        </div>
      </div>
    </div>
  );
}
