import { type CastView, DEFAULT_ROTATE_LAYOUTS, type RotatableLayout } from './state';

/**
 * The layouts the TV's `rotate` cycles through, in order: the coach's choice, or until they
 * choose, grid, stations and leaderboard, with the challenge board once a challenge is chosen.
 * The challenge board is left out while no challenge is chosen.
 */
export function castRotation(view: CastView): readonly RotatableLayout[] {
  if (!view.challengeId) {
    return (view.rotateLayouts ?? DEFAULT_ROTATE_LAYOUTS).filter((l) => l !== 'challenge');
  }
  return view.rotateLayouts ?? [...DEFAULT_ROTATE_LAYOUTS, 'challenge'];
}
