import { TIMER_TICK_MS } from '@levelup/shared';
import {
  createTimer,
  isTimerRunning,
  type TimerConfig,
  type TimerEvent,
  type TimerState,
  type TimerSync,
  timerReducer,
  toTimerSync,
} from '@levelup/shared/timer';
import { lazy, Suspense, useEffect, useReducer, useRef, useState } from 'react';
import { gymTvMessages } from '@/messages';
import type { TimerAudio } from '../model/timer-audio';
import {
  formatTimerTime,
  isFlashing,
  loadTimerConfig,
  localStorageOrNull,
  saveTimerConfig,
} from '../model/timer-face';
import { useAudioBlocked, useTimerAudio, useTimerCues } from './use-timer-audio';
import './timer.css';
import { withTranslations } from '@/lib/i18n/locale';

// The modal (and its dialog library) loads on the tablet's first tap, never on the TV.
const TimerConfigDialog = lazy(
  withTranslations(() =>
    import('./timer-config-dialog').then((module) => ({ default: module.TimerConfigDialog })),
  ),
);

interface TimerTileBaseProps {
  sessionId: string;
  /** The speaker; tests pass a recorder. */
  audio?: TimerAudio;
}

export type TimerTileProps = TimerTileBaseProps &
  (
    | {
        mode: 'trainer';
        /** Called on every change the TV must see (start, pause, a phase change...). */
        onSync?: (sync: TimerSync) => void;
      }
    | {
        mode: 'cast';
        /** The trainer's last `timer:sync`; null before any. */
        sync: TimerSync | null;
      }
  );

/**
 * The interval timer tile. On the trainer's tablet it runs the shared timer state machine (100 ms
 * tick) with its controls and config modal and reports each change as a `timer:sync`; on the TV
 * and an athlete's phone (`cast` mode) it shows the synced timer, counting down between syncs.
 * Both flash the border in the last 5 s and play the cues.
 */
export function TimerTile(props: TimerTileProps) {
  // A new session starts a fresh timer.
  return props.mode === 'trainer' ? (
    <TrainerTimer key={props.sessionId} {...props} />
  ) : (
    <CastTimer key={props.sessionId} {...props} />
  );
}

type Tracked = { timer: TimerState; revision: number };

/** Ticks move time; every other event is the coach's and bumps the revision (a sync is due). */
function trackedReducer(state: Tracked, event: TimerEvent): Tracked {
  const timer = timerReducer(state.timer, event);
  if (event.type === 'tick') return timer === state.timer ? state : { ...state, timer };
  return { timer, revision: state.revision + 1 };
}

function TrainerTimer({
  audio: givenAudio,
  onSync,
}: TimerTileBaseProps & { onSync?: (sync: TimerSync) => void }) {
  const [{ timer, revision }, dispatch] = useReducer(trackedReducer, null, () => ({
    timer: createTimer(loadTimerConfig(localStorageOrNull())),
    revision: 0,
  }));
  const [configOpen, setConfigOpen] = useState(false);
  const audio = useTimerAudio(givenAudio);
  const running = isTimerRunning(timer);

  useEffect(() => {
    if (!running) return;
    let last = performance.now();
    const interval = setInterval(() => {
      const now = performance.now();
      dispatch({ type: 'tick', elapsedMs: now - last });
      last = now;
    }, TIMER_TICK_MS);
    return () => clearInterval(interval);
  }, [running]);

  const latest = useRef(timer);
  latest.current = timer;
  const sync = useRef(onSync);
  sync.current = onSync;
  const { phase, cycle, set } = timer;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a sync is due when these change, not on every tick
  useEffect(() => {
    sync.current?.(toTimerSync(latest.current));
  }, [phase, cycle, set, revision]);

  useTimerCues(audio, { phase, remainingMs: timer.remainingMs, round: `${cycle}/${set}` });

  const act = (event: TimerEvent) => {
    void audio.unlock();
    dispatch(event);
  };
  const idle = phase === 'idle' || phase === 'complete';
  const primary = idle
    ? { label: gymTvMessages.timerStart, event: { type: 'start' } as const, icon: 'play' as const }
    : phase === 'paused'
      ? {
          label: gymTvMessages.timerResume,
          event: { type: 'resume' } as const,
          icon: 'play' as const,
        }
      : {
          label: gymTvMessages.timerPause,
          event: { type: 'pause' } as const,
          icon: 'pause' as const,
        };

  return (
    <fieldset
      className={`timer-tile timer-tile-trainer${isFlashing(phase, timer.remainingMs) ? ' timer-tile-flash' : ''}`}
      aria-label={gymTvMessages.timerLabel}
      data-phase={phase}
    >
      {/* Named by the face it shows, then what it opens: a voice-control user says what they see
          (label in name, WCAG 2.5.3). */}
      <button type="button" className="timer-face" onClick={() => setConfigOpen(true)}>
        <TimerFaceText phase={phase} remainingMs={timer.remainingMs} />
        {idle ? null : (
          <>
            {' '}
            <span className="timer-round">
              {gymTvMessages.timerRound(
                cycle,
                Math.max(1, timer.config.cycles),
                set,
                Math.max(1, timer.config.sets),
              )}
            </span>
          </>
        )}
        <span className="visually-hidden">, {gymTvMessages.openTimerConfig}</span>
      </button>
      <div className="timer-controls">
        <button
          type="button"
          className="timer-control"
          aria-label={gymTvMessages.timerPrevious}
          disabled={idle}
          onClick={() => act({ type: 'back' })}
        >
          <TimerIcon shape="previous" />
        </button>
        <button
          type="button"
          className="timer-control timer-control-primary"
          aria-label={primary.label}
          onClick={() => act(primary.event)}
        >
          <TimerIcon shape={primary.icon} />
        </button>
        <button
          type="button"
          className="timer-control"
          aria-label={gymTvMessages.timerNext}
          disabled={idle}
          onClick={() => act({ type: 'next' })}
        >
          <TimerIcon shape="next" />
        </button>
      </div>
      {configOpen ? (
        <Suspense fallback={null}>
          <TimerConfigDialog
            open={configOpen}
            onOpenChange={setConfigOpen}
            config={timer.config}
            onSave={(config: TimerConfig) => {
              saveTimerConfig(localStorageOrNull(), config);
              act({ type: 'configure', config });
            }}
            onReset={() => act({ type: 'reset' })}
          />
        </Suspense>
      ) : null}
    </fieldset>
  );
}

const ICON_PATHS = {
  play: 'M8 5v14l11-7z',
  pause: 'M7 5h4v14H7zM13 5h4v14h-4z',
  previous: 'M6 5h2v14H6zM20 5v14L9 12z',
  next: 'M16 5h2v14h-2zM4 5v14l11-7z',
} as const;

/** Filled control icons drawn inline: symbol glyphs are missing from many tablets' fonts. */
function TimerIcon({ shape }: { shape: keyof typeof ICON_PATHS }) {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d={ICON_PATHS[shape]} />
    </svg>
  );
}

function TimerFaceText({
  phase,
  remainingMs,
}: {
  phase: TimerState['phase'];
  remainingMs: number;
}) {
  return (
    <>
      <span className="timer-phase">{gymTvMessages.timerPhases[phase]}</span>{' '}
      <span className="timer-time">{formatTimerTime(remainingMs)}</span>
    </>
  );
}

/** The remaining time of a sync, counted down locally between syncs while it runs. */
function useSyncedRemaining(sync: TimerSync | null): number {
  const [received, setReceived] = useState<{ sync: TimerSync | null; at: number }>(() => ({
    sync,
    at: performance.now(),
  }));
  const [now, setNow] = useState(() => performance.now());
  if (received.sync !== sync) setReceived({ sync, at: performance.now() });
  const base = received.sync === sync ? received : { sync, at: now };

  const running = sync?.isRunning === true;
  useEffect(() => {
    if (!running) return;
    const interval = setInterval(() => setNow(performance.now()), TIMER_TICK_MS);
    return () => clearInterval(interval);
  }, [running]);

  if (!sync) return 0;
  if (!sync.isRunning) return sync.remainingMs;
  return Math.max(0, sync.remainingMs - Math.max(0, now - base.at));
}

function CastTimer({ audio: givenAudio, sync }: TimerTileBaseProps & { sync: TimerSync | null }) {
  const audio = useTimerAudio(givenAudio);
  const blocked = useAudioBlocked(audio);
  const remainingMs = useSyncedRemaining(sync);
  const phase = sync?.phase ?? 'idle';
  useTimerCues(audio, { phase, remainingMs, round: null });

  return (
    <div
      className={`timer-tile timer-tile-cast${isFlashing(phase, remainingMs) ? ' timer-tile-flash' : ''}`}
      role="timer"
      aria-label={gymTvMessages.timerLabel}
      data-phase={phase}
    >
      <div className="timer-face">
        <TimerFaceText phase={phase} remainingMs={remainingMs} />
      </div>
      {blocked ? (
        <button type="button" className="timer-enable-sound" onClick={() => void audio.unlock()}>
          <span aria-hidden="true">🔈</span> {gymTvMessages.enableSound}
        </button>
      ) : null}
    </div>
  );
}
