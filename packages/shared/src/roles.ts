import { z } from 'zod/mini';

/** Roles, ordered lowest to highest. */
export const ROLE_ORDER = ['client', 'trainer', 'admin', 'superadmin'] as const;
export const roleSchema = z.enum(ROLE_ORDER);
export type Role = z.infer<typeof roleSchema>;

type MaybeRole = Role | null | undefined;

/** Rank of a role in ROLE_ORDER, or -1 for a missing or unknown value. */
function rank(role: MaybeRole): number {
  return role ? ROLE_ORDER.indexOf(role) : -1;
}

export function isRole(value: unknown): value is Role {
  return roleSchema.safeParse(value).success;
}

export function hasAtLeastRole(role: MaybeRole, min: Role): boolean {
  const r = rank(role);
  return r >= 0 && r >= rank(min);
}

export function hasRole(role: MaybeRole, exact: Role): boolean {
  return rank(role) >= 0 && role === exact;
}

export function hasAnyRole(role: MaybeRole, roles: readonly Role[]): boolean {
  return rank(role) >= 0 && roles.includes(role as Role);
}

export const isTrainerOrHigher = (role: MaybeRole): boolean => hasAtLeastRole(role, 'trainer');
export const isAdminOrHigher = (role: MaybeRole): boolean => hasAtLeastRole(role, 'admin');
export const isSuperadmin = (role: MaybeRole): boolean => hasRole(role, 'superadmin');
export const isClient = (role: MaybeRole): boolean => hasRole(role, 'client');

export const ROLE_DESCRIPTIONS: Record<Role, string> = {
  client: 'Access to personal training sessions and progress tracking',
  trainer: 'Access to training system, client management, and workout creation',
  admin: 'Full system access including user management and system settings',
  superadmin: 'Complete system control including tenant management and global settings',
};

/** The Manage Clients guard's vocabulary (spec 2, section 2). */
export const GUARD_ROLES = ['trainer', 'master-trainer', 'super-trainer'] as const;
export const guardRoleSchema = z.enum(GUARD_ROLES);
export type GuardRole = z.infer<typeof guardRoleSchema>;

export const GUARD_ROLE_TO_ROLE: Record<GuardRole, Role> = {
  trainer: 'trainer',
  'master-trainer': 'admin',
  'super-trainer': 'superadmin',
};

export function guardRoleToRole(guardRole: GuardRole): Role {
  return GUARD_ROLE_TO_ROLE[guardRole];
}

/**
 * Whether a role passes a guard listing guard roles. Each guard role admits its role and every
 * role above it, so the Manage Clients list (trainer, master-trainer, super-trainer) means
 * "trainer or higher" (design 4.1).
 */
export function passesGuard(role: MaybeRole, allowed: readonly GuardRole[]): boolean {
  return allowed.some((g) => hasAtLeastRole(role, guardRoleToRole(g)));
}

export type HomeRoute = '/trainer' | '/client';

export function homeRouteForRole(role: MaybeRole): HomeRoute {
  return isTrainerOrHigher(role) ? '/trainer' : '/client';
}
