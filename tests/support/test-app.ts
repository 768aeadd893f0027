import type { DatabaseHandle } from '../../db/client.server.ts';
import { parseEnv } from '../../app/config/env.server.ts';
import { createServerApp, type ServerAppOptions } from '../../server/app.ts';
import { createLogger } from '../../server/logger.ts';
import { PlatformRegistry } from '../../server/platform-registry.ts';

/** The real Hono app over a test database, called in-process with `app.fetch(new Request(...))`. */
export async function createTestApp(
  database: DatabaseHandle,
  envOverrides: Record<string, string> = {},
  extras: Partial<Pick<ServerAppOptions, 'pageCache' | 'metrics' | 'build' | 'platformMemo' | 'clientDir' | 'statistics'>> = {},
) {
  const parsed = parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...envOverrides });
  if (!parsed.ok) throw new Error(parsed.message);
  const platforms = new PlatformRegistry(database.db);
  await platforms.reload();
  const app = createServerApp({ database, platforms, env: parsed.env, log: createLogger(parsed.env.LOG_LEVEL), ...extras });
  /** GET/POST a path as a visitor on `host` (nl.localhost, de.localhost, kids.localhost, be.localhost). */
  const request = (host: string, pathAndQuery: string, init?: RequestInit) => app.fetch(new Request(`http://${host}${pathAndQuery}`, init));
  return { app, platforms, env: parsed.env, request };
}
