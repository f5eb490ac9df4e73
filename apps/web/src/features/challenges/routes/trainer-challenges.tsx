import type { Challenge } from '@levelup/shared/challenges';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { challengesScreenMessages as m } from '@/messages';
import { Button } from '@/ui/button';
import { lazyDialog } from '@/ui/lazy-dialog';
import { useCloseChallenge } from '../api/close-challenge';
import { useChallenges } from '../api/get-challenges';
import { ChallengeFacts } from '../components/challenge-facts';
import { Leaderboard } from '../components/leaderboard';
import '../components/challenges.css';

// The form (react-hook-form, the exercise list) loads when first opened.
const ChallengeFormDialog = lazyDialog(
  async () => (await import('../components/challenge-form-dialog')).ChallengeFormDialog,
);

/** One of the trainer's challenges: edit, close, and its board. */
function TrainerChallengeCard({
  challenge,
  onEdit,
}: {
  challenge: Challenge;
  onEdit: (challenge: Challenge) => void;
}) {
  const close = useCloseChallenge();
  const [boardOpen, setBoardOpen] = useState(false);
  const boardId = `board-${challenge.id}`;
  return (
    <li className="challenge-card">
      <ChallengeFacts challenge={challenge} />
      <div className="challenge-actions">
        {challenge.closed ? null : (
          <>
            <Button
              variant="secondary"
              onClick={() => onEdit(challenge)}
              aria-label={`${m.edit} ${challenge.name}`}
            >
              {m.edit}
            </Button>
            <Button
              variant="secondary"
              loading={close.isPending}
              aria-label={`${m.close} ${challenge.name}`}
              onClick={async () => {
                try {
                  await close.mutateAsync(challenge.id);
                  toast.success(m.closedToast);
                } catch {
                  toast.error(m.actionFailed);
                }
              }}
            >
              {m.close}
            </Button>
          </>
        )}
        <Button
          variant="secondary"
          aria-expanded={boardOpen}
          aria-controls={boardId}
          aria-label={m.showLeaderboard(challenge.name)}
          onClick={() => setBoardOpen((open) => !open)}
        >
          {m.leaderboard}
        </Button>
      </div>
      {boardOpen ? (
        <div id={boardId}>
          <Leaderboard challengeId={challenge.id} metric={challenge.metric} name={challenge.name} />
        </div>
      ) : null}
    </li>
  );
}

/** /trainer/challenges (issue 31): the trainer's challenges, a new one, edits and closing. */
export function TrainerChallengesScreen() {
  const challenges = useChallenges();
  const [editing, setEditing] = useState<{ challenge: Challenge | null } | null>(null);
  return (
    <section className="challenges-screen trainer-challenges">
      <header className="challenges-header">
        <div>
          <h1>{m.title}</h1>
          <p className="note">{m.trainerSubtitle}</p>
        </div>
        <Button onClick={() => setEditing({ challenge: null })}>{m.create}</Button>
      </header>
      {challenges.isError ? (
        <div role="alert">
          <p>{m.loadFailed}</p>
          <Button variant="secondary" onClick={() => challenges.refetch()}>
            {m.retry}
          </Button>
        </div>
      ) : !challenges.data ? (
        <p className="note">{m.loading}</p>
      ) : challenges.data.length === 0 ? (
        <p>{m.noneTrainer}</p>
      ) : (
        <ul className="challenge-list">
          {challenges.data.map((challenge) => (
            <TrainerChallengeCard
              key={challenge.id}
              challenge={challenge}
              onEdit={(c) => setEditing({ challenge: c })}
            />
          ))}
        </ul>
      )}
      <ChallengeFormDialog
        open={editing !== null}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
        challenge={editing?.challenge ?? null}
      />
    </section>
  );
}
