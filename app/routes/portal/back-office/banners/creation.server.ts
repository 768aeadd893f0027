import { redirect } from 'react-router';
import { BANNER_FORM, POPUP_FORM } from '../../../../features/banners/banner-admin.schemas.ts';
import { type BannerImageChange, type BannerResult, createBanner, createPopup } from '../../../../features/banners/banner-admin.server.ts';
import { PORTAL_PATHS } from '../../../../config/portal-links.ts';
import { PLATFORM_PARAM } from '../../../../portal/back-office-sections.ts';
import type { Actor } from '../../../../portal/actor.ts';
import type { RequestContext } from '../../../../request-context.server.ts';
import { backOfficeOf } from '../back-office.server.ts';
import { bannerRefusal, readBannerForm, readPopupForm } from './banners.server.ts';
import { NEW_BANNER_TITLES, type NewBannerKind } from './creation.tsx';
import { asActor, portalHead } from '../../portal-guards.server.ts';

// The loader and action of a new banner and of a new pop-up (decision 104, back office), on the chosen
// platform; saved, the new one opens in its editor. The page: creation.tsx.

interface RouteArgs {
  context: Parameters<typeof backOfficeOf>[0];
  request: Request;
}

interface Creation<T> {
  form: string;
  read: (
    request: Request,
    csrfToken: string,
    ctx: RequestContext,
  ) => Promise<{ ok: true; form: T; image: BannerImageChange; formData: FormData } | { ok: false; refusal: ReturnType<typeof bannerRefusal> }>;
  create: (db: RequestContext['db'], actor: Actor, platformId: number, form: T, image: BannerImageChange) => Promise<BannerResult<{ id: number }>>;
  /** Where its editor is, below the back office (the new one's id follows). */
  editorPath: string;
}

function creationAction<T>({ form, read, create, editorPath }: Creation<T>) {
  return async ({ context, request }: RouteArgs) => {
    const { ctx, portal, actor, platform } = await backOfficeOf(context, request);
    const posted = await read(request, portal.csrfToken, ctx);
    if (!posted.ok) return posted.refusal;
    const result = await asActor(() => create(ctx.db, actor, platform.id, posted.form, posted.image));
    if (!result.ok) return bannerRefusal(result, posted.formData, form);
    return redirect(`${PORTAL_PATHS.backOffice}/${editorPath}/${result.id}?${PLATFORM_PARAM}=${platform.id}&nieuw`);
  };
}

const ACTIONS = {
  banner: creationAction({ form: BANNER_FORM, read: readBannerForm, create: createBanner, editorPath: 'banners' }),
  popup: creationAction({ form: POPUP_FORM, read: readPopupForm, create: createPopup, editorPath: 'banners/pop-ups' }),
};

/** The loader of the new-banner (or new-pop-up) page: the page's head and the platform it goes on. */
export function newBannerLoader(kind: NewBannerKind) {
  return async ({ context, request }: RouteArgs) => {
    const { portal, platform } = await backOfficeOf(context, request);
    return { head: portalHead(portal, NEW_BANNER_TITLES[kind]), platform };
  };
}

/** The action of the new-banner (or new-pop-up) page: stores it with its image, then opens its editor. */
export const newBannerAction = (kind: NewBannerKind) => ACTIONS[kind];
