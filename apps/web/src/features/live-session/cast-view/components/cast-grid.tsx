import { SessionGrid } from '../../components/session-grid';

/** The TV's grid layout: the coach's grid, read-only. */
export function CastGrid() {
  return <SessionGrid mode="cast" />;
}
