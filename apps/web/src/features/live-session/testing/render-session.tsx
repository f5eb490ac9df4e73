import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SessionStoreProvider } from '@/lib/realtime/session-store';
import { AlertProvider } from '@/ui/alert-dialog';
import { SessionCommandsProvider } from '../components/session-commands';
import type { fakeSession } from './fake-session';

/** Renders live-session screens over a fake session, inside the providers the page gives them. */
export function renderSession(session: ReturnType<typeof fakeSession>, children: ReactNode) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <AlertProvider>
        <SessionStoreProvider source={session.socket}>
          <SessionCommandsProvider socket={session.socket}>{children}</SessionCommandsProvider>
        </SessionStoreProvider>
      </AlertProvider>
    </QueryClientProvider>,
  );
}

/** Picks a tool from the bottom bar's menu, as a tap does. */
export async function pickTool(name: string) {
  fireEvent.pointerDown(screen.getByRole('button', { name: 'More tools' }), { button: 0 });
  fireEvent.click(await screen.findByRole('menuitem', { name }));
}
