/* What the realtime plugin wires of casting: pairing screens, and freeing them after a session. */
export { createCastRelease } from './cast-release';
export { type CastService, type CastSignals, createCastService } from './cast-service';
