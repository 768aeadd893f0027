import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../app.ts';
import type { ApiDependencies } from './index.ts';

/** POST calls of core.md 7 (issue 4). */
export function registerPublicWriteApi(_api: OpenAPIHono<AppEnv>, _deps: ApiDependencies): void {}
