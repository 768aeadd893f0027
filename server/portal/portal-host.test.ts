import { describe, expect, it } from 'vitest';
import { createPortalHostTest, portalCookiesSecure } from './portal-host.ts';

describe('the portal host', () => {
  it("is PORTAL_ORIGIN's host, and in development and test admin.localhost on any port", () => {
    for (const nodeEnv of ['development', 'test'] as const) {
      const isPortal = createPortalHostTest('https://admin.uitjesbaas.nl', nodeEnv);
      expect(isPortal('admin.uitjesbaas.nl')).toBe(true);
      expect(isPortal('ADMIN.uitjesbaas.nl')).toBe(true);
      expect(isPortal('admin.localhost:3000')).toBe(true);
      expect(isPortal('www.uitjesbaas.nl')).toBe(false);
      expect(isPortal('admin.localhost')).toBe(true);
      expect(isPortal('nl.localhost:3000')).toBe(false);
      expect(isPortal('admin.localhost.example:3000')).toBe(false);
      expect(isPortal(undefined)).toBe(false);
    }
  });

  it("is only PORTAL_ORIGIN's host in production: admin.localhost is a brand host there", () => {
    const isPortal = createPortalHostTest('https://admin.uitjesbaas.nl', 'production');
    expect(isPortal('admin.uitjesbaas.nl')).toBe(true);
    expect(isPortal('Admin.Uitjesbaas.NL')).toBe(true);
    expect(isPortal('admin.localhost')).toBe(false);
    expect(isPortal('admin.localhost:3000')).toBe(false);
    expect(isPortal('ADMIN.LOCALHOST:443')).toBe(false);
    expect(isPortal('admin.uitjesbaas.nl:8443')).toBe(false);
    expect(isPortal(undefined)).toBe(false);
    // A production server on the default origin (the quick start built and served): that host and port only.
    const quickStart = createPortalHostTest('http://admin.localhost:3000', 'production');
    expect(quickStart('admin.localhost:3000')).toBe(true);
    expect(quickStart('admin.localhost:4000')).toBe(false);
    expect(quickStart('admin.localhost')).toBe(false);
  });

  it('has Secure cookies outside development (any https origin, or a host that is no localhost name)', () => {
    expect(portalCookiesSecure('https://admin.uitjesbaas.nl')).toBe(true);
    expect(portalCookiesSecure('http://portal.internal')).toBe(true);
    expect(portalCookiesSecure('http://admin.localhost:3000')).toBe(false);
  });
});
