/**
 * `npm run test:e2e [-- playwright args]`: runs Playwright with a fresh embedded database folder in the
 * temp directory and removes that folder when Playwright has ended (passed, failed or interrupted with
 * Ctrl-C), after its web server has stopped, so a test run leaves nothing behind.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'uitjes-e2e-'));
const ownsDataDir = !process.env.E2E_DATA_DIR;
const cli = path.join('node_modules', '@playwright', 'test', 'cli.js');
const child = spawn(process.execPath, [cli, 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, E2E_DATA_DIR: dataDir },
});

// Ctrl-C reaches Playwright too (same process group); it stops its workers and server and exits, and
// only then is the folder removed. A SIGTERM sent to this script alone is passed on.
process.on('SIGINT', () => {});
process.on('SIGTERM', () => child.kill('SIGTERM'));
child.on('exit', (code, signal) => {
  if (ownsDataDir) rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? (signal ? 1 : 0));
});
