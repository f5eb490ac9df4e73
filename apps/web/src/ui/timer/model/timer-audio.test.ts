import { describe, expect, it } from 'vitest';
import { createTimerAudio } from './timer-audio';

/** Just enough of an AudioContext to see what the timer asks of it. */
function fakeAudioContext(initial: AudioContextState) {
  const peaks: number[] = [];
  const frequencies: number[] = [];
  const listeners = new Set<() => void>();
  const param = (record?: number[]) => ({
    setValueAtTime: (value: number) => record?.push(value),
    exponentialRampToValueAtTime: (value: number) => {
      if (value > 0.001) peaks.push(value);
    },
  });
  const node = () => ({ connect: () => undefined });
  const context = {
    state: initial,
    currentTime: 0,
    destination: {},
    createGain: () => ({ ...node(), gain: param() }),
    createOscillator: () => ({
      ...node(),
      type: 'sine',
      frequency: param(frequencies),
      start: () => undefined,
      stop: () => undefined,
    }),
    resume: async () => {
      context.state = 'running';
      for (const listener of listeners) listener();
    },
    close: async () => undefined,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  return { context: context as unknown as AudioContext, peaks, frequencies };
}

describe('timer audio', () => {
  it('is blocked until a tap unlocks it, and plays nothing while blocked', async () => {
    const fake = fakeAudioContext('suspended');
    const audio = createTimerAudio(() => fake.context);
    let told = 0;
    audio.subscribe(() => {
      told += 1;
    });
    expect(audio.blocked).toBe(true);
    audio.play('beep');
    expect(fake.peaks).toEqual([]);
    await audio.unlock();
    expect(audio.blocked).toBe(false);
    expect(told).toBeGreaterThan(0);
  });

  it('beeps at volume 0.8 and rings the whistle and bell within volume 0.9', () => {
    const fake = fakeAudioContext('running');
    const audio = createTimerAudio(() => fake.context);
    audio.play('beep');
    expect(fake.peaks).toEqual([0.8]);
    expect(fake.frequencies).toEqual([1000]);
    fake.peaks.length = 0;
    audio.play('whistle');
    audio.play('bell');
    expect(fake.peaks.length).toBeGreaterThan(1);
    for (const peak of fake.peaks) expect(peak).toBeLessThanOrEqual(0.9);
    const bellTotal = fake.peaks.slice(1).reduce((sum, peak) => sum + peak, 0);
    expect(bellTotal).toBeCloseTo(0.9);
  });

  it('stays silent where the browser has no Web Audio', () => {
    const audio = createTimerAudio(() => null);
    expect(audio.blocked).toBe(false);
    expect(() => audio.play('bell')).not.toThrow();
  });
});
