import { qrJoinMessages, socketMessages } from '@levelup/shared';
import {
  activeStationExerciseIds,
  type SessionExercise,
  type SessionState,
} from '@levelup/shared/session';
import type { TimerSync } from '@levelup/shared/timer';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { OfflineBanner } from '@/lib/realtime/offline-banner';
import type { SessionSocket } from '@/lib/realtime/session-socket';
import { sameItems, useActivePhase, useSessionSelector } from '@/lib/realtime/session-store';
import { useWeightUnit } from '@/lib/weight-unit';
import { athleteSessionMessages as m, realtimeMessages } from '@/messages';
import { LoadingScreen } from '@/ui/loading-screen';
import { SessionClockTile } from '@/ui/session-clock';
import { TimerTile } from '@/ui/timer';
import { athleteExercises, suggestedExerciseId } from '../model/athlete-session';
import { AthleteExerciseCard } from './athlete-exercise-card';
import { CoachNotes } from './coach-notes';
import { CurrentSetCard, type LoggedSetInput } from './current-set-card';
import './athlete-session.css';

const NO_EXERCISES: readonly SessionExercise[] = Object.freeze([]);
const NO_IDS: readonly string[] = Object.freeze([]);

/** The coach's last `timer:sync` for the session; null before any. */
function useTimerSync(socket: SessionSocket): TimerSync | null {
  const [sync, setSync] = useState<TimerSync | null>(null);
  useEffect(() => socket.onTimerSync(setSync), [socket]);
  return sync;
}

interface AthleteSessionProps {
  socket: SessionSocket;
  clientId: string;
  /** The code the athlete just joined with, for the join's success text. */
  joinedCode?: string;
}

/**
 * The athlete's live screen at phone size: the phase, the interval timer and the session clock on
 * top; the coach's notes and the athlete's exercises with their sets; the current set at the
 * bottom, within a thumb's reach. 'Log set' applies at once (and waits in the queue through a
 * Wi-Fi drop); what the coach changes arrives through the session store.
 */
export function AthleteSession({ socket, clientId, joinedCode }: AthleteSessionProps) {
  const timer = useTimerSync(socket);
  const startedAt = useSessionSelector((state) => state?.startedAt ?? null);
  const phase = useActivePhase();
  const loaded = useSessionSelector((state) => state !== null);
  const onGrid = useSessionSelector(
    (state) => state?.clients.some((client) => client.id === clientId) ?? false,
  );

  const logSet = useCallback(
    (set: LoggedSetInput) => socket.sendOp('set:log', { ...set, clientId, by: 'athlete' }),
    [socket, clientId],
  );

  return (
    <section className="client-screen athlete-session">
      <header className="athlete-top">
        {/* The app's header names the screen already; the phase is what changes. */}
        <h1 className="visually-hidden">{m.title}</h1>
        {phase ? <p className="athlete-phase">{m.phase(phase.name)}</p> : null}
        <div className="athlete-tiles">
          <TimerTile sessionId={socket.sessionId} mode="cast" sync={timer} />
          <SessionClockTile startedAt={startedAt} />
        </div>
      </header>
      {joinedCode ? (
        <p className="join-success" role="status">
          {qrJoinMessages.joined(joinedCode)}
        </p>
      ) : null}
      <OfflineBanner socket={socket} />
      {!loaded ? (
        <LoadingScreen text={realtimeMessages.connecting} />
      ) : onGrid ? (
        <AthleteWork clientId={clientId} onLog={logSet} />
      ) : (
        <div className="card">
          <p>{socketMessages.athleteNotOnGrid}</p>
          <Link className="link" to="/client">
            {m.backHome}
          </Link>
        </div>
      )}
    </section>
  );
}

/**
 * The exercises and the current set, once the session is here and holds the athlete; every load
 * in the athlete's unit.
 */
function AthleteWork({
  clientId,
  onLog,
}: {
  clientId: string;
  onLog: (set: LoggedSetInput) => void;
}) {
  const unit = useWeightUnit();
  const exercises = useSessionSelector(
    (state) => (state ? athleteExercises(state, clientId) : NO_EXERCISES),
    sameItems,
  );
  const station = useSessionSelector(
    (state) => (state ? activeStationExerciseIds(state) : NO_IDS),
    sameItems,
  );
  const suggested = useSessionSelector((state: SessionState | null) =>
    state
      ? suggestedExerciseId(
          state,
          clientId,
          exercises.map((e) => e.id),
        )
      : null,
  );
  // The exercise the athlete tapped, while it is still theirs; else the suggestion follows the
  // session (the next set to do, the station the coach moves to).
  const [picked, setPicked] = useState<string | null>(null);
  const currentId = exercises.some((e) => e.id === picked) ? picked : suggested;
  const current = exercises.find((e) => e.id === currentId);

  return (
    <>
      <CoachNotes clientId={clientId} />
      <h2 className="athlete-section-title">{m.exercisesTitle}</h2>
      {exercises.length === 0 ? (
        <p className="card">{m.noExercises}</p>
      ) : (
        <ol className="athlete-exercises">
          {exercises.map((exercise) => (
            <AthleteExerciseCard
              key={exercise.id}
              exercise={exercise}
              clientId={clientId}
              unit={unit}
              chosen={exercise.id === currentId}
              atStation={station.includes(exercise.id)}
              onChoose={setPicked}
            />
          ))}
        </ol>
      )}
      {current ? (
        <CurrentSetCard exercise={current} clientId={clientId} unit={unit} onLog={onLog} />
      ) : null}
    </>
  );
}
