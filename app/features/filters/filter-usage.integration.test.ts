import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, queryRows } from '../../../db/client.server.ts';
import { createTestDatabase } from '../../../tests/support/test-database.ts';

// filter_usage (migration 0041) against the count it replaced: after every one of a long series of
// writes of the kinds the product makes (links saved, an edit copy made, approved or thrown away, an
// activity or a filter deleted) and of a few it does not (several partners' links in one statement,
// an original deleted before its copy, a link moved to another filter), the kept counts equal the
// activities linked to each filter counted from the links, an edit copy as its original.

let database: DatabaseHandle;
const NL = 1;

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
});
afterAll(async () => {
  await database?.close();
});

/** Every filter's count as the back office counted it at each view before migration 0041. */
async function counted(): Promise<Map<number, number>> {
  const rows = await queryRows<{ filter_id: number; n: number }>(
    database.db,
    sql`SELECT af.filter_id, count(DISTINCT coalesce(original.id, af.activity_id))::int AS n
        FROM activity_filters af LEFT JOIN activities original ON original.child_id = af.activity_id
        GROUP BY af.filter_id`,
  );
  return new Map(rows.map((row) => [row.filter_id, row.n]));
}

async function kept(): Promise<Map<number, number>> {
  const rows = await queryRows<{ filter_id: number; n: number }>(database.db, sql`SELECT filter_id, activities AS n FROM filter_usage WHERE activities <> 0`);
  return new Map(rows.map((row) => [row.filter_id, row.n]));
}

/** A small deterministic generator (mulberry32), so a failing series can be replayed. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { below: (n: number) => Math.floor(next() * n), pick: <T>(items: T[]): T => items[Math.floor(next() * items.length)]! };
}

describe('filter usage kept by triggers', () => {
  it('the migration filled the seeded links’ counts', async () => {
    const expected = await counted();
    expect(expected.size).toBeGreaterThan(5);
    expect(await kept()).toEqual(expected);
  });

  it('equals the counted usage after each of 150 writes of every kind', async () => {
    const db = database.db;
    const random = generator(58);
    const [group] = await queryRows<{ id: number }>(db, sql`SELECT id FROM filter_groups WHERE platform_id = ${NL} ORDER BY id LIMIT 1`);
    const [organisation] = await queryRows<{ id: number }>(db, sql`SELECT id FROM organisations WHERE platform_id = ${NL} ORDER BY id LIMIT 1`);
    let filterNumber = 0;
    const newFilter = async () => {
      filterNumber += 1;
      const [row] = await queryRows<{ id: number }>(
        db,
        sql`INSERT INTO filters (name, filter_group_id) VALUES (${`Telreeks ${filterNumber}`}, ${group!.id}) RETURNING id`,
      );
      return row!.id;
    };
    const newActivity = async (editCopy: boolean) => {
      const [row] = await queryRows<{ id: number }>(
        db,
        sql`INSERT INTO activities (title, slug, platform_id, organisation_id, is_edit_copy)
            VALUES ('Telreeks', ${`telreeks-${Date.now()}-${random.below(1e9)}`}, ${NL}, ${organisation!.id}, ${editCopy}) RETURNING id`,
      );
      return row!.id;
    };
    const filterIds = [await newFilter(), await newFilter(), await newFilter(), await newFilter()];
    const originals: number[] = [];
    for (let i = 0; i < 6; i++) originals.push(await newActivity(false));
    /** Original -> its edit copy. */
    const copies = new Map<number, number>();
    const everyActivity = () => [...originals, ...copies.values()];
    const someFilters = () => filterIds.filter(() => random.below(2) === 0);
    const idList = (ids: number[]) =>
      sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      );

    const kinds: Array<[string, () => Promise<unknown>]> = [
      [
        'links added, several activities and filters in one statement, some already there',
        async () => {
          const rows = Array.from({ length: 1 + random.below(4) }, () => sql`(${random.pick(everyActivity())}, ${random.pick(filterIds)})`);
          await db.execute(sql`INSERT INTO activity_filters (activity_id, filter_id) VALUES ${sql.join(rows, sql`, `)} ON CONFLICT DO NOTHING`);
        },
      ],
      [
        'links removed, an original’s and its copy’s in one statement',
        async () => {
          const original = random.pick(originals);
          const ids = [original, ...(copies.has(original) ? [copies.get(original)!] : [])];
          const chosen = someFilters();
          if (chosen.length) await db.execute(sql`DELETE FROM activity_filters WHERE activity_id IN (${idList(ids)}) AND filter_id IN (${idList(chosen)})`);
        },
      ],
      [
        'an activity’s filters saved (removed, then the new ones inserted)',
        async () => {
          const activity = random.pick(everyActivity());
          await db.execute(sql`DELETE FROM activity_filters WHERE activity_id = ${activity}`);
          const chosen = someFilters();
          if (chosen.length)
            await db.execute(
              sql`INSERT INTO activity_filters (activity_id, filter_id) VALUES ${sql.join(
                chosen.map((f) => sql`(${activity}, ${f})`),
                sql`, `,
              )}`,
            );
        },
      ],
      [
        'an edit copy made (its links copied, then the original names it)',
        async () => {
          const original = random.pick(originals);
          if (copies.has(original)) return;
          const copy = await newActivity(true);
          await db.execute(
            sql`INSERT INTO activity_filters (activity_id, filter_id) SELECT ${copy}, filter_id FROM activity_filters WHERE activity_id = ${original}`,
          );
          await db.execute(sql`UPDATE activities SET child_id = ${copy} WHERE id = ${original}`);
          copies.set(original, copy);
        },
      ],
      [
        'an edit copy approved (its links moved to the original, then it is deleted)',
        async () => {
          const original = random.pick(originals);
          const copy = copies.get(original);
          if (!copy) return;
          await db.execute(sql`DELETE FROM activity_filters WHERE activity_id = ${original}`);
          await db.execute(sql`UPDATE activity_filters SET activity_id = ${original} WHERE activity_id = ${copy}`);
          await db.execute(sql`UPDATE activities SET child_id = NULL WHERE id = ${original}`);
          await db.execute(sql`DELETE FROM activities WHERE id = ${copy}`);
          copies.delete(original);
        },
      ],
      [
        'an edit copy thrown away (the original lets go of it, then it is deleted)',
        async () => {
          const original = random.pick(originals);
          const copy = copies.get(original);
          if (!copy) return;
          await db.execute(sql`UPDATE activities SET child_id = NULL WHERE id = ${original}`);
          await db.execute(sql`DELETE FROM activities WHERE id = ${copy}`);
          copies.delete(original);
        },
      ],
      [
        'an edit copy deleted while its original still names it (child_id set to null by the foreign key)',
        async () => {
          const original = random.pick(originals);
          const copy = copies.get(original);
          if (!copy) return;
          await db.execute(sql`DELETE FROM activities WHERE id = ${copy}`);
          copies.delete(original);
        },
      ],
      [
        'an original deleted, its copy staying (then an activity of its own)',
        async () => {
          const original = random.pick(originals);
          const copy = copies.get(original);
          await db.execute(sql`DELETE FROM activities WHERE id = ${original}`);
          originals.splice(originals.indexOf(original), 1);
          copies.delete(original);
          if (copy) originals.push(copy);
          originals.push(await newActivity(false));
        },
      ],
      [
        'an original and its copy deleted in one statement',
        async () => {
          const original = random.pick(originals);
          const copy = copies.get(original);
          await db.execute(sql`DELETE FROM activities WHERE id IN (${idList([original, ...(copy ? [copy] : [])])})`);
          originals.splice(originals.indexOf(original), 1);
          copies.delete(original);
          originals.push(await newActivity(false));
        },
      ],
      [
        'a link moved to another filter',
        async () => {
          const activity = random.pick(everyActivity());
          const [from, to] = [random.pick(filterIds), random.pick(filterIds)];
          await db.execute(
            sql`UPDATE activity_filters SET filter_id = ${to} WHERE activity_id = ${activity} AND filter_id = ${from}
                AND NOT EXISTS (SELECT 1 FROM activity_filters WHERE activity_id = ${activity} AND filter_id = ${to})`,
          );
        },
      ],
      [
        'a filter deleted with its links, another made',
        async () => {
          const filter = random.pick(filterIds);
          await db.execute(sql`DELETE FROM filters WHERE id = ${filter}`);
          filterIds.splice(filterIds.indexOf(filter), 1, await newFilter());
        },
      ],
    ];

    const seen = new Set<string>();
    for (let step = 0; step < 150; step++) {
      // The deletions of activities and filters are rarer, so links pile up on the pairs between them.
      const [name, write] = random.below(5) === 0 ? random.pick(kinds.slice(5)) : random.pick(kinds.slice(0, 5));
      await write();
      seen.add(name);
      expect({ step, name, kept: await kept() }).toEqual({ step, name, kept: await counted() });
    }
    expect(seen.size).toBe(kinds.length);
    // The series ends with some filters used, by originals and copies both.
    const ours = await queryRows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM filter_usage WHERE filter_id IN (${idList(filterIds)}) AND activities > 0`,
    );
    expect(ours[0]!.n).toBeGreaterThan(0);
  }, 180_000);

  it('changes only the counter of the filter a statement linked', async () => {
    const db = database.db;
    const [filter] = await queryRows<{ id: number }>(db, sql`SELECT filter_id AS id FROM filter_usage ORDER BY activities DESC LIMIT 1`);
    const [activity] = await queryRows<{ id: number }>(
      db,
      sql`SELECT id FROM activities a WHERE NOT EXISTS (SELECT 1 FROM activity_filters l WHERE l.activity_id = a.id AND l.filter_id = ${filter!.id}) ORDER BY id LIMIT 1`,
    );
    const before = await kept();
    await db.execute(sql`INSERT INTO activity_filters (activity_id, filter_id) VALUES (${activity!.id}, ${filter!.id})`);
    const after = await kept();
    expect(after.get(filter!.id)).toBe(before.get(filter!.id)! + 1);
    after.delete(filter!.id);
    before.delete(filter!.id);
    expect(after).toEqual(before);
    await db.execute(sql`DELETE FROM activity_filters WHERE activity_id = ${activity!.id} AND filter_id = ${filter!.id}`);
    expect(await kept()).toEqual(await counted());
  });
});
