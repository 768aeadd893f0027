/**
 * Real server processes from the build for `*.processes.test.ts`: start one on a port with its own
 * settings, call it with the Host header a brand or the portal needs (Node's fetch cannot set Host),
 * stop it.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import http from 'node:http';
import { SERVER_NODE_FLAGS } from '../../server/node-flags.ts';

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  bytes: Buffer;
}

/** One HTTP call to a process on 127.0.0.1 with the Host a load balancer would pass on. */
export function call(port: number, host: string, method: string, pathname: string, options: { headers?: Record<string, string>; body?: string | Buffer } = {}) {
  return new Promise<Answer>((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port, method, path: pathname, headers: { host, connection: 'close', ...options.headers }, agent: false },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const bytes = Buffer.concat(chunks);
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: bytes.toString('utf8'), bytes });
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(options.body);
  });
}

export interface ServerProcess {
  name: string;
  port: number;
  child: ChildProcess;
  output: string[];
}

/** Starts server/main.ts (the build) and waits until /readyz answers 200. */
export async function startServer(name: string, port: number, env: Record<string, string>, timeoutMs = 120_000): Promise<ServerProcess> {
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'server/main.ts'], {
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}:\n${output.join('')}`);
    const ready = await call(port, 'localhost', 'GET', '/readyz').catch(() => undefined);
    if (ready?.status === 200) return { name, port, child, output };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`${name} did not become ready:\n${output.join('')}`);
}

export async function stopServer(server: ServerProcess | undefined): Promise<void> {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  if (server.child.exitCode === null) server.child.kill('SIGKILL');
}
