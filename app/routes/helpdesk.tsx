import { useTranslation } from 'react-i18next';
import type { Route } from './+types/helpdesk';
import { PageHeader } from '../components/layout/page-header.tsx';
import { pageMeta } from '../features/platform/page-meta.ts';

// Helpdesk with FAQ and question form (screens.md 2).

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, { key: 'pages.helpdesk.title' });
}

export default function Screen() {
  const { t } = useTranslation();
  return <PageHeader title={t('pages.helpdesk.title')} />;
}
