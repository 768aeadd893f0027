import { Link } from 'react-router';
import { PORTAL_PATHS } from '../../../config/portal-links.ts';
import { FormAlert } from '../../../components/forms/form-alert.tsx';
import { Card, linkClassName, PortalPage, usePortalText, SubmitButton } from '../../../portal/ui/portal-page.tsx';
import { TextField } from '../../../components/forms/fields.tsx';
import { PostForm, replyOf } from '../../../components/forms/post-form.tsx';
import { type FormActionData } from '../../../components/forms/form-reply.ts';

/**
 * Setting a password through a mailed link (a reset or an invitation): the form while the link works; a
 * used or expired link says so and leads to "forgot password".
 */
export function PasswordLinkScreen({
  kind,
  token,
  actionData,
}: {
  kind: 'reset-password' | 'invitation';
  token: string | null;
  actionData: FormActionData | undefined;
}) {
  const t = usePortalText();
  const texts = kind === 'invitation' ? 'portal.invitation' : 'portal.setPassword';
  const done = actionData?.done?.form === kind ? actionData.done : null;
  const reply = replyOf(actionData, kind);
  const expired = token === null || reply?.formError === 'portal.errors.token-invalid' || reply?.errors.token !== undefined;
  if (done) {
    return (
      <PortalPage title={t(`${texts}.title`)}>
        <FormAlert tone="success" testId="password-set">
          {t(done.notice)}
        </FormAlert>
        <Link to={PORTAL_PATHS.signIn} className={linkClassName}>
          {t('portal.verify.toSignIn')}
        </Link>
      </PortalPage>
    );
  }
  if (expired) {
    return (
      <PortalPage title={t(`${texts}.title`)}>
        <FormAlert tone="error" testId="link-invalid">
          {t(`${texts}.invalid`)}
        </FormAlert>
        <Link to={PORTAL_PATHS.forgotPassword} className={linkClassName}>
          {t('portal.setPassword.requestNew')}
        </Link>
      </PortalPage>
    );
  }
  return (
    <PortalPage title={t(`${texts}.title`)} intro={t(`${texts}.intro`)}>
      <Card>
        <PostForm name={kind} reply={reply}>
          <input type="hidden" name="token" value={token} />
          <TextField name="password" type="password" label={t('portal.fields.newPassword')} autoComplete="new-password" hint={t('portal.form.passwordHint')} />
          <div className="pt-2">
            <SubmitButton>{t(`${texts}.submit`)}</SubmitButton>
          </div>
        </PostForm>
      </Card>
    </PortalPage>
  );
}
