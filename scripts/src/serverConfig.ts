import path from 'node:path';
import { z } from 'zod';

const ServerEnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  /** Unset listens on every interface (IPv4 and IPv6), so both localhost spellings work. */
  HOST: z.string().min(1).optional(),
  DATA_DIR: z.string().min(1).default('data'),
  CLIENT_DIST: z.string().min(1).optional(),
  COLLAB_TICKET_SECRET: z.string().min(32, 'COLLAB_TICKET_SECRET needs at least 32 characters').optional(),
  SECURE_COOKIES: z.enum(['true', 'false']).default('false'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
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
  };
}
