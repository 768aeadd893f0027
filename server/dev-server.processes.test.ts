/**
 * `npm run dev` as a newcomer starts it (server/dev-server.ts): one process serves the pages rendered from
 * source, Vite's client and modules, and the hot-reload WebSocket on the same port, under the same
 * Content Security Policy as production (the dev scripts carry the page's nonce). Needs no build.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../tests/support/free-ports.ts';
import { SERVER_NODE_FLAGS } from './node-flags.ts';

let child: ChildProcess | undefined;
let port = 0;
let dataDir = '';
const output: string[] = [];

/** A GET to the dev server with the Host a browser sends (fetch would put 127.0.0.1 there). */
function get(pathname: string, host = 'nl.localhost'): Promise<{ status: number; type: string; csp: string; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path: pathname, headers: { Host: `${host}:${port}` } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          type: String(response.headers['content-type'] ?? ''),
          csp: String(response.headers['content-security-policy'] ?? ''),
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
    });
    request.on('error', reject);
  });
}

beforeAll(async () => {
  port = await freePort();
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'uitjes-dev-'));
  child = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'server/main.ts', '--dev'], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      OUTBOX_WORKER: 'false',
      PORTAL_ORIGIN: `http://admin.localhost:${port}`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const deadline = Date.now() + 150_000;
  while (!output.join('').includes('uitjes listening')) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`dev server did not start:\n${output.join('')}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
});

afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child!.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  await rm(dataDir, { recursive: true, force: true });
});

describe('npm run dev', () => {
  it('renders a page from source with Vite client and React Refresh scripts carrying the page nonce', async () => {
    const page = await get('/over-ons');
    expect(page.status, output.join('')).toBe(200);
    expect(page.body).toContain('<h1');
    // React Router's hot-reload runtime, which loads Vite's client.
    expect(page.body).toContain('virtual:react-router/inject-hmr-runtime');
    const nonce = /'nonce-([^']+)'/.exec(page.csp)?.[1];
    expect(nonce).toBeTruthy();
    // Every script the page carries may run under the policy: each has the answer's nonce.
    const scripts = [...page.body.matchAll(/<script\b[^>]*>/g)].map(([tag]) => tag).filter((tag) => !/type="application\/(ld\+)?json"/.test(tag));
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
  });

  it('serves Vite client and the app modules from source, and public files', async () => {
    const client = await get('/@vite/client');
    expect(client.status).toBe(200);
    expect(client.type).toContain('javascript');
    const route = await get('/app/root.tsx');
    expect(route.status).toBe(200);
    expect(route.body).toContain('import');
    expect((await get('/favicon.svg')).status).toBe(200);
  });

  it('accepts the hot-reload WebSocket on the same port', async () => {
    // Vite's client connects with the token it was served (a page of another site cannot).
    const client = (await get('/@vite/client')).body;
    const token = /const wsToken = "([^"]+)"/.exec(client)?.[1];
    expect(token, 'wsToken in /@vite/client').toBeTruthy();
    const socket = new WebSocket(`ws://127.0.0.1:${port}/?token=${token}`, 'vite-hmr');
    const first = await new Promise<string>((resolve, reject) => {
      socket.addEventListener('message', (event) => resolve(String(event.data)));
      socket.addEventListener('error', () => reject(new Error('the WebSocket was refused')));
      setTimeout(() => reject(new Error('no message within 10 s')), 10_000);
    });
    socket.close();
    expect(JSON.parse(first)).toMatchObject({ type: 'connected' });
  });

  it('keeps the API and the portal on the same process', async () => {
    expect((await get('/api/platforms/1')).status).not.toBe(500);
    const signIn = await get('/portaal/inloggen', 'admin.localhost');
    expect(signIn.status, signIn.body.slice(0, 500)).toBe(200);
    expect(signIn.body).toContain('virtual:react-router/inject-hmr-runtime');
  });
});
