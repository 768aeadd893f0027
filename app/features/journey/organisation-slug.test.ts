import { describe, expect, it } from 'vitest';
import { organisationIdFromSlug, organisationSlug } from './organisation-slug.ts';

describe('organisation slugs', () => {
  it('joins a cleaned name with the id', () => {
    expect(organisationSlug({ id: 12, name: 'Café De Bolder & Zn.' })).toBe('cafe-de-bolder-zn-12');
    expect(organisationSlug({ id: 3, name: 'Großer Spaß' })).toBe('grosser-spass-3');
  });
  it('reads the id after the last dash', () => {
    expect(organisationIdFromSlug('cafe-de-bolder-zn-12')).toBe(12);
    expect(organisationIdFromSlug('2-zeilen-41')).toBe(41);
    expect(organisationIdFromSlug('41')).toBe(41);
    expect(organisationIdFromSlug('geen-nummer')).toBeNull();
    expect(organisationIdFromSlug('x-0')).toBeNull();
  });
});
