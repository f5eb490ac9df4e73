import { Redis, type RedisOptions } from 'ioredis';

/**
 * A Redis client connected before it is handed out, so a server that cannot reach Redis stops at
 * start-up with a message naming REDIS_URL instead of failing its first requests.
 */
export async function connectRedis(
  url: string,
  onError: (error: unknown) => void,
  options: RedisOptions = {},
): Promise<Redis> {
  const client = new Redis(url, { lazyConnect: true, connectTimeout: 5000, ...options });
  client.on('error', onError);
  try {
    await client.connect();
  } catch (error) {
    client.disconnect();
    throw new Error(`Cannot reach Redis at REDIS_URL: ${(error as Error).message}`);
  }
  return client;
}
