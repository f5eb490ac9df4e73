import { z } from 'zod/mini';
import { SCREEN_ID_MAX, SCREEN_ID_MIN } from '../constants';
import { connectScreenMessages } from '../messages';
import { idSchema } from './common';
import { text } from './text';

/**
 * Screen ids are shown in capitals and in groups ('ABCD-EFGH-JKMN'); a typed or scanned id matches
 * whatever its case, spaces and dashes.
 */
export const normaliseScreenId = (screenId: string) => screenId.replace(/[\s-]/g, '').toUpperCase();

/** A screen id typed by hand: 6-12 characters once spaces and dashes are left out. */
export const screenIdSchema = text({ error: connectScreenMessages.invalidScreenId }).check(
  z.overwrite(normaliseScreenId),
  z.minLength(SCREEN_ID_MIN, connectScreenMessages.invalidScreenId),
  z.maxLength(SCREEN_ID_MAX, connectScreenMessages.invalidScreenId),
);

/** A screen id read from the cast screen's QR code: 6-12 characters. */
export const scannedScreenIdSchema = text({ error: connectScreenMessages.invalidQr }).check(
  z.overwrite(normaliseScreenId),
  z.minLength(SCREEN_ID_MIN, connectScreenMessages.invalidQr),
  z.maxLength(SCREEN_ID_MAX, connectScreenMessages.invalidQr),
);

/** POST /cast/connect: pair a screen with the trainer's session. */
export const castConnectBodySchema = z.strictObject({
  screenId: screenIdSchema,
  sessionId: idSchema,
});
export type CastConnectBody = z.infer<typeof castConnectBodySchema>;

/** POST /cast/disconnect: unpair by screen, by session, or both. */
export const castDisconnectBodySchema = z
  .strictObject({
    screenId: z.optional(screenIdSchema),
    sessionId: z.optional(idSchema),
  })
  .check(
    z.refine((body) => body.screenId !== undefined || body.sessionId !== undefined, {
      message: 'Give a screenId or a sessionId',
    }),
  );
export type CastDisconnectBody = z.infer<typeof castDisconnectBodySchema>;

/** GET /cast/screen-id: a new screen's id and the secret it joins its room with. */
export const screenIdResponseSchema = z.object({
  screenId: text(),
  screenToken: text(),
});
export type ScreenIdResponse = z.infer<typeof screenIdResponseSchema>;

/** The answer of POST /cast/connect: the screen now shows the session, since `connectedAt` (ISO). */
export const castConnectedSchema = z.object({
  ok: z.literal(true),
  screenId: text(),
  sessionId: text(),
  connectedAt: text(),
});

/** The answer of POST /cast/disconnect: the screen is unpaired (or was not paired). */
export const castDisconnectedSchema = z.object({ ok: z.literal(true) });
