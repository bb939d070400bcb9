// Configuration, read once at start-up and validated: a bad variable stops the server with a message naming it.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { isTimeZone } from './features/vitals/simulator/local-time.js';

const boolish = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().min(3).default('Health Portal <no-reply@health-portal.local>'),
  PUBLIC_URL: z.url().optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  JWT_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .max(7 * 24 * 3600)
    .default(8 * 3600),
  JWT_ISSUER: z.string().min(1).default('health-portal'),
  JWT_AUDIENCE: z.string().min(1).default('health-portal-web'),
  CORS_ORIGINS: z.string().default(''),
  GRAPHQL_PLAYGROUND: boolish.optional(),
  TRUST_PROXY: boolish.default(false),
  DEMO_ACCOUNT: boolish.default(true),
  CLIENT_DIST: z.string().default('client/dist'),
  SIMULATOR_TIME_ZONE: z.string().refine(isTimeZone, 'must be an IANA time zone, e.g. Europe/Paris').optional(),
  /** Comma-separated addresses promoted to administrator once verified (bootstrap without touching the database). */
  ADMIN_EMAILS: z
    .string()
    .default('')
    .transform((v) => v.split(',').map((s) => s.trim().toLowerCase()).filter(Boolean))
    .pipe(z.array(z.email('must be a comma-separated list of e-mail addresses'))),
  /** OpenAI-compatible chat endpoint (e.g. http://127.0.0.1:11434/v1); unset = the built-in offline engine. */
  AI_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  AI_MODEL: z.string().min(1).max(200).optional(),
  AI_API_KEY: z.string().min(1).optional(),
  /** Messages a user may send to the assistant per day (UTC). */
  AI_DAILY_QUOTA: z.coerce.number().int().min(1).max(10_000).default(50),
  /** A reply is abandoned (marked failed) after this long. */
  AI_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(600_000).default(60_000),
  /** Pause between the built-in engine's streamed chunks (0 in tests and benchmarks). */
  AI_BUILTIN_CHUNK_DELAY_MS: z.coerce.number().int().min(0).max(1_000).default(25),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrl: string;
  /**
   * True when PUBLIC_URL was given: mail links always use it. Otherwise (development only) they follow the
   * address the page was opened on (lib/link-base.ts), so a page on 127.0.0.1 gets 127.0.0.1 links.
   */
  publicUrlFixed: boolean;
  jwt: { secret: string; ttlSeconds: number; issuer: string; audience: string };
  corsOrigins: string[];
  /** GraphiQL + introspection; on by default outside production. */
  playground: boolean;
  trustProxy: boolean;
  demoAccount: boolean;
  clientDist: string;
  logLevel: string;
  /** ADMIN_EMAILS, lower-cased. */
  adminEmails: string[];
  /** Local time of the built-in simulator's person (nights, meals); the server's own zone by default. */
  simulatorTimeZone: string;
  /** The assistant: `baseUrl` unset means the built-in engine (no network). */
  ai: {
    baseUrl: string | undefined;
    model: string;
    apiKey: string | undefined;
    dailyQuota: number;
    timeoutMs: number;
    builtinChunkDelayMs: number;
  };
}

export class ConfigError extends Error {}

/** Parses the environment; throws ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (e.g. `SMTP_URL=` from compose) means "not set".
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  if (e.AI_BASE_URL && !e.AI_MODEL) {
    throw new ConfigError('Invalid configuration:\n  AI_MODEL: required when AI_BASE_URL is set');
  }
  if (isProduction && !e.JWT_SECRET) {
    throw new ConfigError('Invalid configuration:\n  JWT_SECRET: required in production (at least 32 characters)');
  }
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    // In production the links never follow a request header (a forged Host would put an attacker's address in
    // a password-reset mail): PUBLIC_URL or the default.
    publicUrlFixed: !!e.PUBLIC_URL || isProduction,
    jwt: {
      secret: e.JWT_SECRET ?? localJwtSecret(dataDir),
      ttlSeconds: e.JWT_TTL_SECONDS,
      issuer: e.JWT_ISSUER,
      audience: e.JWT_AUDIENCE,
    },
    corsOrigins: e.CORS_ORIGINS.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    playground: e.GRAPHQL_PLAYGROUND ?? !isProduction,
    trustProxy: e.TRUST_PROXY,
    demoAccount: e.DEMO_ACCOUNT,
    clientDist: path.resolve(e.CLIENT_DIST),
    logLevel: e.LOG_LEVEL,
    adminEmails: e.ADMIN_EMAILS,
    simulatorTimeZone: e.SIMULATOR_TIME_ZONE ?? Intl.DateTimeFormat().resolvedOptions().timeZone,
    ai: {
      baseUrl: e.AI_BASE_URL?.replace(/\/$/, ''),
      model: e.AI_MODEL ?? 'builtin',
      apiKey: e.AI_API_KEY,
      dailyQuota: e.AI_DAILY_QUOTA,
      timeoutMs: e.AI_TIMEOUT_MS,
      builtinChunkDelayMs: e.AI_BUILTIN_CHUNK_DELAY_MS,
    },
  };
}

/** For the embedded default: a random secret generated once and kept in the data folder (never a constant). */
function localJwtSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
