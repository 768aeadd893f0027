import { Link } from 'react-router';
import type { Route } from './+types/forgot-password';
import { PORTAL_PATHS } from '../../../config/portal-links.ts';
import { ForgotPasswordSchema } from '../../../features/accounts/accounts.schemas.ts';
import { requestPasswordReset } from '../../../features/accounts/accounts.server.ts';
import { Card, linkClassName, PortalPage, usePortalText, SubmitButton } from '../../../portal/ui/portal-page.tsx';
import { TextField } from '../../../components/forms/fields.tsx';
import { PostForm, FormNotice, replyOf } from '../../../components/forms/post-form.tsx';
import { readForm, refuse, succeed } from '../../../components/forms/form-action.server.ts';
import { accountErrorReply } from '../../../features/accounts/account-form.server.ts';
import { screenTexts } from '../../../i18n/catalogue-loader.ts';
import { loaderHead } from '../../../page-head/loader-head.ts';
import { runAfterAnswer } from '../../../request-context.server.ts';
import { accountsRequestOf, portalHead, portalOf } from '../portal-guards.server.ts';

// "Forgot password" (decision 103): the same answer whether or not the address has an account.

const FORM = 'forgot-password';

export async function loader({ context }: Route.LoaderArgs) {
  const { portal } = portalOf(context);
  return { head: portalHead(portal, 'portal.forgot.title') };
}

export async function action({ context, request }: Route.ActionArgs) {
  const { ctx, portal } = portalOf(context);
  const read = await readForm(request, portal.csrfToken, FORM, ForgotPasswordSchema);
  if (!read.ok) return refuse(read.reply);
  const result = await requestPasswordReset(ctx.db, read.value, accountsRequestOf(portal), runAfterAnswer(ctx.log, 'password reset link'));
  if (!result.ok) return refuse(accountErrorReply(FORM, read.formData, result, []), 429);
  return succeed({ form: FORM, notice: 'portal.forgot.done' });
}

export const handle = await screenTexts('portal');
export const meta: Route.MetaFunction = loaderHead;

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const t = usePortalText();
  const sent = actionData?.done?.form === FORM;
  return (
    <PortalPage title={t('portal.forgot.title')} intro={sent ? undefined : t('portal.forgot.intro')}>
      <FormNotice actionData={actionData} form={FORM} />
      {sent ? null : (
        <Card>
          <PostForm name={FORM} reply={replyOf(actionData, FORM)}>
            <TextField name="email" type="email" label={t('portal.fields.email')} autoComplete="username" />
            <div className="pt-2">
              <SubmitButton>{t('portal.forgot.submit')}</SubmitButton>
            </div>
          </PostForm>
        </Card>
      )}
      <p className="mt-6 text-center">
        <Link to={PORTAL_PATHS.signIn} className={linkClassName}>
          {t('portal.forgot.back')}
        </Link>
      </p>
    </PortalPage>
  );
}
