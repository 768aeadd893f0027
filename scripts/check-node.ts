// Guard: every npm script must run on the project's own Node 24 (the `node` package in node_modules/.bin).
const major = Number(process.versions.node.split('.')[0]);
if (major !== 24) {
  console.error(
    `uitjes needs Node.js 24 LTS but this is ${process.versions.node}. ` +
      'Run scripts through `npm run …` (which puts node_modules/.bin/node first); `npm rebuild node` repairs a missing binary.',
  );
  process.exit(1);
}
