import {
  type CastLayout,
  castRotation,
  DEFAULT_CAST_VIEW,
  type RotatableLayout,
} from '@levelup/shared/session';
import { type ReactNode, useEffect, useState } from 'react';
import { sameItems, useSessionSelector } from '@/lib/realtime/session-store';
import { lazyComponent } from '@/ui/lazy-dialog';

/*
 * The TV's body while the session runs (issue 31): the layout the coach picked on their cast
 * control. The grid is the first layout and is fetched with the session state; the others load when first shown.
 */

const StationsLayout = lazyComponent(
  async () => (await import('./stations-layout')).StationsLayout,
);
const LeaderboardLayout = lazyComponent(
  async () => (await import('./leaderboard-layout')).LeaderboardLayout,
);
const ChallengeLayout = lazyComponent(
  async () => (await import('./challenge-layout')).ChallengeLayout,
);

/** Fetches the layouts not shown first, once the TV is idle, so a switch shows at once. */
export const TV_LAYOUT_PARTS = [
  StationsLayout.preload,
  LeaderboardLayout.preload,
  ChallengeLayout.preload,
];

/**
 * The layout on screen: the chosen one, or for `rotate` the one its turn has come to among those
 * the coach chose (`castRotation`); a new choice starts the rotation again from its first.
 */
function useShownLayout(): Exclude<CastLayout, 'rotate'> {
  const layout = useSessionSelector((s) => s?.castView?.layout ?? DEFAULT_CAST_VIEW.layout);
  const seconds = useSessionSelector(
    (s) => s?.castView?.rotateSeconds ?? DEFAULT_CAST_VIEW.rotateSeconds,
  );
  const rotation = useSessionSelector(
    (s): readonly RotatableLayout[] => castRotation(s?.castView ?? DEFAULT_CAST_VIEW),
    sameItems,
  );
  const [turn, setTurn] = useState(0);
  useEffect(() => {
    if (layout !== 'rotate') return;
    setTurn(0);
    const count = Math.max(rotation.length, 1);
    const interval = setInterval(() => setTurn((t) => (t + 1) % count), seconds * 1000);
    return () => clearInterval(interval);
  }, [layout, seconds, rotation]);
  if (layout !== 'rotate') return layout;
  return rotation[turn] ?? rotation[0] ?? 'grid';
}

export function TvLayout({ grid }: { grid: ReactNode }) {
  const shown = useShownLayout();
  return (
    <div className="tv-layout" data-tv-layout={shown}>
      {shown === 'grid' ? grid : null}
      {shown === 'stations' ? <StationsLayout /> : null}
      {shown === 'leaderboard' ? <LeaderboardLayout /> : null}
      {shown === 'challenge' ? <ChallengeLayout /> : null}
    </div>
  );
}
