import { liveSessionMessages as m } from '@levelup/shared';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { type ReactNode, useEffect, useRef, useState } from 'react';

export interface SessionMenuProps {
  /** The trigger's content (the menu icon). */
  icon: ReactNode;
  onCreateWorkout: () => void;
  onSelectWorkout: () => void;
  onManageClients: () => void;
  /**
   * How the user opened the menu before its code arrived: it opens as Radix would have opened it
   * then (a key replays on the trigger, so a keyboard opening focuses the first item).
   */
  openedBy?: { pointer: true } | { key: string };
}

/** The header's menu: Create Workout, Select Workout, Manage Clients. */
export function SessionMenu({
  icon,
  onCreateWorkout,
  onSelectWorkout,
  onManageClients,
  openedBy,
}: SessionMenuProps) {
  const trigger = useRef<HTMLButtonElement>(null);
  // Replayed once, on the first mount: the menu then behaves as Radix's own from the start.
  const [replay] = useState(openedBy);
  useEffect(() => {
    const button = trigger.current;
    if (!button || !replay || !('key' in replay)) return;
    button.focus();
    button.dispatchEvent(
      new KeyboardEvent('keydown', { key: replay.key, bubbles: true, cancelable: true }),
    );
  }, [replay]);
  return (
    <DropdownMenu.Root defaultOpen={replay !== undefined && 'pointer' in replay}>
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
