import type { Challenge } from '@levelup/shared/challenges';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from '@/lib/toast';
import { challengesScreenMessages as m } from '@/messages';
import { Button } from '@/ui/button';
import { useChallenges } from '../api/get-challenges';
import { useJoinChallenge } from '../api/join-challenge';
import { useLeaveChallenge } from '../api/leave-challenge';
import { ChallengeFacts } from '../components/challenge-facts';
import { Leaderboard } from '../components/leaderboard';
import '../components/challenges.css';

/** One open challenge: what it measures, join or leave, and its board once asked for. */
function ClientChallengeCard({ challenge }: { challenge: Challenge }) {
  const join = useJoinChallenge();
  const leave = useLeaveChallenge();
  const [boardOpen, setBoardOpen] = useState(false);
  const busy = join.isPending || leave.isPending;
  const toggle = async () => {
    try {
      if (challenge.joined) {
        await leave.mutateAsync(challenge.id);
        toast.success(m.leftToast(challenge.name));
      } else {
        await join.mutateAsync(challenge.id);
        toast.success(m.joinedToast(challenge.name));
        setBoardOpen(true);
      }
    } catch {
      toast.error(m.actionFailed);
    }
  };
  const boardId = `board-${challenge.id}`;
  return (
    <li className="challenge-card">
      <ChallengeFacts challenge={challenge} />
      {/* Past its last day the board is final: nobody joins or leaves (the server refuses a join). */}
      {challenge.ended ? <p className="note">{m.endedNote}</p> : null}
      <div className="challenge-actions">
        {challenge.ended ? null : (
          <Button
            variant={challenge.joined ? 'secondary' : 'primary'}
            loading={busy}
            onClick={toggle}
            aria-label={`${challenge.joined ? m.leave : m.join} ${challenge.name}`}
          >
            {challenge.joined ? m.leave : m.join}
          </Button>
        )}
        <Button
          variant="secondary"
          aria-expanded={boardOpen}
          aria-controls={boardId}
          onClick={() => setBoardOpen((open) => !open)}
          aria-label={m.showLeaderboard(challenge.name)}
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

/** /client/challenges (issue 31): the client's trainer's open challenges. */
export function ClientChallengesScreen() {
  const challenges = useChallenges();
  return (
    <section className="challenges-screen challenges-client">
      <h1>{m.title}</h1>
      <p className="note">{m.clientSubtitle}</p>
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
        <p>{m.none}</p>
      ) : (
        <ul className="challenge-list">
          {challenges.data.map((challenge) => (
            <ClientChallengeCard key={challenge.id} challenge={challenge} />
          ))}
        </ul>
      )}
      <Link className="btn btn-secondary btn-block" to="/client">
        {m.back}
      </Link>
    </section>
  );
}
