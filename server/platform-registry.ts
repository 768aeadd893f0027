import { asc } from 'drizzle-orm';
import { type Brand, brandOfPlatform } from '../app/config/brand.ts';
import { resolvePlatformId } from '../app/config/platforms.ts';
import { unknownBrand } from '../app/config/unknown-brand.ts';
import type { PlatformRow } from '../app/request-context.server.ts';
import type { Database } from '../db/client.server.ts';
import { platforms } from '../db/schema/index.ts';
import type { Logger } from './logger.ts';

const HOST_MEMO_SIZE = 256;

/**
 * Platform rows held in memory with their brands (a few rows that rarely change), refreshed on demand.
 * The brand is read from the row once here (app/config/brand.ts), not per request.
 */
export class PlatformRegistry {
  private rows: PlatformRow[] = [];
  private brands = new Map<number, Brand>();
  /** Host header -> platform, for the hosts seen lately: every request resolves one (bounded: hosts come from clients). */
  private hostMemo = new Map<string, PlatformRow>();
  private readonly db: Database;
  private readonly log: Pick<Logger, 'error'> | undefined;

  constructor(db: Database, log?: Pick<Logger, 'error'>) {
    this.db = db;
    this.log = log;
  }

  async reload(): Promise<void> {
    const rows = await this.db.select().from(platforms).orderBy(asc(platforms.id));
    const brands = new Map<number, Brand>();
    for (const row of rows) {
      const read = brandOfPlatform(row);
      if ('problem' in read) this.log?.error({ platformId: row.id, problem: read.problem }, 'platform has no valid brand settings: shown as the unknown brand');
      brands.set(row.id, 'brand' in read ? read.brand : unknownBrand(row.id));
    }
    this.rows = rows;
    this.brands = brands;
    this.hostMemo = new Map();
  }

  all(): PlatformRow[] {
    return this.rows;
  }

  byId(id: number): PlatformRow | undefined {
    return this.rows.find((row) => row.id === id);
  }

  /** The brand of a loaded platform (the unknown brand for an id that is not loaded). */
  brandOf(platform: Pick<PlatformRow, 'id'>): Brand {
    return this.brands.get(platform.id) ?? unknownBrand(platform.id);
  }

  /** The platform a request host selects (decisions.md 2); throws when the platforms were never loaded. */
  byHost(host: string | null | undefined): PlatformRow {
    if (this.rows.length === 0) throw new Error('No platforms loaded: has the database been seeded?');
    const key = host ?? '';
    const known = this.hostMemo.get(key);
    if (known) return known;
    const row = this.byId(resolvePlatformId(host, this.rows)) ?? this.rows[0]!;
    if (this.hostMemo.size >= HOST_MEMO_SIZE) this.hostMemo.clear();
    this.hostMemo.set(key, row);
    return row;
  }
}
