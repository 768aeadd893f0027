import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './portal-guards.server.ts';

const HOME = '/portaal';

describe('the return path after sign-in (terug)', () => {
  it('keeps a page of the portal with its query', () => {
    expect(safeReturnPath('/portaal')).toBe('/portaal');
    expect(safeReturnPath('/portaal/aanvragen?pagina=2')).toBe('/portaal/aanvragen?pagina=2');
    expect(safeReturnPath('/portaal/beheer/gebruikers?platform=3&sorteer=naam')).toBe('/portaal/beheer/gebruikers?platform=3&sorteer=naam');
  });

  it('is returned normalised: dot segments resolved, the fragment dropped', () => {
    expect(safeReturnPath('/portaal/x/../account')).toBe('/portaal/account');
    expect(safeReturnPath('/portaal/%2e%2e/portaal/account')).toBe('/portaal/account');
    expect(safeReturnPath('/portaal/account#tweestaps')).toBe('/portaal/account');
  });

  it('refuses CR/LF and other control characters (they broke the Location header: a 500)', () => {
    for (const value of ['/portaal\r\nX:1', '/portaal\nX:1', '/portaal/\rx', '/portaal\t/x', '/portaal/a\u0000b', '/portaal/\u007f', '/portaal/\u0085']) {
      expect(safeReturnPath(value)).toBe(HOME);
    }
    // What the query carries percent-encoded arrives decoded; twice encoded, it stays harmless text.
    expect(safeReturnPath(new URLSearchParams('terug=/portaal%0d%0aX:1').get('terug'))).toBe(HOME);
    expect(safeReturnPath('/portaal/%0d%0aX:1')).toBe('/portaal/%0d%0aX:1');
  });

  it('refuses anything that leaves the portal or the site', () => {
    for (const value of [
      '/portaal/..//evil.example',
      '/portaal/../..//evil.example',
      '/portaal/%2e%2e//evil.example',
      '/portaal/%2E%2E/%2e%2e//evil.example',
      '//evil.example',
      '///evil.example',
      '/portaal//evil.example',
      '/\\evil.example',
      '/portaal\\..\\..\\evil.example',
      '\\\\evil.example',
      'https://evil.example/portaal',
      'https:evil.example',
      'http://portal.invalid/portaal',
      'javascript:alert(1)',
      'portaal/account',
      '/portaalx',
      '/portaal.evil.example',
      '/uitjes',
      '/',
      '',
    ]) {
      expect(safeReturnPath(value), value).toBe(HOME);
    }
    // Encoded slashes and backslashes stay encoded in the path: no browser reads them as a new host.
    expect(safeReturnPath('/portaal/%2f%2fevil.example')).toBe('/portaal/%2f%2fevil.example');
    expect(safeReturnPath('/portaal/%5c%5cevil.example')).toBe('/portaal/%5c%5cevil.example');
  });

  it('never leads back to the sign-in or the sign-out, and is the home for anything but text', () => {
    expect(safeReturnPath('/portaal/inloggen')).toBe(HOME);
    expect(safeReturnPath('/portaal/inloggen/code?terug=/portaal')).toBe(HOME);
    expect(safeReturnPath('/portaal/x/../uitloggen')).toBe(HOME);
    expect(safeReturnPath(null)).toBe(HOME);
    expect(safeReturnPath(undefined)).toBe(HOME);
    expect(safeReturnPath(['/portaal/account'])).toBe(HOME);
  });
});
