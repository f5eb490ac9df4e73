/**
 * Parts of the live screen that other work builds (CONTRACTS): each slot renders nothing until
 * the lead wires the real part at merge.
 * - `TimerTileSlot`: w9's `TimerTile` from `live-session/timer` (trainer mode, `onSync` sends
 *   `timer:sync` through the session socket).
 * - `ClockTileSlot`: w9's `SessionClockTile` from `live-session/clock`.
 * - `ConnectDialogSlot`: w9's `ConnectScreenDialog` from `live-session/connect`.
 * - `WorkoutPickerSlot`: w10's `WorkoutPickerDialog` from `features/workouts`.
 */
import type { TimerSync } from '@levelup/shared/timer';

export function TimerTileSlot(_props: {
  sessionId: string;
  mode: 'trainer';
  onSync: (sync: TimerSync) => void;
}) {
  return null;
}

export function ClockTileSlot(_props: { startedAt: string | null }) {
  return null;
}

export function ConnectDialogSlot(_props: {
  sessionId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  connectedScreenId: string | null;
}) {
  return null;
}

export function WorkoutPickerSlot(_props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return null;
}
