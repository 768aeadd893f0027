import { Link, redirect } from 'react-router';
import type { Route } from './+types/back-office-banners-new';
import { BANNER_FORM } from '../../features/banners/banner-admin.schemas.ts';
import { createBanner } from '../../features/banners/banner-admin.server.ts';
import { BannerEditor, EMPTY_BANNER } from '../../features/banners/components/banner-admin-editor.tsx';
import { PORTAL_PATHS } from '../../config/portal-links.ts';
import { screenTexts } from '../../i18n/catalogue-loader.ts';
import { loaderHead } from '../../page-head/loader-head.ts';
import { PLATFORM_PARAM } from '../../portal/back-office-sections.ts';
import { Card, linkClassName, replyOf, usePortalText } from '../../portal/ui/portal-form.tsx';
import { backOfficeOf } from './back-office.server.ts';
import { bannerImageRefusal, readBannerForm } from './back-office-banners.server.ts';
import { asActor, portalHead } from './portal-guards.server.ts';

// A new banner on the chosen platform (issue 19, back office); saved, it opens in its editor.

export async function loader({ context, request }: Route.LoaderArgs) {
  const { portal, platform } = await backOfficeOf(context, request);
  return { head: portalHead(portal, 'portal.backOffice.banners.newTitle'), platform };
}

export async function action({ context, request }: Route.ActionArgs) {
  const { ctx, portal, actor, platform } = await backOfficeOf(context, request);
  const read = await readBannerForm(request, portal.csrfToken, ctx);
  if (!read.ok) return read.refusal;
  const result = await asActor(() => createBanner(ctx.db, actor, platform.id, read.form, read.image));
  if (!result.ok) return bannerImageRefusal(null);
  return redirect(`${PORTAL_PATHS.backOffice}/banners/${result.id}?${PLATFORM_PARAM}=${platform.id}&nieuw`);
}

export const handle = await screenTexts('portal');
export const meta: Route.MetaFunction = loaderHead;

export default function NewBanner({ loaderData, actionData }: Route.ComponentProps) {
  const t = usePortalText();
  const { platform } = loaderData;
  return (
    <div>
      <p className="mb-2">
        <Link to={`${PORTAL_PATHS.backOffice}/banners?${PLATFORM_PARAM}=${platform.id}`} className={linkClassName}>
          {t('portal.backOffice.banners.back')}
        </Link>
      </p>
      <h1 className="mb-4 text-2xl font-bold text-slate-900">
        {t('portal.backOffice.banners.newTitle')} <span className="text-base font-normal text-gray-700">({platform.name})</span>
      </h1>
      <Card>
        <BannerEditor values={EMPTY_BANNER} reply={replyOf(actionData, BANNER_FORM)} submitLabel={t('portal.backOffice.banners.create')} />
      </Card>
    </div>
  );
}
