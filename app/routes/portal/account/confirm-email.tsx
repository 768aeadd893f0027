import { z } from 'zod';
import type { Route } from './+types/confirm-email';
import { PORTAL_PATHS } from '../../../config/portal-links.ts';
import { TokenSchema } from '../../../features/accounts/accounts.schemas.ts';
import { confirmEmailChange } from '../../../features/accounts/accounts.server.ts';
import { TokenConfirmScreen } from '../../../features/accounts/components/token-confirm-screen.tsx';
import { readForm, refuse, succeed } from '../../../components/forms/form-action.server.ts';
import { screenTexts } from '../../../i18n/catalogue-loader.ts';
import { loaderHead } from '../../../page-head/loader-head.ts';
import { accountsRequestOf, portalHead, portalOf } from '../portal-guards.server.ts';

// The link sent to a new address: GET shows a button, POST makes it the account's address.

const FORM = 'confirm-email';
const FAILED = 'portal.confirmEmail.failed';

export async function loader({ context, request }: Route.LoaderArgs) {
  const { portal } = portalOf(context);
  return {
    head: portalHead(portal, 'portal.confirmEmail.title'),
    token: new URL(request.url).searchParams.get('token') ?? '',
    signedIn: portal.actor !== null,
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const { ctx, portal } = portalOf(context);
  const read = await readForm(request, portal.csrfToken, FORM, z.object({ token: TokenSchema }));
  if (!read.ok) return refuse({ form: FORM, errors: {}, formError: FAILED, values: {} });
  const result = await confirmEmailChange(ctx.db, read.value.token, accountsRequestOf(portal));
  if (!result.ok) return refuse({ form: FORM, errors: {}, formError: result.error === 'email-taken' ? 'portal.confirmEmail.taken' : FAILED, values: {} });
  return succeed({ form: FORM, notice: 'portal.confirmEmail.done', params: { email: result.email } });
}

export const handle = await screenTexts('portal');
export const meta: Route.MetaFunction = loaderHead;

export default function ConfirmEmail({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <TokenConfirmScreen
      form={FORM}
      token={loaderData.token}
      actionData={actionData}
      texts={{ title: 'portal.confirmEmail.title', intro: 'portal.confirmEmail.intro', submit: 'portal.confirmEmail.submit', failed: FAILED }}
      next={loaderData.signedIn ? { href: PORTAL_PATHS.account, label: 'portal.nav.account' } : { href: PORTAL_PATHS.signIn, label: 'portal.verify.toSignIn' }}
    />
  );
}
