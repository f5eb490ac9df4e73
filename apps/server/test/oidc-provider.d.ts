// oidc-provider ships no types; this covers the part the OpenID Connect test uses.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  type Account = { accountId: string; claims(): Promise<Record<string, unknown>> };

  export type Configuration = {
    clients?: Record<string, unknown>[];
    findAccount?(context: unknown, id: string): Promise<Account | undefined>;
    claims?: Record<string, string[]>;
    features?: Record<string, { enabled: boolean }>;
    cookies?: { keys: string[] };
    ttl?: Record<string, number>;
  };

  export default class Provider {
    constructor(issuer: string, configuration?: Configuration);
    callback(): (request: IncomingMessage, response: ServerResponse) => void;
  }
}
