// A banner's button (decision 110): counts the click and leads on to the banner's stored link. The pages
// (cached whole) name only the banner's id here, so counting never makes a page vary, and the target is
// always the one the operator stored: no address in the request is ever followed.
import { data, redirect } from 'react-router';
import type { Route } from './+types/banner-click';
import { NotFoundScreen } from '../components/layout/not-found-screen.tsx';
import { parseDatabaseId } from '../config/database-id.ts';
import { followBannerLink } from '../features/banners/banners.server.ts';
import { loaderHead } from '../page-head/loader-head.ts';
import { pageHeadOf } from '../page-head/page-head.server.ts';
import { requestContext } from '../request-context.server.ts';

/** Each click goes to the server: no cache (browser or CDN) keeps the answer. */
const NOT_KEPT = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' };

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const bannerId = parseDatabaseId(params.id);
  // A HEAD (a link checker, a preview) learns where it leads without counting.
  const link = bannerId === null ? null : await followBannerLink(ctx.db, ctx.platform.id, bannerId, { count: request.method === 'GET' });
  if (link === null) return data({ head: await pageHeadOf(ctx, { key: 'notFound.metaTitle' }) }, { status: 404, headers: NOT_KEPT });
  throw redirect(link, { status: 302, headers: NOT_KEPT });
}

export const meta: Route.MetaFunction = loaderHead;

export default function BannerClickNotFound() {
  return <NotFoundScreen />;
}
