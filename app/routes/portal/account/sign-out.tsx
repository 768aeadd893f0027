import { redirect } from 'react-router';
import type { Route } from './+types/sign-out';
import { PORTAL_PATHS } from '../../../config/portal-links.ts';
import { portalFormData } from '../../../components/forms/form-action.server.ts';
import { PORTAL_SESSION_CLEAR, PORTAL_SESSION_HEADER } from '../../../portal/session-contract.ts';
import { signOut } from '../../../features/accounts/sessions.server.ts';
import { portalOf } from '../portal-guards.server.ts';

// Sign-out: a POST only (a link or a prefetch must not sign anyone out); the session ends on the server too.

/** GET never signs out: the page leads to the portal's start (or the sign-in). */
export async function loader({ context }: Route.LoaderArgs) {
  portalOf(context);
  throw redirect(PORTAL_PATHS.home);
}

export async function action({ context, request }: Route.ActionArgs) {
  const { ctx, portal } = portalOf(context);
  await portalFormData(request, portal.csrfToken);
  await signOut(ctx.db, { actor: portal.actor, pending: portal.pendingSecondFactor }, portal.client);
  return redirect(`${PORTAL_PATHS.signIn}?uitgelogd=1`, { headers: { [PORTAL_SESSION_HEADER]: PORTAL_SESSION_CLEAR } });
}
