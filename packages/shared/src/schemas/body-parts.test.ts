import { describe, expect, it } from 'vitest';
import {
  aggregateMark,
  BODY_MARK_COLORS,
  BODY_PART_IDS,
  BODY_PART_LABELS,
  type BodyMarks,
  bodyMarksSchema,
  bodyPartBase,
  bodyPartIdSchema,
  cycleBodyPart,
  cycleListEntry,
  listEntries,
  nextBodyMark,
} from './body-parts';

describe('body-part ids', () => {
  it('has a left and right variant of every sided part and a single abs', () => {
    // 27 sided parts in spec 1, plus abs.
    expect(BODY_PART_IDS).toHaveLength(27 * 2 + 1);
    expect(BODY_PART_IDS).toContain('left-bicep');
    expect(BODY_PART_IDS).toContain('right-infraspinatusteresmajor');
    expect(BODY_PART_IDS).toContain('abs');
    expect(BODY_PART_IDS).not.toContain('left-abs');
    expect(bodyPartIdSchema.safeParse('bicep').success).toBe(false);
    expect(bodyPartBase('right-middlelowertrap')).toBe('middlelowertrap');
    expect(bodyPartBase('abs')).toBe('abs');
  });

  it('labels parts for display', () => {
    expect(BODY_PART_LABELS['left-bicep']).toBe('Left Bicep');
    expect(BODY_PART_LABELS['right-calf']).toBe('Right Calf');
    expect(BODY_PART_LABELS.abs).toBe('Abdominals');
  });

  it('stores only sore and injured marks for known parts', () => {
    expect(bodyMarksSchema.safeParse({ 'left-knee': 'sore', abs: 'injured' }).success).toBe(true);
    expect(bodyMarksSchema.safeParse({ 'left-knee': 'none' }).success).toBe(false);
    expect(bodyMarksSchema.safeParse({ kneecap: 'sore' }).success).toBe(false);
  });

  it('colours each mark', () => {
    expect(Object.keys(BODY_MARK_COLORS)).toEqual(['none', 'sore', 'injured']);
  });
});

describe('mark cycle', () => {
  it('goes none, sore, injured, none', () => {
    expect(nextBodyMark('none')).toBe('sore');
    expect(nextBodyMark('sore')).toBe('injured');
    expect(nextBodyMark('injured')).toBe('none');
  });

  it('cycles one diagram part without touching the input', () => {
    const start: BodyMarks = { abs: 'sore' };
    const once = cycleBodyPart(start, 'left-knee');
    expect(once).toEqual({ abs: 'sore', 'left-knee': 'sore' });
    expect(start).toEqual({ abs: 'sore' });
    const thrice = cycleBodyPart(cycleBodyPart(once, 'left-knee'), 'left-knee');
    expect(thrice).toEqual({ abs: 'sore' });
  });
});

describe('list view', () => {
  it('has one entry per label covering both sides', () => {
    const entries = listEntries();
    expect(entries).toHaveLength(28);
    expect(entries.find((e) => e.label === 'Bicep')?.partIds).toEqual([
      'left-bicep',
      'right-bicep',
    ]);
    expect(entries.find((e) => e.label === 'Abdominals')?.partIds).toEqual(['abs']);
    expect(entries.flatMap((e) => e.partIds).sort()).toEqual([...BODY_PART_IDS].sort());
  });

  it('shows injured if any side is injured, else sore if any is sore', () => {
    const parts = ['left-knee', 'right-knee'] as const;
    expect(aggregateMark({}, parts)).toBe('none');
    expect(aggregateMark({ 'right-knee': 'sore' }, parts)).toBe('sore');
    expect(aggregateMark({ 'left-knee': 'sore', 'right-knee': 'injured' }, parts)).toBe('injured');
  });

  it('a tap applies the next mark to all parts of the entry', () => {
    const parts = ['left-knee', 'right-knee'] as const;
    const sore = cycleListEntry({ abs: 'injured' }, parts);
    expect(sore).toEqual({ abs: 'injured', 'left-knee': 'sore', 'right-knee': 'sore' });
    const injured = cycleListEntry(sore, parts);
    expect(injured).toEqual({ abs: 'injured', 'left-knee': 'injured', 'right-knee': 'injured' });
    expect(cycleListEntry(injured, parts)).toEqual({ abs: 'injured' });
  });

  it('a mixed entry moves on from its aggregate', () => {
    // One side sore, other injured: the entry shows injured, so the next tap clears both.
    expect(
      cycleListEntry({ 'left-knee': 'sore', 'right-knee': 'injured' }, ['left-knee', 'right-knee']),
    ).toEqual({});
    // One side sore only: the entry shows sore, so both become injured.
    expect(cycleListEntry({ 'left-knee': 'sore' }, ['left-knee', 'right-knee'])).toEqual({
      'left-knee': 'injured',
      'right-knee': 'injured',
    });
  });
});
