import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { IDEMPOTENCY_KEY_HEADER, idempotencyKeySchema, serverMessages } from '@levelup/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { currentUser } from '../auth';
import { badRequest, conflict } from './errors';
import type { IdempotencyStore, IdempotentRequest } from './idempotency-store';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A create route: a request that repeats an earlier one's `Idempotency-Key` gets that one's
     * answer and creates nothing (http/idempotency.ts). The route must authenticate its caller.
     */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    /** The key this request reserved; its answer is stored as it is sent. */
    idempotentRequest: IdempotentRequest | null;
  }
}

/** How long a repeat waits for the first request's answer (a double press arrives while it runs). */
const RUNNING_WAIT_MS = 10_000;
const RUNNING_POLL_MS = 50;

/** JSON with its keys sorted, so a body's hash does not depend on the order its keys were sent. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : item,
  );
}

function fingerprintOf(request: FastifyRequest): string {
  const sent = canonicalJson({ params: request.params ?? null, body: request.body ?? null });
  return createHash('sha256').update(sent).digest('base64url');
}

/**
 * Double presses and retries create one record (issue 34): routes with `config: {idempotent:
 * true}` take an `Idempotency-Key` header (a uuid per user action) and, for a day, answer a
 * repeat of that key by the same caller on the same route and body with the first answer, status
 * and body, without running the handler again. A repeat that arrives while the first still runs
 * waits for its answer. The same key with another route or body is refused (409); a request
 * without the header runs as before. A key is its caller's: another account's same key is
 * another request. An answer of 5xx is not kept, so a retry runs the request again.
 *
 * Called before the feature routes are added (the hook joins them as they are) and before
 * compression, whose `onSend` would otherwise hand this one a compressed stream to keep.
 */
export function registerIdempotentCreates(app: FastifyInstance, store: IdempotencyStore) {
  app.decorateRequest('idempotentRequest', null);

  async function answerRepeats(request: FastifyRequest, reply: FastifyReply) {
    const sent = request.headers[IDEMPOTENCY_KEY_HEADER];
    if (sent === undefined) return;
    const key = idempotencyKeySchema.safeParse(sent);
    if (!key.success) {
      const message = serverMessages.idempotencyKeyInvalid;
      throw badRequest(message, [{ path: `headers.${IDEMPOTENCY_KEY_HEADER}`, message }]);
    }
    const idempotent: IdempotentRequest = {
      userId: currentUser(request).id,
      key: key.data,
      route: `${request.method} ${request.routeOptions.url}`,
      fingerprint: fingerprintOf(request),
    };
    await store.forgetExpired();
    const deadline = Date.now() + RUNNING_WAIT_MS;
    for (;;) {
      const held = await store.reserve(idempotent);
      if (!held) {
        request.idempotentRequest = idempotent;
        return;
      }
      if (held.route !== idempotent.route || held.fingerprint !== idempotent.fingerprint) {
        throw conflict(serverMessages.idempotencyKeyReused);
      }
      if (held.answer) {
        return reply
          .status(held.answer.status)
          .type('application/json; charset=utf-8')
          .header('idempotent-replayed', 'true')
          .send(held.answer.body ?? '');
      }
      if (Date.now() >= deadline) throw conflict(serverMessages.idempotentRequestInProgress);
      await sleep(RUNNING_POLL_MS);
    }
  }

  // Last of the route's preHandlers: the caller is authenticated and the body parsed by then, and
  // a caller refused access is refused as without a key.
  app.addHook('onRoute', (route) => {
    if (!route.config?.idempotent) return;
    const before = route.preHandler ?? [];
    route.preHandler = [...(Array.isArray(before) ? before : [before]), answerRepeats];
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const idempotent = request.idempotentRequest;
    if (!idempotent) return payload;
    try {
      if (reply.statusCode >= 500) await store.release(idempotent);
      else {
        await store.answer(
          idempotent,
          reply.statusCode,
          typeof payload === 'string' ? payload : null,
        );
      }
    } catch (error) {
      // The record is made and its answer goes out; a repeat of the key then waits in vain (409).
      request.log.warn({ err: error }, 'idempotency key answer not stored');
    }
    return payload;
  });
}
