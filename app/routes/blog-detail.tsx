import { useTranslation } from 'react-i18next';
import type { Route } from './+types/blog-detail';
import { PageHeader } from '../components/layout/page-header.tsx';
import { pageMeta } from '../features/platform/page-meta.ts';

// Blog detail (screens.md 2).

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, { key: 'pages.blog.title' });
}

export default function Screen() {
  const { t } = useTranslation();
  return <PageHeader title={t('pages.blog.title')} />;
}
