/**
 * `npm run screenshots [-- playwright args]`: the end-to-end run with UPDATE_SCREENSHOTS=1, which writes
 * the pictures of every screen to docs/screenshots/ (committed, shown by the README). `npm test` never
 * writes them. Give spec files as arguments to take only theirs, e.g. `npm run screenshots -- journey-screenshots`.
 */
import { spawn } from 'node:child_process';

const child = spawn(process.execPath, ['scripts/run-e2e.ts', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, UPDATE_SCREENSHOTS: '1' },
});
process.on('SIGINT', () => {});
process.on('SIGTERM', () => child.kill('SIGTERM'));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
