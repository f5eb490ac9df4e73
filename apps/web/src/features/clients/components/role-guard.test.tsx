import type { Role } from '@levelup/shared';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RoleGuard } from './role-guard';

let role: Role | null = 'client';
vi.mock('@/lib/auth/auth-provider', () => ({
  useAuth: () => ({ user: role ? { role } : null }),
}));

afterEach(cleanup);

const allowed = ['trainer', 'master-trainer', 'super-trainer'] as const;

describe('RoleGuard', () => {
  it('shows the content to trainer, admin (master trainer) and superadmin (super trainer)', () => {
    for (const r of ['trainer', 'admin', 'superadmin'] as const) {
      role = r;
      render(<RoleGuard allowedRoles={allowed}>secret</RoleGuard>);
      expect(screen.getByText('secret')).toBeTruthy();
      cleanup();
    }
  });

  it('shows others nothing, or the Access Denied box with both roles', () => {
    role = 'client';
    const { container } = render(<RoleGuard allowedRoles={allowed}>secret</RoleGuard>);
    expect(container.textContent).toBe('');
    cleanup();
    render(
      <RoleGuard allowedRoles={allowed} showAccessDenied>
        secret
      </RoleGuard>,
    );
    expect(screen.queryByText('secret')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Access Denied' })).toBeTruthy();
    expect(screen.getByText("You don't have permission to view this content.")).toBeTruthy();
    expect(
      screen.getByText('Required role: Trainer, Master Trainer, Super Trainer. Your role: Client.'),
    ).toBeTruthy();
  });
});
