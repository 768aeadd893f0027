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
