import { TIMER_BEEP_AT_SECONDS, TIMER_FLASH_LAST_MS } from '../constants';
import { normaliseTimerConfig, type TimerConfig } from './config';

export const TIMER_PHASES = [
  'idle',
  'prepare',
  'work',
  'rest',
  'setRest',
  'paused',
  'complete',
] as const;
export type TimerPhase = (typeof TIMER_PHASES)[number];
/** Phases in which time counts down. */
export type RunningTimerPhase = 'prepare' | 'work' | 'rest' | 'setRest';

export interface TimerState {
  config: TimerConfig;
  phase: TimerPhase;
  /** The phase a paused timer resumes into; null unless paused. */
  resumePhase: RunningTimerPhase | null;
  remainingMs: number;
  /** Work cycle within the set, from 1; 0 when idle. */
  cycle: number;
  /** Set, from 1; 0 when idle. */
  set: number;
}

export type TimerEvent =
  | { type: 'start' }
  | { type: 'tick'; elapsedMs: number }
  | { type: 'next' }
  | { type: 'back' }
  | { type: 'pause' }
  | { type: 'resume' }
  | { type: 'reset' }
  | { type: 'configure'; config: unknown };

interface Step {
  phase: RunningTimerPhase | 'complete';
  cycle: number;
  set: number;
}

/**
 * A tick crosses at most this many phases. Only a config of zero-length phases with thousands of
 * cycles comes near it; the cap keeps such a tick from stalling the screen.
 */
const MAX_PHASES_PER_TICK = 10_000;

export function isRunningPhase(phase: TimerPhase): phase is RunningTimerPhase {
  return phase === 'prepare' || phase === 'work' || phase === 'rest' || phase === 'setRest';
}

export function createTimer(config?: unknown): TimerState {
  return {
    config: normaliseTimerConfig(config),
    phase: 'idle',
    resumePhase: null,
    remainingMs: 0,
    cycle: 0,
    set: 0,
  };
}

/** Cycles 0 behaves as 1: each set has at least one work phase. */
const cyclesPerSet = (config: TimerConfig) => Math.max(1, config.cycles);
const setCount = (config: TimerConfig) => Math.max(1, config.sets);

function phaseDurationMs(config: TimerConfig, phase: RunningTimerPhase): number {
  switch (phase) {
    case 'prepare':
      return config.prepareSeconds * 1000;
    case 'work':
      return config.workSeconds * 1000;
    case 'rest':
      return config.restSeconds * 1000;
    case 'setRest':
      return config.setRestSeconds * 1000;
  }
}

function firstStep(config: TimerConfig): Step {
  return { phase: config.prepareSeconds > 0 ? 'prepare' : 'work', cycle: 1, set: 1 };
}

/** The step after `step`. Rests of zero length are skipped; work always runs. */
function nextStep(config: TimerConfig, step: Step): Step {
  const { cycle, set } = step;
  switch (step.phase) {
    case 'prepare':
      return { phase: 'work', cycle, set };
    case 'work':
      if (cycle < cyclesPerSet(config)) {
        return config.restSeconds > 0
          ? { phase: 'rest', cycle, set }
          : { phase: 'work', cycle: cycle + 1, set };
      }
      if (set < setCount(config)) {
        return config.setRestSeconds > 0
          ? { phase: 'setRest', cycle, set }
          : { phase: 'work', cycle: 1, set: set + 1 };
      }
      return { phase: 'complete', cycle, set };
    case 'rest':
      return { phase: 'work', cycle: cycle + 1, set };
    case 'setRest':
      return { phase: 'work', cycle: 1, set: set + 1 };
    case 'complete':
      return step;
  }
}

/** The step before `step`, or null from the first prepare or the first work. */
function previousStep(config: TimerConfig, step: Step): Step | null {
  const { cycle, set } = step;
  switch (step.phase) {
    case 'prepare':
    case 'complete':
      return null;
    case 'rest':
    case 'setRest':
      return { phase: 'work', cycle, set };
    case 'work':
      if (cycle > 1) {
        return config.restSeconds > 0
          ? { phase: 'rest', cycle: cycle - 1, set }
          : { phase: 'work', cycle: cycle - 1, set };
      }
      if (set > 1) {
        const last = cyclesPerSet(config);
        return config.setRestSeconds > 0
          ? { phase: 'setRest', cycle: last, set: set - 1 }
          : { phase: 'work', cycle: last, set: set - 1 };
      }
      // The first work, like the first prepare, has nothing before it to go back to (spec).
      return null;
  }
}

function enter(state: TimerState, step: Step, paused: boolean): TimerState {
  if (step.phase === 'complete') {
    return {
      ...state,
      phase: 'complete',
      resumePhase: null,
      remainingMs: 0,
      cycle: step.cycle,
      set: step.set,
    };
  }
  return {
    ...state,
    phase: paused ? 'paused' : step.phase,
    resumePhase: paused ? step.phase : null,
    remainingMs: phaseDurationMs(state.config, step.phase),
    cycle: step.cycle,
    set: step.set,
  };
}

/** The step the timer is on, looking through a pause; null when idle or complete. */
function currentStep(state: TimerState): Step | null {
  const phase = state.phase === 'paused' ? state.resumePhase : state.phase;
  if (phase === null || !isRunningPhase(phase)) return null;
  return { phase, cycle: state.cycle, set: state.set };
}

function tick(state: TimerState, elapsedMs: number): TimerState {
  const phase = state.phase;
  if (!isRunningPhase(phase) || !Number.isFinite(elapsedMs) || elapsedMs <= 0) return state;
  let step: Step = { phase, cycle: state.cycle, set: state.set };
  let remaining = state.remainingMs - elapsedMs;
  // Time left over when a phase ends counts against the next one, so a late tick keeps the pace.
  for (let i = 0; remaining <= 0 && i < MAX_PHASES_PER_TICK; i++) {
    step = nextStep(state.config, step);
    if (step.phase === 'complete') return enter(state, step, false);
    remaining += phaseDurationMs(state.config, step.phase);
  }
  return {
    ...state,
    phase: step.phase,
    remainingMs: Math.max(0, remaining),
    cycle: step.cycle,
    set: step.set,
  };
}

/**
 * The interval timer: idle, prepare, work, rest, setRest, paused, complete. Pure: time passes
 * only through `tick` events, so the same events always give the same state.
 */
export function timerReducer(state: TimerState, event: TimerEvent): TimerState {
  switch (event.type) {
    case 'start':
      if (state.phase !== 'idle' && state.phase !== 'complete') return state;
      return enter(state, firstStep(state.config), false);
    case 'tick':
      return tick(state, event.elapsedMs);
    case 'next': {
      const step = currentStep(state);
      return step ? enter(state, nextStep(state.config, step), state.phase === 'paused') : state;
    }
    case 'back': {
      const step = currentStep(state);
      const previous = step && previousStep(state.config, step);
      return previous ? enter(state, previous, state.phase === 'paused') : state;
    }
    case 'pause':
      if (!isRunningPhase(state.phase)) return state;
      return { ...state, phase: 'paused', resumePhase: state.phase };
    case 'resume':
      if (state.phase !== 'paused' || state.resumePhase === null) return state;
      return { ...state, phase: state.resumePhase, resumePhase: null };
    case 'reset':
      return createTimer(state.config);
    case 'configure':
      return { ...state, config: normaliseTimerConfig(event.config) };
    default: {
      const unhandled: never = event;
      return unhandled;
    }
  }
}

export function isTimerRunning(state: TimerState): boolean {
  return isRunningPhase(state.phase);
}

/** Whole seconds the timer face shows (a phase with 2.1 s left shows 3). */
export function displaySeconds(remainingMs: number): number {
  return Math.max(0, Math.ceil(remainingMs / 1000));
}

/** True in the last 5 s of a running phase, when the timer border flashes. */
export function isFinalCountdown(state: TimerState): boolean {
  return isTimerRunning(state) && state.remainingMs > 0 && state.remainingMs <= TIMER_FLASH_LAST_MS;
}

/**
 * The beep marks (3, 2, 1 s) passed between two readings of the remaining time in the same phase,
 * largest first: the caller beeps once per mark, whatever the tick length.
 */
export function beepSecondsRemaining(previousMs: number, currentMs: number): number[] {
  return TIMER_BEEP_AT_SECONDS.filter((s) => previousMs > s * 1000 && currentMs <= s * 1000);
}
