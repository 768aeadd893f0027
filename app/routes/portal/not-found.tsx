import { data } from 'react-router';
import type { Route } from './+types/not-found';
import { portalOf } from './portal-guards.server.ts';

// A path under /portaal that is no page: 404 inside the portal's frame (the layout's error boundary).

export async function loader({ context }: Route.LoaderArgs) {
  portalOf(context);
  throw data('Not Found', { status: 404 });
}

export async function action({ context }: Route.ActionArgs) {
  portalOf(context);
  throw data('Not Found', { status: 404 });
}

export default function PortalNotFound() {
  return null;
}
