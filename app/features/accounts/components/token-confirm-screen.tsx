import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { FormAlert } from '../../../components/forms/form-alert.tsx';
import { Card, linkClassName, PortalPage, usePortalText, SubmitButton } from '../../../portal/ui/portal-page.tsx';
import { PostForm } from '../../../components/forms/post-form.tsx';
import { type FormActionData } from '../../../components/forms/form-reply.ts';

/**
 * A mailed link that does something once (verify an address, confirm a new one): the link's page shows
 * a button and only its POST uses the token; mail scanners that fetch every link change nothing.
 */
export function TokenConfirmScreen({
  form,
  token,
  actionData,
  texts,
  next,
}: {
  form: string;
  token: string;
  actionData: FormActionData | undefined;
  /** Catalogue keys: title, intro, submit, failed. */
  texts: { title: string; intro: string; submit: string; failed: string };
  /** Where to go once it is done or refused (sign-in, account). */
  next: { href: string; label: string };
}) {
  const t = usePortalText();
  const done = actionData?.done?.form === form ? actionData.done : null;
  const refused = actionData?.reply?.form === form ? actionData.reply : null;
  let body: ReactNode;
  if (done)
    body = (
      <FormAlert tone="success" testId="token-done">
        {t(done.notice, done.params)}
      </FormAlert>
    );
  else if (refused || !token)
    body = (
      <FormAlert tone="error" testId="token-failed">
        {t(refused?.formError ?? texts.failed)}
      </FormAlert>
    );
  else {
    body = (
      <Card>
        <p className="mb-4">{t(texts.intro)}</p>
        <PostForm name={form} reply={null}>
          <input type="hidden" name="token" value={token} />
          <SubmitButton>{t(texts.submit)}</SubmitButton>
        </PostForm>
      </Card>
    );
  }
  return (
    <PortalPage title={t(texts.title)}>
      {body}
      {done || refused || !token ? (
        <p className="mt-6">
          <Link to={next.href} className={linkClassName}>
            {t(next.label)}
          </Link>
        </p>
      ) : null}
    </PortalPage>
  );
}
