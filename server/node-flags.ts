/**
 * The V8 flags every server process runs with (docs/decisions/080-log.md, "After a quiet spell").
 *
 * `--no-memory-reducer`: after a few seconds without requests V8's memory reducer runs full collections
 * that shrink the heap, the young generation included. The next burst of traffic then met a young
 * generation a fraction of its size (15 times as many scavenges for the first seconds of cached hits) and
 * a full collection of the search indexes' old generation (~9 ms) in its first seconds: the cached p99
 * went from ~1.4 to 3-8 ms. A server keeps its working set; giving memory back between bursts buys nothing.
 *
 * Node takes these only on its command line: NODE_OPTIONS refuses them, and `v8.setFlagsFromString` comes
 * too late for the heap's configuration. So every start command carries them: package.json's start
 * scripts, the Dockerfile, the end-to-end server (playwright.config.ts), the benchmarks' and the process
 * tests' servers (through this list) and cluster.ts's workers. node-flags.test.ts holds those commands to
 * this list; a server started without them says so in its log.
 */
export const SERVER_NODE_FLAGS: readonly string[] = ['--no-memory-reducer'];

/** The server flags missing from a process's Node flags (`process.execArgv`). */
export function missingServerNodeFlags(execArgv: readonly string[] = process.execArgv): string[] {
  return SERVER_NODE_FLAGS.filter((flag) => !execArgv.includes(flag));
}
