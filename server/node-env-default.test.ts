import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const HERE = path.dirname(fileURLToPath(import.meta.url));

/** Loads node-env-default.ts and then React in a fresh process, as main.ts does, and reports both. */
function reactBuildIn(nodeEnv: string | undefined): { nodeEnv: string; reactBuild: string } {
  const { NODE_ENV: _unset, ...rest } = process.env;
  const script = `
    await import(${JSON.stringify(path.join(HERE, 'node-env-default.ts'))});
    const { createRequire } = await import('node:module');
    const React = createRequire(${JSON.stringify(path.join(HERE, 'main.ts'))})('react');
    // React 19 exports captureOwnerStack from its development build only.
    console.log(JSON.stringify({ nodeEnv: process.env.NODE_ENV, reactBuild: typeof React.captureOwnerStack === 'function' ? 'development' : 'production' }));
  `;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    env: nodeEnv === undefined ? rest : { ...rest, NODE_ENV: nodeEnv },
    encoding: 'utf8',
  });
  expect(result.stderr).toBe('');
  return JSON.parse(result.stdout) as { nodeEnv: string; reactBuild: string };
}

describe('NODE_ENV default for the server process', () => {
  it('an unset NODE_ENV loads React production build, as our settings assume production', () => {
    expect(reactBuildIn(undefined)).toEqual({ nodeEnv: 'production', reactBuild: 'production' });
  });

  it('an explicit NODE_ENV is kept', () => {
    expect(reactBuildIn('development')).toEqual({ nodeEnv: 'development', reactBuild: 'development' });
  });

  it('is the first thing main.ts imports, before anything that loads React', () => {
    const firstImport = readFileSync(path.join(HERE, 'main.ts'), 'utf8').match(/^import .*$/m)?.[0];
    expect(firstImport).toBe("import './node-env-default.ts';");
  });
});
