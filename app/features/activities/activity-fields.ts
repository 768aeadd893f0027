import type { activities } from '../../../db/schema/index.ts';
import type { ActivityContent } from './activity-editing.schemas.ts';

/**
 * What a provider edits of an activity, in one list (docs/decisions/104, addendum "one list of an
 * activity's fields"): every field of the editor's content, whether it is a column of `activities` or
 * lives in link tables, and how the reviewer's comparison shows it. Saving (`columnsOf`), reading the
 * editor's content, the edit copy, applying an approved copy and the review comparison are all built
 * from it. The record's order is the review's order.
 *
 * Every other column of the table is in NOT_EDITABLE_COLUMNS with the reason; the types below make a
 * column in neither list (or in both) a compile error, and `activity-fields.test.ts` checks the same
 * against the table's columns at run time. Type-only imports: the pages may read this list.
 */

export type ActivityRow = typeof activities.$inferSelect;
/** A column of `activities`, by its name in the Drizzle schema. */
export type ActivityColumnName = keyof ActivityRow;

/**
 * How the review shows a field: `text` as written, `words` with the words added and removed when it
 * changed, `richText` as the text of its HTML with words added and removed, `amount` in the page's
 * language, `choice` by its option's label, `yesNo`, the filters' names, the places' names, the gallery.
 */
export type ReviewKind = 'text' | 'words' | 'richText' | 'amount' | 'choice' | 'yesNo' | 'filters' | 'places' | 'media';

/** A field stored in the activity's own row (`column`) or in link tables and media rows (`links`). */
interface FieldRule {
  stored: 'column' | 'links';
  review: ReviewKind;
}

export const ACTIVITY_FIELDS = {
  title: { stored: 'column', review: 'words' },
  description: { stored: 'column', review: 'richText' },
  personsMin: { stored: 'column', review: 'text' },
  personsMax: { stored: 'column', review: 'text' },
  price: { stored: 'column', review: 'amount' },
  duration: { stored: 'column', review: 'text' },
  minimumAge: { stored: 'column', review: 'text' },
  maximumAge: { stored: 'column', review: 'text' },
  indoorOutdoor: { stored: 'column', review: 'choice' },
  geographicLocation: { stored: 'column', review: 'choice' },
  filterIds: { stored: 'links', review: 'filters' },
  cityIds: { stored: 'links', review: 'places' },
  provinceIds: { stored: 'links', review: 'places' },
  regionIds: { stored: 'links', review: 'places' },
  locationDescription: { stored: 'column', review: 'words' },
  website: { stored: 'column', review: 'text' },
  showWebsite: { stored: 'column', review: 'yesNo' },
  contactFirstName: { stored: 'column', review: 'text' },
  contactLastName: { stored: 'column', review: 'text' },
  contactPhone: { stored: 'column', review: 'text' },
  contactEmail: { stored: 'column', review: 'text' },
  serviceMail: { stored: 'column', review: 'text' },
  media: { stored: 'links', review: 'media' },
} as const satisfies { [F in keyof ActivityContent]: F extends ActivityColumnName ? FieldRule : FieldRule & { stored: 'links' } };

export type ActivityField = keyof typeof ACTIVITY_FIELDS;

/** The editor's fields that are columns of `activities`. */
export type EditableColumn = { [F in ActivityField]: (typeof ACTIVITY_FIELDS)[F]['stored'] extends 'column' ? F : never }[ActivityField];

export const EDITABLE_COLUMNS = (Object.keys(ACTIVITY_FIELDS) as ActivityField[]).filter(
  (field): field is EditableColumn => ACTIVITY_FIELDS[field].stored === 'column',
);

/**
 * What an edit copy holds in a column a provider does not edit: `live`, the live row's value (it belongs
 * to the same organisation, platform and address); `own`, a value of its own (set when the copy is
 * made, a default, or written by a trigger).
 */
export type EditCopyValue = 'live' | 'own';

/** Every column of `activities` that is not in ACTIVITY_FIELDS, and why the editor leaves it alone. */
export const NOT_EDITABLE_COLUMNS = {
  id: { editCopy: 'own', why: 'the row itself' },
  approved: { editCopy: 'own', why: 'set by the operator’s approval (activity-review.server.ts); a copy is never approved' },
  companyName: { editCopy: 'live', why: 'the organisation’s name, written when the activity is created' },
  status: { editCopy: 'live', why: 'the on/off switch acts at once, without review (setActivityOnline)' },
  isEditCopy: { editCopy: 'own', why: 'what kind of row this is' },
  slug: { editCopy: 'live', why: 'follows the title: a draft’s on save, a live one’s on approval (with a redirect)' },
  approvalStatus: { editCopy: 'own', why: 'the review workflow’s state' },
  oldIdx: { editCopy: 'own', why: 'the id in the system the data was imported from' },
  platformId: { editCopy: 'live', why: 'the organisation’s platform, fixed on creation' },
  childId: { editCopy: 'own', why: 'points from the live row to its edit copy' },
  organisationId: { editCopy: 'live', why: 'whose activity it is: chosen on creation, never by the editor' },
  lastEditedById: { editCopy: 'live', why: 'who saved or sent it last: the acting user, written with every save' },
  submittedAt: { editCopy: 'own', why: 'set by sending for review, cleared by a decision' },
  version: { editCopy: 'own', why: 'optimistic locking: raised by every save and decision' },
  randomKey: { editCopy: 'own', why: 'a fixed random number per row for the shuffled order' },
  searchLanguage: { editCopy: 'own', why: 'copied from the platform by a trigger (drizzle/0009)' },
  searchVector: { editCopy: 'own', why: 'generated from the title, company name and texts' },
  filterIds: { editCopy: 'own', why: 'written by triggers from activity_filters (drizzle/0004); the editor edits the links' },
  cityIds: { editCopy: 'own', why: 'written by triggers from activity_cities (drizzle/0004); the editor edits the links' },
  provinceIds: { editCopy: 'own', why: 'written by triggers from activity_provinces (drizzle/0004); the editor edits the links' },
  regionIds: { editCopy: 'own', why: 'written by triggers from activity_regions (drizzle/0004); the editor edits the links' },
  createdAt: { editCopy: 'own', why: 'when the row was made' },
  updatedAt: { editCopy: 'own', why: 'when the row last changed' },
} as const satisfies Record<Exclude<ActivityColumnName, EditableColumn>, { editCopy: EditCopyValue; why: string }>;

type NotEditable = keyof typeof NOT_EDITABLE_COLUMNS;

/** The columns an edit copy takes from the live row besides the content (who and where it belongs to). */
export const LIVE_COLUMNS = (Object.keys(NOT_EDITABLE_COLUMNS) as NotEditable[]).filter((column) => NOT_EDITABLE_COLUMNS[column].editCopy === 'live');

/**
 * The columns of `activities` that only the editors (the operators) decide, and why (docs/decisions/118).
 * The provider's editor shows them locked, with the reason (`portal.lockedFields.<field>`); a provider's
 * save that names one with another value is refused with a 400 naming the field, never dropped in
 * silence. `operatorEdits` says whether an operator may change it in the portal at all:
 * - `slug`: the address on the brand's site. It follows the title (a draft's on save, a live one's on
 *   approval, with a redirect); an operator may set another one on a live activity, the old address then
 *   redirects (search engines and links keep working, docs/decisions/104).
 * - `platformId`: the brand the activity is shown on. Its filters, places and organisation belong to
 *   that brand, so a move is no field change; nobody changes it in the portal.
 * - `randomKey`: its place in the lists' shuffled order (a fixed random number per row, XOR-ed with a
 *   visit's seed). It is the ranking of the lists: no one may buy or type a better place.
 * There are no SEO texts or per-activity placements on the table: SEO texts live on seo_pages (the back
 * office's SEO section), featured activities nowhere yet.
 */
export const OPERATOR_FIELDS = {
  slug: { operatorEdits: true },
  platformId: { operatorEdits: false },
  randomKey: { operatorEdits: false },
} as const satisfies { [C in NotEditable]?: { operatorEdits: boolean } };

export type OperatorField = keyof typeof OPERATOR_FIELDS;
export const OPERATOR_FIELD_NAMES = Object.keys(OPERATOR_FIELDS) as OperatorField[];

/**
 * A field a note of the review can be pinned to: a field of ACTIVITY_FIELDS (for one photo, `media` and
 * its media id). The form names them `note.<field>` and `note.media.<id>`.
 */
export const isActivityField = (value: string): value is ActivityField => Object.hasOwn(ACTIVITY_FIELDS, value);
