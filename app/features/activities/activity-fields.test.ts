import { getTableColumns } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activities } from '../../../db/schema/index.ts';
import { ActivityContentSchema } from './activity-editing.schemas.ts';
import { ACTIVITY_FIELDS, EDITABLE_COLUMNS, LIVE_COLUMNS, NOT_EDITABLE_COLUMNS } from './activity-fields.ts';

// The one list of an activity's editable fields (docs/decisions/104): a column added to the table must be
// put in it or named as not editable with a reason, or the edit copy and the approval would silently
// leave it behind. The types say the same at compile time; this says it when only the tests run.

describe('the list of an activity’s fields', () => {
  const columns = Object.keys(getTableColumns(activities)).sort();

  it('names every column of activities once: editable, or not editable with a reason', () => {
    const editable = [...EDITABLE_COLUMNS].sort();
    const notEditable = Object.keys(NOT_EDITABLE_COLUMNS).sort();
    expect(editable.filter((column) => notEditable.includes(column))).toEqual([]);
    expect([...editable, ...notEditable].sort()).toEqual(columns);
    for (const [column, rule] of Object.entries(NOT_EDITABLE_COLUMNS)) expect(rule.why.length, column).toBeGreaterThan(5);
  });

  it('has a field for every field of the editor’s content, and no other', () => {
    expect(Object.keys(ACTIVITY_FIELDS).sort()).toEqual(Object.keys(ActivityContentSchema.shape).sort());
  });

  it('stores as columns only what the table has, and links only what it does not hold as content', () => {
    for (const column of EDITABLE_COLUMNS) expect(columns, column).toContain(column);
    expect(LIVE_COLUMNS).toEqual(['companyName', 'status', 'slug', 'platformId', 'organisationId', 'lastEditedById']);
  });
});
