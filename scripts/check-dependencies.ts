/**
 * What `npm test` checks first about the dependencies (docs/decisions/109), each failure saying what to do:
 * - one Node build everywhere: the tests, `npm start` and the server image all run the Node binary of the
 *   lockfile's `node-linux-<arch>` package (its tarball checked against the lockfile's integrity by npm ci).
 *   Prints the version the tests run on; fails when it, the lockfile, .node-version or the Dockerfile's
 *   build image disagree;
 * - a patch we carry (patches/<name>+<version>.patch, patches/README.md) was written for the version the
 *   lockfile installs: an update of a patched package fails here until the patch is dropped or redone.
 */
import { readdirSync, readFileSync } from 'node:fs';
import process from 'node:process';

const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as { packages: Record<string, { version?: string; integrity?: string }> };
const platformPackage = `node-${process.platform}-${process.arch}`;
const locked = lock.packages[`node_modules/${platformPackage}`];
const nodeVersionFile = readFileSync('.node-version', 'utf8').trim();
const dockerfileNode = /^FROM node:(\d+\.\d+\.\d+)-/m.exec(readFileSync('Dockerfile', 'utf8'))?.[1] ?? null;
const running = process.versions.node;

console.log(
  `Node ${running} (${process.execPath}); lockfile ${platformPackage} ${locked?.version ?? 'missing'}; .node-version ${nodeVersionFile}; Dockerfile build image node:${dockerfileNode ?? 'missing'}`,
);

const problems = [
  !locked?.version && `package-lock.json has no ${platformPackage}: add it to optionalDependencies at the version of .node-version`,
  locked?.version &&
    locked.version !== running &&
    `the tests run Node ${running}, the lockfile pins ${locked.version}: run npm ci (npm scripts use node_modules/.bin/node)`,
  nodeVersionFile !== running && `.node-version says ${nodeVersionFile}, the tests run ${running}: one version for both`,
  dockerfileNode !== running &&
    `the Dockerfile builds on node:${dockerfileNode}, the tests run ${running}: change its FROM line to node:${running}-bookworm-slim`,
  ...patchProblems(),
].filter(Boolean);
if (problems.length > 0) {
  for (const problem of problems) console.error(`check-dependencies: ${problem}`);
  process.exit(1);
}

/** Each patch against the version the lockfile installs (file names as patch-package writes them: name+version.patch, scope as @scope+name). */
function patchProblems(): string[] {
  const files = readdirSync('patches').filter((file) => file.endsWith('.patch'));
  return files.flatMap((file) => {
    const [, name, version] = /^(.+)\+([^+]+)\.patch$/.exec(file) ?? [];
    if (!name || !version) return [`patches/${file} is not named <package>+<version>.patch`];
    const installed = lock.packages[`node_modules/${name.replace('+', '/')}`]?.version;
    if (installed === version) return [];
    return [
      `patches/${file} was written for ${name.replace('+', '/')} ${version}, the lockfile installs ${installed ?? 'none'}. ` +
        'Read patches/README.md: if the new version has the change upstream, delete the patch; otherwise redo it on the new version ' +
        `(edit node_modules, then npx patch-package ${name.replace('+', '/')}), and measure again as decision 109 says before keeping it.`,
    ];
  });
}
