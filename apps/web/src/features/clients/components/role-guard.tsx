import { GUARD_ROLE_TO_ROLE, type GuardRole } from '@levelup/shared';
import type { ReactNode } from 'react';
import { useAuth } from '@/lib/auth/auth-provider';
import { manageClientsMessages as m, manageClientsExtraMessages as x } from '@/messages';

interface RoleGuardProps {
  /** The guard's vocabulary (trainer, master-trainer, super-trainer), as spec 2 lists it. */
  allowedRoles: readonly GuardRole[];
  /** Show the 'Access Denied' box to others; otherwise they see nothing. */
  showAccessDenied?: boolean;
  children: ReactNode;
}

/**
 * Shows its content only to the allowed roles. The guard's names map onto the app's roles
 * (master-trainer is admin, super-trainer is superadmin; DESIGN 4.1).
 */
export function RoleGuard({ allowedRoles, showAccessDenied = false, children }: RoleGuardProps) {
  const { user } = useAuth();
  const allowed = allowedRoles.map((role) => GUARD_ROLE_TO_ROLE[role]);
  if (user && allowed.includes(user.role)) return <>{children}</>;
  if (!showAccessDenied) return null;
  const required = allowed.map((role) => x.roleNames[role]).join(', ');
  const own = user ? x.roleNames[user.role] : '—';
  return (
    <section className="access-denied" role="alert">
      <h1>{m.accessDeniedTitle}</h1>
      <p>{m.accessDenied}</p>
      <p className="access-denied-roles">{x.requiredRole(required, own)}</p>
    </section>
  );
}
