import type { ActivityContent } from './activity-editing.schemas.ts';

/** What the provider's editor and the review screens show of an activity (decision 104). */

export type EditingState = 'draft' | 'submitted' | 'rejected' | 'approved' | 'draft-edit' | 'pending-edit' | 'rejected-edit';

/**
 * Where an activity stands for its provider, from its original row and its edit copy (if any): the
 * editor's status box and the dashboard's list say the same thing.
 */
export function editingStateOf(
  original: { approved: boolean; approvalStatus: string | null; submittedAt: Date | string | null },
  copy: { approvalStatus: string | null; submittedAt: Date | string | null } | null,
): EditingState {
  if (original.approved) {
    if (!copy) return 'approved';
    if (copy.approvalStatus === 'REJECTED') return 'rejected-edit';
    return copy.submittedAt ? 'pending-edit' : 'draft-edit';
  }
  if (original.approvalStatus === 'REJECTED') return 'rejected';
  return original.submittedAt ? 'submitted' : 'draft';
}

export interface EditorMedia {
  mediaId: number | null;
  type: 'IMAGE' | 'VIDEO';
  url: string;
  alt: string;
}

export interface EditorPlace {
  id: number;
  name: string;
}

export interface EditableActivity {
  /** The original's id: the editor's address, whatever row holds the working version. */
  id: number;
  organisationId: number;
  organisationName: string;
  platformId: number;
  platformName: string;
  platformDomain: string;
  platformHostFragments: string[];
  /** ISO 3166 code of the platform's country: what "in the own country" (ORIGIN_COUNTRY) means for this activity. */
  platformCountryCode: string;
  /** The live slug (the public URL while approved). */
  slug: string;
  liveTitle: string;
  online: boolean;
  state: EditingState;
  reviewComment: string | null;
  /** The version of the working row: a save names it. */
  version: number;
  updatedAt: Date;
  content: ActivityContent;
  media: EditorMedia[];
  places: { cities: EditorPlace[]; provinces: EditorPlace[]; regions: EditorPlace[] };
}
