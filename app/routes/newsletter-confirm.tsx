import { Form, Link, useSearchParams } from 'react-router';
import type { Route } from './+types/newsletter-confirm';
import { FormAlert, submitButtonClassName } from '../components/forms/form-alert.tsx';
import { ContentHeader } from '../features/content/components/content-header.tsx';
import { Section } from '../features/content/components/section.tsx';
import { contentHead } from '../features/content/content-head.server.ts';
import { confirmNewsletterSubscription, NEWSLETTER_CONFIRM_PATH } from '../features/newsletter/newsletter.server.ts';
import { screenTexts } from '../i18n/catalogue-loader.ts';
import { useTranslation } from '../i18n/use-translation.tsx';
import { loaderHead } from '../page-head/loader-head.ts';
import { requestContext } from '../request-context.server.ts';
import { useSiteShell } from '../site-shell/use-site-shell.ts';

// The link of the newsletter's confirmation mail (double opt-in, decisions.md 18). Opening it confirms
// nothing: the visitor presses the button (a POST). Mail scanners and link previews open links, and
// would otherwise subscribe whoever's address was typed in. The page shows nothing of the subscriber
// (only the link's own secret, in the form), so the page cache may keep it like any page.

export async function loader({ context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const head = await contentHead(ctx, (_brand, t) => ({
    title: t('newsletter.confirm.title'),
    description: t('newsletter.confirm.metaDescription', { platformName: ctx.platform.name }),
    canonicalPath: NEWSLETTER_CONFIRM_PATH,
  }));
  return { head };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db, platform } = context.get(requestContext);
  const token = (await request.formData()).get('token');
  const confirmed = await confirmNewsletterSubscription(db, platform.id, typeof token === 'string' ? token : '');
  return { confirmed };
}

/** The catalogue parts of this screen, loaded before it renders in the browser (app/i18n/text-parts.ts). */
export const handle = await screenTexts('content');

export const meta: Route.MetaFunction = loaderHead;

export default function Screen({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { platform } = useSiteShell();
  const [searchParams] = useSearchParams();
  const texts = { platformName: platform.name };
  return (
    <>
      <ContentHeader title={t('newsletter.confirm.title')} />
      <Section padding={72} data-testid="newsletter-confirm">
        <div className="max-w-xl">
          {actionData?.confirmed ? (
            <FormAlert tone="success" testId="newsletter-confirmed">
              {t('newsletter.confirm.confirmed', texts)}
            </FormAlert>
          ) : actionData ? (
            <>
              <FormAlert tone="error" testId="newsletter-confirm-invalid">
                {t('newsletter.confirm.invalid')}
              </FormAlert>
              <Link to="/nieuwsbrief" className="underline">
                {t('newsletter.confirm.again')}
              </Link>
            </>
          ) : (
            <Form method="post">
              <p className="mb-4 text-lg">{t('newsletter.confirm.intro', texts)}</p>
              <input type="hidden" name="token" value={searchParams.get('token') ?? ''} />
              <button type="submit" className={submitButtonClassName}>
                {t('newsletter.confirm.submit')}
              </button>
            </Form>
          )}
        </div>
      </Section>
    </>
  );
}
