import { describe, expect, it } from 'vitest';
import { content as be } from './be/content.ts';
import { content as de } from './de/content.ts';
import { content as nl } from './nl/content.ts';
import { home as nlHome } from './nl/home.ts';

function leafKeys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => leafKeys(child, prefix ? `${prefix}.${key}` : key));
}

describe('content catalogues (decision 040)', () => {
  it('have the same keys in nl, be and de', () => {
    expect(leafKeys(be).sort()).toEqual(leafKeys(nl).sort());
    expect(leafKeys(de).sort()).toEqual(leafKeys(nl).sort());
  });

  it('carry the texts the spec names', () => {
    expect(nlHome.blogCard.button.title).toBe('Lees meer');
    expect(nl.newsletter.form.error).toBe('Er ging iets mis met het aanmelden. Probeer het nog eens.');
    expect(nl.questionForm.error).toBe('Het formulier kon niet worden verzonden. Probeer het later nog eens.');
    expect(nl.agenda.results.empty).toBe('Geen agendapunten gevonden');
    expect(nl.agenda.filters.clear).toBe('Wissen');
    expect(nl.agenda.filters.search).toBe('Zoeken');
    expect(nl.agenda.filters.show).toBe('Toon uitjes');
    expect(nl.advertise.event.open).toBe('Plaats uw evenement!');
    expect(nl.eventForm.provincePlaceholder).toBe('Selecteer een provincie');
    expect(nlHome.linkBoxes.heading).toBe('Handige links');
    expect(de.newsletter.form.error).toBe('Das Formular konnte nicht gesendet werden. Bitte versuchen Sie es später noch einmal.');
  });
});
