import type { Selection } from '@levelup/shared/session';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import type { SessionSocket } from '@/lib/realtime/session-socket';

/**
 * What the trainer's controls do to the open session: send an op (applied at once, queued
 * offline), and set this device's selection. The selection lives in the session state like
 * everything else, applied on this device only (the silent block) and relayed to the other
 * devices as presence, so it never enters the op log. A cast grid has no commands.
 */
export interface SessionCommands {
  sendOp: SessionSocket['sendOp'];
  select(selection: Selection): void;
}

const SessionCommandsContext = createContext<SessionCommands | null>(null);

function commandsFor(
  socket: Pick<SessionSocket, 'sendOp' | 'silently' | 'sendSelection'>,
): SessionCommands {
  return {
    sendOp: socket.sendOp,
    select(selection) {
      socket.silently(() => socket.sendOp('selection:set', selection));
      socket.sendSelection(selection);
    },
  };
}

export function SessionCommandsProvider({
  socket,
  children,
}: {
  socket: Pick<SessionSocket, 'sendOp' | 'silently' | 'sendSelection'>;
  children: ReactNode;
}) {
  const commands = useMemo(() => commandsFor(socket), [socket]);
  return (
    <SessionCommandsContext.Provider value={commands}>{children}</SessionCommandsContext.Provider>
  );
}

/** The open session's commands; null in a read-only (cast) grid. */
export function useSessionCommands(): SessionCommands | null {
  return useContext(SessionCommandsContext);
}

/** The commands, for controls that only exist on the trainer's screen. */
export function useTrainerCommands(): SessionCommands {
  const commands = useContext(SessionCommandsContext);
  if (!commands)
    throw new Error('useTrainerCommands must be used inside <SessionCommandsProvider>');
  return commands;
}
