import { z } from 'zod/mini';
import { idSchema } from './common';
import { text } from './text';

/** The header a cast screen proves itself with on HTTP calls (as `auth.screenToken` on the socket). */
export const SCREEN_TOKEN_HEADER = 'x-screen-token';

/** GET /cast/screen-session: the session a screen is paired with, and its join code for the join QR. */
export const castScreenSessionSchema = z.object({
  sessionId: idSchema,
  joinCode: text(),
});
export type CastScreenSession = z.infer<typeof castScreenSessionSchema>;
