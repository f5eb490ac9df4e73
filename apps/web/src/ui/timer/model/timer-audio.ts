import { TIMER_BEEP_VOLUME, TIMER_VOLUME } from '@levelup/shared';
import type { TimerCue } from './timer-cues';

/**
 * The timer's sounds, synthesised with the Web Audio API: nothing is fetched from another host
 * (the spec's remote files), and nothing needs shipping. Browsers keep audio suspended until a
 * user gesture; `blocked` says so, and `unlock()` (called from a tap) lifts it.
 */
export interface TimerAudio {
  readonly blocked: boolean;
  play(cue: TimerCue): void;
  unlock(): Promise<void>;
  subscribe(listener: () => void): () => void;
  close(): void;
}

type AudioContextFactory = () => AudioContext | null;

const browserAudioContext: AudioContextFactory = () => {
  const Context =
    typeof window === 'undefined'
      ? undefined
      : (window.AudioContext ??
        (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext);
  return Context ? new Context() : null;
};

function envelope(context: AudioContext, peak: number, start: number, attack: number, end: number) {
  const gain = context.createGain();
  gain.gain.setValueAtTime(0.0001, start);
  gain.gain.exponentialRampToValueAtTime(peak, start + attack);
  gain.gain.exponentialRampToValueAtTime(0.0001, end);
  gain.connect(context.destination);
  return gain;
}

/** A short 1 kHz tone. */
function beep(context: AudioContext, at: number) {
  const gain = envelope(context, TIMER_BEEP_VOLUME, at, 0.01, at + 0.2);
  const tone = context.createOscillator();
  tone.type = 'sine';
  tone.frequency.setValueAtTime(1000, at);
  tone.connect(gain);
  tone.start(at);
  tone.stop(at + 0.22);
}

/** A referee's whistle: a high tone trilled by the pea (fast frequency wobble). */
function whistle(context: AudioContext, at: number) {
  const length = 0.75;
  const gain = envelope(context, TIMER_VOLUME * 0.6, at, 0.03, at + length);
  const tone = context.createOscillator();
  tone.type = 'triangle';
  tone.frequency.setValueAtTime(2900, at);
  const trill = context.createOscillator();
  trill.frequency.setValueAtTime(32, at);
  const depth = context.createGain();
  depth.gain.setValueAtTime(160, at);
  trill.connect(depth);
  depth.connect(tone.frequency);
  tone.connect(gain);
  for (const node of [tone, trill]) {
    node.start(at);
    node.stop(at + length + 0.05);
  }
}

/** A bell: inharmonic partials that ring out over two seconds. */
function bell(context: AudioContext, at: number) {
  const length = 2.2;
  const partials: [number, number][] = [
    [1, 1],
    [2.76, 0.5],
    [5.4, 0.25],
    [8.93, 0.12],
  ];
  const total = partials.reduce((sum, [, level]) => sum + level, 0);
  for (const [ratio, level] of partials) {
    const gain = envelope(
      context,
      (TIMER_VOLUME * level) / total,
      at,
      0.005,
      at + length / ratio ** 0.3,
    );
    const tone = context.createOscillator();
    tone.type = 'sine';
    tone.frequency.setValueAtTime(660 * ratio, at);
    tone.connect(gain);
    tone.start(at);
    tone.stop(at + length);
  }
}

const voices: Record<TimerCue, (context: AudioContext, at: number) => void> = {
  beep,
  whistle,
  bell,
};

export function createTimerAudio(
  createContext: AudioContextFactory = browserAudioContext,
): TimerAudio {
  let context: AudioContext | null | undefined;
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };

  function ensure(): AudioContext | null {
    if (context === undefined) {
      try {
        context = createContext();
      } catch {
        context = null;
      }
      context?.addEventListener('statechange', notify);
    }
    return context ?? null;
  }

  return {
    get blocked() {
      const current = ensure();
      return current !== null && current.state === 'suspended';
    },
    play(cue) {
      const current = ensure();
      if (current?.state !== 'running') return;
      try {
        voices[cue](current, current.currentTime + 0.01);
      } catch {
        // A sound that cannot play must not stop the timer.
      }
    },
    async unlock() {
      const current = ensure();
      if (current && current.state === 'suspended') await current.resume().catch(() => undefined);
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Releases the speaker; a later sound opens it again (a remount in development does). */
    close() {
      context?.removeEventListener('statechange', notify);
      void context?.close().catch(() => undefined);
      context = undefined;
    },
  };
}
