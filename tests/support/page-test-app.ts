import { type BoundFunctions, type queries, within } from '@testing-library/dom';
import { Window } from 'happy-dom';
import type { ServerBuild } from 'react-router';
import { createServer, type ViteDevServer } from 'vite';
import type { DatabaseHandle } from '../../db/client.server.ts';
import { createTestApp } from './test-app.ts';

/**
 * The whole product in-process, pages included, for checks that need only what the server sends: texts,
 * links, status codes, headers, redirects, permission refusals and the no-JS form posts. No browser and
 * no port: the Hono app is called with `app.fetch`, so such tests run in parallel in Vitest. A browser
 * (tests/e2e) is for what needs one: hydration, client-side behaviour, focus, layout, axe on the DOM.
 *
 * React Router's server build comes from source through Vite, as the app's other page-level tests do.
 */
export async function createPageTestApp(database: DatabaseHandle, envOverrides: Record<string, string> = {}) {
  const vite: ViteDevServer = await createServer({ server: { middlewareMode: true, hmr: false }, appType: 'custom', logLevel: 'silent' });
  try {
    const build = (await vite.ssrLoadModule('virtual:react-router/server-build')) as ServerBuild;
    // public/ is what the build copies into its client folder: documents, icons and the demo images.
    const testApp = await createTestApp(database, envOverrides, { build, clientDir: 'public' });
    return {
      ...testApp,
      /** A visitor without scripts on `host` (nl.localhost, kids.localhost, admin.localhost, ...), with its own cookies. */
      visitor: (host: string) => new Visitor(testApp.app, host),
      close: () => vite.close(),
    };
  } catch (error) {
    await vite.close();
    throw error;
  }
}

export type PageTestApp = Awaited<ReturnType<typeof createPageTestApp>>;

/** A page as a browser without scripts received it: the answer, and its parsed document to query by role or text. */
export interface ReceivedPage {
  response: Response;
  status: number;
  url: string;
  html: string;
  document: Document;
  /** Testing Library's queries over the whole document (getByRole, getByText, queryAllByRole, ...). */
  screen: BoundFunctions<typeof queries>;
}

/** Parses a page's HTML into a document (happy-dom: no scripts run, no resources load). */
export function parsePage(html: string, url: string): { document: Document; screen: BoundFunctions<typeof queries> } {
  const window = new Window({
    url,
    settings: {
      disableJavaScriptEvaluation: true,
      disableJavaScriptFileLoading: true,
      disableCSSFileLoading: true,
      navigation: { disableMainFrameNavigation: true },
    },
  });
  const document = window.document as unknown as Document;
  document.write(html);
  return { document, screen: within(document.documentElement as unknown as HTMLElement) };
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/**
 * A visitor that keeps cookies, follows redirects (or not, with `redirect: 'manual'`) and submits forms as
 * a browser does without scripts: the form's own fields (hidden ones such as the CSRF token included) plus
 * the values given, to its action with its method.
 */
export class Visitor {
  private readonly cookies = new Map<string, string>();

  private readonly app: { fetch: (request: Request) => Response | Promise<Response> };
  readonly host: string;

  constructor(app: { fetch: (request: Request) => Response | Promise<Response> }, host: string) {
    this.app = app;
    this.host = host;
  }

  /** The cookie header this visitor sends, e.g. to hand to another request. */
  get cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  setCookie(name: string, value: string) {
    this.cookies.set(name, value);
  }

  /** GETs a path (or absolute URL on this visitor's host) and follows redirects unless told not to. */
  get(path: string, init: { headers?: Record<string, string>; redirect?: 'follow' | 'manual' } = {}): Promise<ReceivedPage> {
    return this.send(path, { method: 'GET', headers: init.headers }, init.redirect ?? 'follow');
  }

  /** Sends a request as this visitor (cookies, same-origin header on writes), following redirects unless told not to. */
  async send(path: string, init: RequestInit, redirect: 'follow' | 'manual' = 'follow'): Promise<ReceivedPage> {
    let url = new URL(path, `http://${this.host}`).toString();
    let request: RequestInit = init;
    for (let hop = 0; hop < 10; hop += 1) {
      const headers = new Headers(request.headers);
      if (this.cookies.size > 0) headers.set('cookie', this.cookieHeader);
      const method = (request.method ?? 'GET').toUpperCase();
      if (method !== 'GET' && method !== 'HEAD' && !headers.has('origin')) headers.set('origin', new URL(url).origin);
      const response = await this.app.fetch(new Request(url, { ...request, headers, redirect: 'manual' }));
      this.remember(response);
      const location = response.headers.get('location');
      if (redirect === 'manual' || !REDIRECTS.has(response.status) || !location) return this.receive(response, url);
      url = new URL(location, url).toString();
      // A 303 (and a 301/302 after a POST, as browsers do) continues as a GET without a body.
      if (response.status === 303 || ((response.status === 301 || response.status === 302) && method === 'POST')) request = { method: 'GET' };
    }
    throw new Error(`More than 10 redirects from ${path}`);
  }

  /**
   * Submits a form of `page` (the first whose accessible name, id or action matches `which`, or the only
   * form) with its current fields overridden by `values`, as a browser without scripts would.
   */
  submit(
    page: ReceivedPage,
    values: Record<string, string | string[]> = {},
    options: {
      form?: string | ((form: HTMLFormElement) => boolean);
      button?: { name: string; value: string };
      redirect?: 'follow' | 'manual';
      /** The files chosen in the form's file fields (a form with a file field posts multipart/form-data). */
      files?: Record<string, File>;
    } = {},
  ): Promise<ReceivedPage> {
    const forms = [...page.document.querySelectorAll('form')] as HTMLFormElement[];
    const matches = (form: HTMLFormElement) => {
      const which = options.form;
      if (which === undefined) return true;
      if (typeof which === 'function') return which(form);
      return form.id === which || form.getAttribute('aria-label') === which || form.getAttribute('action') === which;
    };
    const candidates = forms.filter(matches);
    if (candidates.length === 0) throw new Error(`No form matches ${String(options.form)} on ${page.url}`);
    if (options.form === undefined && candidates.length > 1) throw new Error(`${candidates.length} forms on ${page.url}: say which`);
    const form = candidates[0]!;
    const body = new URLSearchParams();
    for (const element of [...form.elements] as Array<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) {
      if (!element.name || element.disabled || element.name in values) continue;
      if (element instanceof page.document.defaultView!.HTMLInputElement) {
        const type = element.type;
        if (type === 'submit' || type === 'button' || type === 'image' || type === 'file' || type === 'reset') continue;
        if ((type === 'checkbox' || type === 'radio') && !element.checked) continue;
      }
      if (element.tagName === 'BUTTON') continue;
      if (element.tagName === 'SELECT') {
        for (const option of [...(element as HTMLSelectElement).selectedOptions]) body.append(element.name, option.value);
        continue;
      }
      body.append(element.name, element.value);
    }
    for (const [name, value] of Object.entries(values)) for (const one of Array.isArray(value) ? value : [value]) body.append(name, one);
    if (options.button) body.append(options.button.name, options.button.value);
    const method = (form.getAttribute('method') ?? 'get').toUpperCase();
    const action = new URL(form.getAttribute('action') ?? page.url, page.url);
    if (method === 'GET') {
      action.search = body.toString();
      return this.get(action.toString(), { redirect: options.redirect });
    }
    if (form.getAttribute('enctype') === 'multipart/form-data') {
      // As a browser sends it: every field, and each file field with its file (or an empty one).
      const multipart = new FormData();
      for (const [name, value] of body) multipart.append(name, value);
      for (const input of [...form.querySelectorAll<HTMLInputElement>('input[type="file"][name]')]) {
        multipart.append(input.name, options.files?.[input.name] ?? new File([], '', { type: 'application/octet-stream' }));
      }
      return this.send(action.toString(), { method: 'POST', body: multipart }, options.redirect ?? 'follow');
    }
    return this.send(
      action.toString(),
      { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: body.toString() },
      options.redirect ?? 'follow',
    );
  }

  private remember(response: Response) {
    for (const header of response.headers.getSetCookie()) {
      const [pair, ...attributes] = header.split(';');
      const separator = pair!.indexOf('=');
      const name = pair!.slice(0, separator).trim();
      const value = pair!.slice(separator + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a) || (/^\s*expires=/i.test(a) && Date.parse(a.split('=')[1]!) < Date.now()));
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  private async receive(response: Response, url: string): Promise<ReceivedPage> {
    const html = await response.text();
    return { response, status: response.status, url, html, ...parsePage(html, url) };
  }
}
