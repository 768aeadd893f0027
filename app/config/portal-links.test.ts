import { describe, expect, it } from 'vitest';
import { isPortalPath, portalLanguageOf, portalSignInUrl, portalSignUpUrl } from './portal-links.ts';

describe('links into the portal', () => {
  it("sends each brand's advertisers to the portal's sign-in in the brand's language, naming the platform", () => {
    expect(portalSignInUrl('https://admin.uitjesbaas.nl', { platformId: 1, htmlLang: 'nl-NL' })).toBe(
      'https://admin.uitjesbaas.nl/portaal/inloggen?taal=nl&platform=1',
    );
    expect(portalSignInUrl('https://admin.uitjesbaas.nl/', { platformId: 2, htmlLang: 'de-DE' })).toBe(
      'https://admin.uitjesbaas.nl/portaal/inloggen?taal=de&platform=2',
    );
    expect(portalSignInUrl('http://admin.localhost:3000', { platformId: 4, htmlLang: 'nl-BE' })).toBe(
      'http://admin.localhost:3000/portaal/inloggen?taal=nl&platform=4',
    );
  });

  it("sends new providers to the portal's sign-up on their platform", () => {
    expect(portalSignUpUrl('https://admin.uitjesbaas.nl', { platformId: 3, htmlLang: 'nl-NL' })).toBe(
      'https://admin.uitjesbaas.nl/portaal/aanmelden?taal=nl&platform=3',
    );
  });

  it('tells the portal paths apart from brand paths', () => {
    expect(isPortalPath('/portaal')).toBe(true);
    expect(isPortalPath('/portaal/inloggen')).toBe(true);
    expect(isPortalPath('/portaalreis')).toBe(false);
    expect(isPortalPath('/uitjes')).toBe(false);
  });

  it('falls back to Dutch for a language the portal does not speak', () => {
    expect(portalLanguageOf('fr-BE')).toBe('nl');
    expect(portalLanguageOf('DE')).toBe('de');
  });
});
