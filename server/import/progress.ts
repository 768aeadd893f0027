/**
 * Progress of an import per kind: a bar with counts and the time left on a terminal (the line is
 * redrawn), one plain line every few seconds otherwise (a log file, CI).
 */
export interface ProgressSink {
  start(kind: string, total: number | null): void;
  tick(kind: string, done: number): void;
  finish(kind: string, summary: string): void;
}

export class SilentProgress implements ProgressSink {
  start(): void {}
  tick(): void {}
  finish(): void {}
}

export class TerminalProgress implements ProgressSink {
  private readonly out: NodeJS.WriteStream;
  private readonly tty: boolean;
  private kind = '';
  private total: number | null = null;
  private startedAt = 0;
  private lastDrawn = 0;

  constructor(out: NodeJS.WriteStream = process.stderr) {
    this.out = out;
    this.tty = Boolean(out.isTTY);
  }

  start(kind: string, total: number | null): void {
    this.kind = kind;
    this.total = total;
    this.startedAt = Date.now();
    this.lastDrawn = 0;
    this.draw(0, true);
  }

  tick(kind: string, done: number): void {
    if (kind !== this.kind) return;
    this.draw(done, false);
  }

  finish(kind: string, summary: string): void {
    const seconds = ((Date.now() - this.startedAt) / 1000).toFixed(1);
    this.out.write(`${this.tty ? '\r\x1b[K' : ''}${kind.padEnd(14)} done in ${seconds} s: ${summary}\n`);
  }

  private draw(done: number, force: boolean): void {
    const now = Date.now();
    if (!force && now - this.lastDrawn < (this.tty ? 100 : 5000)) return;
    this.lastDrawn = now;
    const line = progressLine(this.kind, done, this.total, now - this.startedAt);
    this.out.write(this.tty ? `\r\x1b[K${line}` : `${line}\n`);
  }
}

/** `activities     [######--------------]   120/450  27 %  0:42 left` */
export function progressLine(kind: string, done: number, total: number | null, elapsedMs: number): string {
  if (!total) return `${kind.padEnd(14)} ${done}`;
  const share = Math.min(1, done / total);
  const width = 20;
  const filled = Math.round(share * width);
  const left = done > 0 ? Math.round(((elapsedMs / done) * (total - done)) / 1000) : null;
  const time = left === null ? '' : `  ${Math.floor(left / 60)}:${String(left % 60).padStart(2, '0')} left`;
  return `${kind.padEnd(14)} [${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${String(done).padStart(String(total).length)}/${total} ${String(Math.floor(share * 100)).padStart(3)} %${time}`;
}
