// The schema index: the one barrel file the house rules allow (docs/architecture.md#house-rule-8).
export * from './enums.ts';
export * from './platforms.ts';
export * from './geography.ts';
export * from './media.ts';
export * from './organisations.ts';
export * from './users.ts';
export * from './filters.ts';
export * from './activities.ts';
export * from './content.ts';
export * from './events.ts';
export * from './leads.ts';
export * from './relations.ts';
export * from './imports.ts';
export * from './notifications.ts';
export * from './versions.ts';
export * from './backfills.ts';
