import { type CastView, DEFAULT_ROTATE_LAYOUTS, type RotatableLayout } from './state';

/**
 * The layouts the TV's `rotate` cycles through, in order: the coach's choice (or the default),
 * without the challenge board while no challenge is chosen.
 */
export function castRotation(view: CastView): readonly RotatableLayout[] {
  const chosen = view.rotateLayouts ?? DEFAULT_ROTATE_LAYOUTS;
  return view.challengeId ? chosen : chosen.filter((layout) => layout !== 'challenge');
}
