import path from 'node:path';
import { z } from 'zod';

const optionalUrl = (protocols: readonly string[]) =>
  z
    .string()
    .trim()
    .url()
    .refine((value) => protocols.some((p) => value.startsWith(`${p}:`)), {
      message: `must start with ${protocols.map((p) => `${p}://`).join(' or ')}`,
    })
    .optional();

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(4000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.preprocess(emptyAsUndefined, optionalUrl(['postgres', 'postgresql'])),
  REDIS_URL: z.preprocess(emptyAsUndefined, optionalUrl(['redis', 'rediss'])),
  SMTP_URL: z.preprocess(emptyAsUndefined, optionalUrl(['smtp', 'smtps'])),
  MAIL_FROM: z.string().default('Level Up <no-reply@levelup.local>'),
  PUBLIC_URL: z.preprocess(emptyAsUndefined, optionalUrl(['http', 'https'])),
  REGISTRATIONS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).default(10),
  CAST_SUMMARY_SECONDS: z.coerce.number().int().min(0).max(86_400).default(300),
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    ),
  GOOGLE_CLIENT_ID: z.preprocess(emptyAsUndefined, z.string().optional()),
  GOOGLE_CLIENT_SECRET: z.preprocess(emptyAsUndefined, z.string().optional()),
  OIDC_ISSUER: z.preprocess(emptyAsUndefined, optionalUrl(['http', 'https'])),
  JWT_SECRET: z.preprocess(
    emptyAsUndefined,
    z.string().min(32, 'must be at least 32 characters').optional(),
  ),
  SEED_DEMO: z.preprocess(emptyAsUndefined, z.enum(['0', '1']).optional()),
  TRUST_PROXY: z
    .string()
    .trim()
    .min(1)
    .default('false')
    .transform((value) => (value === 'true' ? true : value === 'false' ? false : value)),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrl: string;
  corsOrigins: string[];
  google: { clientId: string; clientSecret: string | undefined; issuer: string } | undefined;
  jwtSecret: string | undefined;
  seedDemo: boolean;
  logLevel: string;
  /** Whether to believe X-Forwarded-For: true, false, or the proxies' addresses or CIDR ranges. */
  trustProxy: boolean | string;
  /** A gym whose members sign up on its own Wi-Fi shares one address: raise this for it. */
  registrationsPerAddressPerHour: number;
  /** How long a paired TV shows a finished session's summary before it goes back to /cast. */
  castSummarySeconds: number;
};

export class ConfigError extends Error {}

/** Reads the environment into a typed config; a bad value names the variable and stops start-up. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    registrationsPerAddressPerHour: e.REGISTRATIONS_PER_ADDRESS_PER_HOUR,
    castSummarySeconds: e.CAST_SUMMARY_SECONDS,
    corsOrigins: e.CORS_ORIGINS,
    google: e.GOOGLE_CLIENT_ID
      ? {
          clientId: e.GOOGLE_CLIENT_ID,
          clientSecret: e.GOOGLE_CLIENT_SECRET,
          issuer: e.OIDC_ISSUER ?? 'https://accounts.google.com',
        }
      : undefined,
    jwtSecret: e.JWT_SECRET,
    // The embedded database is a demo by default; a real Postgres is seeded only on request.
    seedDemo: e.SEED_DEMO === undefined ? !e.DATABASE_URL : e.SEED_DEMO === '1',
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
  };
}
