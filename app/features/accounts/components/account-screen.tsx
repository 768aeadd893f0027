import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { PORTAL_PATHS } from '../../../config/portal-links.ts';
import { FormAlert } from '../../../components/forms/form-alert.tsx';
import { Card, dangerButtonClassName, PortalPage, secondaryButtonClassName, usePortalText, SubmitButton } from '../../../portal/ui/portal-page.tsx';
import { TextField, SelectField } from '../../../components/forms/fields.tsx';
import { PostForm, FormNotice, replyOf } from '../../../components/forms/post-form.tsx';
import { type FormActionData } from '../../../components/forms/form-reply.ts';

/** What the account page's actions answer besides the forms' replies: the second factor's set-up. */
export interface AccountActionData extends FormActionData {
  /** A set-up under way: the QR code (absent when a first code was wrong) and the secret as text. */
  setup?: { secret: string; qrSvg: string | null } | null;
  /** Shown once, right after the second factor was turned on. */
  recoveryCodes?: string[] | null;
}

export interface AccountView {
  email: string;
  name: string;
  role: 'ADMIN' | 'USER';
  locale: 'nl' | 'de';
  secondFactor: boolean;
  secondFactorRequired: boolean;
  sessions: Array<{ id: number; current: boolean; userAgent: string | null; ip: string | null; since: string; lastSeen: string }>;
}

/** "Firefox on Windows" from a user agent string; null when neither is known. */
function deviceOf(userAgent: string | null): string | null {
  if (!userAgent) return null;
  const browser = [
    ['Edg/', 'Edge'],
    ['Firefox/', 'Firefox'],
    ['Chrome/', 'Chrome'],
    ['Chromium/', 'Chromium'],
    ['Safari/', 'Safari'],
  ].find(([mark]) => userAgent.includes(mark!))?.[1];
  const system = [
    ['Windows', 'Windows'],
    ['iPhone', 'iPhone'],
    ['iPad', 'iPad'],
    ['Android', 'Android'],
    ['Mac OS', 'macOS'],
    ['Linux', 'Linux'],
  ].find(([mark]) => userAgent.includes(mark!))?.[1];
  return [browser, system].filter(Boolean).join(' · ') || null;
}

function SectionTitle({ id, children }: { id: string; children: string }) {
  return (
    <h2 id={id} className="mb-3 text-xl font-bold text-slate-900">
      {children}
    </h2>
  );
}

function SecondFactorSection({ account, actionData }: { account: AccountView; actionData: AccountActionData | undefined }) {
  const t = usePortalText();
  const setup = actionData?.setup ?? null;
  const codes = actionData?.recoveryCodes ?? null;
  const codesRef = useRef<HTMLDivElement>(null);
  // Shown once: the codes take the focus (and the screen reader's attention) when they appear.
  useEffect(() => {
    if (codes) codesRef.current?.focus();
  }, [codes]);
  return (
    <Card labelledBy="tweestaps-title" id="tweestaps">
      <SectionTitle id="tweestaps-title">{t('portal.account.secondFactor.title')}</SectionTitle>
      <FormNotice actionData={actionData} form="second-factor" />
      {account.secondFactorRequired && !codes ? (
        <FormAlert tone="error" testId="second-factor-required">
          {t('portal.account.secondFactor.required')}
        </FormAlert>
      ) : null}
      {codes ? (
        <div ref={codesRef} tabIndex={-1} className="outline-none" data-testid="recovery-codes">
          <h3 className="mb-2 font-bold">{t('portal.account.secondFactor.recoveryTitle')}</h3>
          <p className="mb-3">{t('portal.account.secondFactor.recoveryIntro')}</p>
          <ul className="grid grid-cols-2 gap-2 rounded-md bg-slate-100 p-4 font-mono text-base sm:grid-cols-5">
            {codes.map((code) => (
              <li key={code}>{code}</li>
            ))}
          </ul>
        </div>
      ) : account.secondFactor ? (
        <>
          <p className="mb-4">{t('portal.account.secondFactor.on')}</p>
          <PostForm name="second-factor-disable" intent="second-factor-disable" reply={replyOf(actionData, 'second-factor-disable')}>
            <p className="text-gray-700">{t('portal.account.secondFactor.disableHint')}</p>
            <TextField name="password" type="password" label={t('portal.fields.currentPassword')} autoComplete="current-password" />
            <button type="submit" className={dangerButtonClassName}>
              {t('portal.account.secondFactor.disable')}
            </button>
          </PostForm>
        </>
      ) : setup ? (
        <div className="space-y-4">
          {setup.qrSvg ? (
            <>
              <p>{t('portal.account.secondFactor.scan')}</p>
              <div
                role="img"
                aria-label={t('portal.account.secondFactor.qrAlt')}
                className="w-48 [&>svg]:h-auto [&>svg]:w-full"
                dangerouslySetInnerHTML={{ __html: setup.qrSvg }}
              />
            </>
          ) : null}
          <p>
            {t('portal.account.secondFactor.manual')}{' '}
            <code className="break-all rounded bg-slate-100 px-2 py-1 font-mono" data-testid="totp-secret">
              {setup.secret}
            </code>
          </p>
          <PostForm name="second-factor" intent="second-factor-confirm" reply={replyOf(actionData, 'second-factor')}>
            <input type="hidden" name="secret" value={setup.secret} />
            <TextField
              name="code"
              label={t('portal.fields.code')}
              autoComplete="one-time-code"
              inputMode="numeric"
              hint={t('portal.account.secondFactor.codeHint')}
            />
            <SubmitButton>{t('portal.account.secondFactor.confirm')}</SubmitButton>
          </PostForm>
          <PostForm name="second-factor-restart" intent="second-factor-start" reply={null}>
            <button type="submit" className={secondaryButtonClassName}>
              {t('portal.account.secondFactor.restart')}
            </button>
          </PostForm>
        </div>
      ) : (
        <>
          <p className="mb-4">{t('portal.account.secondFactor.off')}</p>
          <PostForm name="second-factor" intent="second-factor-start" reply={replyOf(actionData, 'second-factor')}>
            <SubmitButton>{t('portal.account.secondFactor.start')}</SubmitButton>
          </PostForm>
        </>
      )}
    </Card>
  );
}

function SessionsSection({ account, actionData }: { account: AccountView; actionData: AccountActionData | undefined }) {
  const t = usePortalText();
  return (
    <Card labelledBy="sessions-title">
      <SectionTitle id="sessions-title">{t('portal.account.sessions.title')}</SectionTitle>
      <p className="mb-4 text-gray-700">{t('portal.account.sessions.intro')}</p>
      <FormNotice actionData={actionData} form="sessions" />
      <ul className="mb-4 divide-y divide-slate-200 rounded-md border border-slate-200" data-testid="sessions">
        {account.sessions.map((session) => {
          const device = deviceOf(session.userAgent) ?? t('portal.account.sessions.unknownDevice');
          return (
            <li key={session.id} className="flex flex-wrap items-center justify-between gap-3 p-3">
              <div className="min-w-0">
                <p className="font-semibold">
                  {device}
                  {session.current ? (
                    <span className="ml-2 rounded bg-green-100 px-2 py-0.5 text-sm font-semibold text-green-900">{t('portal.account.sessions.current')}</span>
                  ) : null}
                </p>
                <p className="text-sm text-gray-700">
                  {t('portal.account.sessions.lastSeen')}: {session.lastSeen} · {t('portal.account.sessions.since')}: {session.since}
                  {session.ip ? ` · ${t('portal.account.sessions.ip')}: ${session.ip}` : ''}
                </p>
              </div>
              <PostForm name={`end-session-${session.id}`} intent="end-session" reply={null} className="shrink-0">
                <input type="hidden" name="sessionId" value={session.id} />
                <button
                  type="submit"
                  className={secondaryButtonClassName}
                  aria-label={t('portal.account.sessions.endLabel', { device: `${device}, ${session.lastSeen}` })}
                >
                  {t('portal.account.sessions.end')}
                </button>
              </PostForm>
            </li>
          );
        })}
      </ul>
      <PostForm name="end-all" intent="end-all" reply={null} className="flex flex-wrap items-center gap-3">
        <button type="submit" className={dangerButtonClassName} aria-describedby="end-all-hint">
          {t('portal.account.sessions.everywhere')}
        </button>
        <p id="end-all-hint" className="text-sm text-gray-700">
          {t('portal.account.sessions.everywhereHint')}
        </p>
      </PostForm>
    </Card>
  );
}

/** The account page: details, password, e-mail, sessions, second factor, language. */
export function AccountScreen({
  account,
  actionData,
  languages,
}: {
  account: AccountView;
  actionData: AccountActionData | undefined;
  languages: readonly ('nl' | 'de')[];
}) {
  const t = usePortalText();
  const secondFactorFirst = account.secondFactorRequired;
  const secondFactor = <SecondFactorSection account={account} actionData={actionData} />;
  return (
    <PortalPage wide title={t('portal.account.title')} intro={t('portal.account.intro')}>
      <div className="grid grid-cols-1 gap-6">
        {secondFactorFirst ? secondFactor : null}
        <Card labelledBy="details-title">
          <SectionTitle id="details-title">{t('portal.account.details')}</SectionTitle>
          <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-[max-content_1fr]">
            {account.name ? (
              <>
                <dt className="font-semibold">{t('portal.users.name')}</dt>
                <dd>{account.name}</dd>
              </>
            ) : null}
            <dt className="font-semibold">{t('portal.fields.email')}</dt>
            <dd className="break-all">{account.email}</dd>
            <dt className="font-semibold">{t('portal.fields.role')}</dt>
            <dd>{t(`portal.roles.${account.role}`)}</dd>
          </dl>
        </Card>
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
          <Card labelledBy="password-title">
            <SectionTitle id="password-title">{t('portal.account.password.title')}</SectionTitle>
            <FormNotice actionData={actionData} form="password" />
            <PostForm name="password" intent="password" reply={replyOf(actionData, 'password')}>
              <input type="text" name="username" autoComplete="username" defaultValue={account.email} hidden readOnly />
              <TextField name="currentPassword" type="password" label={t('portal.fields.currentPassword')} autoComplete="current-password" />
              <TextField
                name="newPassword"
                type="password"
                label={t('portal.fields.newPassword')}
                autoComplete="new-password"
                hint={t('portal.form.passwordHint')}
              />
              <SubmitButton>{t('portal.account.password.submit')}</SubmitButton>
            </PostForm>
          </Card>
          <Card labelledBy="email-title">
            <SectionTitle id="email-title">{t('portal.account.email.title')}</SectionTitle>
            <p className="mb-4 break-words text-gray-700">{t('portal.account.email.current', { email: account.email })}</p>
            <FormNotice actionData={actionData} form="email" />
            <PostForm name="email" intent="email" reply={replyOf(actionData, 'email')}>
              <TextField name="newEmail" type="email" label={t('portal.fields.newEmail')} autoComplete="email" />
              <TextField name="password" type="password" label={t('portal.fields.currentPassword')} autoComplete="current-password" />
              <SubmitButton>{t('portal.account.email.submit')}</SubmitButton>
            </PostForm>
          </Card>
        </div>
        <SessionsSection account={account} actionData={actionData} />
        {secondFactorFirst ? null : secondFactor}
        <Card labelledBy="language-title">
          <SectionTitle id="language-title">{t('portal.account.language.title')}</SectionTitle>
          <p className="mb-4 text-gray-700">{t('portal.account.language.intro')}</p>
          <PostForm name="locale" intent="locale" reply={replyOf(actionData, 'locale')} reloadDocument className="flex flex-wrap items-end gap-3">
            <div className="min-w-48">
              <SelectField
                name="locale"
                label={t('portal.fields.locale')}
                defaultValue={account.locale}
                options={languages.map((language) => ({ value: language, label: t(`portal.language.${language}`) }))}
              />
            </div>
            <SubmitButton>{t('portal.account.language.submit')}</SubmitButton>
          </PostForm>
        </Card>
        <Card labelledBy="notifications-title">
          <SectionTitle id="notifications-title">{t('portal.notifications.link')}</SectionTitle>
          <p className="mb-4 text-gray-700">{t('portal.notifications.linkHint')}</p>
          <Link to={PORTAL_PATHS.notifications} className={secondaryButtonClassName} data-testid="account-notifications">
            {t('portal.notifications.title')}
          </Link>
        </Card>
      </div>
    </PortalPage>
  );
}
