import { describe, expect, it } from 'vitest';
// Every locale's texts (the page heads are made on the server).
import '../i18n/catalogues.server.ts';
import { organisationDescription, organisationsDescription, overviewDescription } from './page-descriptions.ts';

// The pages without content of their own get a description of their own (decision 108: 49 nl pages shared
// the brand tagline): two such pages never share one, in any locale.
describe('descriptions of the overview and organisation pages', () => {
  for (const locale of ['nl', 'be', 'de'] as const) {
    it(`differ from page to page (${locale})`, () => {
      const descriptions = [
        overviewDescription(locale, 1500, 1),
        overviewDescription(locale, 1500, 2),
        overviewDescription(locale, 12, 1),
        overviewDescription(locale, 1, 1),
        organisationsDescription(locale, 'Uitjesbaas'),
        organisationDescription(locale, 'Uitjesbaas', 'Kano BV', ['Kanoën op de Vecht', 'Suppen', 'Vlotten bouwen', 'Raften']),
        organisationDescription(locale, 'Uitjesbaas', 'Escape BV', ['Escape room Utrecht']),
        organisationDescription(locale, 'Uitjesbaas', 'Leeg BV', []),
      ];
      expect(new Set(descriptions).size).toBe(descriptions.length);
      for (const text of descriptions) expect(text).not.toMatch(/pages\.|\{\{/);
    });
  }

  it('name the count, the page after the first, and the first three activities', () => {
    expect(overviewDescription('nl', 1, 1)).toMatch(/^1 uitje om uit te kiezen/);
    expect(overviewDescription('nl', 1500, 3)).toMatch(/^1500 uitjes .* Pagina 3\.$/);
    expect(overviewDescription('be', 20, 1)).toMatch(/^20 uitstappen/);
    expect(overviewDescription('de', 20, 2)).toMatch(/^20 Ausflüge .* Seite 2\.$/);
    const kano = organisationDescription('nl', 'Uitjesbaas', 'Kano BV', ['Kanoën', 'Suppen', 'Vlotten', 'Raften']);
    expect(kano).toContain('Kano BV op Uitjesbaas: 4 uitjes, waaronder Kanoën, Suppen, Vlotten.');
    expect(kano).not.toContain('Raften');
  });
});
