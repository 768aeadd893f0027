import { describe, expect, it } from 'vitest';
import { reviewText } from './review-text.ts';

describe('a description as a reviewer reads it', () => {
  it('shows where every link points, beside its words', () => {
    expect(reviewText('<p>Boek <a href="https://spam.example/win">bij ons op de site</a> nu.</p>')).toBe(
      'Boek bij ons op de site [→ https://spam.example/win] nu.',
    );
  });

  it('keeps paragraphs, headings and list items on lines of their own, items marked', () => {
    expect(reviewText('<h2>Programma</h2><p>Eerst &amp; vooral:</p><ol><li>Koffie</li><li>Varen</li></ol><ul><li>Lunch</li></ul><p>Tot<br>ziens</p>')).toBe(
      'Programma\nEerst & vooral:\n1. Koffie\n2. Varen\n• Lunch\nTot\nziens',
    );
  });

  it('is what will be published: what the sanitiser drops is not shown', () => {
    expect(reviewText('<p>Klik <a href="javascript:alert(1)">hier</a><script>alert(2)</script></p>')).toBe('Klik hier');
  });

  it('reads old plain-text descriptions by their lines', () => {
    expect(reviewText('Eerste alinea\n\nTweede')).toBe('Eerste alinea\nTweede');
    expect(reviewText(null)).toBe('');
  });
});
