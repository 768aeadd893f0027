/**
 * The production image (Dockerfile, docs/deploy.md) is built and started, runs the tests' own Node build,
 * and answers /healthz and a page, when docker works on the machine (a daemon and a registry that has the
 * Dockerfile's base images); skipped with the reason printed otherwise (scripts/check-dependencies.ts checks
 * the versions without docker). Runs in `npm run test:processes`.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';

function docker(args: string[], timeoutMs = 60_000) {
  return spawnSync('docker', args, { encoding: 'utf8', timeout: timeoutMs });
}

function dockerUnusable(): string | null {
  const info = docker(['info', '--format', '{{.ServerVersion}}'], 10_000);
  if (info.error) return `docker is not installed (${info.error.message})`;
  if (info.status !== 0) return `the docker daemon does not answer (${(info.stderr || info.stdout).trim().split('\n')[0]})`;
  for (const [, image] of readFileSync('Dockerfile', 'utf8').matchAll(/^FROM (\S+)/gm)) {
    const pull = docker(['pull', image!], 180_000);
    if (pull.status !== 0) return `the base image ${image} cannot be pulled (${(pull.stderr || pull.stdout).trim().split('\n').pop()})`;
  }
  return null;
}

const reason = dockerUnusable();
if (reason) console.log(`Dockerfile test skipped: ${reason}.`);

describe.skipIf(reason !== null)('the production image', () => {
  const tag = `uitjes-test:${randomBytes(4).toString('hex')}`;
  const name = `uitjes-test-${randomBytes(4).toString('hex')}`;

  afterAll(() => {
    docker(['rm', '-f', name]);
    docker(['rmi', '-f', tag]);
  });

  it('builds, starts on the embedded database with demo data, and serves a page', async () => {
    const build = docker(['build', '-t', tag, '.'], 900_000);
    expect(build.status, build.stderr).toBe(0);
    // The server's Node is the one the tests run on (docs/decisions/109).
    expect(docker(['run', '--rm', tag, 'node', '--version']).stdout.trim()).toBe(process.version);
    const run = docker(['run', '-d', '--name', name, '-p', '127.0.0.1::3000', tag]);
    expect(run.status, run.stderr).toBe(0);
    const port = docker(['port', name, '3000/tcp']).stdout.trim().split(':').pop();
    let health = 0;
    for (let i = 0; i < 120 && health !== 200; i++) {
      health = await fetch(`http://127.0.0.1:${port}/readyz`).then(
        (response) => response.status,
        () => 0,
      );
      if (health !== 200) await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    expect(health, docker(['logs', name]).stdout).toBe(200);
    const home = await fetch(`http://127.0.0.1:${port}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('<html');
  }, 1_200_000);
});
