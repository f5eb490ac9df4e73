/**
 * How long the server under test keeps a finished session's summary on its paired TV before the
 * TV goes back to /cast (CAST_SUMMARY_SECONDS, five minutes in production): long enough for a
 * loaded CI machine to read the TV's summary, take its screenshot and run axe on it, short enough
 * for e2e/cast.spec.ts to wait for the release.
 */
export const CAST_SUMMARY_SECONDS = 30;
