import { useTranslation } from 'react-i18next';
import type { Route } from './+types/activity-detail';
import { PageHeader } from '../components/layout/page-header.tsx';
import { pageMeta } from '../features/platform/page-meta.ts';

// Activity detail (screens.md 2): gallery, tabs and quote form come with the journey issue.

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, { key: 'pages.activity.title' });
}

export default function Screen() {
  const { t } = useTranslation();
  return <PageHeader title={t('pages.activity.title')} />;
}
