/** The finished live session's summary, on the trainer's screen and the TV (spec 2, summary). */
export const sessionSummaryMessages = {
  /** The sets a cell's card counts: every set performed in it, warm-ups included. */
  setsPerformed: (sets: number) => `${sets} ${sets === 1 ? 'set' : 'sets'}`,
} as const;
