import { TIMER_FLASH_LAST_MS } from '@levelup/shared';
import {
  displaySeconds,
  isRunningPhase,
  normaliseTimerConfig,
  type TimerConfig,
  type TimerPhase,
} from '@levelup/shared/timer';

/** The face's time, m:ss, in whole seconds rounded up (2.1 s left shows 0:03). */
export function formatTimerTime(remainingMs: number): string {
  const seconds = displaySeconds(remainingMs);
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}

/** The last 5 s of a running phase flash the border. */
export function isFlashing(phase: TimerPhase, remainingMs: number): boolean {
  return isRunningPhase(phase) && remainingMs > 0 && remainingMs <= TIMER_FLASH_LAST_MS;
}

/** Where a tablet keeps the coach's timer config between sessions. */
export const TIMER_CONFIG_KEY = 'levelup.timer.config';

export function loadTimerConfig(storage: Pick<Storage, 'getItem'> | null): TimerConfig {
  try {
    const raw = storage?.getItem(TIMER_CONFIG_KEY);
    return normaliseTimerConfig(raw ? JSON.parse(raw) : null);
  } catch {
    return normaliseTimerConfig(null);
  }
}

export function saveTimerConfig(storage: Pick<Storage, 'setItem'> | null, config: TimerConfig) {
  try {
    storage?.setItem(TIMER_CONFIG_KEY, JSON.stringify(config));
  } catch {
    // Not kept: the config lasts for this page.
  }
}

export function localStorageOrNull(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
