import { formatLoad } from '@levelup/shared/coaching';
import {
  activePhaseExercises,
  activeStationExerciseIds,
  assignedExercisesForClient,
  currentSetIndex,
  platesOf,
  platesText,
  type SessionState,
  setProgress,
  stationUnits,
  tvDisplayNames,
} from '@levelup/shared/session';
import { type CSSProperties, useId, useMemo } from 'react';
import { useSessionSelector } from '@/lib/realtime/session-store';
import { tvLayoutMessages as t } from '@/messages';
import { useDisplayUnit } from '../../components/use-display-unit';
import './tv-layouts.css';

interface StationAthlete {
  id: string;
  name: string;
  /** 'Back Squat · 100 kg × 5 · Set 2/4', per exercise of the station they have a cell in. */
  lines: { exercise: string; load: string; plates: string | null; set: string | null }[];
}

interface Station {
  key: string;
  label: string;
  color: string | null;
  exercises: string[];
  active: boolean;
  athletes: StationAthlete[];
  upNext: string[];
}

/**
 * The stations of the active phase (a pair letter each, or an exercise each while nothing is
 * paired), who is on each and what they lift now, and who comes next: the rotation moves the
 * athletes of the station before.
 */
function stationsOf(state: SessionState, unit: 'kg' | 'lb'): Station[] {
  const exercises = activePhaseExercises(state);
  const units = stationUnits(exercises);
  const active = new Set(activeStationExerciseIds(state));
  // A client who chose not to show their name on the TV appears by their initials.
  const names = tvDisplayNames(state.clients);
  const on = units.map((ids) =>
    state.clients.filter((c) =>
      assignedExercisesForClient(state, c.id).some((e) => ids.includes(e.id)),
    ),
  );
  return units.map((ids, index) => {
    const first = exercises.find((e) => e.id === ids[0]);
    const letter = first?.pairing ?? String(index + 1);
    const athletes = (on[index] ?? []).map((client) => ({
      id: client.id,
      name: names.get(client.id) ?? '',
      lines: ids.flatMap((exerciseId) => {
        const cell = state.cells[exerciseId]?.[client.id];
        const exercise = exercises.find((e) => e.id === exerciseId);
        if (!cell || !exercise) return [];
        const plates = platesOf(state, exerciseId, cell.kg);
        const progress = setProgress(state, exerciseId, client.id);
        return [
          {
            exercise: exercise.name,
            load: t.loadReps(formatLoad(cell.kg, unit), cell.reps),
            plates: plates ? platesText(plates) : null,
            set: progress
              ? t.setOf(Math.min(currentSetIndex(cell) + 1, progress.total), progress.total)
              : null,
          },
        ];
      }),
    }));
    const before = on[(index - 1 + units.length) % units.length] ?? [];
    return {
      key: ids.join(','),
      label: t.station(letter.toUpperCase()),
      color: first?.pairColor ?? null,
      exercises: ids.map((id) => exercises.find((e) => e.id === id)?.name ?? id),
      active: ids.some((id) => active.has(id)),
      athletes,
      upNext: units.length > 1 ? before.map((c) => names.get(c.id) ?? '') : [],
    };
  });
}

/** The TV's Stations layout: a card per station, the current one emphasised. */
export function StationsLayout() {
  const state = useSessionSelector((s) => s);
  const unit = useDisplayUnit();
  const stations = useMemo(() => (state ? stationsOf(state, unit) : []), [state, unit]);
  const headingId = useId();
  return (
    <div
      className="tv-stations"
      style={{ '--tv-columns': Math.min(4, Math.max(1, stations.length)) } as CSSProperties}
    >
      {stations.map((station, index) => (
        <section
          key={station.key}
          className={station.active ? 'tv-station tv-station-active' : 'tv-station'}
          style={station.color ? { borderTopColor: station.color } : undefined}
          aria-current={station.active ? 'step' : undefined}
          aria-labelledby={`${headingId}-${index}`}
        >
          <header className="tv-station-header">
            <h2 id={`${headingId}-${index}`}>{station.label}</h2>
            {station.active ? <span className="tv-station-now">{t.nowLabel}</span> : null}
          </header>
          <p className="tv-station-exercises">{station.exercises.join(' + ')}</p>
          {station.athletes.length === 0 ? (
            <p className="tv-muted">{t.nobodyHere}</p>
          ) : (
            <ul className="tv-station-athletes">
              {station.athletes.map((athlete) => (
                <li key={athlete.id}>
                  <span className="tv-athlete-name">{athlete.name}</span>
                  {athlete.lines.map((line) => (
                    <span key={line.exercise} className="tv-athlete-line">
                      {athlete.lines.length > 1 ? (
                        <span className="tv-athlete-exercise">{line.exercise}</span>
                      ) : null}
                      <span className="tv-athlete-load">{line.load}</span>
                      {line.set ? <span className="tv-athlete-set">{line.set}</span> : null}
                      {line.plates ? (
                        <span className="tv-athlete-plates">{line.plates}</span>
                      ) : null}
                    </span>
                  ))}
                </li>
              ))}
            </ul>
          )}
          {station.upNext.length > 0 ? (
            <p className="tv-station-next">
              <span>{t.upNext}:</span> {station.upNext.join(', ')}
            </p>
          ) : null}
        </section>
      ))}
    </div>
  );
}
