// Guard: every npm script must run on the project's own Node 24 (node_modules/.bin/node, from the
// lockfile's node-linux-<arch> package: docs/decisions/109).
const major = Number(process.versions.node.split('.')[0]);
if (major !== 24) {
  console.error(
    `uitjes needs Node.js 24 LTS but this is ${process.versions.node}. ` +
      'Run scripts through `npm run …` (which puts node_modules/.bin/node first). On Linux `npm ci` installs it; ' +
      'elsewhere install the version in .node-version (fnm, nvm or Volta read that file).',
  );
  process.exit(1);
}
