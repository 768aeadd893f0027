/** A user as the operators' list shows it (listUsers on the server, the users screen in the browser). */
export interface UserListItem {
  id: number;
  email: string;
  name: string;
  role: 'ADMIN' | 'USER';
  active: boolean;
  /** Invited and not yet accepted: no password yet. */
  invited: boolean;
  secondFactor: boolean;
}

/** The columns an operator can sort the users list by (decision 104): the server sorts, the screen offers them. */
export const USER_SORTS = ['role', 'email', 'name', 'created'] as const;
export type UserSort = (typeof USER_SORTS)[number];
