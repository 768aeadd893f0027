/**
 * Known vulnerabilities of the production dependencies (decision 080): `npm run bench:audit`.
 *
 * Runs `npm audit --omit=dev --audit-level=high --json` and prints the figure: vulnerable packages per
 * severity and the high/critical ones by name. Changes nothing.
 * Exit code: 0 no high or critical advisory, 1 some, 3 the audit could not run (the registry in use
 * does not answer npm's advisory endpoint, or npm failed otherwise).
 */
import { spawnSync } from 'node:child_process';
import { ROOT } from '../../bench/lib/harness.ts';

interface AuditReport {
  message?: string;
  statusCode?: number;
  error?: { summary?: string; detail?: string };
  vulnerabilities?: Record<string, { severity: string; isDirect: boolean; via: (string | { title?: string; url?: string })[]; fixAvailable: unknown }>;
  metadata?: { vulnerabilities: Record<string, number>; dependencies: Record<string, number> };
}

const command = ['audit', '--omit=dev', '--audit-level=high', '--json'];
console.log(`# npm ${command.join(' ')}  (${new Date().toISOString()})`);
const result = spawnSync('npm', command, { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, timeout: 300_000 });
let report: AuditReport | undefined;
try {
  report = JSON.parse(result.stdout) as AuditReport;
} catch {
  report = undefined;
}
if (!report?.metadata) {
  const reason = report?.message ?? result.stderr.split('\n').find((line) => /error/i.test(line)) ?? `npm exited with ${result.status}`;
  console.log(`npm audit could not run: ${reason}`);
  console.log(
    'No figure: the registry this machine uses does not serve the advisory endpoint; run it where registry.npmjs.org answers audits (e.g. CI with the public registry).',
  );
  process.exit(3);
}
const counts = report.metadata.vulnerabilities;
const severities = ['critical', 'high', 'moderate', 'low', 'info'];
console.log(`production dependencies audited: ${report.metadata.dependencies.prod ?? '?'} (of ${report.metadata.dependencies.total ?? '?'} in the lockfile)`);
console.log(`vulnerable packages: ${severities.map((s) => `${s} ${counts[s] ?? 0}`).join(', ')}`);
const serious = Object.entries(report.vulnerabilities ?? {}).filter(([, v]) => v.severity === 'high' || v.severity === 'critical');
for (const [name, v] of serious) {
  const titles = v.via.map((via) => (typeof via === 'string' ? `via ${via}` : `${via.title ?? ''} ${via.url ?? ''}`.trim())).join('; ');
  console.log(`- ${v.severity} ${name}${v.isDirect ? ' (direct)' : ''}: ${titles}; fix available: ${v.fixAvailable ? 'yes' : 'no'}`);
}
console.log(serious.length === 0 ? 'audit-level high: passes (no high or critical advisory)' : `audit-level high: FAILS (${serious.length} package(s))`);
process.exitCode = serious.length === 0 ? 0 : 1;
