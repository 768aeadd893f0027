import { useTranslation } from 'react-i18next';
import type { Route } from './+types/home';
import { PageHeader } from '../components/layout/page-header.tsx';
import { pageMeta } from '../features/platform/page-meta.ts';

// Home (screens.md 2): hero search, categories, new activities and blogs come with the journey issue.

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, { key: 'pages.home.title' });
}

export default function Screen() {
  const { t } = useTranslation();
  return <PageHeader title={t('pages.home.title')} />;
}
