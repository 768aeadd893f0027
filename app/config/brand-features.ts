import type { BrandKind } from './platforms.ts';

/**
 * What the journey screens show per brand kind (screens.md 2), in one place (house rule 7): components
 * ask here instead of testing platform ids.
 */
export interface JourneyFeatures {
  /** Home hero dropdown: company types (a filter group) or the filters of the group 'Activiteiten'. */
  heroDropdown: 'companyTypes' | 'activityFilters';
  /** Home category cards: one per filter group, or one per filter of 'Activiteiten'. */
  categoryCards: 'filterGroups' | 'activityFilters';
  /** Home block of new activities (company brands only). */
  newActivities: boolean;
  /** Detail tab 'current' with the organisation's events (kids only). */
  currentEvents: boolean;
}

/** The filter group whose filters the kids brand offers on the home page. */
export const ACTIVITY_FILTER_GROUP = 'Activiteiten';

const FEATURES: Record<BrandKind, JourneyFeatures> = {
  company: { heroDropdown: 'companyTypes', categoryCards: 'filterGroups', newActivities: true, currentEvents: false },
  kids: { heroDropdown: 'activityFilters', categoryCards: 'activityFilters', newActivities: false, currentEvents: true },
  unknown: { heroDropdown: 'companyTypes', categoryCards: 'filterGroups', newActivities: true, currentEvents: false },
};

export function journeyFeatures(kind: BrandKind): JourneyFeatures {
  return FEATURES[kind];
}
