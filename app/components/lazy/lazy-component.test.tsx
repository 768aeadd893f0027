import { PassThrough } from 'node:stream';
import { useId } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { TranslationProvider, useTranslation } from '../../i18n/use-translation.tsx';
import { type Translator, createTranslator } from '../../i18n/translator.ts';
import { lazyComponent, loadLazyComponents } from './lazy-component.tsx';

/** How often the island's component rendered on the server. */
let rendered = 0;

/** A part with ids of its own (as react-aria's are) and a text of the page's language. */
function Field({ label, value }: { label: string; value: string; onChange: (text: string) => void }) {
  rendered++;
  const id = useId();
  const { t } = useTranslation();
  return (
    <p>
      <label htmlFor={id}>{label}</label>
      <input id={id} defaultValue={value} placeholder={t('filters.search')} />
    </p>
  );
}

const IslandField = lazyComponent(() => Promise.resolve(Field), { onIntent: true });

/** An element of the page itself after the islands: its id must not depend on how they were rendered. */
function PageId() {
  return <span id={useId()}>page</span>;
}

const translator = createTranslator('nl', { filters: { search: 'Zoeken' } });

function Page({ first, second, texts = translator }: { first: string; second: string; texts?: Translator }) {
  return (
    <TranslationProvider translator={texts}>
      <main>
        <PageId />
        <IslandField label="Locatie" value={first} onChange={() => {}} />
        <section>
          <IslandField label="Zoeken" value={second} onChange={() => {}} />
        </section>
        <PageId />
      </main>
    </TranslationProvider>
  );
}

/** The page as the server streams it (entry.server's renderer). */
function streamed(page: React.ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const { pipe } = renderToPipeableStream(page, {
      onAllReady() {
        const body = new PassThrough();
        let html = '';
        body.on('data', (chunk: Buffer) => (html += chunk.toString()));
        body.on('end', () => resolve(html));
        pipe(body);
      },
      onShellError: reject,
    });
  });
}

describe('lazyComponent islands on the server', () => {
  beforeAll(() => loadLazyComponents());

  it('renders each island once per props and language, with ids of its own root, and the page ids as without islands', async () => {
    rendered = 0;
    const html = await streamed(<Page first="Utrecht" second="kano" />);
    expect(rendered).toBe(2);
    // Each island is its own root, prefixed with its boundary's id in the page: no id twice.
    const islands = [...html.matchAll(/<div class="contents">(.*?)<\/div>/g)].map((m) => m[1]);
    expect(islands).toHaveLength(2);
    const ids = [...html.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(islands[0]).toContain('value="Utrecht"');
    expect(islands[0]).toContain('placeholder="Zoeken"');
    // The island's HTML is what its own root renders (what hydrateRoot in the browser will match).
    const prefix = /<label for="_(.+?-)R_/.exec(islands[0]!)![1]!;
    const alone = renderToString(
      <TranslationProvider translator={translator}>
        <Field label="Locatie" value="Utrecht" onChange={() => {}} />
      </TranslationProvider>,
      { identifierPrefix: prefix },
    );
    expect(islands[0]).toBe(alone);
    // The page's own ids are those of a page whose parts render inline.
    const pageIds = [...html.matchAll(/<span id="([^"]+)">page/g)].map((m) => m[1]);
    const Inline = ({ label, value }: { label: string; value: string }) => <Field label={label} value={value} onChange={() => {}} />;
    const inline = renderToString(
      <TranslationProvider translator={translator}>
        <main>
          <PageId />
          <div>
            <Inline label="Locatie" value="Utrecht" />
          </div>
          <section>
            <Inline label="Zoeken" value="kano" />
          </section>
          <PageId />
        </main>
      </TranslationProvider>,
    );
    expect(pageIds).toEqual([...inline.matchAll(/<span id="([^"]+)">page/g)].map((m) => m[1]));

    // The next page with the same islands: their HTML is kept, the component does not render again.
    rendered = 0;
    const again = await streamed(<Page first="Utrecht" second="kano" />);
    expect(again).toBe(html);
    expect(rendered).toBe(0);
    // Other props (callbacks aside): rendered anew, once.
    const moved = await streamed(<Page first="Amsterdam" second="kano" />);
    expect(rendered).toBe(1);
    expect(moved).toContain('value="Amsterdam"');
    // A landing page's translator (made per page, its own header texts): the same texts, the kept HTML.
    rendered = 0;
    expect(await streamed(<Page first="Utrecht" second="kano" texts={translator.withTexts({ 'overview.title': 'Uitjes in Utrecht' })} />)).toBe(html);
    expect(rendered).toBe(0);
    // Another text for a key the island reads: rendered anew.
    const renamed = await streamed(<Page first="Utrecht" second="kano" texts={translator.withTexts({ 'filters.search': 'Zoek' })} />);
    expect(rendered).toBe(2);
    expect(renamed).toContain('placeholder="Zoek"');
    // Another language: rendered anew.
    const german = await streamed(<Page first="Utrecht" second="kano" texts={createTranslator('de', { filters: { search: 'Suchen' } })} />);
    expect(rendered).toBe(4);
    expect(german).toContain('placeholder="Suchen"');
  });

  it('puts each page its own HTML in a slot of a kept island, rendered once for all', async () => {
    let renders = 0;
    function Described({ html, title }: { html: string; title: string }) {
      renders++;
      return (
        <section aria-labelledby={useId()}>
          <h2>{title}</h2>
          <div dangerouslySetInnerHTML={{ __html: html }} />
        </section>
      );
    }
    const Island = lazyComponent(() => Promise.resolve(Described), { onIntent: true, htmlSlots: ['html'] });
    await loadLazyComponents();
    const page = (html: string) =>
      streamed(
        <TranslationProvider translator={translator}>
          <Island title="Omschrijving" html={html} />
        </TranslationProvider>,
      );
    const first = await page('<p>Kanoën op de <strong>Dommel</strong> ($1 per uur)</p>');
    const second = await page('<p>Wijnproeven</p>');
    expect(renders).toBe(1);
    expect(first).toContain('<div><p>Kanoën op de <strong>Dommel</strong> ($1 per uur)</p></div>');
    expect(second).toContain('<div><p>Wijnproeven</p></div>');
    expect(second.replace('<p>Wijnproeven</p>', '')).toBe(first.replace('<p>Kanoën op de <strong>Dommel</strong> ($1 per uur)</p>', ''));
  });
});
