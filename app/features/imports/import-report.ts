/**
 * What an import did, per kind: imported (new here), updated, unchanged, skipped (with why) and
 * failed (with why). Printed at the end and written as JSON (docs/decisions/114); bad source data is a
 * row here, never a crash.
 */
export type Outcome = 'imported' | 'updated' | 'unchanged' | 'skipped' | 'failed';

export interface ReportRow {
  kind: string;
  /** The source's id, slug or URL of the record. */
  source: string;
  outcome: 'skipped' | 'failed' | 'warning';
  reason: string;
}

export interface ImportReport {
  kind: 'site' | 'accounts';
  source: string;
  platformId: number | null;
  startedAt: string;
  finishedAt: string | null;
  /** True when the run went through to the end (false: stopped or broken off; run it again). */
  complete: boolean;
  requests?: number;
  retries?: number;
  counts: Record<string, Record<Outcome, number>>;
  rows: ReportRow[];
}

export class ReportBuilder {
  readonly report: ImportReport;

  constructor(kind: ImportReport['kind'], source: string, platformId: number | null) {
    this.report = { kind, source, platformId, startedAt: new Date().toISOString(), finishedAt: null, complete: false, counts: {}, rows: [] };
  }

  count(kind: string, outcome: Outcome): void {
    const counts = (this.report.counts[kind] ??= { imported: 0, updated: 0, unchanged: 0, skipped: 0, failed: 0 });
    counts[outcome]++;
  }

  /** A record not taken (skipped) or that could not be written (failed), counted and with its reason. */
  row(kind: string, source: string | number, outcome: 'skipped' | 'failed', reason: string): void {
    this.count(kind, outcome);
    this.report.rows.push({ kind, source: String(source), outcome, reason });
  }

  /** Something left out of a record that was itself imported (an unknown filter, a broken image). */
  warn(kind: string, source: string | number, reason: string): void {
    this.report.rows.push({ kind, source: String(source), outcome: 'warning', reason });
  }

  summary(kind: string): string {
    const c = this.report.counts[kind];
    if (!c) return 'nothing';
    return (
      (['imported', 'updated', 'unchanged', 'skipped', 'failed'] as const)
        .filter((o) => c[o] > 0)
        .map((o) => `${c[o]} ${o}`)
        .join(', ') || 'nothing'
    );
  }

  finish(complete: boolean): ImportReport {
    this.report.finishedAt = new Date().toISOString();
    this.report.complete = complete;
    return this.report;
  }
}

/** The report as the lines the CLI prints after the run. */
export function reportLines(report: ImportReport): string[] {
  const lines = [
    `Import from ${report.source}${report.platformId ? ` into platform ${report.platformId}` : ''}: ${report.complete ? 'complete' : 'NOT complete (run it again to continue)'}`,
  ];
  for (const [kind, c] of Object.entries(report.counts)) {
    lines.push(`  ${kind.padEnd(14)} imported ${c.imported}, updated ${c.updated}, unchanged ${c.unchanged}, skipped ${c.skipped}, failed ${c.failed}`);
  }
  const notable = report.rows.filter((r) => r.outcome !== 'warning');
  const warnings = report.rows.length - notable.length;
  for (const row of notable.slice(0, 50)) lines.push(`  ${row.outcome} ${row.kind} ${row.source}: ${row.reason}`);
  if (notable.length > 50) lines.push(`  ... ${notable.length - 50} more in the JSON report`);
  if (warnings > 0) lines.push(`  ${warnings} warnings (parts of records left out) in the JSON report`);
  return lines;
}
