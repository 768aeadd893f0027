import { asc } from 'drizzle-orm';
import { resolvePlatformId } from '../app/config/platforms.ts';
import type { PlatformRow } from '../app/request-context.server.ts';
import type { Database } from '../db/client.server.ts';
import { platforms } from '../db/schema/index.ts';

/** Platform rows held in memory (four rows that rarely change), refreshed on demand. */
export class PlatformRegistry {
  private rows: PlatformRow[] = [];
  private readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  async reload(): Promise<void> {
    this.rows = await this.db.select().from(platforms).orderBy(asc(platforms.id));
  }

  all(): PlatformRow[] {
    return this.rows;
  }

  byId(id: number): PlatformRow | undefined {
    return this.rows.find((row) => row.id === id);
  }

  /** The platform a request host selects (decisions.md 2); throws when the platforms were never loaded. */
  byHost(host: string | null | undefined): PlatformRow {
    if (this.rows.length === 0) throw new Error('No platforms loaded: has the database been seeded?');
    const id = resolvePlatformId(host, this.rows);
    return this.byId(id) ?? this.rows[0]!;
  }
}
