import { describe, expect, it } from 'vitest';
import {
  BUILDER_PAIR_LETTERS,
  DEFAULT_INTENSITY_LEVEL,
  EFFORT_DEFAULT,
  EFFORT_EMOJI_BANDS,
  EFFORT_LABELS,
  EFFORT_POSITIONS,
  INTENSITY_LEVELS,
  LIVE_PAIR_LETTERS,
  MAX_PAIRS_PER_PHASE,
  PAIR_LETTER_COLORS,
  PRESENCE_COLORS,
  QUICK_FEEDBACK_DEFAULT,
  QUICK_FEEDBACK_LABELS,
  QUICK_FEEDBACK_LEVELS,
  SESSION_CLOCK_MS,
  TIMER_STEPPER,
} from './constants';

const hex = /^#[0-9A-F]{6}$/i;

describe('business constants', () => {
  it('labels every effort value 0..10 as the spec bands them', () => {
    expect(EFFORT_LABELS).toHaveLength(EFFORT_POSITIONS);
    expect(EFFORT_LABELS[0]).toBe('No effort');
    expect(EFFORT_LABELS[2]).toBe('Very easy');
    expect(EFFORT_LABELS[4]).toBe('Moderate');
    expect(EFFORT_LABELS[6]).toBe('Some effort');
    expect(EFFORT_LABELS[7]).toBe('High effort, had 3 reps left on average');
    expect(EFFORT_LABELS[EFFORT_DEFAULT]).toBe('High effort, maybe had 2 reps left on average');
    expect(EFFORT_LABELS[9]).toBe('Near max');
    expect(EFFORT_LABELS[10]).toBe('Max effort');
  });

  it('effort emoji bands cover 0..10 without gaps', () => {
    const covered = EFFORT_EMOJI_BANDS.flatMap((band) =>
      Array.from({ length: band.max - band.min + 1 }, (_, i) => band.min + i),
    );
    expect(covered).toEqual(Array.from({ length: 11 }, (_, i) => i));
  });

  it('quick feedback has five labelled levels, default Mostly', () => {
    expect(QUICK_FEEDBACK_LABELS).toHaveLength(QUICK_FEEDBACK_LEVELS);
    expect(QUICK_FEEDBACK_LABELS[QUICK_FEEDBACK_DEFAULT]).toBe('Mostly');
    expect(QUICK_FEEDBACK_LABELS).toContain('Good');
  });

  it('gives each of the 10 live pair letters its own colour', () => {
    expect(LIVE_PAIR_LETTERS).toHaveLength(10);
    const colours = LIVE_PAIR_LETTERS.map((letter) => PAIR_LETTER_COLORS[letter]);
    expect(new Set(colours).size).toBe(10);
    for (const colour of colours) expect(colour).toMatch(hex);
    expect(BUILDER_PAIR_LETTERS).toHaveLength(MAX_PAIRS_PER_PHASE);
  });

  it('has a palette of 6 distinct presence colours', () => {
    expect(new Set(PRESENCE_COLORS).size).toBe(6);
    for (const colour of PRESENCE_COLORS) expect(colour).toMatch(hex);
  });

  it('keeps the live intensity levels and their default', () => {
    expect(INTENSITY_LEVELS).toEqual([
      'Very very Easy',
      'Maybe Maintain',
      'Make Progress',
      'Super Progress',
      'Tom Platz',
    ]);
    expect(DEFAULT_INTENSITY_LEVEL).toBe('Maybe Maintain');
  });

  it('times the session clock and the timer stepper as specified', () => {
    expect(SESSION_CLOCK_MS).toBe(55 * 60 * 1000);
    expect(TIMER_STEPPER.acceleration.map((a) => a.step)).toEqual([1, 2, 5, 10]);
  });
});
