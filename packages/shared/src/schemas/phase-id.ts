/**
 * Builder and session phase ids: phase-1, phase-2... A module of its own: of the workout schemas,
 * the session reducer needs only this.
 */
export type PhaseId = `phase-${number}`;
export const phaseId = (n: number): PhaseId => `phase-${n}`;
