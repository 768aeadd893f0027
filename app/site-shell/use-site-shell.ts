import { useRouteLoaderData } from 'react-router';
import type { SiteShell } from './site-shell.types.ts';

/** The brand shell loaded by the root route, available to every component. */
export function useSiteShell(): SiteShell {
  const data = useRouteLoaderData('root') as { shell: SiteShell } | undefined;
  if (!data) throw new Error('useSiteShell used outside the root route');
  return data.shell;
}
