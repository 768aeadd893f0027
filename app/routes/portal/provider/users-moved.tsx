import { redirect } from 'react-router';
import type { Route } from './+types/users-moved';
import { PORTAL_PATHS } from '../../../config/portal-links.ts';

// The users page lives in the back office since decision 104: the old address sends there (permanently).
export function loader({ request }: Route.LoaderArgs) {
  return redirect(`${PORTAL_PATHS.users}${new URL(request.url).search}`, 301);
}
