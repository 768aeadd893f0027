import { getZodConstraint } from '@conform-to/zod/v4';
import { Link, redirect } from 'react-router';
import type { Route } from './+types/sign-in';
import { PORTAL_PATHS } from '../../../config/portal-links.ts';
import { SignInSchema } from '../../../features/accounts/accounts.schemas.ts';
import { signIn } from '../../../features/accounts/accounts.server.ts';
import { Card, linkClassName, PortalPage, usePortalText, SubmitButton } from '../../../portal/ui/portal-page.tsx';
import { TextField } from '../../../components/forms/fields.tsx';
import { PostForm, replyOf } from '../../../components/forms/post-form.tsx';
import { readForm, refuse } from '../../../components/forms/form-action.server.ts';
import { FormAlert } from '../../../components/forms/form-alert.tsx';
import { accountErrorReply } from '../../../features/accounts/account-form.server.ts';
import { PORTAL_SESSION_HEADER } from '../../../portal/session-contract.ts';
import { screenTexts } from '../../../i18n/catalogue-loader.ts';
import { loaderHead } from '../../../page-head/loader-head.ts';
import { accountsRequestOf, portalHead, portalOf, safeReturnPath } from '../portal-guards.server.ts';

// Sign-in (decision 103): one generic answer for a wrong address or password; a second factor follows when set.

const FORM = 'sign-in';

/** The platform a brand's link names (?platform=3), carried on to the sign-up. */
function platformOf(url: URL): string | null {
  const platform = url.searchParams.get('platform');
  return platform && /^[0-9]{1,6}$/.test(platform) ? platform : null;
}

/** The form's native constraints (lengths), from its schema here: the page itself carries no Zod (decision 111). */
const constraint = getZodConstraint(SignInSchema);

export async function loader({ context, request }: Route.LoaderArgs) {
  const { portal } = portalOf(context);
  const url = new URL(request.url);
  const back = safeReturnPath(url.searchParams.get('terug'));
  if (portal.actor) throw redirect(back);
  const platform = platformOf(url);
  return {
    head: portalHead(portal, 'portal.signIn.title'),
    back,
    signUpHref: platform ? `${PORTAL_PATHS.signUp}?platform=${platform}` : PORTAL_PATHS.signUp,
    signedOut: url.searchParams.has('uitgelogd'),
    constraint,
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const { ctx, portal } = portalOf(context);
  const read = await readForm(request, portal.csrfToken, FORM, SignInSchema);
  if (!read.ok) return refuse(read.reply);
  const result = await signIn(ctx.db, read.value, accountsRequestOf(portal));
  if (!result.ok) return refuse(accountErrorReply(FORM, read.formData, result, []), result.error === 'rate-limited' ? 429 : 401);
  const back = safeReturnPath(read.formData.get('terug'));
  const next = result.pendingSecondFactor ? `${PORTAL_PATHS.secondFactor}?terug=${encodeURIComponent(back)}` : back;
  return redirect(next, { headers: { [PORTAL_SESSION_HEADER]: result.sessionSecret } });
}

export const handle = await screenTexts('portal');
export const meta: Route.MetaFunction = loaderHead;

export default function SignIn({ loaderData, actionData }: Route.ComponentProps) {
  const t = usePortalText();
  return (
    <PortalPage title={t('portal.signIn.title')} intro={t('portal.signIn.intro')}>
      {loaderData.signedOut ? <FormAlert tone="success">{t('portal.signIn.signedOut')}</FormAlert> : null}
      <Card>
        <PostForm name={FORM} reply={replyOf(actionData, FORM)} constraint={loaderData.constraint}>
          <input type="hidden" name="terug" value={loaderData.back} />
          <TextField name="email" type="email" label={t('portal.fields.email')} autoComplete="username" />
          <TextField name="password" type="password" label={t('portal.fields.password')} autoComplete="current-password" />
          <div className="flex flex-wrap items-center justify-between gap-3 pt-2">
            <SubmitButton>{t('portal.signIn.submit')}</SubmitButton>
            <Link to={PORTAL_PATHS.forgotPassword} className={linkClassName}>
              {t('portal.signIn.forgot')}
            </Link>
          </div>
        </PostForm>
      </Card>
      <p className="mt-6 text-center">
        {t('portal.signIn.signUpQuestion')}{' '}
        <Link to={loaderData.signUpHref} className={linkClassName}>
          {t('portal.signIn.signUp')}
        </Link>
      </p>
    </PortalPage>
  );
}
