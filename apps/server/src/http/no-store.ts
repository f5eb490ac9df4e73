import type { FastifyInstance } from 'fastify';

/**
 * Every JSON answer says `Cache-Control: no-store` unless its route chose a policy of its own (the
 * exercise library's ETag): most are personal (a profile, a check-in, a session's roster), and a
 * shared computer or a proxy must not keep a copy once the person has signed out. The few public
 * ones (the health check, the sign-in screen's config) lose nothing by it.
 */
export function registerNoStoreForJson(app: FastifyInstance) {
  app.addHook('onSend', async (_request, reply, payload) => {
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && type.startsWith('application/json')) {
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    }
    return payload;
  });
}
