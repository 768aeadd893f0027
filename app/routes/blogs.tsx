import { useTranslation } from 'react-i18next';
import type { Route } from './+types/blogs';
import { PageHeader } from '../components/layout/page-header.tsx';
import { pageMeta } from '../features/platform/page-meta.ts';

// Blog overview (screens.md 2).

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, { key: 'pages.blogs.title' });
}

export default function Screen() {
  const { t } = useTranslation();
  return <PageHeader title={t('pages.blogs.title')} />;
}
