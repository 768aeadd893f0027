import { useTranslation } from '../i18n/use-translation.tsx';
import type { Route } from './+types/about';
import { deepPrimaryText } from '../components/forms/brand-styles.ts';
import { TERMS_DOCUMENTS } from '../features/about/terms-documents.ts';
import { listOtherPlatforms } from '../features/about/about.server.ts';
import { brandTextKey } from '../features/content/brand-text.ts';
import { ContentHeader } from '../features/content/components/content-header.tsx';
import { Section } from '../features/content/components/section.tsx';
import { contentHead } from '../features/content/content-head.server.ts';
import { screenTexts } from '../i18n/catalogue-loader.ts';
import { loaderHead } from '../page-head/loader-head.ts';
import { useSiteShell } from '../site-shell/use-site-shell.ts';
import { requestContext } from '../request-context.server.ts';

// About us: description, the other platforms, privacy, contact and terms (screens.md 2 About us).

export async function loader({ context, url }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const { db, platform, log } = ctx;
  const [otherPlatforms, head] = await Promise.all([
    listOtherPlatforms(db, platform.id).catch((error: unknown) => {
      log.error({ err: error }, 'other platforms failed');
      return [];
    }),
    contentHead(ctx, (brand, t) => ({
      title: t('about.meta.title'),
      description: t(brandTextKey(brand, 'about.meta.description')),
      canonicalPath: url.pathname,
    })),
  ]);
  return { otherPlatforms, head };
}

/** The catalogue parts of this screen, loaded before it renders in the browser (app/i18n/text-parts.ts). */
export const handle = await screenTexts('content');

export const meta: Route.MetaFunction = loaderHead;

const linkClass = `font-semibold underline underline-offset-2 ${deepPrimaryText}`;

export default function Screen({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { brand, platform } = useSiteShell();
  const text = (key: string) => t(brandTextKey(brand, key));
  const phone = brand.features.aboutPhone ? platform.phone : null;
  return (
    <>
      <ContentHeader title={t('about.header.title')} intro={platform.tagline ?? undefined} />
      <Section padding={56} aria-labelledby="about-title">
        <div className="max-w-3xl space-y-4 text-lg" data-testid="about-description">
          <h2 id="about-title" className="text-2xl font-bold">
            {t('about.description.title', { name: platform.name })}
          </h2>
          <p>{text('about.description.intro')}</p>
          <p>{text('about.description.how')}</p>
          <p>{t('about.description.free')}</p>
        </div>
      </Section>
      {loaderData.otherPlatforms.length > 0 ? (
        <Section padding={56} aria-labelledby="platforms-title" className="bg-brand-light">
          <h2 id="platforms-title" className="mb-6 text-2xl font-bold">
            {t('about.platforms.title')}
          </h2>
          <ul className="grid gap-4 sm:grid-cols-3" data-testid="other-platforms">
            {loaderData.otherPlatforms.map((other) => (
              <li key={other.id} className="rounded-lg border border-brand-border bg-white p-5">
                <p className="text-lg font-bold">{other.name}</p>
                {other.tagline ? <p className="mb-3 text-gray-800">{other.tagline}</p> : null}
                <a href={other.url} className={linkClass} rel="noopener">
                  {other.domain.replace(/^www\./, '')}
                </a>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      <Section padding={56} aria-labelledby="privacy-title">
        <div className="grid gap-10 lg:grid-cols-2 lg:items-start">
          <div className="space-y-4" data-testid="about-privacy">
            <h2 id="privacy-title" className="text-2xl font-bold">
              {t('about.privacy.title')}
            </h2>
            <p>{t('about.privacy.data')}</p>
            <p>{t('about.privacy.use')}</p>
            <p>{t('about.privacy.rights', { email: platform.email })}</p>
            <h3 className="pt-2 text-xl font-bold">{t('about.terms.title')}</h3>
            <ul className="space-y-1" data-testid="terms-links">
              {TERMS_DOCUMENTS.map((document) => (
                <li key={document.lang}>
                  <a href={document.href} hrefLang={document.lang} lang={document.lang} className={linkClass}>
                    {t(`about.terms.${document.lang}`)}
                  </a>
                </li>
              ))}
            </ul>
          </div>
          <div className="rounded-lg bg-brand-light p-6" data-testid="about-contact">
            <h2 className="mb-4 text-2xl font-bold">{t('about.contact.title')}</h2>
            <p className="mb-4">{t('about.contact.text')}</p>
            <ul className="space-y-2">
              <li>
                <span className="font-semibold">{t('about.contact.mail')}: </span>
                <a href={`mailto:${platform.email}`} className={linkClass} data-testid="about-mail">
                  {platform.email}
                </a>
              </li>
              {phone ? (
                <li>
                  <span className="font-semibold">{t('about.contact.phone')}: </span>
                  <a href={`tel:${phone.replace(/[^+\d]/g, '')}`} className={linkClass} data-testid="about-phone">
                    {phone}
                  </a>
                </li>
              ) : null}
            </ul>
          </div>
        </div>
      </Section>
    </>
  );
}
