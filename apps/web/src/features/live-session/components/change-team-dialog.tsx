import { liveSessionMessages as m } from '@levelup/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { useGridClients, useSessionSelector } from '@/lib/realtime/session-store';
import { sessionTeamsMessages as st } from '@/messages';
import { selectedClientId } from '../model/selection';
import { PrimaryAction } from './primary-action';
import { useTrainerCommands } from './session-commands';
import { type PanelDialogProps, SessionDialog } from './session-dialog';
import { useSelection } from './use-selection';

/**
 * Change Team: moves a client to a team; applies only once a team is chosen. The teams are the
 * session's own, from when it started: teams are made on the Teams screen, for the next session.
 */
export function ChangeTeamDialog({ open, onOpenChange }: PanelDialogProps) {
  const commands = useTrainerCommands();
  const selection = useSelection();
  const clients = useGridClients();
  const teams = useSessionSelector((state) => state?.teams ?? null);
  const [clientId, setClientId] = useState('');
  const [teamId, setTeamId] = useState('');
  const target = clientId || selectedClientId(selection) || clients[0]?.id || '';
  const close = (next: boolean) => {
    if (!next) {
      setClientId('');
      setTeamId('');
    }
    onOpenChange(next);
  };
  const apply = () => {
    if (!teamId || !target) return;
    commands.sendOp('client:team', { userId: target, teamId });
    close(false);
  };
  return (
    <SessionDialog
      open={open}
      onOpenChange={close}
      title={m.changeTeamTitle}
      description={st.teamsFromStart}
      actions={
        <PrimaryAction disabled={!teamId || !target} onClick={apply}>
          {m.apply}
        </PrimaryAction>
      }
    >
      {!teams || teams.length === 0 ? (
        <p>{m.noTeams}</p>
      ) : (
        <>
          <label className="field">
            <span className="field-label">{m.client}</span>
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
          <label className="field">
            <span className="field-label">{m.team}</span>
            <select
              className="field-input"
              value={teamId}
              onChange={(e) => setTeamId(e.target.value)}
            >
              <option value="">{m.chooseTeam}</option>
              {teams.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.name}
                </option>
              ))}
            </select>
          </label>
        </>
      )}
      <Link className="btn btn-secondary" to="/trainer/teams">
        {st.manageTeams}
      </Link>
    </SessionDialog>
  );
}
