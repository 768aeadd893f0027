import { diffWords } from 'diff';
import { reviewText } from '../../rendering/review-text.ts';
import type { ActivityContent } from './activity-editing.schemas.ts';
import type { EditorMedia, EditorPlace } from './activity-editing.types.ts';

/**
 * The reviewer's side-by-side of an edit copy and the live activity (issue 18): one row per field a
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

function valuesOf(side: ReviewSide, filterNames: ReadonlyMap<number, string>, labels: Labels): Array<[string, string]> {
  const c = side.content;
  const names = (places: EditorPlace[]) => places.map((p) => p.name).join(', ');
  const text = (value: string | number | null | undefined) => (value === null || value === undefined ? '' : String(value));
  return [
    ['title', c.title],
    ['description', reviewText(c.description)],
    ['personsMin', text(c.personsMin)],
    ['personsMax', text(c.personsMax)],
    ['price', c.price == null ? '' : labels.amount(c.price)],
    ['duration', text(c.duration)],
    ['minimumAge', text(c.minimumAge)],
    ['maximumAge', text(c.maximumAge)],
    ['indoorOutdoor', labels.enumLabel('indoorOutdoor', c.indoorOutdoor)],
    ['geographicLocation', labels.enumLabel('geographicLocation', c.geographicLocation)],
    [
      'filterIds',
      c.filterIds
        .map((id) => filterNames.get(id) ?? `#${id}`)
        .sort((a, b) => a.localeCompare(b))
        .join(', '),
    ],
    ['cityIds', names(side.places.cities)],
    ['provinceIds', names(side.places.provinces)],
    ['regionIds', names(side.places.regions)],
    ['locationDescription', text(c.locationDescription)],
    ['website', text(c.website)],
    ['showWebsite', c.showWebsite ? labels.yes : labels.no],
    ['contactFirstName', text(c.contactFirstName)],
    ['contactLastName', text(c.contactLastName)],
    ['contactPhone', text(c.contactPhone)],
    ['contactEmail', text(c.contactEmail)],
    ['serviceMail', text(c.serviceMail)],
    ['media', side.media.map((m, i) => `${i + 1}. ${m.type === 'VIDEO' ? m.url : m.url.split('/').pop()} (${m.alt || '-'})`).join('\n')],
  ];
}

const LONG_TEXT = new Set(['description', 'locationDescription', 'title']);

export function reviewRows(proposed: ReviewSide, live: ReviewSide | null, filterNames: ReadonlyMap<number, string>, labels: Labels): DiffRow[] {
  const after = valuesOf(proposed, filterNames, labels);
  const before = live ? new Map(valuesOf(live, filterNames, labels)) : null;
  return after.flatMap(([field, value]): DiffRow[] => {
    const old = before ? (before.get(field) ?? '') : null;
    // A field empty in both versions (or empty in a new activity) says nothing to the reviewer.
    if (value === '' && (old === null || old === '')) return [];
    const changed = old !== null && old !== value;
    const words =
      changed && LONG_TEXT.has(field)
        ? diffWords(old, value).map((part): WordChange => ({ text: part.value, kind: part.added ? 'added' : part.removed ? 'removed' : 'same' }))
        : null;
    return [{ field, live: old, proposed: value, changed, words }];
  });
}
