import { useTranslation } from 'react-i18next';
import type { Route } from './+types/organisation-detail';
import { PageHeader } from '../components/layout/page-header.tsx';
import { pageMeta } from '../features/platform/page-meta.ts';

// One organisation; its id is the number after the last dash of the slug.

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, { key: 'pages.organisation.title' });
}

export default function Screen() {
  const { t } = useTranslation();
  return <PageHeader title={t('pages.organisation.title')} />;
}
