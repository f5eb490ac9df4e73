import { z } from 'zod/mini';
import { serverMessages } from '../messages/server';

/**
 * The header a create call carries so that sending it again (a double press, a retry after a lost
 * answer) creates nothing more: the server answers a repeat with the first answer.
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/** One key per user action: a uuid the web app makes when the button is pressed. */
export const idempotencyKeySchema = z.uuid({ error: serverMessages.idempotencyKeyInvalid });
