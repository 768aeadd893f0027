import { useTranslation } from '../i18n/use-translation.tsx';
import type { Route } from './+types/newsletter';
import { brandTextKey } from '../features/content/brand-text.ts';
import { ContentHeader } from '../features/content/components/content-header.tsx';
import { NewsletterIllustration } from '../features/content/components/newsletter-illustration.tsx';
import { NEWSLETTER_FORM, NewsletterForm } from '../features/content/components/newsletter-form.tsx';
import { Section } from '../features/content/components/section.tsx';
import { contentHead } from '../features/content/content-head.server.ts';
import { screenTexts } from '../i18n/catalogue-loader.ts';
import { loaderHead } from '../page-head/loader-head.ts';
import { runFormCommand } from '../components/forms/form-action.server.ts';
import { clientFormAction } from '../components/forms/form-result.ts';
import { NewsletterSubscriptionSchema } from '../features/newsletter/newsletter.schemas.ts';
import { subscribeNewsletter } from '../features/newsletter/newsletter.server.ts';
import { useSiteShell } from '../site-shell/use-site-shell.ts';
import { requestContext } from '../request-context.server.ts';

// Newsletter signup (screens.md 2 Newsletter, 4, 5, 8).

/** Only the page head: the newsletter screen's texts are the catalogue's. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const head = await contentHead(context.get(requestContext), (brand, t) => ({
    title: t(brandTextKey(brand, 'newsletter.meta.title')),
    description: t(brandTextKey(brand, 'newsletter.meta.description')),
    canonicalPath: url.pathname,
  }));
  return { head };
}

/** The catalogue parts of this screen, loaded before it renders in the browser (app/i18n/text-parts.ts). */
export const handle = await screenTexts('content');

export const meta: Route.MetaFunction = loaderHead;

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  const { db, log } = ctx;
  return runFormCommand({
    form: NEWSLETTER_FORM,
    formData: await request.formData(),
    schema: NewsletterSubscriptionSchema,
    command: (value) => subscribeNewsletter(db, ctx, value),
    log,
  });
}

export async function clientAction({ serverAction, request }: Route.ClientActionArgs) {
  return clientFormAction(serverAction, await request.clone().formData());
}

export default function Screen() {
  const { t } = useTranslation();
  const { brand } = useSiteShell();
  const text = (key: string) => t(brandTextKey(brand, key));
  return (
    <>
      <ContentHeader
        title={text('newsletter.header.title')}
        intro={text('newsletter.header.intro')}
        aside={<NewsletterIllustration className="hidden h-40 w-auto sm:block" />}
      />
      <Section padding={72} aria-labelledby="newsletter-title" data-testid="newsletter-section">
        <div className="grid gap-10 lg:grid-cols-2">
          <div>
            <h2 id="newsletter-title" className="mb-4 text-2xl font-bold">
              {text('newsletter.section.title')}
            </h2>
            <p className="mb-4 text-lg">{text('newsletter.section.intro')}</p>
            <ul className="mb-4 list-disc space-y-1 pl-5">
              <li>{text('newsletter.section.point1')}</li>
              <li>{text('newsletter.section.point2')}</li>
              <li>{text('newsletter.section.point3')}</li>
            </ul>
            <p className="text-gray-700">{t('newsletter.section.frequency')}</p>
          </div>
          <NewsletterForm schema={NewsletterSubscriptionSchema} />
        </div>
      </Section>
    </>
  );
}
