import { liveSessionMessages as m } from '@levelup/shared';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { ReactNode } from 'react';
import { liveCoachingMessages as c } from '@/messages';
import { type MenuOpening, useMenuOpening } from './menu-opening';

/** The trainer panel's tools that open a dialog, all in the bottom bar's menu. */
export type PanelTool =
  | 'add-exercise'
  | 'remove-exercise'
  | 'settings'
  | 'teams'
  | 'notes'
  | 'lifestyle'
  | 'intensity'
  | 'suggest'
  | 'pr'
  | 'last'
  | 'pairing';

/** Read when the menu renders, so the labels are in the shown language. */
const tools = (): readonly { tool: PanelTool; label: string }[] => [
  { tool: 'add-exercise', label: m.addExercise },
  { tool: 'remove-exercise', label: m.removeExercise },
  { tool: 'suggest', label: c.suggest },
  { tool: 'pr', label: m.seePr },
  { tool: 'last', label: m.last },
  { tool: 'notes', label: m.notes },
  { tool: 'intensity', label: m.intensity },
  { tool: 'lifestyle', label: m.lifestyle },
  { tool: 'pairing', label: m.pairing },
  { tool: 'settings', label: m.settings },
  { tool: 'teams', label: m.changeTeams },
];

interface ToolsMenuProps {
  /** The trigger's content. */
  icon: ReactNode;
  onTool(tool: PanelTool): void;
  openedBy?: MenuOpening;
}

/**
 * The bottom bar's menu: the tools a coach reaches for a few times a session, folded away so the
 * bar stays one row on a tablet with the steppers, the timer and the stations in reach.
 */
export function ToolsMenu({ icon, onTool, openedBy }: ToolsMenuProps) {
  const { trigger, defaultOpen } = useMenuOpening(openedBy);
  return (
    <DropdownMenu.Root defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger
        ref={trigger}
        className="session-btn tools-trigger"
        aria-label={m.moreTools}
      >
        {icon}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          className="session-menu tools-menu"
          side="top"
          align="end"
          sideOffset={6}
          collisionPadding={8}
        >
          {tools().map(({ tool, label }) => (
            <DropdownMenu.Item
              key={tool}
              className="session-menu-item"
              onSelect={() => onTool(tool)}
            >
              {label}
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Separator className="session-menu-separator" />
          <DropdownMenu.Item className="session-menu-item" disabled>
            {m.gameOfTheDay} <small>({m.comingSoon})</small>
          </DropdownMenu.Item>
          <DropdownMenu.Item className="session-menu-item" disabled>
            {m.customExercise} <small>({m.comingSoon})</small>
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
