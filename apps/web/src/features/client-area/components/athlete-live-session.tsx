import { translateText } from '@levelup/shared/i18n';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from '@/lib/auth/auth-provider';
import { createSessionSocket, type SessionSocket } from '@/lib/realtime/session-socket';
import { SessionStoreProvider, useSessionSelector } from '@/lib/realtime/session-store';
import { toast } from '@/lib/toast';
import { realtimeMessages } from '@/messages';
import { LoadingScreen } from '@/ui/loading-screen';
import { pendingFeedbackQueryOptions } from '../api/get-pending-feedback';
import { clientAreaKeys } from '../api/keys';
import { feedbackPathFor } from '../model/pending-feedback';
import { AthleteSession } from './athlete-session-view';

/**
 * The athlete's live screen once its code is here (routes/athlete-session.tsx loads it): the
 * session socket, as the signed-in client, and the screen over its store.
 */
export function AthleteLiveSession({
  sessionId,
  joinedCode,
}: {
  sessionId: string;
  joinedCode?: string;
}) {
  const { user } = useAuth();
  const [socket, setSocket] = useState<SessionSocket | null>(null);

  useEffect(() => {
    const opened = createSessionSocket({
      sessionId,
      // The server words these in English: the catalogs put them in the page's language.
      onToast: (message) => toast(translateText(message)),
      onOpRefused: (_op, refusal) => toast.error(translateText(refusal.message)),
    });
    setSocket(opened);
    return () => opened.close();
  }, [sessionId]);

  if (!socket || !user) return <LoadingScreen text={realtimeMessages.connecting} />;
  return (
    <SessionStoreProvider source={socket}>
      <FeedbackAtTheEnd socket={socket} userId={user.id} />
      <AthleteSession socket={socket} clientId={user.id} joinedCode={joinedCode} />
    </SessionStoreProvider>
  );
}

/**
 * When the coach ends the session the phone goes to its feedback screen. A phone that was
 * offline then is refused at its next join instead of told: the session awaiting the athlete's
 * rating says it was this one.
 */
function FeedbackAtTheEnd({ socket, userId }: { socket: SessionSocket; userId: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const finished = useSessionSelector((state) => state?.finished === true);
  const refused = useSyncExternalStore(socket.subscribe, () => socket.status === 'error');
  const { sessionId } = socket;

  useEffect(() => {
    if (!finished) return;
    void queryClient.invalidateQueries({ queryKey: clientAreaKeys.takingPart(userId) });
    navigate(feedbackPathFor(sessionId), { replace: true });
  }, [finished, navigate, queryClient, sessionId, userId]);

  useEffect(() => {
    if (!refused) return;
    let current = true;
    queryClient.fetchQuery({ ...pendingFeedbackQueryOptions(userId), staleTime: 0 }).then(
      (pending) => {
        if (current && pending.sessionId === sessionId) {
          navigate(feedbackPathFor(sessionId), { replace: true });
        }
      },
      (error: unknown) => console.warn('feedback check failed', error),
    );
    return () => {
      current = false;
    };
  }, [refused, navigate, queryClient, sessionId, userId]);
  return null;
}
