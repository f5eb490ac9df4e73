import { liveSessionMessages as m } from '@levelup/shared';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { ReactNode } from 'react';
import { type MenuOpening, useMenuOpening } from './menu-opening';

interface SessionMenuProps {
  /** The trigger's content (the menu icon). */
  icon: ReactNode;
  onCreateWorkout: () => void;
  onSelectWorkout: () => void;
  onManageClients: () => void;
  /** How the menu was opened before its code arrived (`LazyMenuButton`). */
  openedBy?: MenuOpening;
}

/** The header's menu: Create Workout, Select Workout, Manage Clients. */
export function SessionMenu({
  icon,
  onCreateWorkout,
  onSelectWorkout,
  onManageClients,
  openedBy,
}: SessionMenuProps) {
  const { trigger, defaultOpen } = useMenuOpening(openedBy);
  return (
    <DropdownMenu.Root defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger ref={trigger} className="session-btn icon" aria-label={m.menu}>
        {icon}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="session-menu" align="start" sideOffset={6}>
          <DropdownMenu.Item className="session-menu-item" onSelect={onCreateWorkout}>
            {m.createWorkout}
          </DropdownMenu.Item>
          <DropdownMenu.Item className="session-menu-item" onSelect={onSelectWorkout}>
            {m.selectWorkout}
          </DropdownMenu.Item>
          <DropdownMenu.Item className="session-menu-item" onSelect={onManageClients}>
            {m.manageClients}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
