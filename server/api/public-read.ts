import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../app.ts';
import type { ApiDependencies } from './index.ts';

/** GET calls of core.md 7 (issue 3). */
export function registerPublicReadApi(_api: OpenAPIHono<AppEnv>, _deps: ApiDependencies): void {}
