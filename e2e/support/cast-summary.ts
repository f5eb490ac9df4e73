/**
 * How long the server under test keeps a finished session's summary on its paired TV before the
 * TV goes back to /cast (CAST_SUMMARY_SECONDS, five minutes in production): long enough for the
 * specs that read the TV's summary, short enough for e2e/cast.spec.ts to see the release. Half a minute leaves a loaded CI machine
 * time to read the summary, take its screenshot and run axe on it before the release.
 */
export const CAST_SUMMARY_SECONDS = 30;
