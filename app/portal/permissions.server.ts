import type { Actor, PortalPermission } from './actor.ts';

/**
 * The portal's one answer to "may this actor do this (to that)" (architecture: every portal service
 * takes the actor and asks here). Two kinds of rule:
 * - permissions by role: operators (ADMIN) manage users, use the admin API, decide reviews and run the
 *   back office (decision 104);
 * - ownership: a USER acts only for the organisations linked to them, an ADMIN for any organisation.
 * The test matrix in permissions.server.test.ts walks every permission for every kind of actor.
 */
const ADMIN_ONLY: ReadonlySet<PortalPermission> = new Set([
  'users:invite',
  'users:change-role',
  'users:list',
  'admin:api',
  'review:decide',
  'backoffice:manage',
]);

export function may(actor: Actor | null, permission: PortalPermission): boolean {
  if (!actor) return false;
  if (ADMIN_ONLY.has(permission)) return actor.role === 'ADMIN';
  return true;
}

/** May the actor act for this organisation (see and change what belongs to it)? */
export function mayActFor(actor: Actor | null, organisationId: number | null | undefined): boolean {
  if (!actor || organisationId == null) return false;
  return actor.role === 'ADMIN' || actor.organisationIds.includes(organisationId);
}

/**
 * The organisations a query of this actor may read: `'any'` for an operator, else the ids linked to the
 * user (possibly none). Services put it in their WHERE so that a foreign id finds nothing.
 */
export function organisationScope(actor: Actor): 'any' | number[] {
  return actor.role === 'ADMIN' ? 'any' : actor.organisationIds;
}

export class PermissionDenied extends Error {
  readonly permission: PortalPermission;
  constructor(permission: PortalPermission) {
    super(`not allowed: ${permission}`);
    this.permission = permission;
  }
}

/**
 * Something the actor may not see, or that does not exist: the same answer for both (404), so a user who
 * changes an id learns nothing about other organisations.
 */
export class NotFoundForActor extends Error {
  constructor(what: string) {
    super(`not found: ${what}`);
  }
}

/** Throws PermissionDenied unless the actor may; the API answers it with 403, a page with its notice. */
export function requirePermission(actor: Actor | null, permission: PortalPermission): asserts actor is Actor {
  if (!may(actor, permission)) throw new PermissionDenied(permission);
}

/** Throws NotFoundForActor unless the actor may act for the organisation (answered 404). */
export function requireOrganisation(actor: Actor, organisationId: number | null | undefined, what: string): asserts organisationId is number {
  if (!mayActFor(actor, organisationId)) throw new NotFoundForActor(what);
}
