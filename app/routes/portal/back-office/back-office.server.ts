import { data, type RouterContextProvider } from 'react-router';
import type { Actor } from '../../../portal/actor.ts';
import { may } from '../../../portal/permissions.server.ts';
import { listPlatformChoices, type PlatformChoice } from '../../../portal/platforms.server.ts';
import type { PortalContext, RequestContext } from '../../../request-context.server.ts';
import { PLATFORM_PARAM } from '../../../portal/back-office-sections.ts';
import { portalOf, requireActor } from '../portal-guards.server.ts';

// Loaders and actions still import it from here; components take it from back-office-sections.ts.

export interface BackOffice {
  ctx: RequestContext;
  portal: PortalContext;
  actor: Actor;
  /** The platform chosen with the switcher (`?platform=`), the first one by default. */
  platform: PlatformChoice;
  platforms: PlatformChoice[];
}

/**
 * Every back-office page starts here (decision 104): signed in (else to the sign-in), an operator (else the
 * 403 page), and the platform it works on. The services check the permission again themselves.
 */
export async function backOfficeOf(context: Readonly<RouterContextProvider>, request: Request): Promise<BackOffice> {
  const { ctx, portal } = portalOf(context);
  const actor = requireActor(portal, request);
  if (!may(actor, 'backoffice:manage')) throw data('Forbidden', { status: 403 });
  const platforms = await listPlatformChoices(ctx.db);
  const asked = Number(new URL(request.url).searchParams.get(PLATFORM_PARAM));
  const platform = platforms.find((p) => p.id === asked) ?? platforms[0];
  if (!platform) throw data('No platform', { status: 404 });
  return { ctx, portal, actor, platform, platforms };
}
