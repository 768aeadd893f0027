import { describe, expect, it } from 'vitest';
import type { Actor, PortalPermission } from './actor.ts';
import { may, mayActFor, organisationScope } from './permissions.server.ts';

// The whole matrix of "may this actor do this (to that)": anonymous, a USER of organisation A, a USER of
// organisation B, an ADMIN, against every permission and against both organisations.

const actor = (role: Actor['role'], organisationIds: number[]): Actor => ({
  userId: 1,
  role,
  email: 'x@example.org',
  firstName: null,
  lastName: null,
  locale: 'nl',
  sessionId: 1,
  secondFactor: false,
  organisationIds,
});
const A = 10;
const B = 20;
const actors = { anonymous: null, userOfA: actor('USER', [A]), userOfB: actor('USER', [B]), admin: actor('ADMIN', []) } as const;
const PERMISSIONS: PortalPermission[] = ['users:invite', 'users:change-role', 'users:list', 'admin:api', 'review:decide', 'backoffice:manage'];

describe('may', () => {
  it.each(PERMISSIONS)('%s: only an operator', (permission) => {
    expect(may(actors.anonymous, permission)).toBe(false);
    expect(may(actors.userOfA, permission)).toBe(false);
    expect(may(actors.userOfB, permission)).toBe(false);
    expect(may(actors.admin, permission)).toBe(true);
  });
});

describe('mayActFor and organisationScope', () => {
  it('lets a user act for their own organisations only, an operator for any, nobody for none', () => {
    expect([A, B].map((id) => mayActFor(actors.anonymous, id))).toEqual([false, false]);
    expect([A, B].map((id) => mayActFor(actors.userOfA, id))).toEqual([true, false]);
    expect([A, B].map((id) => mayActFor(actors.userOfB, id))).toEqual([false, true]);
    expect([A, B].map((id) => mayActFor(actors.admin, id))).toEqual([true, true]);
    expect(mayActFor(actors.admin, null)).toBe(false);
    expect(organisationScope(actors.userOfA)).toEqual([A]);
    expect(organisationScope(actors.admin)).toBe('any');
  });
});
