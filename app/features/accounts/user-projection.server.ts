import { roles, users } from '../../../db/schema/index.ts';
import type { UserListItem } from './accounts.types.ts';

/**
 * A user as the operators' screens show them (the users list and one user's page), in one place: the
 * columns to select (with the roles table joined) and the row made into what the screens show. The
 * password columns are read only to tell an invited user (no password yet) and never leave this function.
 */
export const USER_ITEM_COLUMNS = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  role: roles.name,
  active: users.active,
  password: users.password,
  oldPassword: users.oldPassword,
  totpEnabledAt: users.totpEnabledAt,
};

type UserItemRow = {
  [K in keyof typeof USER_ITEM_COLUMNS]:
    (typeof USER_ITEM_COLUMNS)[K]['_']['data'] | ((typeof USER_ITEM_COLUMNS)[K]['_']['notNull'] extends true ? never : null);
};

export function userItemOf(row: UserItemRow): UserListItem {
  return {
    id: row.id,
    email: row.email,
    name: [row.firstName, row.lastName].filter(Boolean).join(' '),
    role: row.role,
    active: row.active,
    invited: !row.active && !row.password && !row.oldPassword,
    secondFactor: row.totpEnabledAt !== null,
  };
}
