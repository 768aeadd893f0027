// Any unknown path: the not-found screen with HTTP 404 (core.md 2).
import { data } from 'react-router';
import type { Route } from './+types/catch-all';
import { NotFoundScreen } from '../components/layout/not-found-screen.tsx';
import { pageMeta } from '../features/platform/page-meta.ts';

export function loader() {
  return data(null, { status: 404 });
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, { key: 'notFound.metaTitle' });
}

export default function NotFound() {
  return <NotFoundScreen />;
}
