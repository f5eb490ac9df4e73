import type { User } from '@levelup/shared';
import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SessionStoreProvider } from '@/lib/realtime/session-store';
import { AlertProvider } from '@/ui/alert-dialog';
import { CellLoadInfo } from '../components/cell-load-info';
import { CellLoadSlotProvider } from '../components/cell-load-slot';
import { SessionCommandsProvider } from '../components/session-commands';
import { AuthAs, coach } from './auth-as';
import type { fakeSession } from './fake-session';

/**
 * Renders live-session screens over a fake session, inside the providers the trainer's page gives them,
 * seen by `user` (a coach in kg unless said; null: nobody signed in, as on the TV).
 */
export function renderSession(
  session: ReturnType<typeof fakeSession>,
  children: ReactNode,
  { user = coach() }: { user?: User | null } = {},
) {
  return render(
    <AuthAs user={user}>
      <AlertProvider>
        <SessionStoreProvider source={session.socket}>
          <SessionCommandsProvider socket={session.socket}>
            {/* The trainer's screen puts the selected cell's load words in the grid. */}
            <CellLoadSlotProvider value={CellLoadInfo}>{children}</CellLoadSlotProvider>
          </SessionCommandsProvider>
        </SessionStoreProvider>
      </AlertProvider>
    </AuthAs>,
  );
}

/** Picks a tool from the bottom bar's menu, as a tap does. */
export async function pickTool(name: string) {
  fireEvent.pointerDown(screen.getByRole('button', { name: 'More tools' }), { button: 0 });
  fireEvent.click(await screen.findByRole('menuitem', { name }));
}
