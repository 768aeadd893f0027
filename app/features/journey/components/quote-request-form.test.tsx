import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../../i18n/translator.ts';
import { TranslationProvider } from '../../../i18n/use-translation.tsx';
import { QuoteRequestForm } from './quote-request-form.tsx';

/** The form as the activity page renders it on the server, inside a router (it posts with <Form>). */
async function rendered(): Promise<string> {
  const element = (
    <TranslationProvider translator={createTranslator('nl', { contactForm: { subscribe: 'Ja, ik ontvang graag de nieuwsbrief' } })}>
      <QuoteRequestForm validation={{ constraint: {}, load: () => new Promise(() => {}) }} formId="quote" actionData={undefined} />
    </TranslationProvider>
  );
  const handler = createStaticHandler([{ path: '/uitjes/:slug', element }]);
  const context = await handler.query(new Request('http://nl.localhost/uitjes/kanoen-op-de-vecht'));
  if (context instanceof Response) throw new Error('unexpected response');
  return renderToString(<StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />);
}

describe('the quote form', () => {
  // Consent is never pre-ticked (decisions.md 18): the visitor ticks the newsletter box, or is not subscribed.
  it('starts with the newsletter box unticked', async () => {
    const html = await rendered();
    const box = /<input[^>]*type="checkbox"[^>]*name="subscribe"[^>]*>/.exec(html)?.[0];
    expect(box).toBeDefined();
    expect(box).not.toMatch(/\schecked/);
  });
});
