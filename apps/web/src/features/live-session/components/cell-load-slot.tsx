import { type ComponentType, createContext, useContext } from 'react';
import type { SessionCommands } from './session-commands';

export interface CellLoadInfoProps {
  exerciseId: string;
  clientId: string;
  clientName: string;
  commands: SessionCommands;
}

/**
 * Where the trainer's screen puts the selected cell's load words (`CellLoadInfo`): the grid is
 * the TV's too, which never selects a cell, so the TV's first load leaves them out, and the
 * trainer's has them at hand with the grid, offline included.
 */
const CellLoadSlot = createContext<ComponentType<CellLoadInfoProps> | null>(null);

export const CellLoadSlotProvider = CellLoadSlot.Provider;

export function useCellLoadSlot(): ComponentType<CellLoadInfoProps> | null {
  return useContext(CellLoadSlot);
}
