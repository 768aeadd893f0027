import { redirect } from 'react-router';
import { z } from 'zod';
import type { Route } from './+types/sign-in-link';
import { PORTAL_PATHS } from '../../../config/portal-links.ts';
import { TokenSchema } from '../../../features/accounts/accounts.schemas.ts';
import { signInWithLink } from '../../../features/accounts/accounts.server.ts';
import { TokenConfirmScreen } from '../../../features/accounts/components/token-confirm-screen.tsx';
import { readForm, refuse } from '../../../components/forms/form-action.server.ts';
import { PORTAL_SESSION_HEADER } from '../../../portal/session-contract.ts';
import { screenTexts } from '../../../i18n/catalogue-loader.ts';
import { loaderHead } from '../../../page-head/loader-head.ts';
import { accountsRequestOf, portalHead, portalOf } from '../portal-guards.server.ts';

// The one-time link a locked account's right password mails (decision 103): GET shows a button, POST signs in.

const FORM = 'sign-in-link';
const FAILED = 'portal.signInLink.failed';

export async function loader({ context, request }: Route.LoaderArgs) {
  const { portal } = portalOf(context);
  if (portal.actor) throw redirect(PORTAL_PATHS.home);
  return { head: portalHead(portal, 'portal.signInLink.title'), token: new URL(request.url).searchParams.get('token') ?? '' };
}

export async function action({ context, request }: Route.ActionArgs) {
  const { ctx, portal } = portalOf(context);
  const read = await readForm(request, portal.csrfToken, FORM, z.object({ token: TokenSchema }));
  if (!read.ok) return refuse({ form: FORM, errors: {}, formError: FAILED, values: {} });
  const result = await signInWithLink(ctx.db, read.value.token, accountsRequestOf(portal));
  if (!result.ok) return refuse({ form: FORM, errors: {}, formError: FAILED, values: {} });
  const next = result.pendingSecondFactor ? PORTAL_PATHS.secondFactor : PORTAL_PATHS.home;
  return redirect(next, { headers: { [PORTAL_SESSION_HEADER]: result.sessionSecret } });
}

export const handle = await screenTexts('portal');
export const meta: Route.MetaFunction = loaderHead;

export default function SignInLink({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <TokenConfirmScreen
      form={FORM}
      token={loaderData.token}
      actionData={actionData}
      texts={{ title: 'portal.signInLink.title', intro: 'portal.signInLink.intro', submit: 'portal.signInLink.submit', failed: FAILED }}
      next={{ href: PORTAL_PATHS.signIn, label: 'portal.verify.toSignIn' }}
    />
  );
}
