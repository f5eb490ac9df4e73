import { BODY_PART_IDS, type BodyPartId } from '@levelup/shared';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BodyDiagram } from './body-diagram';
import { bodyParts } from './geometry';

describe('body diagram', () => {
  it('draws every body part id once per view between front and back, for both genders', () => {
    for (const gender of ['male', 'female'] as const) {
      const front = bodyParts('front', gender).map((p) => p.id);
      const back = bodyParts('back', gender).map((p) => p.id);
      expect(new Set(front).size).toBe(front.length);
      expect(new Set(back).size).toBe(back.length);
      expect(new Set([...front, ...back])).toEqual(new Set(BODY_PART_IDS));
    }
  });

  it('shapes are curves, and the female figure differs from the male one', () => {
    const male = bodyParts('front', 'male');
    const female = bodyParts('front', 'female');
    expect(male[0]?.d).toMatch(/^M[\d.]+ [\d.]+C/);
    expect(female.find((p) => p.id === 'left-pec')?.d).not.toBe(
      male.find((p) => p.id === 'left-pec')?.d,
    );
  });

  it('the person’s right is on the viewer’s left from the front, and their left from the back', () => {
    const x = (id: BodyPartId, view: 'front' | 'back') =>
      Number(/^M([\d.]+)/.exec(bodyParts(view, 'male').find((p) => p.id === id)?.d ?? '')?.[1]);
    expect(x('right-knee', 'front')).toBeLessThan(200);
    expect(x('left-knee', 'front')).toBeGreaterThan(200);
    expect(x('left-calf', 'back')).toBeLessThan(200);
  });

  it('fills parts by mark and reports taps and keys', () => {
    const onPartPress = vi.fn();
    render(
      <BodyDiagram
        view="front"
        gender="female"
        label="Front"
        marks={{ 'left-knee': 'sore', abs: 'injured' }}
        onPartPress={onPartPress}
      />,
    );
    const knee = screen.getByRole('button', { name: 'Left Knee: sore' });
    expect(knee.getAttribute('fill')).toBe('#F472B6');
    expect(screen.getByRole('button', { name: 'Abdominals: injured' }).getAttribute('fill')).toBe(
      '#DC2626',
    );
    fireEvent.click(knee);
    fireEvent.keyDown(screen.getByRole('button', { name: 'Right Pec: none' }), { key: 'Enter' });
    expect(onPartPress.mock.calls).toEqual([['left-knee'], ['right-pec']]);
  });
});
