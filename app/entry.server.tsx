import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import type { EntryContext, RouterContextProvider } from 'react-router';
import { ServerRouter } from 'react-router';

import siteCss from './app.css?inline';
import { SiteStylesContext } from './components/layout/site-styles.tsx';
import { loadLazyComponents } from './components/lazy/lazy-component.tsx';
// Every brand's texts: the server renders all of them (the browser loads only its own).
import './i18n/catalogues.server.ts';
import { deferredModuleScripts } from './rendering/deferred-module-scripts.server.ts';
import { requestContext } from './request-context.server.ts';

// Exported so the Hono server (outside this bundle) sets values under the very same context key.
export { requestContext };

export const streamTimeout = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // Lazily loaded components render synchronously on the server: complete HTML without JavaScript.
  await loadLazyComponents();
  const nonce = loadContext.get(requestContext).cspNonce ?? undefined;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // Aborts a render still streaming after the timeout. Cleared once the page is sent: an armed timer
    // keeps the whole render (its tree and output) reachable for six seconds, which at a hundred pages a
    // second is hundreds of megabytes promoted to the old generation and a full collection every second or two.
    const render = { abort: () => {} };
    const timeout = setTimeout(() => render.abort(), streamTimeout + 1000);
    const userAgent = request.headers.get('user-agent');
    // Crawlers and no-JS clients get the complete document; browsers get the shell as soon as it is ready.
    const readyOption = (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    const { pipe, abort } = renderToPipeableStream(
      <SiteStylesContext value={siteCss}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </SiteStylesContext>,
      {
        nonce,
        // A completed Suspense boundary (a lazily loaded component) stays in place in the HTML. By default
        // React moves boundaries after the first 12.8 KB to the end of the stream and swaps them in with a
        // script, which a visitor without JavaScript never runs.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          const body = deferredModuleScripts(nonce);
          body.once('close', () => {
            clearTimeout(timeout);
            // Node's writable streams keep a closure V8 allocates in the old generation, so a finished
            // stream survives every young-generation collection until the next full one, and with it
            // whatever its listeners reach: React's request for this render, its tree and the loaders' data.
            // Dropped once every 'close' listener has run, these are promoted no more (decision 080).
            setImmediate(() => body.removeAllListeners());
          });
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        onShellError(error: unknown) {
          clearTimeout(timeout);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    render.abort = abort;
  });
}
