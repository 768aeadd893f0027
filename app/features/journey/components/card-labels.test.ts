import { describe, expect, it } from 'vitest';
import { plainDescription, truncateText } from '../../../components/ui/plain-text.ts';
import { cardLabels } from './card-labels.ts';

describe('activity card texts', () => {
  it('truncates titles to the limit including the ending', () => {
    const title = 'Een hele lange titel van een bedrijfsuitje met zeilen en varen';
    expect(truncateText(title, 45)).toHaveLength(45);
    expect(truncateText(title, 45).endsWith('...')).toBe(true);
    expect(truncateText('Kort', 45)).toBe('Kort');
  });
  it('shows persons on company brands, age and indoor/outdoor on kids', () => {
    expect(cardLabels('company')).toEqual(['persons']);
    expect(cardLabels('kids')).toEqual(['age', 'indoorOutdoor']);
  });
  it('strips markup from descriptions', () => {
    expect(plainDescription('<p>Varen &amp; zeilen</p><p>op het IJ</p>')).toBe('Varen & zeilen op het IJ');
  });
});
