import type { SessionService } from './session-service';

/*
 * What other features may ask of live sessions. app.ts hands them to a feature's plugin once the
 * realtime plugin has wired the session service, and that plugin lists 'realtime' among its
 * dependencies; no feature reads `app.liveSessions` itself.
 */

/** A check-in changes the client's flags in any live session they are in (DESIGN 4.7). */
export type LiveCheckIns = Pick<SessionService['coaching'], 'afterCheckIn'>;

/** An op applied as a trainer's device applies it, so every device in the session sees it. */
export type LiveSessionOps = Pick<SessionService, 'applyDeviceOp'>;
