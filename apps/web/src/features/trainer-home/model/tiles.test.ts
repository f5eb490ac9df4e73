import { describe, expect, it } from 'vitest';
import { DASHBOARD_GROUPS, tileForKey } from './tiles';

const key = (k: string, mods: Partial<KeyboardEvent> = {}) => ({
  key: k,
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  ...mods,
});

describe('dashboard tiles', () => {
  it('lists the two groups with the spec’s tiles, hotkeys and marks', () => {
    expect(DASHBOARD_GROUPS.map((g) => g.title)).toEqual([
      'Coach Workflow',
      'Programming & Tracking',
    ]);
    const [coach, programming] = DASHBOARD_GROUPS;
    expect(
      coach?.tiles.map((t) => [t.title, t.hotkey ?? null, t.mark ?? null, t.disabled]),
    ).toEqual([
      ['Intake', '1', 'WIP', false],
      ['Manage Clients', '2', null, false],
      ["Today's Sessions", '3', 'WIP', false],
      ['Create Workout', null, null, false],
      ['Select Workout', '4', null, false],
      ['Create Exercise', null, 'WIP', false],
      ['Client Communications', '5', 'TODO', true],
    ]);
    expect(programming?.tiles.map((t) => [t.title, t.hotkey, t.mark, t.disabled])).toEqual([
      ['Program Templates', '5', 'TODO', true],
      ['Client Assessments', '6', 'TODO', true],
      ['Progress Tracking', '7', undefined, false],
      ['Session History', '8', undefined, false],
    ]);
  });

  it('maps the enabled hotkeys to their tiles and ignores the rest', () => {
    expect(tileForKey(DASHBOARD_GROUPS, key('1'))?.action).toEqual({ kind: 'intake' });
    expect(tileForKey(DASHBOARD_GROUPS, key('2'))?.action).toEqual({
      kind: 'navigate',
      to: '/trainer/clients',
    });
    expect(tileForKey(DASHBOARD_GROUPS, key('3'))?.action).toEqual({
      kind: 'navigate',
      to: '/trainer/session',
    });
    expect(tileForKey(DASHBOARD_GROUPS, key('4'))?.action).toEqual({ kind: 'selectWorkout' });
    expect(tileForKey(DASHBOARD_GROUPS, key('7'))?.action).toEqual({
      kind: 'navigate',
      to: '/trainer/progress',
    });
    expect(tileForKey(DASHBOARD_GROUPS, key('8'))?.action).toEqual({
      kind: 'navigate',
      to: '/trainer/history',
    });
    for (const k of ['5', '6', '9', '0', 'a']) {
      expect(tileForKey(DASHBOARD_GROUPS, key(k))).toBeUndefined();
    }
    expect(tileForKey(DASHBOARD_GROUPS, key('2', { ctrlKey: true }))).toBeUndefined();
    expect(tileForKey(DASHBOARD_GROUPS, key('2', { metaKey: true }))).toBeUndefined();
  });
});
