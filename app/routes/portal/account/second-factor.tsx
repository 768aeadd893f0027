import { Link, redirect } from 'react-router';
import type { Route } from './+types/second-factor';
import { PORTAL_PATHS } from '../../../config/portal-links.ts';
import { SecondFactorSchema } from '../../../features/accounts/accounts.schemas.ts';
import { Card, linkClassName, PortalPage, usePortalText, SubmitButton } from '../../../portal/ui/portal-page.tsx';
import { TextField } from '../../../components/forms/fields.tsx';
import { PostForm, replyOf } from '../../../components/forms/post-form.tsx';
import { readForm, refuse } from '../../../components/forms/form-action.server.ts';
import { accountErrorReply } from '../../../features/accounts/account-form.server.ts';
import { PORTAL_SESSION_HEADER } from '../../../portal/session-contract.ts';
import { completeSecondFactor } from '../../../features/accounts/second-factor.server.ts';
import { screenTexts } from '../../../i18n/catalogue-loader.ts';
import { loaderHead } from '../../../page-head/loader-head.ts';
import { accountsRequestOf, portalHead, portalOf, safeReturnPath } from '../portal-guards.server.ts';

// The second step of a sign-in with a second factor: a TOTP code or a recovery code.

const FORM = 'second-factor';

export async function loader({ context, request }: Route.LoaderArgs) {
  const { portal } = portalOf(context);
  const back = safeReturnPath(new URL(request.url).searchParams.get('terug'));
  if (portal.actor) throw redirect(back);
  if (!portal.pendingSecondFactor) throw redirect(PORTAL_PATHS.signIn);
  return { head: portalHead(portal, 'portal.secondFactor.title'), back };
}

export async function action({ context, request }: Route.ActionArgs) {
  const { ctx, portal } = portalOf(context);
  const read = await readForm(request, portal.csrfToken, FORM, SecondFactorSchema);
  if (!read.ok) return refuse(read.reply);
  // The pending sign-in ended (too many wrong codes, 10 minutes passed): start again.
  if (!portal.pendingSecondFactor) throw redirect(PORTAL_PATHS.signIn);
  const result = await completeSecondFactor(ctx.db, portal.totpKeys, portal.pendingSecondFactor, read.value.code, accountsRequestOf(portal));
  if (!result.ok) return refuse(accountErrorReply(FORM, read.formData, result, ['code']), 401);
  return redirect(safeReturnPath(read.formData.get('terug')), { headers: { [PORTAL_SESSION_HEADER]: result.sessionSecret } });
}

export const handle = await screenTexts('portal');
export const meta: Route.MetaFunction = loaderHead;

export default function SecondFactor({ loaderData, actionData }: Route.ComponentProps) {
  const t = usePortalText();
  return (
    <PortalPage title={t('portal.secondFactor.title')} intro={t('portal.secondFactor.intro')}>
      <Card>
        <PostForm name={FORM} reply={replyOf(actionData, FORM)}>
          <input type="hidden" name="terug" value={loaderData.back} />
          <TextField name="code" label={t('portal.fields.code')} autoComplete="one-time-code" inputMode="text" autoFocus />
          <div className="flex flex-wrap items-center justify-between gap-3 pt-2">
            <SubmitButton>{t('portal.secondFactor.submit')}</SubmitButton>
            <Link to={PORTAL_PATHS.signIn} className={linkClassName}>
              {t('portal.secondFactor.cancel')}
            </Link>
          </div>
        </PostForm>
      </Card>
    </PortalPage>
  );
}
