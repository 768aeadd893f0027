import type { BrandKind } from '../../../config/brand.ts';

/** Which labels an activity card shows per brand (screens.md 2: persons on company brands; age and indoor/outdoor on kids). */
export type CardLabel = 'persons' | 'age' | 'indoorOutdoor';

const CARD_LABELS: Record<BrandKind, CardLabel[]> = {
  company: ['persons'],
  kids: ['age', 'indoorOutdoor'],
  unknown: ['persons'],
};

export function cardLabels(kind: BrandKind): CardLabel[] {
  return CARD_LABELS[kind];
}

/** Title length on a card: 45 characters, 70 when the viewport is 750-1200 px wide (screens.md 2). */
export const CARD_TITLE_MAX = 45;
export const CARD_TITLE_MAX_MEDIUM = 70;
export const CARD_TITLE_MEDIUM_QUERY = '(min-width: 750px) and (max-width: 1200px)';
