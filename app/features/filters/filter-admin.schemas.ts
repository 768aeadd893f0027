import { z } from 'zod';
import { MAX_DATABASE_ID } from '../../config/database-id.ts';

/**
 * The operators' forms for filter groups and filters (decision 104), for the back-office pages and the
 * service alike. Messages are catalogue keys (portal.backOffice.filters.errors.*).
 */
export const FILTER_ADMIN_LIMITS = { nameMax: 100, descriptionMax: 1000, orderMax: 100_000 } as const;
const L = FILTER_ADMIN_LIMITS;
const E = 'portal.backOffice.filters.errors';

const name = z.string(`${E}.name`).trim().min(1, `${E}.name`).max(L.nameMax, `${E}.name`);
const id = (message: string) => z.coerce.number(message).int(message).positive(message).max(MAX_DATABASE_ID, message);
const ticked = z.preprocess((value) => value === 'on' || value === 'true' || value === true, z.boolean());

// Field names name what they are (groupName, filterName): the form's error summary labels them by name.
export const FilterGroupFormSchema = z.object({
  groupName: name,
  order: z.coerce.number(`${E}.order`).int(`${E}.order`).min(0, `${E}.order`).max(L.orderMax, `${E}.order`).default(0),
  removeImage: ticked.optional(),
  removeHeaderImage: ticked.optional(),
});
export type FilterGroupForm = z.output<typeof FilterGroupFormSchema>;

export const FilterFormSchema = z.object({
  filterName: name,
  description: z
    .string()
    .trim()
    .max(L.descriptionMax, `${E}.description`)
    .optional()
    .transform((value) => value || null),
  filterGroupId: id(`${E}.filterGroupId`),
  removeImage: ticked.optional(),
});
export type FilterForm = z.output<typeof FilterFormSchema>;

/** Moving a group one place up or down in the platform's order. */
export const MoveGroupSchema = z.object({ groupId: id(`${E}.unknown`), direction: z.enum(['up', 'down'], `${E}.unknown`) });

/** Removing a filter: the second step carries `confirmed` (after the page said how many activities use it). */
export const RemoveFilterSchema = z.object({ filterId: id(`${E}.unknown`), confirmed: ticked.optional() });
export const RemoveGroupSchema = z.object({ groupId: id(`${E}.unknown`) });

/** What an image field of a form asks for: keep the current image, take a new upload, or none. */
export type ImageChange = { kind: 'keep' } | { kind: 'set'; mediaId: number } | { kind: 'remove' };

export type FilterAdminError = 'duplicate-name' | 'unknown-group' | 'invalid-image' | 'group-not-empty';

/** What the back office shows of groups and filters (filter-admin.server.ts reads them). */
export interface AdminImage {
  id: number;
  url: string;
  alt: string | null;
}

export interface FilterAdminRow {
  id: number;
  name: string;
  description: string | null;
  filterGroupId: number;
  image: AdminImage | null;
  /** Activities (originals; an edit copy counts as its original) that carry the filter, public or not. */
  activityCount: number;
}

export interface FilterGroupAdminRow {
  id: number;
  name: string;
  order: number;
  image: AdminImage | null;
  headerImage: AdminImage | null;
  filters: FilterAdminRow[];
}
