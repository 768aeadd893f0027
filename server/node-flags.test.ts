import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS, missingServerNodeFlags } from './node-flags.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

describe("the server processes' Node flags", () => {
  it('every start command outside TypeScript carries them before the script', () => {
    const flags = SERVER_NODE_FLAGS.join(' ');
    const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;
    expect(scripts.start).toContain(`node ${flags} server/main.ts`);
    expect(scripts.serve).toContain(`node ${flags} server/main.ts`);
    expect(scripts['start:cluster']).toContain(`node ${flags} server/cluster.ts`);
    expect(read('Dockerfile')).toContain(`CMD ["node", ${SERVER_NODE_FLAGS.map((flag) => JSON.stringify(flag)).join(', ')}, "server/main.ts"]`);
    expect(read('playwright.config.ts')).toContain(`command: 'node ${flags} server/main.ts'`);
  });

  it('this Node knows them (a V8 flag renamed in a Node upgrade would stop the server from starting)', () => {
    const run = spawnSync(process.execPath, [...SERVER_NODE_FLAGS, '-e', 'process.exit(0)'], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });

  it('names the flags a process was started without', () => {
    expect(missingServerNodeFlags([])).toEqual([...SERVER_NODE_FLAGS]);
    expect(missingServerNodeFlags(['--enable-source-maps', ...SERVER_NODE_FLAGS])).toEqual([]);
  });
});
