import { describe, expect, it } from 'vitest';
import { createPortalHostTest, portalCookiesSecure } from './portal-host.ts';

describe('the portal host', () => {
  it("is PORTAL_ORIGIN's host, and admin.localhost on any port", () => {
    const isPortal = createPortalHostTest('https://admin.uitjesbaas.nl');
    expect(isPortal('admin.uitjesbaas.nl')).toBe(true);
    expect(isPortal('ADMIN.uitjesbaas.nl')).toBe(true);
    expect(isPortal('admin.localhost:3000')).toBe(true);
    expect(isPortal('www.uitjesbaas.nl')).toBe(false);
    expect(isPortal('admin.localhost')).toBe(true);
    expect(isPortal('nl.localhost:3000')).toBe(false);
    expect(isPortal('admin.localhost.example:3000')).toBe(false);
    expect(isPortal(undefined)).toBe(false);
  });

  it('has Secure cookies outside development (any https origin, or a host that is no localhost name)', () => {
    expect(portalCookiesSecure('https://admin.uitjesbaas.nl')).toBe(true);
    expect(portalCookiesSecure('http://portal.internal')).toBe(true);
    expect(portalCookiesSecure('http://admin.localhost:3000')).toBe(false);
  });
});
