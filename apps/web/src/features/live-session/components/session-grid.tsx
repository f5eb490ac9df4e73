import { liveSessionMessages as m } from '@levelup/shared';
import {
  clientDisplayNames,
  EMPTY_SELECTION,
  getCell,
  type SessionClient,
  tvDisplayNames,
} from '@levelup/shared/session';
import { type KeyboardEvent, useCallback, useMemo, useState } from 'react';
import { useActivePhaseExercises, useGridClients } from '@/lib/realtime/session-store';
import {
  type ArrowKey,
  cellSelection,
  isEmptySelection,
  movedCell,
  selectionOf,
  singleCell,
} from '../model/selection';
import { verifyPayload } from '../model/set-actions';
import { keyboardStepField } from '../model/steppers';
import { AssignHint } from './assign-hint';
import { ClientHeader } from './client-header';
import { AlertsDialog, SetListDialog } from './deferred-parts';
import { ExerciseRow } from './exercise-row';
import { logSetByKey, typeLoad } from './grid-load-keys';
import { GridToolbar } from './grid-toolbar';
import { confirmLoadEntry, createLoadEntryStore, LoadEntryProvider } from './load-entry-store';
import { useSessionCommands } from './session-commands';
import type { SetListTarget } from './set-list-target';
import { stepSelection } from './step-selection';
import { useDisplayUnit } from './use-display-unit';
import { useCurrentState, useGridShape } from './use-grid-shape';
import './session-grid.css';

export type SessionGridMode = 'trainer' | 'cast';

export interface SessionGridProps {
  /** `cast` is read-only: no selection, no buttons, larger type (the parent scales it). */
  mode: SessionGridMode;
}

/**
 * The live grid: exercises (rows of the active phase) by clients (columns). One component for the
 * trainer's screen and the TV. Each cell subscribes to its own cell, selection and presence, so
 * an op re-renders only the cells it changed.
 */
export function SessionGrid({ mode }: SessionGridProps) {
  const commands = useSessionCommands();
  const trainer = mode === 'trainer' && commands !== null;
  const exercises = useActivePhaseExercises();
  const clients = useGridClients();
  const shape = useGridShape();
  const getState = useCurrentState();
  const [alertsFor, setAlertsFor] = useState<{ client: SessionClient; name: string } | null>(null);
  const [setsOf, setSetsOf] = useState<SetListTarget | null>(null);
  const [entries] = useState(createLoadEntryStore);
  const unit = useDisplayUnit();
  // The TV shows a client who chose so by their initials; the coach always sees the name.
  const names = useMemo(
    () => (mode === 'cast' ? tvDisplayNames(clients) : clientDisplayNames(clients)),
    [clients, mode],
  );
  const onAlerts = useCallback(
    (client: SessionClient, name: string) => setAlertsFor({ client, name }),
    [],
  );

  // The grid's keys are listed in grid-load-keys.ts.
  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLDivElement>) => {
      const state = getState();
      if (!commands || !state) return;
      // Keys from the keypad, portalled out of the grid, are the keypad's own.
      if (!event.currentTarget.contains(event.target as Node)) return;
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      if (typeLoad(event, entries, commands, state, unit)) return;
      if (logSetByKey(event, entries, commands, getState)) return;
      const selection = selectionOf(state);
      if (event.key.startsWith('Arrow')) {
        const next = movedCell(selection, shape, event.key as ArrowKey);
        if (!next) return;
        event.preventDefault();
        confirmLoadEntry(entries, commands, state);
        commands.select(cellSelection(next.exerciseId, next.userId));
        const target = document.querySelector<HTMLElement>(
          `[data-cell="${next.exerciseId}:${next.userId}"] .cell-main`,
        );
        target?.focus();
        return;
      }
      if (event.key === 'Enter') {
        const ref = singleCell(selection);
        const cell = ref ? getCell(state, ref.exerciseId, ref.userId) : undefined;
        if (!ref || !cell) return;
        event.preventDefault();
        commands.sendOp('cell:verify', verifyPayload(cell, ref, 'verified'));
        return;
      }
      if (event.key === 'Escape' && !isEmptySelection(selection)) {
        event.preventDefault();
        commands.select(EMPTY_SELECTION);
        return;
      }
      if (event.key === '+' || event.key === '=' || event.key === '-') {
        event.preventDefault();
        const direction = event.key === '-' ? -1 : 1;
        stepSelection(commands, state, shape, unit, keyboardStepField(selection.mode), direction);
      }
    },
    [commands, getState, shape, entries, unit],
  );

  const columns = Math.max(clients.length, 1);
  return (
    <LoadEntryProvider store={entries}>
      <div className={`session-grid session-grid-${mode}`}>
        <GridToolbar trainer={trainer} shape={shape} />
        {trainer ? <AssignHint /> : null}
        {/* biome-ignore lint/a11y/noStaticElementInteractions: the grid's keys act on the focused cell inside it */}
        <div
          className="session-grid-scroll"
          onKeyDown={trainer ? onKeyDown : undefined}
          style={
            { '--grid-clients': columns, '--grid-columns': clients.length } as React.CSSProperties
          }
        >
          {clients.length === 0 ? (
            <p className="grid-empty">{mode === 'cast' ? m.castNoClients : m.noClients}</p>
          ) : null}
          {exercises.length === 0 ? (
            <p className="grid-empty">{mode === 'cast' ? m.castNoExercises : m.noExercises}</p>
          ) : null}
          {/* With nobody and nothing on it, the hints above are all there is: no empty table. */}
          {clients.length === 0 && exercises.length === 0 ? null : (
            <table className="session-grid-table" aria-label={m.grid}>
              <thead>
                <tr className="grid-row grid-head">
                  <th className="grid-corner" scope="col">
                    <span className="visually-hidden">{m.exercisesColumn}</span>
                  </th>
                  {clients.map((client) => (
                    <ClientHeader
                      key={client.id}
                      client={client}
                      name={names.get(client.id) ?? client.firstName}
                      trainer={trainer}
                      shape={shape}
                      onAlerts={onAlerts}
                    />
                  ))}
                </tr>
              </thead>
              <tbody>
                {exercises.map((exercise) => (
                  <ExerciseRow
                    key={exercise.id}
                    exercise={exercise}
                    clients={clients}
                    names={names}
                    trainer={trainer}
                    shape={shape}
                    onSets={setSetsOf}
                  />
                ))}
              </tbody>
            </table>
          )}
        </div>
        {trainer ? (
          <AlertsDialog
            client={alertsFor?.client ?? null}
            name={alertsFor?.name ?? ''}
            onOpenChange={(open) => !open && setAlertsFor(null)}
          />
        ) : null}
        {trainer ? (
          <SetListDialog target={setsOf} onOpenChange={(open) => !open && setSetsOf(null)} />
        ) : null}
      </div>
    </LoadEntryProvider>
  );
}
