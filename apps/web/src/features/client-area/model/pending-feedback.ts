/** Where the client area sends a client who has a session to rate. */
export function feedbackPathFor(sessionId: string): string {
  return `/client/session/feedback?sessionId=${encodeURIComponent(sessionId)}`;
}

/**
 * Whether the pending-feedback check should open the feedback screen: only when a session awaits a
 * rating, the client is neither rating one nor lifting in a live one (the live screen sends them
 * to its own feedback at its end), and this session of the app has not sent them yet (so 'Back'
 * from the feedback screen does not bounce them straight back).
 */
export function shouldOpenFeedback(
  pendingSessionId: string | null | undefined,
  pathname: string,
  alreadyOpenedFor: string | null,
): pendingSessionId is string {
  return (
    Boolean(pendingSessionId) &&
    !pathname.startsWith('/client/session/') &&
    alreadyOpenedFor !== pendingSessionId
  );
}
