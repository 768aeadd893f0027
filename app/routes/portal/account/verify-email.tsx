import { z } from 'zod';
import type { Route } from './+types/verify-email';
import { PORTAL_PATHS } from '../../../config/portal-links.ts';
import { TokenSchema } from '../../../features/accounts/accounts.schemas.ts';
import { verifyEmail } from '../../../features/accounts/accounts.server.ts';
import { TokenConfirmScreen } from '../../../features/accounts/components/token-confirm-screen.tsx';
import { readForm, refuse, succeed } from '../../../components/forms/form-action.server.ts';
import { screenTexts } from '../../../i18n/catalogue-loader.ts';
import { loaderHead } from '../../../page-head/loader-head.ts';
import { accountsRequestOf, portalHead, portalOf } from '../portal-guards.server.ts';

// The sign-up's verification link: GET shows a button, POST uses the token (mail scanners fetch GET links).

const FORM = 'verify-email';
const FAILED = 'portal.verify.failed';

export async function loader({ context, request }: Route.LoaderArgs) {
  const { portal } = portalOf(context);
  return { head: portalHead(portal, 'portal.verify.title'), token: new URL(request.url).searchParams.get('token') ?? '' };
}

export async function action({ context, request }: Route.ActionArgs) {
  const { ctx, portal } = portalOf(context);
  const read = await readForm(request, portal.csrfToken, FORM, z.object({ token: TokenSchema }));
  const failed = { form: FORM, errors: {}, formError: FAILED, values: {} };
  if (!read.ok) return refuse(failed);
  const result = await verifyEmail(ctx.db, read.value.token, accountsRequestOf(portal));
  if (!result.ok) return refuse(failed);
  return succeed({ form: FORM, notice: 'portal.verify.done' });
}

export const handle = await screenTexts('portal');
export const meta: Route.MetaFunction = loaderHead;

export default function VerifyEmail({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <TokenConfirmScreen
      form={FORM}
      token={loaderData.token}
      actionData={actionData}
      texts={{ title: 'portal.verify.title', intro: 'portal.verify.intro', submit: 'portal.verify.submit', failed: FAILED }}
      next={{ href: PORTAL_PATHS.signIn, label: 'portal.verify.toSignIn' }}
    />
  );
}
