import { describe, expect, it } from 'vitest';
import { CATALOGUES } from '../../i18n/catalogues.server.ts';
import { faqItemsFor } from './faq.ts';

describe('helpdesk questions per brand', () => {
  it('gives the company brands 4 items and the kids brand 2', () => {
    expect(faqItemsFor({ kind: 'company' })).toEqual(['price', 'moreInfo', 'phone', 'help']);
    expect(faqItemsFor({ kind: 'kids' })).toEqual(['price', 'help']);
  });

  it('has a question and an answer for every item in every language', () => {
    for (const catalogue of Object.values(CATALOGUES)) {
      for (const kind of ['company', 'kids'] as const) {
        for (const item of faqItemsFor({ kind })) {
          expect(catalogue.helpdesk.faq[item].question[kind].length).toBeGreaterThan(5);
          expect(catalogue.helpdesk.faq[item].answer[kind].length).toBeGreaterThan(20);
        }
      }
    }
  });
});
