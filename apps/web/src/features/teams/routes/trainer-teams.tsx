import type { Client, Team } from '@levelup/shared';
import { useState } from 'react';
import { useClients } from '@/lib/api/clients/get-clients';
import { toast } from '@/lib/toast';
import { teamsScreenMessages as m } from '@/messages';
import { Button } from '@/ui/button';
import { lazyDialog } from '@/ui/lazy-dialog';
import { useDeleteTeam } from '../api/delete-team';
import { useTeams } from '../api/get-teams';
import { useSetClientTeam } from '../api/set-client-team';
import '../components/teams.css';

// The form (react-hook-form, its resolver) and the delete question (Radix) load when first opened.
const TeamFormDialog = lazyDialog(
  async () => (await import('../components/team-form-dialog')).TeamFormDialog,
);
const ConfirmDialog = lazyDialog(async () => (await import('@/ui/confirm-dialog')).ConfirmDialog);

/** One team: its colour, name and members, with Edit and Delete. */
function TeamCard({
  team,
  members,
  onEdit,
  onDelete,
}: {
  team: Team;
  members: number;
  onEdit: (team: Team) => void;
  onDelete: (team: Team) => void;
}) {
  return (
    <li className="team-card" style={{ borderLeftColor: team.colorHex }}>
      <div className="team-facts">
        <span className="team-name">{team.name}</span>
        <span className="note">{m.members(members)}</span>
      </div>
      <div className="team-actions">
        <Button
          variant="secondary"
          aria-label={m.editLabel(team.name)}
          onClick={() => onEdit(team)}
        >
          {m.edit}
        </Button>
        <Button
          variant="secondary"
          aria-label={m.deleteLabel(team.name)}
          onClick={() => onDelete(team)}
        >
          {m.delete}
        </Button>
      </div>
    </li>
  );
}

/** Each client with the team they start every session in, changed where they stand. */
function TeamMembers({ clients, teams }: { clients: Client[]; teams: Team[] }) {
  const setTeam = useSetClientTeam();
  const move = async (client: Client, teamId: string | null) => {
    try {
      await setTeam.mutateAsync({ clientId: client.id, teamId });
      const team = teams.find((t) => t.id === teamId)?.name ?? null;
      toast.success(m.movedTo(client.name, team));
    } catch {
      toast.error(m.actionFailed);
    }
  };
  return (
    <section className="team-members" aria-labelledby="team-members-title">
      <h2 id="team-members-title">{m.membersTitle}</h2>
      <p className="note">{m.membersHint}</p>
      {clients.length === 0 ? (
        <p>{m.noClients}</p>
      ) : (
        <ul className="team-member-list">
          {clients.map((client) => {
            const id = `team-of-${client.id}`;
            return (
              <li key={client.id} className="team-member">
                <label htmlFor={id}>{client.name}</label>
                <select
                  id={id}
                  className="field-input"
                  aria-label={m.teamOf(client.name)}
                  value={client.teamId ?? ''}
                  onChange={(event) => move(client, event.target.value || null)}
                >
                  <option value="">{m.noTeam}</option>
                  {teams.map((team) => (
                    <option key={team.id} value={team.id}>
                      {team.name}
                    </option>
                  ))}
                </select>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/**
 * /trainer/teams (issue 31): the trainer's teams, a new one, rename and recolour, delete, and
 * which team each client starts a session in. A live session keeps the teams it started with.
 */
export function TrainerTeamsScreen() {
  const teams = useTeams();
  const clients = useClients();
  const remove = useDeleteTeam();
  const [editing, setEditing] = useState<{ team: Team | null } | null>(null);
  const [deleting, setDeleting] = useState<Team | null>(null);
  const membersOf = (team: Team) => (clients.data ?? []).filter((c) => c.teamId === team.id);

  const confirmDelete = async () => {
    const team = deleting;
    if (!team) return;
    try {
      await remove.mutateAsync(team.id);
      toast.success(m.deleted(team.name));
    } catch {
      toast.error(m.actionFailed);
    }
  };

  return (
    <section className="teams-screen">
      <header className="teams-header">
        <div>
          <h1>{m.title}</h1>
          <p className="note">{m.subtitle}</p>
        </div>
        <Button onClick={() => setEditing({ team: null })}>{m.create}</Button>
      </header>
      <p className="teams-session-note">{m.sessionNote}</p>
      {teams.isError ? (
        <div role="alert">
          <p>{m.loadFailed}</p>
          <Button variant="secondary" onClick={() => teams.refetch()}>
            {m.retry}
          </Button>
        </div>
      ) : !teams.data ? (
        <p className="note">{m.loading}</p>
      ) : (
        <>
          <h2 id="team-list-title">{m.listTitle}</h2>
          {teams.data.length === 0 ? (
            <p>{m.none}</p>
          ) : (
            <ul className="team-list" aria-labelledby="team-list-title">
              {teams.data.map((team) => (
                <TeamCard
                  key={team.id}
                  team={team}
                  members={membersOf(team).length}
                  onEdit={(t) => setEditing({ team: t })}
                  onDelete={setDeleting}
                />
              ))}
            </ul>
          )}
          {teams.data.length > 0 && clients.data ? (
            <TeamMembers clients={clients.data} teams={teams.data} />
          ) : null}
        </>
      )}
      <TeamFormDialog
        open={editing !== null}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
        team={editing?.team ?? null}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title={m.deleteTitle(deleting?.name ?? '')}
        message={m.deleteMessage(deleting ? membersOf(deleting).length : 0)}
        cancelLabel={m.keep}
        confirmLabel={m.delete}
        onConfirm={confirmDelete}
      />
    </section>
  );
}
