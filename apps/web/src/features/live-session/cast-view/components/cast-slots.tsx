import { gymTvMessages } from '@levelup/shared';

// The lead replaces these two bodies at merge with w8's parts from features/live-session:
// `<SessionGrid mode="cast" />` and `<SessionSummary />` (read-only). Both read the session from
// the SessionStoreProvider the cast view opens over the TV's cast socket.

/** Where the read-only grid goes (scaled about 1.34 by the cast view). */
export function CastGridSlot() {
  return <section className="cast-grid-slot" aria-label={gymTvMessages.gridRegion} />;
}

/** Where the finished session's summary goes, once the session has ended. */
export function CastSummarySlot() {
  return (
    <section className="cast-summary-slot" aria-labelledby="cast-summary-title">
      <h2 id="cast-summary-title">{gymTvMessages.summaryTitle}</h2>
    </section>
  );
}
