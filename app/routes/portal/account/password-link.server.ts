import type { RouterContextProvider } from 'react-router';
import { SetPasswordSchema } from '../../../features/accounts/accounts.schemas.ts';
import { passwordLinkIsValid, setPasswordWithToken } from '../../../features/accounts/accounts.server.ts';
import { accountErrorReply } from '../../../features/accounts/account-form.server.ts';
import { readForm, refuse, succeed } from '../../../components/forms/form-action.server.ts';
import { accountsRequestOf, portalHead, portalOf } from '../portal-guards.server.ts';

/**
 * The pages behind a reset link and an invitation link: the form only while the link works (checked, not
 * used, on GET); the POST sets the password and uses the link.
 */
export type PasswordLinkKind = 'reset-password' | 'invitation';

const textsOf = (kind: PasswordLinkKind) => (kind === 'invitation' ? 'portal.invitation' : 'portal.setPassword');

export async function passwordLinkLoader(kind: PasswordLinkKind, context: Readonly<RouterContextProvider>, request: Request) {
  const { ctx, portal } = portalOf(context);
  const token = new URL(request.url).searchParams.get('token') ?? '';
  const valid = SetPasswordSchema.shape.token.safeParse(token).success && (await passwordLinkIsValid(ctx.db, token, kind));
  return { head: portalHead(portal, `${textsOf(kind)}.title`), token: valid ? token : null };
}

export async function passwordLinkAction(kind: PasswordLinkKind, context: Readonly<RouterContextProvider>, request: Request) {
  const { ctx, portal } = portalOf(context);
  const read = await readForm(request, portal.csrfToken, kind, SetPasswordSchema);
  if (!read.ok) return refuse(read.reply);
  const result = await setPasswordWithToken(ctx.db, kind, read.value, accountsRequestOf(portal));
  if (!result.ok) return refuse(accountErrorReply(kind, read.formData, result, ['password']));
  return succeed({ form: kind, notice: `${textsOf(kind)}.done` });
}
