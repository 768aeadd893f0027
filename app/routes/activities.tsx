import { useTranslation } from 'react-i18next';
import type { Route } from './+types/activities';
import { PageHeader } from '../components/layout/page-header.tsx';
import { pageMeta } from '../features/platform/page-meta.ts';

// Activity overview (screens.md 2): filters and cards come with the journey issue.

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, { key: 'pages.activities.title' });
}

export default function Screen() {
  const { t } = useTranslation();
  return <PageHeader title={t('pages.activities.title')} />;
}
