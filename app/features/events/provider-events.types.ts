/**
 * Shapes of the provider's event screens and the operators' review (decision 104), shared by the service
 * (provider-events.server.ts), the routes and the components.
 *
 * Where an event stands in review (docs/decisions/104):
 * - draft: new, not yet submitted; submitted: new, waiting for an operator; rejected: new, sent back;
 * - approved: published (the agenda shows it while it is switched on), nothing waiting;
 * - changes-draft / changes-submitted / changes-rejected: a published event with changes that the agenda
 *   does not show yet (pending_changes), not yet submitted / waiting / sent back.
 */
export type EventReviewState = 'draft' | 'submitted' | 'rejected' | 'approved' | 'changes-draft' | 'changes-submitted' | 'changes-rejected';

/** One row of the provider's list. */
export interface ProviderEventRow {
  id: number;
  /** The title being worked on (the pending one when there are changes). */
  title: string;
  organisationName: string;
  platformName: string;
  startDate: Date;
  /** On the agenda right now (switched on and approved). */
  online: boolean;
  state: EventReviewState;
  updatedAt: Date;
}

export interface EventCityOption {
  id: number;
  name: string;
  province: string | null;
}

/** The editor's form values: dates as `<input type="datetime-local">` wants them (Europe/Amsterdam). */
export interface EventFormValues {
  title: string;
  startDate: string;
  endDate: string;
  cityId: string;
  website: string;
  description: string;
}

export interface EventImageRef {
  id: number;
  url: string;
}

/** Everything the editor of one event shows. */
export interface EditableEvent {
  id: number;
  organisationId: number;
  organisationName: string;
  platformName: string;
  /** The agenda's address of the platform (the provider may look at the live event there). */
  platformDomain: string;
  /** The title the agenda shows now (null while never published). */
  liveTitle: string | null;
  online: boolean;
  /** Published once: it may be switched on again without review. */
  published: boolean;
  state: EventReviewState;
  reviewComment: string | null;
  /** The version a save names (optimistic locking). */
  version: number;
  values: EventFormValues;
  image: EventImageRef | null;
  cities: EventCityOption[];
}

/** Where a new event goes: the organisation, its platform's cities. */
export interface NewEventContext {
  organisationId: number;
  organisationName: string;
  platformName: string;
  cities: EventCityOption[];
}

/** An organisation the actor may add events for (on a platform with an agenda). */
export interface EventOrganisationOption {
  id: number;
  name: string;
  platformName: string;
}

/** An event's fields as the review screen compares them (the description as a reviewer reads it: rendering/review-text.ts). */
export interface ReviewFields {
  title: string;
  startDate: string;
  endDate: string | null;
  city: string | null;
  website: string | null;
  description: string;
  imageUrl: string | null;
}

export const REVIEW_FIELD_NAMES = ['title', 'startDate', 'endDate', 'city', 'website', 'description', 'imageUrl'] as const satisfies ReadonlyArray<
  keyof ReviewFields
>;

/** One event waiting for an operator: a new one (no live fields) or changes to a published one. */
export interface ReviewItem {
  id: number;
  version: number;
  kind: 'new' | 'changes';
  organisationName: string;
  platformName: string;
  submittedAt: Date;
  editedBy: string | null;
  /** The operator's comment of an earlier rejection. */
  previousComment: string | null;
  live: ReviewFields | null;
  proposed: ReviewFields;
  /** The fields that differ (all of them for a new event). */
  changed: Array<(typeof REVIEW_FIELD_NAMES)[number]>;
}

export type EventCommandError = 'conflict' | 'invalid-city' | 'invalid-image' | 'nothing-to-submit' | 'not-published' | 'not-submitted';
export type EventCommandResult<T extends object = object> = ({ ok: true } & T) | { ok: false; error: EventCommandError };
