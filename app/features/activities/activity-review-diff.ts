import { diffWords } from 'diff';
import { reviewText } from '../../rendering/review-text.ts';
import type { ActivityContent } from './activity-editing.schemas.ts';
import { ACTIVITY_FIELDS, type ActivityField, type ReviewKind } from './activity-fields.ts';
import type { EditorMedia, EditorPlace } from './activity-editing.types.ts';

/**
 * The reviewer's side-by-side of an edit copy and the live activity (decision 104): one row per field a
 * provider owns, its live and proposed value as text, whether it changed, and for long texts the words
 * added and removed (jsdiff). For a new activity there is no live side: every filled field is shown.
 */

export interface ReviewSide {
  content: ActivityContent;
  media: EditorMedia[];
  places: { cities: EditorPlace[]; provinces: EditorPlace[]; regions: EditorPlace[] };
}

export interface WordChange {
  text: string;
  kind: 'same' | 'added' | 'removed';
}

export interface DiffRow {
  /** The field's name (its label is `portal.fields.<field>`). */
  field: string;
  live: string | null;
  proposed: string;
  changed: boolean;
  /** Word changes, for the description and other long texts that changed. */
  words: WordChange[] | null;
}

type Labels = { yes: string; no: string; enumLabel: (field: string, value: string) => string; amount: (value: number) => string };

/** Each field as the reviewer reads it, by how the review shows it (ACTIVITY_FIELDS, in its order). */
function valuesOf(side: ReviewSide, filterNames: ReadonlyMap<number, string>, labels: Labels): Array<[ActivityField, string]> {
  const c = side.content;
  const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));
  const placesOf = { cityIds: side.places.cities, provinceIds: side.places.provinces, regionIds: side.places.regions } as const;
  const show: { [K in ReviewKind]: (field: ActivityField) => string } = {
    text: (field) => text(c[field]),
    words: (field) => text(c[field]),
    richText: (field) => reviewText(text(c[field])),
    amount: (field) => {
      const value = c[field];
      return typeof value === 'number' ? labels.amount(value) : '';
    },
    choice: (field) => labels.enumLabel(field, text(c[field])),
    yesNo: (field) => (c[field] ? labels.yes : labels.no),
    filters: () =>
      c.filterIds
        .map((id) => filterNames.get(id) ?? `#${id}`)
        .sort((a, b) => a.localeCompare(b))
        .join(', '),
    places: (field) => (placesOf[field as keyof typeof placesOf] ?? []).map((p) => p.name).join(', '),
    media: () => side.media.map((m, i) => `${i + 1}. ${m.type === 'VIDEO' ? m.url : m.url.split('/').pop()} (${m.alt || '-'})`).join('\n'),
  };
  return (Object.keys(ACTIVITY_FIELDS) as ActivityField[]).map((field) => [field, show[ACTIVITY_FIELDS[field].review](field)]);
}

/** Fields whose changed words are shown. */
const LONG_TEXT: ReadonlySet<ReviewKind> = new Set(['words', 'richText']);

export function reviewRows(proposed: ReviewSide, live: ReviewSide | null, filterNames: ReadonlyMap<number, string>, labels: Labels): DiffRow[] {
  const after = valuesOf(proposed, filterNames, labels);
  const before = live ? new Map(valuesOf(live, filterNames, labels)) : null;
  return after.flatMap(([field, value]): DiffRow[] => {
    const old = before ? (before.get(field) ?? '') : null;
    // A field empty in both versions (or empty in a new activity) says nothing to the reviewer.
    if (value === '' && (old === null || old === '')) return [];
    const changed = old !== null && old !== value;
    const words =
      changed && LONG_TEXT.has(ACTIVITY_FIELDS[field].review)
        ? diffWords(old, value).map((part): WordChange => ({ text: part.value, kind: part.added ? 'added' : part.removed ? 'removed' : 'same' }))
        : null;
    return [{ field, live: old, proposed: value, changed, words }];
  });
}
