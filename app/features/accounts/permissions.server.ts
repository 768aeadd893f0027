import type { Actor, PortalPermission } from './actor.types.ts';

/** The permission matrix of portal part 1: operators (ADMIN) manage users and use the admin API. */
const ADMIN_ONLY: ReadonlySet<PortalPermission> = new Set(['users:invite', 'users:change-role', 'users:list', 'admin:api']);

export function may(actor: Actor | null, permission: PortalPermission): boolean {
  if (!actor) return false;
  if (ADMIN_ONLY.has(permission)) return actor.role === 'ADMIN';
  return true;
}

export class PermissionDenied extends Error {
  readonly permission: PortalPermission;
  constructor(permission: PortalPermission) {
    super(`not allowed: ${permission}`);
    this.permission = permission;
  }
}

/** Throws PermissionDenied unless the actor may; the API answers it with 403, a page with its notice. */
export function requirePermission(actor: Actor | null, permission: PortalPermission): asserts actor is Actor {
  if (!may(actor, permission)) throw new PermissionDenied(permission);
}
