import { RouterContextProvider } from 'react-router';
import type { Database } from '../../db/client.server.ts';
import { type PlatformRow, type RequestContext, requestContext } from '../../app/request-context.server.ts';
import { PlatformMemo } from '../../app/site-shell/platform-memo.server.ts';
import { seededBrand } from './brands.ts';

const silent = { info() {}, warn() {}, error() {} };
const noStorage: RequestContext['imageStorage'] = { put: async () => {}, get: async () => null, delete: async () => {} };

/**
 * The React Router context a brand page's loader or action gets from the server (server/app.ts), for
 * calling it directly in a test: the platform's seeded brand, nothing kept between calls (a PlatformMemo
 * of age 0), no log output, and whatever `overrides` sets (image storage, client IP, upload quota).
 */
export function routeContext(db: Database, platform: PlatformRow, overrides: Partial<RequestContext> = {}): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(requestContext, {
    db,
    platform,
    brand: seededBrand(platform.id),
    requestId: 'test',
    log: silent,
    cspNonce: null,
    platformMemo: new PlatformMemo({ maxAgeMs: 0 }),
    publicConfig: { portalOrigin: 'https://admin.example', gtmContainerId: null },
    imageStorage: noStorage,
    clientIp: '198.51.100.9',
    uploadQuota: { maxFilesPerDay: 10, maxBytesPerDay: 10_000_000 },
    portal: null,
    ...overrides,
  });
  return context;
}
