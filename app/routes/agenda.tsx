import { useTranslation } from 'react-i18next';
import { data } from 'react-router';
import type { Route } from './+types/agenda';
import { PageHeader } from '../components/layout/page-header.tsx';
import { pageMeta } from '../features/platform/page-meta.ts';
import { hasAgenda } from '../config/platforms.ts';
import { requestContext } from '../request-context.server.ts';

// Events calendar, kids platform only (core.md 2).

export function loader({ context }: Route.LoaderArgs) {
  if (!hasAgenda(context.get(requestContext).platform.id)) throw data(null, { status: 404 });
  return null;
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, { key: 'pages.agenda.title' });
}

export default function Screen() {
  const { t } = useTranslation();
  return <PageHeader title={t('pages.agenda.title')} />;
}
