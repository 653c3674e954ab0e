import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import path from 'node:path';
import { CurrencyCodeSchema, DEFAULT_CURRENCY, EMAIL_PATTERN } from '@kitchensync/schemas';
import { z } from 'zod';

/** Only redis: and rediss: URLs name a Redis server; anything else is a typo worth stopping for. */
const RedisUrlSchema = z
  .string()
  .regex(/^rediss?:\/\/\S+$/, 'REDIS_URL must look like redis://host:port')
  .optional();
const MongoUrlSchema = z
  .string()
  .regex(/^mongodb(\+srv)?:\/\/\S+$/, 'MONGODB_URL must look like mongodb://host:port/?replicaSet=rs0')
  .optional();

const ServerEnvSchema = z.object({
  // An empty PORT (a blank line in an env file) means unset: coerced, it would be 0, a random port.
  PORT: z.preprocess(emptyAsUnset, z.coerce.number().int().min(0).max(65535).default(8080)),
  /** Unset listens on every interface (IPv4 and IPv6), so both localhost spellings work. */
  HOST: z.string().min(1).optional(),
  DATA_DIR: z.string().min(1).default('data'),
  CLIENT_DIST: z.string().min(1).optional(),
  COLLAB_TICKET_SECRET: z.string().min(32, 'COLLAB_TICKET_SECRET needs at least 32 characters').optional(),
  SECURE_COOKIES: z.enum(['true', 'false']).default('false'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  REDIS_URL: z.preprocess(emptyAsUnset, RedisUrlSchema),
  MONGODB_URL: z.preprocess(emptyAsUnset, MongoUrlSchema),
  MONGODB_DB: z.string().min(1).default('kitchensync'),
  COLLAB_SQLITE_WRITER: z.enum(['inline', 'worker', 'async-fsync']).default('async-fsync'),
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim())
        .filter((origin) => origin !== ''),
    )
    .pipe(
      z.array(
        z.url({ protocol: /^https?$/, error: 'CORS_ORIGINS must list http(s) origins, comma-separated' }),
      ),
    ),
  ADMIN_EMAILS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((email) => email.trim().toLowerCase())
        .filter((email) => email !== ''),
    )
    .pipe(
      z.array(z.string().regex(EMAIL_PATTERN, 'ADMIN_EMAILS must list e-mail addresses, comma-separated')),
    ),
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'PUBLIC_URL must be an http(s) URL' }).optional(),
  SMTP_URL: z.preprocess(
    emptyAsUnset,
    z
      .string()
      .regex(/^smtps?:\/\/\S+$/, 'SMTP_URL must look like smtp://user:password@host:587')
      .optional(),
  ),
  CURRENCY: z.preprocess(emptyAsUnset, z.string().default(DEFAULT_CURRENCY).pipe(CurrencyCodeSchema)),
  MAIL_FROM: z.string().min(3).default('KitchenSync <no-reply@localhost>'),
  // No default: the test gateway approves its documented nonces, so a forgotten setting must not sell plans.
  PAYMENT_GATEWAY: z.preprocess(
    emptyAsUnset,
    z
      .enum(['test', 'braintree'], { error: 'PAYMENT_GATEWAY must be test or braintree, or unset for none' })
      .optional(),
  ),
  BRAINTREE_ENVIRONMENT: z.enum(['sandbox', 'production']).default('sandbox'),
  BRAINTREE_MERCHANT_ID: z.string().min(1).optional(),
  BRAINTREE_PUBLIC_KEY: z.string().min(1).optional(),
  BRAINTREE_PRIVATE_KEY: z.string().min(1).optional(),
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  COLLAB_ANONYMOUS_SOCKETS_PER_TICKET: z.preprocess(emptyAsUnset, socketCount().optional()),
  COLLAB_ANONYMOUS_SOCKETS_PER_ADDRESS: z.preprocess(emptyAsUnset, socketCount().optional()),
  INSTANCE_ID: z
    .string()
    .regex(
      /^[\w.-]{1,64}$/,
      'INSTANCE_ID may hold letters, digits, dots, dashes and underscores (at most 64)',
    )
    .optional(),
});

export interface ServerConfig {
  port: number;
  host: string | undefined;
  dataDir: string;
  clientDist: string;
  outboxDir: string;
  collabTicketSecret: string | undefined;
  secureCookies: boolean;
  logLevel: string;
  /** When set, collab rooms are shared across instances over Redis Streams; otherwise in-process. */
  redisUrl: string | undefined;
  /** When set, the design event log lives in MongoDB (a replica set) instead of SQLite in `dataDir`. */
  mongodb: { url: string; dbName: string } | undefined;
  /** Other sites allowed to call the api from a browser (none by default). */
  corsOrigins: string[];
  /** Accounts that are admins while listed here (lower-cased), so a new installation has its first admin. */
  adminEmails: string[];
  /** The ISO 4217 code every price is shown in (CURRENCY, default USD). */
  currency: string;
  /** Where people reach the product, for links in mails. */
  publicUrl: string;
  /** SMTP when set; otherwise mail goes to the outbox folder. */
  smtp: { url: string; from: string } | undefined;
  /** None unless PAYMENT_GATEWAY names one; the test gateway (documented nonces) only when asked for. */
  payments:
    | { gateway: 'none' }
    | { gateway: 'test' }
    | {
        gateway: 'braintree';
        environment: 'sandbox' | 'production';
        merchantId: string;
        publicKey: string;
        privateKey: string;
      };
  /** Behind a load balancer: take the client's address from X-Forwarded-For (per-address limits). */
  trustProxy: boolean;
  /**
   * Caps on link holders' collab sockets, per anonymous ticket and per client address; unset keeps
   * the collab-server's defaults. An office watching a shared link behind one address may need more.
   */
  collabAnonymousLimits: { perTicket?: number; perAddress?: number };
  /** Names this process on the bus and as compaction lease owner; unique per running instance. */
  instanceId: string;
  /**
   * Where the SQLite design log commits appends: on the event loop, waiting for each fsync there
   * (`inline`); in a writer thread (`worker`); or on the event loop with the WAL's fsync in libuv's
   * thread pool (`async-fsync`). See `openSqliteDocumentStore`.
   */
  collabSqliteWriter: 'inline' | 'worker' | 'async-fsync';
}

export const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..');

/** Reads and checks the environment once at start-up, so a typo fails loudly instead of later. */
export function readServerConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const parsed = ServerEnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const values = parsed.data;
  if (
    values.PAYMENT_GATEWAY === 'braintree' &&
    !(values.BRAINTREE_MERCHANT_ID && values.BRAINTREE_PUBLIC_KEY && values.BRAINTREE_PRIVATE_KEY)
  ) {
    throw new Error(
      'Invalid configuration:\n  PAYMENT_GATEWAY=braintree needs BRAINTREE_MERCHANT_ID, BRAINTREE_PUBLIC_KEY and BRAINTREE_PRIVATE_KEY',
    );
  }
  const dataDir = path.resolve(values.DATA_DIR);
  return {
    port: values.PORT,
    host: values.HOST,
    dataDir,
    clientDist: path.resolve(values.CLIENT_DIST ?? path.join(REPO_ROOT, 'client', 'dist')),
    outboxDir: path.join(dataDir, 'outbox'),
    collabTicketSecret: values.COLLAB_TICKET_SECRET,
    secureCookies: values.SECURE_COOKIES === 'true',
    logLevel: values.LOG_LEVEL,
    redisUrl: values.REDIS_URL,
    publicUrl: (values.PUBLIC_URL ?? `http://localhost:${values.PORT === 0 ? 8080 : values.PORT}`).replace(
      /\/$/,
      '',
    ),
    smtp: values.SMTP_URL === undefined ? undefined : { url: values.SMTP_URL, from: values.MAIL_FROM },
    payments:
      values.PAYMENT_GATEWAY === 'braintree'
        ? {
            gateway: 'braintree',
            environment: values.BRAINTREE_ENVIRONMENT,
            merchantId: values.BRAINTREE_MERCHANT_ID ?? '',
            publicKey: values.BRAINTREE_PUBLIC_KEY ?? '',
            privateKey: values.BRAINTREE_PRIVATE_KEY ?? '',
          }
        : { gateway: values.PAYMENT_GATEWAY ?? 'none' },
    trustProxy: values.TRUST_PROXY === 'true',
    collabAnonymousLimits: {
      perTicket: values.COLLAB_ANONYMOUS_SOCKETS_PER_TICKET,
      perAddress: values.COLLAB_ANONYMOUS_SOCKETS_PER_ADDRESS,
    },
    corsOrigins: values.CORS_ORIGINS.map((origin) => new URL(origin).origin),
    adminEmails: values.ADMIN_EMAILS,
    currency: values.CURRENCY,
    mongodb:
      values.MONGODB_URL === undefined ? undefined : { url: values.MONGODB_URL, dbName: values.MONGODB_DB },
    // Random by default: two processes on one host (a restart overlapping its predecessor) must differ.
    collabSqliteWriter: values.COLLAB_SQLITE_WRITER,
    instanceId: values.INSTANCE_ID ?? `${hostname()}-${process.pid}-${randomBytes(3).toString('hex')}`,
  };
}

/** A number of sockets: a whole number from 1, given as text in the environment. */
function socketCount() {
  return z.coerce
    .number({ error: 'must be a whole number of sockets, at least 1' })
    .int('must be a whole number of sockets, at least 1')
    .min(1, 'must be a whole number of sockets, at least 1')
    .max(100_000);
}

function emptyAsUnset(value: unknown): unknown {
  return value === '' ? undefined : value;
}
