import { emailChangeMessages as m, type User } from '@levelup/shared';
import { Button } from '@/ui/button';
import { useDismissCoachSetupNotice } from '../api/dismiss-coach-setup-notice';

/**
 * Shown once a client has signed in to an account their coach set up, until they dismiss it: the
 * coach typed the email, so the client should know which it is and that it is theirs to change.
 */
export function CoachSetupNotice({ user }: { user: User }) {
  const dismiss = useDismissCoachSetupNotice();
  return (
    <div className="card coach-setup-notice" role="status">
      <p>{m.coachSetupNotice(user.email)}</p>
      <Button
        variant="secondary"
        className="btn-small"
        loading={dismiss.isPending}
        onClick={() => dismiss.mutate(user)}
      >
        {m.dismissNotice}
      </Button>
    </div>
  );
}
