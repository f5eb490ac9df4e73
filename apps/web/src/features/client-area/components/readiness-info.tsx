import * as Popover from '@radix-ui/react-popover';
import type { ReactNode } from 'react';
import { clientAreaMessages as m, readyScreenMessages } from '@/messages';

/** The readiness card's info button and its popover (Radix Popover, positioned by floating-ui). */
export function ReadinessInfo({ icon, defaultOpen }: { icon: ReactNode; defaultOpen: boolean }) {
  return (
    <Popover.Root defaultOpen={defaultOpen}>
      <Popover.Trigger className="info-button" aria-label={readyScreenMessages.readinessInfo}>
        {icon}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content className="info-popover" sideOffset={6} collisionPadding={12}>
          <strong>{m.readinessInfoTitle}</strong>
          <p>{m.readinessInfo}</p>
          <Popover.Arrow className="info-popover-arrow" />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
