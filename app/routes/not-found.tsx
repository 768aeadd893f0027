import { data } from 'react-router';
import type { Route } from './+types/not-found';
import { NotFoundScreen } from '../components/layout/not-found-screen.tsx';
import { loaderHead } from '../page-head/loader-head.ts';
import { pageHeadOf } from '../page-head/page-head.server.ts';
import { requestContext } from '../request-context.server.ts';

export async function loader({ context }: Route.LoaderArgs) {
  return data({ head: await pageHeadOf(context.get(requestContext), { key: 'notFound.metaTitle' }) }, { status: 404 });
}

export const meta: Route.MetaFunction = loaderHead;

export default function NotFound() {
  return <NotFoundScreen />;
}
