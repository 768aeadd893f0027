import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { PublicBlogListSchema } from '../../../app/features/blogs/blogs.schemas.ts';
import { listPublicBlogs } from '../../../app/features/blogs/blogs.server.ts';
import type { AppEnv } from '../../app-env.ts';
import type { ApiDependencies } from '../api-dependencies.ts';
import { jsonResponse } from './responses.ts';

export const getBlogsRoute = createRoute({
  method: 'get',
  path: '/public/blogs',
  operationId: 'getBlogs',
  tags: ['Blogs'],
  summary: "The platform's blog articles with their content, in list order",
  description: 'Not part of the old backend (core.md 7): what the blog pages show, for an installation moving in (docs/decisions/114).',
  responses: { 200: jsonResponse(PublicBlogListSchema, 'Every active article') },
});

export function registerBlogRoutes(api: OpenAPIHono<AppEnv>, { db }: ApiDependencies): void {
  api.openapi(getBlogsRoute, async (c) => c.json({ blogs: await listPublicBlogs(db, c.var.platform) }, 200));
}
