import { existsSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { connect } from 'node:net';
import path from 'node:path';
import { CreateUserCommandSchema, createUserWithLink } from '../app/features/accounts/operator-setup.server.ts';
import type { Database } from '../db/client.server.ts';
import type { Logger } from './logger.ts';

/** The control socket in DATA_DIR: only who may read the data folder can use it (never the network). */
export function controlSocketPath(dataDir: string): string {
  return path.resolve(dataDir, 'control.sock');
}

/**
 * True when a server answers on the embedded database's control socket in `dataDir`: its files are then
 * that process's, and a command that writes them directly (the imports) must wait for it to stop.
 */
export function serverRunsOn(dataDir: string): Promise<boolean> {
  const socketPath = controlSocketPath(dataDir);
  if (!existsSync(socketPath)) return Promise.resolve(false);
  return new Promise((resolve) => {
    const socket = connect(socketPath);
    socket.on('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}

/**
 * With the embedded database only one process may open its files: the running server then takes the
 * commands of `npm run user:create` on a Unix socket beside those files (scripts/user-create.ts).
 */
export function startControlSocket(options: { db: Database; dataDir: string; portalOrigin: string; log: Logger }): Server {
  const socketPath = controlSocketPath(options.dataDir);
  if (existsSync(socketPath)) rmSync(socketPath);
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      void (async () => {
        const answer = (status: number, body: object) => {
          response.writeHead(status, { 'Content-Type': 'application/json' });
          response.end(JSON.stringify(body));
        };
        if (request.method !== 'POST' || request.url !== '/users') return answer(404, { ok: false, message: 'unknown command' });
        try {
          const parsed = CreateUserCommandSchema.safeParse(JSON.parse(Buffer.concat(chunks).toString('utf8')));
          if (!parsed.success) return answer(400, { ok: false, message: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ') });
          const result = await createUserWithLink(options.db, parsed.data, options.portalOrigin);
          options.log.info({ ok: result.ok }, 'user:create through the control socket');
          return answer(result.ok ? 200 : 409, result);
        } catch (error) {
          options.log.error({ err: error }, 'control socket command failed');
          return answer(500, { ok: false, message: 'the server could not create the user; see its log' });
        }
      })();
    });
  });
  server.listen(socketPath);
  return server;
}
