import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { createTimerAudio, type TimerAudio } from '../model/timer-audio';
import {
  type CueTracker,
  IDLE_CUE_TRACKER,
  type TimerReading,
  timerCues,
} from '../model/timer-cues';

/** One audio output per tile, closed with it; tests pass their own. */
export function useTimerAudio(given?: TimerAudio): TimerAudio {
  const [audio] = useState(() => given ?? createTimerAudio());
  useEffect(() => (given ? undefined : () => audio.close()), [audio, given]);
  return audio;
}

export function useAudioBlocked(audio: TimerAudio): boolean {
  return useSyncExternalStore(
    audio.subscribe,
    () => audio.blocked,
    () => false,
  );
}

/**
 * Plays the cues the face passes: beeps at 3, 2, 1 s, the whistle and the bell. The first reading
 * only sets the scene: a TV that joins mid-phase does not whistle for a phase already under way.
 */
export function useTimerCues(audio: TimerAudio, reading: TimerReading) {
  const tracker = useRef<CueTracker | null>(null);
  const { phase, remainingMs, round } = reading;
  useEffect(() => {
    const result = timerCues(tracker.current ?? IDLE_CUE_TRACKER, { phase, remainingMs, round });
    if (tracker.current !== null) for (const cue of result.cues) audio.play(cue);
    tracker.current = result.tracker;
  }, [audio, phase, remainingMs, round]);
}
