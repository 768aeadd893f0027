import './config/zod-browser.ts';
import { type CSSProperties, type ReactNode, useEffect } from 'react';
import { TranslationProvider, useTranslation } from './i18n/use-translation.tsx';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import { SiteFooter } from './components/layout/site-footer.tsx';
import { SiteHeader } from './components/layout/site-header.tsx';
import { lazyComponent } from './components/lazy/lazy-component.tsx';
import { SiteStyles } from './components/layout/site-styles.tsx';
import { NotFoundScreen } from './components/layout/not-found-screen.tsx';
import { unknownBrand } from './config/unknown-brand.ts';
import { loaderHead } from './page-head/loader-head.ts';
import { pageHeadOf } from './page-head/page-head.server.ts';
import { siteShellOf } from './site-shell/site-shell.server.ts';
import type { SiteShell } from './site-shell/site-shell.types.ts';
import { catalogueChunks } from './i18n/catalogue-chunks.server.ts';
import { i18nFor } from './i18n/i18n.ts';
import { type TextPart, textPartsOf } from './i18n/text-parts.ts';
import { requestContext } from './request-context.server.ts';
import { PORTAL_NAME } from './portal/ui/portal-name.ts';

/** The pop-up's asking and remembering: not part of the page's initial JavaScript (decision 110, docs/decisions/082). */
const SitePopup = lazyComponent(() => import('./features/banners/components/site-popup.tsx').then((m) => m.SitePopup));

/** What the root knows of a portal page: only its language (the portal's layout route does the rest). */
interface PortalRootData {
  locale: 'nl' | 'de';
}

export const links: Route.LinksFunction = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }];

export async function loader({ context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  if (ctx.portal) return portalRootData(ctx.portal.locale, ctx.cspNonce);
  const { cspNonce, publicConfig } = ctx;
  // head: the brand's default page head (brand name as title), for the routes' error screens.
  const [shell, head] = await Promise.all([siteShellOf(ctx), pageHeadOf(ctx, { text: '' })]);
  // The nonce travels with the data so the hydrating client renders the same <Scripts nonce>.
  const tagManager = publicConfig.gtmContainerId ? tagManagerScript(publicConfig.gtmContainerId) : null;
  return { shell, head, cspNonce, tagManager, catalogueChunks: catalogueChunks(shell.brand.locale) };
}

/**
 * The portal host (decision 103): no brand shell, no brand loaders, no tag manager; the user's language and
 * the portal's name as the fallback title (its pages have their own).
 */
function portalRootData(locale: PortalRootData['locale'], cspNonce: string | null) {
  const portal: PortalRootData = { locale };
  return { shell: null, head: [{ title: PORTAL_NAME }], cspNonce, tagManager: null, catalogueChunks: catalogueChunks(locale), portal };
}

/** The shell is the platform's and never changes while a visitor browses: no reload on navigation. */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod && formMethod !== 'GET' ? defaultShouldRevalidate : false;
}

/**
 * The tag manager's snippet, only when a container is configured for this environment (decisions.md 14).
 * Built by the loader: the browser's JavaScript need not carry it (decision 080).
 */
function tagManagerScript(containerId: string): string {
  return `(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer',${JSON.stringify(containerId)});`;
}

/** Head defaults for a route without its own meta: the brand name, tagline, social tags and JSON-LD. */
export const meta: Route.MetaFunction = loaderHead;

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData('root') as RootData | undefined;
  // The chunks of the catalogue parts this page's routes use (their route modules load them).
  const textChunks = new Set(textPartsOf(useMatches()).flatMap((part) => data?.catalogueChunks[part] ?? []));
  // The portal (decision 103): its user's language, not indexed, no brand look (its layout draws its frame).
  const portal = data?.portal;
  const look = data?.shell?.brand ?? unknownBrand(0);
  const nonce = data?.cspNonce ?? undefined;
  const style = {
    '--brand-primary': look.palette.primary,
    '--brand-secondary': look.palette.secondary,
    '--brand-light': look.palette.light,
    '--brand-border': look.palette.border,
  } as CSSProperties;
  return (
    // data-locale: the catalogue entry.client and the route modules load (their chunks are preloaded below).
    <html
      lang={portal ? portal.locale : look.htmlLang}
      style={portal ? undefined : style}
      data-brand={portal ? undefined : look.kind}
      data-platform={data?.shell?.platform.id}
      data-locale={portal ? portal.locale : look.locale}
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content={portal ? 'noindex' : 'noodp'} />
        <SiteStyles />
        <Meta />
        <Links nonce={nonce} />
        {[...textChunks].map((href) => (
          <link key={href} rel="modulepreload" href={href} />
        ))}
        {data?.tagManager ? <script nonce={nonce} dangerouslySetInnerHTML={{ __html: data.tagManager }} /> : null}
      </head>
      <body className="flex min-h-screen flex-col">
        <TranslationProvider translator={i18nFor(portal ? portal.locale : look.locale)}>{children}</TranslationProvider>
        <HydrationMarker />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

type RootData =
  | { shell: SiteShell; cspNonce: string | null; tagManager: string | null; catalogueChunks: Partial<Record<TextPart, string[]>>; portal?: undefined }
  | { shell: null; cspNonce: string | null; tagManager: null; catalogueChunks: Partial<Record<TextPart, string[]>>; portal: PortalRootData };

/** Marks the document once React runs in the browser (end-to-end tests wait for it). */
function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

function Shell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:bg-white focus:p-2">
        {t('site.skipToContent')}
      </a>
      <SiteHeader />
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter />
      {/* Asked for in the browser once the page has loaded: the cached HTML is the same with or without one. */}
      <SitePopup />
    </>
  );
}

export default function App() {
  const data = useRouteLoaderData('root') as RootData | undefined;
  // The portal draws its own frame (app/routes/portal/portal-layout.tsx).
  if (data?.portal) return <Outlet />;
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const data = useRouteLoaderData('root') as RootData | undefined;
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const body = notFound ? <NotFoundScreen /> : <ServerErrorScreen />;
  // Without the root data (database down) there is no brand shell to render around the message; the
  // portal has none at all.
  if (data?.portal) return <main id="main">{body}</main>;
  return data ? <Shell>{body}</Shell> : body;
}

function ServerErrorScreen() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center">
      <h1 className="mb-4 text-3xl font-bold">{t('error.title')}</h1>
      <p>{t('error.text')}</p>
    </section>
  );
}
