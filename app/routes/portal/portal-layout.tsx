import type { ReactNode } from 'react';
import { isRouteErrorResponse, Link, NavLink, Outlet, useLocation, useRouteError, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/portal-layout';
import { PORTAL_LANGUAGES, PORTAL_PATHS } from '../../config/portal-links.ts';
import { PostForm } from '../../components/forms/post-form.tsx';
import { usePortalShell, usePortalText } from '../../portal/ui/portal-page.tsx';
import { PORTAL_LAYOUT_ID, type PortalShellData } from '../../portal/ui/portal-shell.ts';
import { PORTAL_NAME } from '../../portal/ui/portal-name.ts';
import { screenTexts } from '../../i18n/catalogue-loader.ts';
import { portalOf } from './portal-guards.server.ts';
import type { Database } from '../../../db/client.server.ts';
import { countReviewQueueByPlatform } from '../../features/activities/activity-review.server.ts';
import { countEventsForReviewByPlatform } from '../../features/events/provider-events.server.ts';
import type { Actor } from '../../portal/actor.ts';
import { may } from '../../portal/permissions.server.ts';
import { listPlatformChoices } from '../../portal/platforms.server.ts';

// The portal's frame (decision 103): its name, who is signed in, the navigation of their role, the language
// switch and sign-out. No brand shell around it (root.tsx).

export async function loader({ context }: Route.LoaderArgs): Promise<PortalShellData> {
  const { ctx, portal } = portalOf(context);
  const actor = portal.actor;
  const name = actor ? [actor.firstName, actor.lastName].filter(Boolean).join(' ') || actor.email : '';
  return {
    csrfToken: portal.csrfToken,
    locale: portal.locale,
    user: actor ? { name, email: actor.email, role: actor.role } : null,
    reviewWaiting: actor && may(actor, 'review:decide') ? await reviewWaitingOf(ctx.db, actor) : null,
  };
}

/**
 * What waits for an operator's review, per brand they may see (an operator sees every brand, decision
 * 104): two grouped counts over partial indexes, cheap enough for every portal page.
 */
async function reviewWaitingOf(db: Database, actor: Actor): Promise<NonNullable<PortalShellData['reviewWaiting']>> {
  const [activityCounts, eventCounts, brands] = await Promise.all([
    countReviewQueueByPlatform(db, actor),
    countEventsForReviewByPlatform(db, actor),
    listPlatformChoices(db),
  ]);
  const platforms = brands
    .map((brand) => ({ id: brand.id, name: brand.name, count: (activityCounts.get(brand.id) ?? 0) + (eventCounts.get(brand.id) ?? 0) }))
    .filter((brand) => brand.count > 0);
  return { total: platforms.reduce((n, brand) => n + brand.count, 0), platforms };
}

export const handle = await screenTexts('portal');

const navLinkClassName = ({ isActive }: { isActive: boolean }) =>
  `block whitespace-nowrap rounded-md px-2.5 py-1.5 text-sm font-semibold sm:px-3 sm:py-2 sm:text-base ${isActive ? 'bg-slate-700 text-white' : 'text-slate-100 hover:bg-slate-700 hover:text-white'}`;

function LanguageSwitch() {
  const t = usePortalText();
  const { locale, user } = usePortalShell();
  const location = useLocation();
  const here = location.pathname + location.search;
  const other = PORTAL_LANGUAGES.find((language) => language !== locale) ?? 'nl';
  if (user) {
    // The user's choice is theirs (their mails too): a form that saves it, then a fresh page in that language.
    return (
      <PostForm name="language" intent="locale" action={PORTAL_PATHS.account} reloadDocument className="flex items-center">
        <input type="hidden" name="locale" value={other} />
        <input type="hidden" name="terug" value={here} />
        <button
          type="submit"
          lang={other}
          className="rounded-md px-2 py-2 text-sm font-semibold text-slate-100 sm:text-base underline-offset-2 hover:bg-slate-700 hover:underline sm:px-3"
        >
          {t(`portal.language.${other}`)}
        </button>
      </PostForm>
    );
  }
  const target = new URL(here, 'http://portal.invalid');
  target.searchParams.set('taal', other);
  return (
    <a
      href={target.pathname + target.search}
      lang={other}
      hrefLang={other}
      className="rounded-md px-2 py-2 text-sm font-semibold text-slate-100 sm:text-base hover:bg-slate-700 hover:underline sm:px-3"
    >
      {t(`portal.language.${other}`)}
    </a>
  );
}

/** The number waiting for review beside the menu item, and per brand for a screen reader and on hover. */
function ReviewWaitingBadge() {
  const t = usePortalText();
  const { reviewWaiting } = usePortalShell();
  if (!reviewWaiting || reviewWaiting.total === 0) return null;
  const perBrand = reviewWaiting.platforms.map((brand) => t('portal.nav.reviewWaitingBrand', { name: brand.name, count: brand.count })).join(', ');
  return (
    <>
      <span
        aria-hidden="true"
        title={perBrand}
        data-testid="nav-review-count"
        className="ml-1.5 inline-block min-w-6 rounded-full bg-amber-300 px-1.5 text-center text-sm font-bold tabular-nums text-slate-900"
      >
        {reviewWaiting.total}
      </span>
      <span className="sr-only" data-testid="nav-review-brands">
        {t('portal.nav.reviewWaiting', { count: reviewWaiting.total, brands: perBrand })}
      </span>
    </>
  );
}

function PortalHeader() {
  const t = usePortalText();
  const { user } = usePortalShell();
  return (
    <header className="bg-slate-900 text-white">
      <div className="mx-auto flex max-w-5xl flex-wrap items-center gap-x-2 gap-y-2 px-4 py-3 sm:gap-x-4">
        <Link to={PORTAL_PATHS.home} className="mr-auto text-lg font-bold tracking-tight text-white">
          {PORTAL_NAME}
        </Link>
        {user ? (
          <p className="order-last w-full text-sm text-slate-200 sm:order-none sm:w-auto" data-testid="portal-user">
            {t('portal.nav.signedInAs', { name: user.name })}
          </p>
        ) : null}
        <LanguageSwitch />
        {user ? (
          <PostForm name="sign-out" action={PORTAL_PATHS.signOut} reloadDocument className="flex">
            <button
              type="submit"
              className="rounded-md border border-slate-400 px-2.5 py-1.5 text-sm font-semibold text-white hover:bg-slate-700 sm:px-3 sm:text-base"
            >
              {t('portal.nav.signOut')}
            </button>
          </PostForm>
        ) : null}
      </div>
      {user ? (
        <nav aria-label={t('portal.nav.label')} className="border-t border-slate-700">
          {/* Wrapped onto as many lines as it takes, on a phone too: every item in sight, none behind a sideways scroll. */}
          <ul className="mx-auto flex max-w-5xl flex-wrap gap-1 px-2 py-2">
            <li>
              <NavLink to={PORTAL_PATHS.home} end className={navLinkClassName}>
                {t('portal.nav.home')}
              </NavLink>
            </li>
            <li>
              <NavLink to={PORTAL_PATHS.leads} className={navLinkClassName}>
                {t('portal.nav.leads')}
              </NavLink>
            </li>
            <li>
              <NavLink to={PORTAL_PATHS.statistics} className={navLinkClassName}>
                {t('portal.nav.statistics')}
              </NavLink>
            </li>
            <li>
              <NavLink to={PORTAL_PATHS.events} className={navLinkClassName}>
                {t('portal.nav.events')}
              </NavLink>
            </li>
            {user.role === 'ADMIN' ? (
              <>
                <li>
                  <NavLink to={PORTAL_PATHS.review} className={navLinkClassName}>
                    {t('portal.nav.review')}
                    <ReviewWaitingBadge />
                  </NavLink>
                </li>
                <li>
                  <NavLink to={PORTAL_PATHS.backOffice} className={navLinkClassName}>
                    {t('portal.nav.backOffice')}
                  </NavLink>
                </li>
              </>
            ) : null}
            <li>
              <NavLink to={PORTAL_PATHS.account} className={navLinkClassName}>
                {t('portal.nav.account')}
              </NavLink>
            </li>
          </ul>
        </nav>
      ) : null}
    </header>
  );
}

function Frame({ children }: { children: ReactNode }) {
  const t = usePortalText();
  return (
    <div className="flex min-h-screen flex-col bg-slate-50 text-gray-900">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-10 focus:bg-white focus:p-2 focus:text-slate-900">
        {t('portal.skipToContent')}
      </a>
      <PortalHeader />
      <main id="main" className="flex-1">
        {children}
      </main>
    </div>
  );
}

export default function PortalLayout() {
  return (
    <Frame>
      <Outlet />
    </Frame>
  );
}

/** 403 (a page of another role), 404, or a failure: said inside the portal's frame. */
export function ErrorBoundary() {
  const error = useRouteError();
  const t = usePortalText();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const key = status === 403 ? 'forbidden' : status === 404 ? 'notFound' : 'failure';
  const body = (
    <div className="mx-auto max-w-lg px-4 py-16 text-center" data-testid={`portal-error-${status}`}>
      <h1 className="mb-3 text-2xl font-bold">{t(`portal.${key}.title`)}</h1>
      <p className="mb-6">{t(`portal.${key}.text`)}</p>
      <Link to={PORTAL_PATHS.home} className="font-semibold underline">
        {t('portal.forbidden.back')}
      </Link>
    </div>
  );
  return <ErrorFrame>{body}</ErrorFrame>;
}

/** The frame when the layout's own data is there (a page below failed); else the bare message. */
function ErrorFrame({ children }: { children: ReactNode }) {
  const shell = useRouteLoaderData(PORTAL_LAYOUT_ID) as PortalShellData | undefined;
  return shell ? <Frame>{children}</Frame> : <main id="main">{children}</main>;
}
