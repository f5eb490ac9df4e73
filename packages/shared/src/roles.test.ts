import { describe, expect, it } from 'vitest';
import {
  GUARD_ROLES,
  guardRoleToRole,
  hasAnyRole,
  hasAtLeastRole,
  hasRole,
  homeRouteForRole,
  isAdminOrHigher,
  isClient,
  isRole,
  isSuperadmin,
  isTrainerOrHigher,
  passesGuard,
  ROLE_DESCRIPTIONS,
  ROLE_ORDER,
  type Role,
  roleSchema,
} from './roles';

// Values a caller may hold before the user is loaded, or from an untrusted source.
const absent = [null, undefined] as const;
const unknownRole = 'owner' as unknown as Role;

describe('role order', () => {
  it('runs client < trainer < admin < superadmin', () => {
    expect(ROLE_ORDER).toEqual(['client', 'trainer', 'admin', 'superadmin']);
  });

  it('parses only the four roles', () => {
    expect(roleSchema.parse('admin')).toBe('admin');
    expect(roleSchema.safeParse('owner').success).toBe(false);
    expect(isRole('trainer')).toBe(true);
    expect(isRole('master-trainer')).toBe(false);
    expect(isRole(undefined)).toBe(false);
  });
});

describe('hasAtLeastRole', () => {
  it('admits the role and every role above it', () => {
    expect(hasAtLeastRole('trainer', 'trainer')).toBe(true);
    expect(hasAtLeastRole('admin', 'trainer')).toBe(true);
    expect(hasAtLeastRole('superadmin', 'client')).toBe(true);
    expect(hasAtLeastRole('client', 'trainer')).toBe(false);
    expect(hasAtLeastRole('admin', 'superadmin')).toBe(false);
  });

  it('refuses absent and unknown roles', () => {
    for (const role of [...absent, unknownRole]) {
      expect(hasAtLeastRole(role, 'client')).toBe(false);
    }
  });
});

describe('hasRole and hasAnyRole', () => {
  it('match exactly', () => {
    expect(hasRole('admin', 'admin')).toBe(true);
    expect(hasRole('superadmin', 'admin')).toBe(false);
    expect(hasAnyRole('trainer', ['client', 'trainer'])).toBe(true);
    expect(hasAnyRole('admin', ['client', 'trainer'])).toBe(false);
    expect(hasAnyRole('admin', [])).toBe(false);
  });

  it('refuse absent and unknown roles', () => {
    for (const role of [...absent, unknownRole]) {
      expect(hasRole(role, 'client')).toBe(false);
      expect(hasAnyRole(role, [...ROLE_ORDER])).toBe(false);
    }
  });
});

describe('shorthand checks', () => {
  const table: [Role | null | undefined, boolean, boolean, boolean, boolean][] = [
    // role, trainerOrHigher, adminOrHigher, superadmin, client
    ['client', false, false, false, true],
    ['trainer', true, false, false, false],
    ['admin', true, true, false, false],
    ['superadmin', true, true, true, false],
    [null, false, false, false, false],
    [undefined, false, false, false, false],
    [unknownRole, false, false, false, false],
  ];

  it.each(table)('%s', (role, trainer, admin, superadmin, client) => {
    expect(isTrainerOrHigher(role)).toBe(trainer);
    expect(isAdminOrHigher(role)).toBe(admin);
    expect(isSuperadmin(role)).toBe(superadmin);
    expect(isClient(role)).toBe(client);
  });
});

describe('descriptions and display names', () => {
  it('use the spec wording', () => {
    expect(ROLE_DESCRIPTIONS.client).toBe(
      'Access to personal training sessions and progress tracking',
    );
    expect(ROLE_DESCRIPTIONS.trainer).toBe(
      'Access to training system, client management, and workout creation',
    );
    expect(ROLE_DESCRIPTIONS.admin).toBe(
      'Full system access including user management and system settings',
    );
    expect(ROLE_DESCRIPTIONS.superadmin).toBe(
      'Complete system control including tenant management and global settings',
    );
  });
});

describe('guard vocabulary', () => {
  it('maps the Manage Clients names onto roles', () => {
    expect(guardRoleToRole('trainer')).toBe('trainer');
    expect(guardRoleToRole('master-trainer')).toBe('admin');
    expect(guardRoleToRole('super-trainer')).toBe('superadmin');
  });

  it('reads the Manage Clients guard as trainer or higher', () => {
    for (const role of ROLE_ORDER) {
      expect(passesGuard(role, GUARD_ROLES)).toBe(isTrainerOrHigher(role));
    }
    expect(passesGuard(null, GUARD_ROLES)).toBe(false);
    expect(passesGuard('admin', ['super-trainer'])).toBe(false);
    expect(passesGuard('trainer', [])).toBe(false);
  });
});

describe('homeRouteForRole', () => {
  it('sends trainer or higher to /trainer and everyone else to /client', () => {
    expect(homeRouteForRole('client')).toBe('/client');
    expect(homeRouteForRole('trainer')).toBe('/trainer');
    expect(homeRouteForRole('admin')).toBe('/trainer');
    expect(homeRouteForRole('superadmin')).toBe('/trainer');
    expect(homeRouteForRole(null)).toBe('/client');
    expect(homeRouteForRole(undefined)).toBe('/client');
    expect(homeRouteForRole(unknownRole)).toBe('/client');
  });
});
