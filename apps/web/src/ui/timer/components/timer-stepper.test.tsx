import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TimerStepper } from './timer-stepper';

function Harness({ initial }: { initial: number }) {
  const [value, setValue] = useState(initial);
  return <TimerStepper label="Work" value={value} onChange={setValue} />;
}

const input = () => screen.getByRole('spinbutton', { name: 'Work' }) as HTMLInputElement;
const plus = () => screen.getByRole('button', { name: 'Increase Work' });
const minus = () => screen.getByRole('button', { name: 'Decrease Work' });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('TimerStepper', () => {
  it('steps by 1 on a tap or a key press', () => {
    render(<Harness initial={60} />);
    fireEvent.pointerDown(plus(), { button: 0, pointerId: 1 });
    fireEvent.pointerUp(plus(), { button: 0, pointerId: 1 });
    fireEvent.click(plus(), { detail: 1 });
    expect(input().value).toBe('61');
    fireEvent.click(minus(), { detail: 0 });
    expect(input().value).toBe('60');
  });

  it('repeats after 300 ms every 80 ms and speeds up while held', () => {
    render(<Harness initial={0} />);
    fireEvent.pointerDown(plus(), { button: 0, pointerId: 1 });
    act(() => vi.advanceTimersByTime(299));
    expect(input().value).toBe('1');
    act(() => vi.advanceTimersByTime(1));
    expect(input().value).toBe('2');
    act(() => vi.advanceTimersByTime(1_800));
    fireEvent.pointerUp(plus(), { button: 0, pointerId: 1 });
    // 1 + 4 x 1 (300-540 ms) + 8 x 2 (620-1180) + 10 x 5 (1260-1980) + 1 x 10 (2060)
    expect(input().value).toBe(String(1 + 4 + 16 + 50 + 10));
    act(() => vi.advanceTimersByTime(1_000));
    expect(input().value).toBe('81');
  });

  it('clamps to 0-3600, held or typed', () => {
    render(<Harness initial={3_595} />);
    fireEvent.pointerDown(plus(), { button: 0, pointerId: 1 });
    act(() => vi.advanceTimersByTime(3_000));
    fireEvent.pointerUp(plus(), { button: 0, pointerId: 1 });
    expect(input().value).toBe('3600');

    fireEvent.change(input(), { target: { value: '-20' } });
    fireEvent.blur(input());
    expect(input().value).toBe('0');
    fireEvent.click(minus(), { detail: 0 });
    expect(input().value).toBe('0');

    fireEvent.change(input(), { target: { value: '12.6' } });
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(input().value).toBe('13');
    fireEvent.change(input(), { target: { value: '99999' } });
    fireEvent.blur(input());
    expect(input().value).toBe('3600');
  });
});
