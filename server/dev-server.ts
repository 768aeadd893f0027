import type { RequestListener, Server } from 'node:http';
import type { ServerBuild } from 'react-router';
import type { ViteDevServer } from 'vite';

/**
 * `npm run dev`: the app (app/, the React Router routes and components) served from source by Vite in
 * middleware mode inside our own server, with hot module replacement, as React Router's custom-server
 * template does (https://vite.dev/guide/ssr#setting-up-the-dev-server,
 * https://reactrouter.com/api/framework-conventions/react-router.config.ts). Vite answers its own
 * requests (/@vite/client, the modules under /app/, public/) and its WebSocket on the same port; every
 * other request goes on to the Hono app, which renders with the build Vite loads from source for each
 * request (an edited route is seen on the next request, with no restart). Code under server/ and db/ is
 * not reloaded: restart for that. Vite is a development dependency, so it is loaded only here.
 */
export interface DevServer {
  /** The server build, loaded (and reloaded after an edit) from source. */
  build: () => Promise<ServerBuild>;
  /** Puts Vite's middlewares before the app's own listener. */
  listener: (next: RequestListener) => RequestListener;
  /** Starts Vite, its HMR WebSocket on `httpServer`; requests that arrive sooner wait for it. */
  attach: (httpServer: Server) => void;
  close: () => Promise<void>;
}

/** React Router's Vite plugin serves the server build as this virtual module. */
const SERVER_BUILD_MODULE = 'virtual:react-router/server-build';

export function createDevServer(): DevServer {
  let attached: (vite: ViteDevServer) => void = () => {};
  let failed: (error: unknown) => void = () => {};
  const ready = new Promise<ViteDevServer>((resolve, reject) => {
    attached = resolve;
    failed = reject;
  });
  return {
    build: async () => (await (await ready).ssrLoadModule(SERVER_BUILD_MODULE)) as ServerBuild,
    listener: (next) => (request, response) => {
      ready.then(
        (vite) => vite.middlewares(request, response, () => next(request, response)),
        (error: unknown) => {
          response.statusCode = 500;
          response.end(`The development server did not start: ${String(error)}`);
        },
      );
    },
    attach: (httpServer) => {
      import('vite')
        .then(({ createServer }) => createServer({ server: { middlewareMode: true, hmr: { server: httpServer } }, appType: 'custom' }))
        .then(attached, failed);
    },
    close: async () => {
      await (await ready.catch(() => null))?.close();
    },
  };
}
