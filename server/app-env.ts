import type { Brand } from '../app/config/brand.ts';
import type { PlatformRow } from '../app/request-context.server.ts';
import type { Logger } from './logger.ts';

/**
 * What every Hono handler finds in `c.var`: set by the server app's first middlewares. Its own module,
 * so routes and middlewares can name it without importing the app that imports them.
 */
export interface ServerVariables {
  requestId: string;
  secureHeadersNonce?: string;
  platform: PlatformRow;
  /** The platform's brand, resolved with it (app/config/brand.ts): what the site shows and speaks. */
  brand: Brand;
  log: Logger;
}

export type AppEnv = { Variables: ServerVariables };
