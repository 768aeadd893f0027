import { useTranslation } from '../i18n/use-translation.tsx';
import type { Route } from './+types/helpdesk';
import { ContactMessageSchema } from '../features/contact/contact.schemas.ts';
import { submitContactMessage } from '../features/contact/contact.server.ts';
import { brandTextKey } from '../features/content/brand-text.ts';
import { ContentHeader } from '../features/content/components/content-header.tsx';
import { QUESTION_FORM, QuestionForm } from '../features/content/components/question-form.tsx';
import { Section } from '../features/content/components/section.tsx';
import { contentHead } from '../features/content/content-head.server.ts';
import { screenTexts } from '../i18n/catalogue-loader.ts';
import { loaderHead } from '../page-head/loader-head.ts';
import { runFormCommand } from '../components/forms/form-action.server.ts';
import { clientFormAction } from '../components/forms/form-result.ts';
import { FaqAccordion } from '../features/helpdesk/components/faq-accordion.tsx';
import { faqItemsFor } from '../features/helpdesk/faq.ts';
import { useSiteShell } from '../site-shell/use-site-shell.ts';
import { requestContext } from '../request-context.server.ts';

// Helpdesk: FAQ accordion and the question form (screens.md 2 Helpdesk, 3, 4, 5, 8).

/** Only the page head: the helpdesk's texts are the catalogue's. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const head = await contentHead(context.get(requestContext), (brand, t) => ({
    title: t('helpdesk.meta.title'),
    canonicalPath: url.pathname,
    description: t(brandTextKey(brand, 'helpdesk.meta.description')),
  }));
  return { head };
}

/** The catalogue parts of this screen, loaded before it renders in the browser (app/i18n/text-parts.ts). */
export const handle = await screenTexts('content');

export const meta: Route.MetaFunction = loaderHead;

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  const { db, log } = ctx;
  const formData = await request.formData();
  // The helpdesk only asks questions, whatever a crafted post says.
  formData.set('type', 'Question');
  return runFormCommand({ form: QUESTION_FORM, formData, schema: ContactMessageSchema, command: (value) => submitContactMessage(db, ctx, value), log });
}

export async function clientAction({ serverAction, request }: Route.ClientActionArgs) {
  return clientFormAction(serverAction, await request.clone().formData());
}

export default function Screen() {
  const { t } = useTranslation();
  const { brand } = useSiteShell();
  const kind = brand.kind === 'kids' ? 'kids' : 'company';
  return (
    <>
      <ContentHeader title={t('helpdesk.header.title')} intro={t('helpdesk.header.intro')} />
      <Section padding={56} aria-labelledby="faq-title">
        <h2 id="faq-title" className="mb-6 text-2xl font-bold">
          {t('helpdesk.faq.title')}
        </h2>
        <FaqAccordion items={faqItemsFor(brand)} kind={kind} />
      </Section>
      <Section padding={56} aria-labelledby="question-title" className="bg-brand-light">
        <h2 id="question-title" className="mb-2 text-2xl font-bold">
          {t('helpdesk.form.title')}
        </h2>
        <p className="mb-6 max-w-3xl">{t('helpdesk.form.intro')}</p>
        <div className="max-w-3xl">
          <QuestionForm schema={ContactMessageSchema} type="Question" headingId="question-title" />
        </div>
      </Section>
    </>
  );
}
