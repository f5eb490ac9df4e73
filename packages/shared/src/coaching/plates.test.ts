import { describe, expect, it } from 'vitest';
import { DEFAULT_EQUIPMENT } from '../schemas/gym';
import { implementOf, isLoadable, loadableAround, nearestLoadable, platesFor } from './plates';
import { fromKg, toKg } from './units';

const kgGym = { unit: 'kg' as const, equipment: DEFAULT_EQUIPMENT.kg };
const lbGym = { unit: 'lb' as const, equipment: DEFAULT_EQUIPMENT.lb };

describe('plates on a barbell', () => {
  it('makes an exact load with the fewest plates: 95 kg is the 20 kg bar + 25 + 10 + 2.5 each side', () => {
    expect(platesFor(95, kgGym)).toEqual({ unit: 'kg', bar: 20, perSide: [25, 10, 2.5] });
    expect(platesFor(20, kgGym)).toEqual({ unit: 'kg', bar: 20, perSide: [] });
  });

  it('takes a lighter bar when the load is under the heaviest', () => {
    expect(platesFor(12.5, kgGym)).toEqual({ unit: 'kg', bar: 10, perSide: [1.25] });
  });

  it('finds the nearest loadable weight below and above, and the nearer of the two', () => {
    expect(loadableAround(83.75, 'barbell', kgGym)).toEqual({ below: 82.5, above: 85 });
    expect(nearestLoadable(83.75, 'barbell', kgGym)).toBe(82.5);
    expect(nearestLoadable(84, 'barbell', kgGym)).toBe(85);
    expect(nearestLoadable(101.2, 'barbell', kgGym)).toBe(100);
  });

  it('says when a load cannot be made, and has no plates for it', () => {
    expect(isLoadable(83.75, 'barbell', kgGym)).toBe(false);
    expect(platesFor(83.75, kgGym)).toBeNull();
    expect(isLoadable(82.5, 'barbell', kgGym)).toBe(true);
    // Lighter than any bar: no bar makes it, so it goes by the stepper's 2.5 kg marks.
    expect(nearestLoadable(4, 'barbell', kgGym)).toBe(5);
    expect(isLoadable(2.5, 'barbell', kgGym)).toBe(true);
    expect(platesFor(2.5, kgGym)).toBeNull();
  });

  it('solves plates that a largest-first pick would miss', () => {
    const odd = {
      unit: 'kg' as const,
      equipment: { ...DEFAULT_EQUIPMENT.kg, bars: [20], plates: [15, 10] },
    };
    expect(platesFor(60, odd)).toEqual({ unit: 'kg', bar: 20, perSide: [10, 10] });
  });

  it('works in pounds: 225 lb is the 45 lb bar + 45 + 45 each side', () => {
    expect(platesFor(toKg(225, 'lb'), lbGym)).toEqual({ unit: 'lb', bar: 45, perSide: [45, 45] });
    expect(fromKg(nearestLoadable(toKg(228, 'lb'), 'barbell', lbGym), 'lb')).toBe(230);
    expect(fromKg(nearestLoadable(100, 'barbell', lbGym), 'lb')).toBe(220);
  });
});

describe('dumbbells and the rest', () => {
  it('rounds a dumbbell to the rack: steps of 2.5 kg up to 50', () => {
    expect(nearestLoadable(13, 'dumbbell', kgGym)).toBe(12.5);
    expect(nearestLoadable(1, 'dumbbell', kgGym)).toBe(2.5);
    expect(nearestLoadable(70, 'dumbbell', kgGym)).toBe(50);
    expect(fromKg(nearestLoadable(toKg(52, 'lb'), 'dumbbell', lbGym), 'lb')).toBe(50);
  });

  it("rounds anything else to the unit's stepper mark", () => {
    expect(nearestLoadable(41, 'other', kgGym)).toBe(40);
    expect(fromKg(nearestLoadable(toKg(43, 'lb'), 'other', lbGym), 'lb')).toBe(45);
    expect(nearestLoadable(0, 'other', kgGym)).toBe(0);
  });

  it("reads the implement from the library's equipment", () => {
    expect(implementOf('barbell')).toBe('barbell');
    expect(implementOf('Dumbbell')).toBe('dumbbell');
    expect(implementOf('machine')).toBe('other');
    expect(implementOf(null)).toBe('other');
  });
});
