import { data } from 'react-router';
import type { Route } from './+types/unsubscribe';
import { PORTAL_PATHS } from '../../../config/portal-links.ts';
import { FormAlert } from '../../../components/forms/form-alert.tsx';
import { UnsubscribeSchema } from '../../../features/notifications/notification-preferences.schemas.ts';
import { readUnsubscribeLink, unsubscribe } from '../../../features/notifications/notification-preferences.server.ts';
import { screenTexts } from '../../../i18n/catalogue-loader.ts';
import { loaderHead } from '../../../page-head/loader-head.ts';
import { Card, linkClassName, PortalPage, primaryButtonClassName, usePortalText } from '../../../portal/ui/portal-page.tsx';
import { portalHead, portalOf } from '../portal-guards.server.ts';

// A notification's unsubscribe link (docs/decisions/116, RFC 8058). GET shows what the link turns off and a
// button: mail scanners follow links, so a GET changes nothing. A POST turns the kind off: the button's,
// or the mail program's one-click POST (`List-Unsubscribe=One-Click`), which comes without a session or a
// form token. The signed token in the address is the only authority, so no CSRF token is asked: a forged
// post can do no more than the link's holder can.

function tokenOf(request: Request): string | null {
  return new URL(request.url).searchParams.get('token');
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const { ctx, portal } = portalOf(context);
  const parsed = UnsubscribeSchema.safeParse({ token: tokenOf(request) });
  const link = parsed.success ? await readUnsubscribeLink(ctx.db, parsed.data.token) : ({ ok: false } as const);
  const body = {
    head: portalHead(portal, 'portal.unsubscribe.title'),
    link,
    token: parsed.success ? parsed.data.token : null,
    done: false,
    signedIn: !!portal.actor,
  };
  return link.ok ? body : data(body, { status: 404 });
}

export async function action({ context, request }: Route.ActionArgs) {
  const { ctx, portal } = portalOf(context);
  const parsed = UnsubscribeSchema.safeParse({ token: tokenOf(request) });
  const link = parsed.success ? await unsubscribe(ctx.db, parsed.data.token) : ({ ok: false } as const);
  const body = { head: portalHead(portal, 'portal.unsubscribe.title'), link, token: null, done: link.ok, signedIn: !!portal.actor };
  return data(body, { status: link.ok ? 200 : 404 });
}

export const handle = await screenTexts('portal');
export const meta: Route.MetaFunction = loaderHead;

export default function UnsubscribePage({ loaderData, actionData }: Route.ComponentProps) {
  const t = usePortalText();
  const state = actionData ?? loaderData;
  const { link, token, done, signedIn } = state;
  return (
    <PortalPage title={t('portal.unsubscribe.title')}>
      <Card>
        {!link.ok ? (
          <FormAlert tone="error" testId="unsubscribe-invalid">
            {t('portal.unsubscribe.invalid')}
          </FormAlert>
        ) : done ? (
          <FormAlert tone="success" testId="unsubscribe-done">
            {t('portal.unsubscribe.done', { what: t(`portal.notifications.kinds.${link.kind}.label`) })}
          </FormAlert>
        ) : (
          // A plain form (no form token: the link's token is the authority), posted to this same address.
          <form method="post" action={`${PORTAL_PATHS.unsubscribe}?token=${encodeURIComponent(token ?? '')}`} className="space-y-4">
            <p>{t('portal.unsubscribe.question', { what: t(`portal.notifications.kinds.${link.kind}.label`) })}</p>
            {link.person ? null : <p className="text-sm text-gray-700">{t('portal.unsubscribe.organisation')}</p>}
            <button type="submit" className={primaryButtonClassName}>
              {t('portal.unsubscribe.button')}
            </button>
          </form>
        )}
        {link.ok && link.person ? (
          <p className="mt-4">
            <a
              href={signedIn ? PORTAL_PATHS.notifications : `${PORTAL_PATHS.signIn}?terug=${encodeURIComponent(PORTAL_PATHS.notifications)}`}
              className={linkClassName}
            >
              {t('portal.unsubscribe.preferences')}
            </a>
          </p>
        ) : null}
      </Card>
    </PortalPage>
  );
}
