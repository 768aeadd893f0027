/**
 * One Node build everywhere (docs/decisions/109): the tests, `npm start` and the server image all run the
 * Node binary of the lockfile's `node-linux-<arch>` package (its tarball checked against the lockfile's
 * integrity by npm ci). Prints the version the tests run on and fails when it, the lockfile, .node-version
 * or the Dockerfile's build image disagree, saying which to change.
 */
import { readFileSync } from 'node:fs';
import process from 'node:process';

const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as { packages: Record<string, { version?: string; integrity?: string }> };
const platformPackage = `node-${process.platform}-${process.arch}`;
const locked = lock.packages[`node_modules/${platformPackage}`];
const nodeVersionFile = readFileSync('.node-version', 'utf8').trim();
const dockerfileNode = /^FROM node:(\d+\.\d+\.\d+)-/m.exec(readFileSync('Dockerfile', 'utf8'))?.[1] ?? null;
const running = process.versions.node;

console.log(`Node ${running} (${process.execPath}); lockfile ${platformPackage} ${locked?.version ?? 'missing'}; .node-version ${nodeVersionFile}; Dockerfile build image node:${dockerfileNode ?? 'missing'}`);

const problems = [
  !locked?.version && `package-lock.json has no ${platformPackage}: add it to optionalDependencies at the version of .node-version`,
  locked?.version && locked.version !== running && `the tests run Node ${running}, the lockfile pins ${locked.version}: run npm ci (npm scripts use node_modules/.bin/node)`,
  nodeVersionFile !== running && `.node-version says ${nodeVersionFile}, the tests run ${running}: one version for both`,
  dockerfileNode !== running && `the Dockerfile builds on node:${dockerfileNode}, the tests run ${running}: change its FROM line to node:${running}-bookworm-slim`,
].filter(Boolean);
if (problems.length > 0) {
  for (const problem of problems) console.error(`check-node-build: ${problem}`);
  process.exit(1);
}
