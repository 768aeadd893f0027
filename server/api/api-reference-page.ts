import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../app-env.ts';

/**
 * The interactive reference at /api/docs (Swagger UI), served from our own origin: the product works
 * offline and loads no script from a CDN (decision 094). The page has no inline script, so its CSP allows
 * scripts from this origin only. The files come from the pinned swagger-ui-dist package, read once.
 */
const DIST = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
const FILES: Record<string, { type: string; body: string }> = {
  'swagger-ui.css': { type: 'text/css; charset=utf-8', body: readFileSync(path.join(DIST, 'swagger-ui.css'), 'utf8') },
  'swagger-ui-bundle.js': { type: 'text/javascript; charset=utf-8', body: readFileSync(path.join(DIST, 'swagger-ui-bundle.js'), 'utf8') },
  'start.js': {
    type: 'text/javascript; charset=utf-8',
    body: "window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#reference', deepLinking: true });\n",
  },
};

const PAGE = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Uitjes API reference</title><link rel="icon" href="/favicon.svg" type="image/svg+xml"><link rel="stylesheet" href="/api/docs/swagger-ui.css"></head>
<body><main id="reference"></main><script src="/api/docs/swagger-ui-bundle.js"></script><script src="/api/docs/start.js"></script></body></html>`;

/** Swagger UI styles its parts inline and shows data: images; everything else comes from this origin. */
const CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'self'",
].join('; ');

export function registerApiReferencePage(api: OpenAPIHono<AppEnv>): void {
  api.get('/docs', (c) => c.html(PAGE, 200, { 'Content-Security-Policy': CSP, 'Cache-Control': 'no-cache' }));
  api.get('/docs/:file', (c) => {
    const file = FILES[c.req.param('file')];
    if (!file) return c.notFound();
    // Not hashed: a release may bring another swagger-ui-dist under the same name.
    return c.body(file.body, 200, { 'Content-Type': file.type, 'Cache-Control': 'public, max-age=3600' });
  });
}
