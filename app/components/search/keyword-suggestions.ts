import type { components } from '../../api-client/openapi.d.ts';

/**
 * Browser side of suggestions while typing (decision 105): GET /api/public/suggestions and the list the
 * keyword combobox offers. Types from the OpenAPI document (`npm run api:types`).
 */
export type SearchSuggestions = components['schemas']['SearchSuggestions'];
export type ActivitySuggestion = components['schemas']['ActivitySuggestion'];
export type CategorySuggestion = components['schemas']['CategorySuggestion'];
export type PlaceSuggestion = components['schemas']['PlaceSuggestion'];

/** One choice of the list, by kind: an activity opens its page, a category filters, a place sets the location. */
export type KeywordSuggestion =
  { kind: 'activity'; activity: ActivitySuggestion } | { kind: 'category'; category: CategorySuggestion } | { kind: 'place'; place: PlaceSuggestion };

export const SUGGESTIONS_PATH = '/api/public/suggestions';

/** The call answers from two characters and up to 100 (a longer text is not looked up). */
export function wantsSuggestions(text: string): boolean {
  const trimmed = text.replace(/\s+/g, ' ').trim();
  return trimmed.length >= 2 && trimmed.length <= 100 && !/\p{Cc}/u.test(trimmed);
}

export async function fetchSuggestions(text: string, signal?: AbortSignal): Promise<SearchSuggestions> {
  const response = await fetch(`${SUGGESTIONS_PATH}?${new URLSearchParams({ q: text.trim() })}`, { signal, headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`suggestions answered ${response.status}`);
  return (await response.json()) as SearchSuggestions;
}

/** The listbox key of a suggestion (unique across kinds). */
export function suggestionKey(suggestion: KeywordSuggestion): string {
  switch (suggestion.kind) {
    case 'activity':
      return `activity:${suggestion.activity.id}`;
    case 'category':
      return `category:${suggestion.category.id}`;
    case 'place':
      return `place:${suggestion.place.type}-${suggestion.place.id}`;
  }
}

/** Every suggestion of an answer in the order the list shows them: activities, categories, places. */
export function suggestionsFor(answer: SearchSuggestions | null): KeywordSuggestion[] {
  if (!answer) return [];
  return [
    ...answer.activities.map((activity) => ({ kind: 'activity' as const, activity })),
    ...answer.categories.map((category) => ({ kind: 'category' as const, category })),
    ...answer.places.map((place) => ({ kind: 'place' as const, place })),
  ];
}

/** Where choosing an activity goes. */
export function activityHref(activity: Pick<ActivitySuggestion, 'slug'>): string {
  return `/uitjes/${activity.slug}`;
}
