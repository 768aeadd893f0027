import { data, redirect } from 'react-router';
import type { Route } from './+types/account';
import { MAX_DATABASE_ID } from '../../../config/database-id.ts';
import { PORTAL_LANGUAGES, PORTAL_PATHS } from '../../../config/portal-links.ts';
import {
  ChangeEmailSchema,
  ChangePasswordSchema,
  ConfirmSecondFactorSchema,
  DisableSecondFactorSchema,
  LocaleChoiceSchema,
} from '../../../features/accounts/accounts.schemas.ts';
import { changePassword, requestEmailChange, setLocale } from '../../../features/accounts/accounts.server.ts';
import { AccountScreen, type AccountActionData } from '../../../features/accounts/components/account-screen.tsx';
import { accountErrorReply } from '../../../features/accounts/account-form.server.ts';
import { actByIntent, portalFormData, readForm, refuse, succeed } from '../../../components/forms/form-action.server.ts';
import { PORTAL_SESSION_CLEAR, PORTAL_SESSION_HEADER } from '../../../portal/session-contract.ts';
import {
  confirmSecondFactorSetup,
  disableSecondFactor,
  pendingSecondFactorSetup,
  startSecondFactorSetup,
} from '../../../features/accounts/second-factor.server.ts';
import { endSession, listSessions, signOutEverywhere } from '../../../features/accounts/sessions.server.ts';
import { screenTexts } from '../../../i18n/catalogue-loader.ts';
import { loaderHead } from '../../../page-head/loader-head.ts';
import { accountsRequestOf, portalHead, portalOf, requireActor, safeReturnPath } from '../portal-guards.server.ts';
import { dateTimeFormat } from '../../../portal/ui/date-format.ts';

// The user's account (decision 103): password, e-mail address, sessions, second factor, language. An operator
// who must use a second factor and has none may use this page (and sign-out) only.

/** A secret of the authenticator (base32), echoed back when the first code was wrong. */

function when(date: Date, locale: 'nl' | 'de'): string {
  return dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Amsterdam' }).format(date);
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const { ctx, portal } = portalOf(context);
  const actor = requireActor(portal, request, { allowWithoutSecondFactor: true });
  const sessions = await listSessions(ctx.db, actor);
  return {
    head: portalHead(portal, 'portal.account.title'),
    email: actor.email,
    name: [actor.firstName, actor.lastName].filter(Boolean).join(' '),
    role: actor.role,
    locale: actor.locale,
    secondFactor: actor.secondFactor,
    secondFactorRequired: actor.role === 'ADMIN' && portal.requireSecondFactor && !actor.secondFactor,
    sessions: sessions.map((session) => ({
      id: session.id,
      current: session.current,
      userAgent: session.userAgent,
      ip: session.ip,
      since: when(session.createdAt, portal.locale),
      lastSeen: when(session.lastSeenAt, portal.locale),
    })),
  };
}

const withSetup = (body: AccountActionData, status = 200) => data<AccountActionData>(body, { status });

export async function action({ context, request }: Route.ActionArgs) {
  const { ctx, portal } = portalOf(context);
  const actor = requireActor(portal, request, { allowWithoutSecondFactor: true });
  const { db } = ctx;
  const client = accountsRequestOf(portal);
  return actByIntent(request, {
    password: async () => {
      const read = await readForm(request, portal.csrfToken, 'password', ChangePasswordSchema);
      if (!read.ok) return refuse(read.reply);
      const result = await changePassword(db, actor, read.value, client);
      if (!result.ok) return refuse(accountErrorReply('password', read.formData, result, ['currentPassword', 'newPassword']));
      return succeed({ form: 'password', notice: 'portal.account.password.done' });
    },
    email: async () => {
      const read = await readForm(request, portal.csrfToken, 'email', ChangeEmailSchema);
      if (!read.ok) return refuse(read.reply);
      const result = await requestEmailChange(db, actor, read.value, client);
      if (!result.ok) return refuse(accountErrorReply('email', read.formData, result, ['newEmail', 'password']));
      return succeed({ form: 'email', notice: 'portal.account.email.done' });
    },
    'end-session': async () => {
      const formData = await portalFormData(request, portal.csrfToken);
      const sessionId = Number(formData.get('sessionId'));
      // Past int4 it is no session's id (the query would fail with a 500: decision 103's property test found it).
      if (Number.isInteger(sessionId) && sessionId > 0 && sessionId <= MAX_DATABASE_ID) await endSession(db, actor, sessionId, client);
      if (sessionId === actor.sessionId) return redirect(`${PORTAL_PATHS.signIn}?uitgelogd=1`, { headers: { [PORTAL_SESSION_HEADER]: PORTAL_SESSION_CLEAR } });
      return succeed({ form: 'sessions', notice: 'portal.account.sessions.ended' });
    },
    'end-all': async () => {
      await portalFormData(request, portal.csrfToken);
      await signOutEverywhere(db, actor, client);
      return redirect(`${PORTAL_PATHS.signIn}?uitgelogd=1`, { headers: { [PORTAL_SESSION_HEADER]: PORTAL_SESSION_CLEAR } });
    },
    'second-factor-start': async () => {
      await portalFormData(request, portal.csrfToken);
      const setup = await startSecondFactorSetup(db, portal.totpKeys, actor);
      return withSetup({ reply: null, done: null, setup: { secret: setup.secret, qrSvg: setup.qrSvg }, recoveryCodes: null });
    },
    'second-factor-confirm': async () => {
      const read = await readForm(request, portal.csrfToken, 'second-factor', ConfirmSecondFactorSchema);
      // After a wrong code the same set-up again (its QR code and secret), read from the account, not the form.
      const pending = await pendingSecondFactorSetup(db, portal.totpKeys, actor);
      const setup = pending ? { secret: pending.secret, qrSvg: pending.qrSvg } : null;
      if (!read.ok) return withSetup({ reply: read.reply, done: null, setup, recoveryCodes: null }, 400);
      const result = await confirmSecondFactorSetup(db, portal.totpKeys, actor, read.value.code, client);
      if (!result.ok) {
        const reply = accountErrorReply('second-factor', read.formData, result, ['code']);
        return withSetup({ reply, done: null, setup: result.error === 'token-invalid' ? null : setup, recoveryCodes: null }, 400);
      }
      return withSetup({ reply: null, done: null, setup: null, recoveryCodes: result.recoveryCodes });
    },
    'second-factor-disable': async () => {
      const read = await readForm(request, portal.csrfToken, 'second-factor-disable', DisableSecondFactorSchema);
      if (!read.ok) return refuse(read.reply);
      const result = await disableSecondFactor(db, actor, read.value.password, client);
      if (!result.ok) return refuse(accountErrorReply('second-factor-disable', read.formData, result, ['password']));
      return succeed({ form: 'second-factor', notice: 'portal.account.secondFactor.disabled' });
    },
    locale: async () => {
      const read = await readForm(request, portal.csrfToken, 'locale', LocaleChoiceSchema);
      if (!read.ok) return refuse(read.reply);
      await setLocale(db, actor, read.value.locale);
      return redirect(safeReturnPath(read.formData.get('terug') ?? PORTAL_PATHS.account));
    },
  });
}

export const handle = await screenTexts('portal');
export const meta: Route.MetaFunction = loaderHead;

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  return <AccountScreen account={loaderData} actionData={actionData as AccountActionData | undefined} languages={PORTAL_LANGUAGES} />;
}
