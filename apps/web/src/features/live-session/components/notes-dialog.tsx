import { liveSessionMessages as m } from '@levelup/shared';
import { useState } from 'react';
import { useGridClients, useSessionSelector } from '@/lib/realtime/session-store';
import { allNotes, recentNotes } from '../model/notes';
import { selectedClientId, singleCell } from '../model/selection';
import { PrimaryAction } from './primary-action';
import { useTrainerCommands } from './session-commands';
import { type PanelDialogProps, SessionDialog } from './session-dialog';
import { useCurrentState } from './use-grid-shape';
import { useNames } from './use-names';
import { useSelection } from './use-selection';

/** Notes: the 3 most recent, Add Note (a trainee's, or the selected cell's), Trainer Notes. */
export function NotesDialog({ open, onOpenChange }: PanelDialogProps) {
  const commands = useTrainerCommands();
  const selection = useSelection();
  const clients = useGridClients();
  const names = useNames();
  const notesState = useSessionSelector((state) => state?.notes ?? null);
  const getState = useCurrentState();
  const [view, setView] = useState<'recent' | 'add' | 'all'>('recent');
  const [text, setText] = useState('');
  const [clientId, setClientId] = useState('');
  const [onCell, setOnCell] = useState(true);
  const cell = singleCell(selection);
  const state = getState();
  const entries =
    state && notesState ? (view === 'all' ? allNotes(state) : recentNotes(state)) : [];
  const target = clientId || selectedClientId(selection) || clients[0]?.id || '';

  const close = (next: boolean) => {
    if (!next) {
      setView('recent');
      setText('');
      setClientId('');
      setOnCell(true);
    }
    onOpenChange(next);
  };
  const add = () => {
    const trimmed = text.trim();
    if (!trimmed) return;
    const at = new Date().toISOString();
    if (cell && onCell) {
      commands.sendOp('note:add', { scope: 'cell', ...cell, text: trimmed, at });
    } else if (target) {
      commands.sendOp('note:add', { scope: 'trainee', userId: target, text: trimmed, at });
    }
    setText('');
    setView('recent');
  };

  return (
    <SessionDialog
      open={open}
      onOpenChange={close}
      title={view === 'add' ? m.addNote : view === 'all' ? m.trainerNotes : m.notes}
      actions={
        view === 'add' ? (
          <PrimaryAction disabled={!text.trim() || (!target && !cell)} onClick={add}>
            {m.save}
          </PrimaryAction>
        ) : undefined
      }
    >
      <div className="dialog-tabs">
        <button
          type="button"
          className="grid-chip"
          aria-pressed={view === 'add'}
          onClick={() => setView('add')}
        >
          {m.addNote}
        </button>
        <button
          type="button"
          className="grid-chip"
          aria-pressed={view === 'all'}
          onClick={() => setView('all')}
        >
          {m.trainerNotes}
        </button>
      </div>
      {view === 'add' ? (
        <div className="note-form">
          {cell ? (
            <label className="pick-item">
              <input
                type="checkbox"
                checked={onCell}
                onChange={(e) => setOnCell(e.target.checked)}
              />
              <span>{m.cellNote(names.exercise(cell.exerciseId), names.client(cell.userId))}</span>
            </label>
          ) : null}
          {!cell || !onCell ? (
            <label className="field">
              <span className="field-label">{m.noteFor}</span>
              <select
                className="field-input"
                value={target}
                onChange={(e) => setClientId(e.target.value)}
              >
                {clients.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.firstName}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
          <label className="field">
            <span className="field-label">{m.noteText}</span>
            <textarea
              className="field-input"
              rows={3}
              value={text}
              onChange={(e) => setText(e.target.value)}
            />
          </label>
        </div>
      ) : (
        <>
          <h3 className="dialog-subtitle">{view === 'all' ? m.trainerNotes : m.recentNotes}</h3>
          {entries.length === 0 ? (
            <p>{m.noNotes}</p>
          ) : (
            <ul className="notes-list">
              {entries.map((note) => (
                <li key={note.id} className="note-entry">
                  <strong>
                    {note.exerciseId
                      ? m.cellNote(names.exercise(note.exerciseId), names.client(note.userId))
                      : m.traineeNote(names.client(note.userId))}
                  </strong>
                  <span>{note.text}</span>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </SessionDialog>
  );
}
