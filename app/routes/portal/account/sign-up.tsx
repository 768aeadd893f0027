import { Link, redirect } from 'react-router';
import type { Route } from './+types/sign-up';
import { PORTAL_PATHS } from '../../../config/portal-links.ts';
import { SignUpSchema } from '../../../features/accounts/accounts.schemas.ts';
import { signUp } from '../../../features/accounts/accounts.server.ts';
import { Card, linkClassName, PortalPage, usePortalText, SubmitButton } from '../../../portal/ui/portal-page.tsx';
import { TextField } from '../../../components/forms/fields.tsx';
import { PostForm, replyOf } from '../../../components/forms/post-form.tsx';
import { readForm, refuse, succeed } from '../../../components/forms/form-action.server.ts';
import { FormAlert } from '../../../components/forms/form-alert.tsx';
import { accountErrorReply } from '../../../features/accounts/account-form.server.ts';
import { screenTexts } from '../../../i18n/catalogue-loader.ts';
import { loaderHead } from '../../../page-head/loader-head.ts';
import { accountsRequestOf, portalHead, portalOf } from '../portal-guards.server.ts';

// Provider sign-up (decision 103): the account and its organisation wait for the address to be verified.
// The organisation lands on the platform the visitor came from (?platform= of the brand's link).

const FORM = 'sign-up';
const FIELDS = ['name', 'organisationName', 'email', 'phone', 'password'] as const;

export async function loader({ context, request }: Route.LoaderArgs) {
  const { portal } = portalOf(context);
  if (portal.actor) throw redirect(PORTAL_PATHS.home);
  const platform = new URL(request.url).searchParams.get('platform');
  return { head: portalHead(portal, 'portal.signUp.title'), platform: platform && /^[0-9]{1,6}$/.test(platform) ? platform : '' };
}

export async function action({ context, request }: Route.ActionArgs) {
  const { ctx, portal } = portalOf(context);
  const read = await readForm(request, portal.csrfToken, FORM, SignUpSchema);
  if (!read.ok) return refuse(read.reply);
  const result = await signUp(ctx.db, read.value, portal.locale, accountsRequestOf(portal));
  if (!result.ok) return refuse(accountErrorReply(FORM, read.formData, result, FIELDS), result.error === 'rate-limited' ? 429 : 400);
  return succeed({ form: FORM, notice: 'portal.signUp.done', params: { email: read.value.email } });
}

export const handle = await screenTexts('portal');
export const meta: Route.MetaFunction = loaderHead;

export default function SignUp({ loaderData, actionData }: Route.ComponentProps) {
  const t = usePortalText();
  const done = actionData?.done;
  if (done) {
    return (
      <PortalPage title={t('portal.signUp.doneTitle')}>
        <FormAlert tone="success" testId="sign-up-done">
          {t(done.notice, done.params)}
        </FormAlert>
      </PortalPage>
    );
  }
  return (
    <PortalPage title={t('portal.signUp.title')} intro={t('portal.signUp.intro')}>
      <Card>
        <PostForm name={FORM} reply={replyOf(actionData, FORM)}>
          {loaderData.platform ? <input type="hidden" name="platformId" value={loaderData.platform} /> : null}
          <TextField name="name" label={t('portal.fields.name')} autoComplete="name" />
          <TextField name="organisationName" label={t('portal.fields.organisationName')} autoComplete="organization" />
          <TextField name="email" type="email" label={t('portal.fields.email')} autoComplete="username" />
          <TextField name="phone" type="tel" label={t('portal.fields.phone')} autoComplete="tel" />
          <TextField name="password" type="password" label={t('portal.fields.password')} autoComplete="new-password" hint={t('portal.form.passwordHint')} />
          <div className="pt-2">
            <SubmitButton>{t('portal.signUp.submit')}</SubmitButton>
          </div>
        </PostForm>
      </Card>
      <p className="mt-6 text-center">
        {t('portal.signUp.haveAccount')}{' '}
        <Link to={PORTAL_PATHS.signIn} className={linkClassName}>
          {t('portal.signUp.signIn')}
        </Link>
      </p>
    </PortalPage>
  );
}
