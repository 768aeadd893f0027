import type { APIRequestContext } from '@playwright/test';

/** An answer of the e2e server as a browser would get it: final status, content type, text and address. */
export interface ServerAnswer {
  status: number;
  type: string;
  text: string;
  /** The address after redirects, on the brand's own host. */
  url: string;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/**
 * GETs a URL of a brand host through Playwright's request API, without a browser page: by loopback
 * address with the brand in the Host header (*.localhost resolves inside Chromium only, not in Node),
 * following redirects on that host as a browser would. For checks that read only the server's HTML
 * (the crawl, the HTML checker), where a page's fetch would only add the browser's work.
 */
export async function serverGet(request: APIRequestContext, url: string, headers: Record<string, string> = {}): Promise<ServerAnswer> {
  let target = new URL(url);
  for (let hop = 0; hop < 10; hop += 1) {
    const loopback = new URL(target);
    loopback.hostname = '127.0.0.1';
    const response = await request.get(loopback.toString(), { headers: { ...headers, host: target.host }, maxRedirects: 0 });
    const location = response.headers()['location'];
    if (REDIRECTS.has(response.status()) && location) {
      target = new URL(location, target);
      continue;
    }
    const type = response.headers()['content-type'] ?? '';
    const text = /html|xml|text/.test(type) ? await response.text() : '';
    return { status: response.status(), type, text, url: target.toString() };
  }
  throw new Error(`More than 10 redirects from ${url}`);
}
