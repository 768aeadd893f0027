import { useTranslation } from 'react-i18next';
import type { Route } from './+types/home';
import { PageHeader } from '../components/layout/page-header.tsx';
import { pageMeta, shellFromMatches } from '../features/platform/page-meta.ts';
import { useSiteShell } from '../features/platform/use-site-shell.ts';

// Home (screens.md 2): hero search, categories, new activities and blogs come with the journey issue.

export function meta({ matches }: Route.MetaArgs) {
  const kids = shellFromMatches(matches)?.brand.kind === 'kids';
  return pageMeta(matches, { key: kids ? 'pages.home.kidsTitle' : 'pages.home.title' });
}

export default function Screen() {
  const { t } = useTranslation();
  const { brand } = useSiteShell();
  return <PageHeader title={t(brand.kind === 'kids' ? 'pages.home.kidsTitle' : 'pages.home.title')} />;
}
