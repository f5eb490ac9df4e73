import { describe, expect, it } from 'vitest';
import { dashboardGroups, tileForKey } from './tiles';

const groups = dashboardGroups();

const key = (k: string, mods: Partial<KeyboardEvent> = {}) => ({
  key: k,
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  ...mods,
});

describe('dashboard tiles', () => {
  it('lists the two groups with the spec’s tiles and hotkeys, no two tiles sharing a key', () => {
    expect(groups.map((g) => g.title)).toEqual(['Coach Workflow', 'Programming & Tracking']);
    const [coach, programming] = groups;
    expect(coach?.tiles.map((t) => [t.title, t.hotkey ?? null, t.disabled])).toEqual([
      ['Intake', '1', false],
      ['Manage Clients', '2', false],
      ["Today's Sessions", '3', false],
      ['Create Workout', null, false],
      ['Select Workout', '4', false],
      ['Create Exercise', null, false],
      ['Client Communications', '9', true],
    ]);
    expect(programming?.tiles.map((t) => [t.title, t.hotkey, t.disabled])).toEqual([
      ['Program Templates', '5', true],
      ['Client Assessments', '6', true],
      ['Progress Tracking', '7', false],
      ['Session History', '8', false],
      ['Settings', undefined, false],
      ['Challenges', undefined, false],
      ['Teams', undefined, false],
    ]);
    const keys = groups.flatMap((g) => g.tiles.flatMap((t) => t.hotkey ?? []));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('maps the enabled hotkeys to their tiles and ignores the rest', () => {
    expect(tileForKey(groups, key('1'))?.action).toEqual({ kind: 'intake' });
    expect(tileForKey(groups, key('2'))?.action).toEqual({
      kind: 'navigate',
      to: '/trainer/clients',
    });
    expect(tileForKey(groups, key('3'))?.action).toEqual({
      kind: 'navigate',
      to: '/trainer/session',
    });
    expect(tileForKey(groups, key('4'))?.action).toEqual({ kind: 'selectWorkout' });
    expect(tileForKey(groups, key('7'))?.action).toEqual({
      kind: 'navigate',
      to: '/trainer/progress',
    });
    expect(tileForKey(groups, key('8'))?.action).toEqual({
      kind: 'navigate',
      to: '/trainer/history',
    });
    // The disabled tiles' keys open nothing.
    for (const k of ['5', '6', '9', '0', 'a']) {
      expect(tileForKey(groups, key(k))).toBeUndefined();
    }
    expect(tileForKey(groups, key('2', { ctrlKey: true }))).toBeUndefined();
    expect(tileForKey(groups, key('2', { metaKey: true }))).toBeUndefined();
  });
});
