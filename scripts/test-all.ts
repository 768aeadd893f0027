/**
 * `npm test`: the project's checks in order, stopping at the first that fails (as `a && b` would), then
 * a summary of each step's duration with the machine-speed line and the load average, so a slow run can
 * be told from a slow machine (machines of this kind differ 2x in speed: bench/lib/machine-speed.ts).
 */
import { spawn } from 'node:child_process';
import os from 'node:os';
import { speedLine } from '../bench/lib/machine-speed.ts';

const STEPS = ['check:dependencies', 'typecheck', 'lint', 'test:unit', 'test:pg', 'test:e2e', 'test:processes'] as const;

function run(script: string): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { stdio: 'inherit' });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const minutes = (ms: number) => `${(ms / 60_000).toFixed(1)} min`;
const done: Array<{ step: string; ms: number; code: number }> = [];
const started = Date.now();
for (const step of STEPS) {
  const from = Date.now();
  const code = await run(step);
  done.push({ step, ms: Date.now() - from, code });
  if (code !== 0) break;
}

const failed = done.find((d) => d.code !== 0);
console.log('\nnpm test, step by step:');
for (const { step, ms, code } of done) console.log(`  ${step.padEnd(19)} ${minutes(ms).padStart(9)}${code === 0 ? '' : `  failed (exit ${code})`}`);
for (const step of STEPS.slice(done.length)) console.log(`  ${step.padEnd(19)}   not run`);
console.log(`  ${'total'.padEnd(19)} ${minutes(Date.now() - started).padStart(9)}`);
const load = os
  .loadavg()
  .map((value) => value.toFixed(2))
  .join(' ');
console.log(`${await speedLine()}; load average ${load}`);
process.exit(failed ? failed.code : 0);
