import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadWhenIdle } from './lazy-module';

/** The browser's frame and idle callbacks, run by hand. */
function controlledBrowser() {
  const frames: Array<() => void> = [];
  const idle: Array<() => void> = [];
  vi.useFakeTimers();
  vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback));
  vi.stubGlobal('cancelAnimationFrame', () => {});
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
  vi.stubGlobal('cancelIdleCallback', (handle: number) => {
    idle[handle - 1] = () => {};
  });
  return {
    paint() {
      for (const frame of frames.splice(0)) frame();
      vi.runAllTimers();
    },
    /** Runs the idle callbacks waiting now (not those they add). */
    idle() {
      for (const callback of idle.splice(0)) callback();
    },
  };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('preloadWhenIdle', () => {
  it('starts nothing before the first paint, then one part per idle period, in order', () => {
    const browser = controlledBrowser();
    const started: string[] = [];
    const part = (name: string) => () => {
      started.push(name);
      return Promise.resolve();
    };
    preloadWhenIdle(part('menu'), part('dialogs'), part('summary'));
    expect(started).toEqual([]);
    browser.paint();
    expect(started).toEqual([]);
    browser.idle();
    expect(started).toEqual(['menu']);
    browser.idle();
    expect(started).toEqual(['menu', 'dialogs']);
    browser.idle();
    browser.idle();
    expect(started).toEqual(['menu', 'dialogs', 'summary']);
  });

  it('goes on past a part that fails, and starts none once cancelled', async () => {
    const browser = controlledBrowser();
    const started: string[] = [];
    const cancel = preloadWhenIdle(
      () => {
        started.push('offline');
        return Promise.reject(new Error('Failed to fetch'));
      },
      () => {
        started.push('next');
        return Promise.resolve();
      },
      () => {
        started.push('last');
        return Promise.resolve();
      },
    );
    browser.paint();
    browser.idle();
    await Promise.resolve();
    browser.idle();
    expect(started).toEqual(['offline', 'next']);
    cancel();
    browser.idle();
    expect(started).toEqual(['offline', 'next']);
  });
});
