import express, { type Router } from 'express';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApi } from '../createApi';
import type { DesignHistory } from '../history/DesignHistory';
import type { ApiLogLevel } from '../http/ApiLog';
import type { RequestLogEntry } from '../http/requestLog';
import type { PaymentGateway } from '../billing/PaymentGateway';
import { createTestPaymentGateway } from '../billing/createTestPaymentGateway';
import type { Mailer } from '../mail/Mailer';
import type { DesignDocuments } from '../saves/DesignDocuments';
import type { ApiStorage } from '../storage/ApiStorage';
import { openSqliteApiStorage } from '../storage/openSqliteApiStorage';

export interface TestApi {
  baseUrl: string;
  sentMail: Parameters<Mailer['send']>[0][];
  /** What the api logged, with its level (the api's default, error, when it gave none). */
  loggedEvents: { event: string; details: Record<string, unknown>; level: ApiLogLevel }[];
  /** Every answered request, as the api's request log reports it. */
  requests: RequestLogEntry[];
  /** Saves whose sharing changed, in order, as the collab-server would be told. */
  sharingChanged: string[];
  /** The accounts whose catalogue prices the api announced as changed, in order. */
  cataloguePricesChanged: string[];
  /** The `collabSessionId` of every login session that ended, in order, as the collab-server would be told. */
  sessionsEnded: string[];
  /** Saves a collab ticket was issued for, in order, as the collab-server would be told to warm their rooms. */
  ticketsIssued: string[];
  /** The api's router, for checks on its routing table. */
  router: Router;
  /** The api's own storage, for the admin grants that have no route of their own yet (the first admin). */
  storage: ApiStorage;
  /** Closes only the api's storage, leaving the server up, to provoke storage failures. */
  closeStorage(): Promise<void>;
  close(): Promise<void>;
}

export interface TestApiOptions {
  /** CURRENCY, as the server passes it (already checked); the api's default when omitted. */
  currency?: string;
  /** The save history port; the history tests pass a real one over a collab-server and its log. */
  history?: DesignHistory;
  /** The designs port; the duplicate, export and import tests pass a real one over a SQLite log. */
  designs?: DesignDocuments;
  /** The api's clock, to step past code and invitation lifetimes. */
  now?: () => number;
  redisUrl?: string;
  redisKeyPrefix?: string;
  /** ADMIN_EMAILS: accounts that are admins while listed. */
  adminEmails?: readonly string[];
  /** The payment gateway; the local test gateway by default (as PAYMENT_GATEWAY=test), null for none. */
  paymentGateway?: PaymentGateway | null;
  /**
   * The request rate limit; by default one no test reaches, since every test client shares
   * 127.0.0.1 and the matrix tests alone make thousands of requests.
   */
  requestLimit?: { points: number; durationSeconds: number };
  /** Also called when sharing changes (after it is recorded); its promise holds the answer, as the collab-server's does. */
  onSharingChanged?: (saveId: string) => Promise<void>;
  /** Also called when a session ends (after it is recorded); its promise holds the answer. */
  onSessionEnded?: (collabSessionId: string) => Promise<void>;
}

/** The api as production mounts it, on an ephemeral local port, with mail kept in memory. */
export async function startTestApi(
  dataDir: string,
  ticketSecret: Uint8Array,
  options: TestApiOptions = {},
): Promise<TestApi> {
  const sentMail: TestApi['sentMail'] = [];
  const loggedEvents: TestApi['loggedEvents'] = [];
  const sharingChanged: string[] = [];
  const cataloguePricesChanged: string[] = [];
  const sessionsEnded: string[] = [];
  const ticketsIssued: string[] = [];
  const requests: RequestLogEntry[] = [];
  const storage = openSqliteApiStorage(dataDir);
  const api = createApi({
    storage,
    ticketSecret,
    mailer: {
      async send(message) {
        sentMail.push(message);
      },
    },
    log: (event, details, level = 'error') => loggedEvents.push({ event, details, level }),
    requestLog: (entry) => requests.push(entry),
    onSharingChanged: async (saveId) => {
      sharingChanged.push(saveId);
      await options.onSharingChanged?.(saveId);
    },
    onCataloguePricesChanged: (accountId) => {
      cataloguePricesChanged.push(accountId);
    },
    onCollabTicketIssued: (saveId) => {
      ticketsIssued.push(saveId);
    },
    onSessionEnded: async (sessionId) => {
      sessionsEnded.push(sessionId);
      await options.onSessionEnded?.(sessionId);
    },
    history: options.history,
    designs: options.designs,
    now: options.now,
    redisUrl: options.redisUrl,
    redisKeyPrefix: options.redisKeyPrefix,
    paymentGateway:
      options.paymentGateway === undefined ? createTestPaymentGateway() : options.paymentGateway,
    adminEmails: options.adminEmails,
    currency: options.currency,
    requestLimit: options.requestLimit ?? { points: 1_000_000, durationSeconds: 60 },
  });
  const app = express();
  app.use('/api', api.router);
  const server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/api`,
    sentMail,
    loggedEvents,
    requests,
    sharingChanged,
    cataloguePricesChanged,
    sessionsEnded,
    ticketsIssued,
    router: api.router,
    storage,
    closeStorage: () => api.close(),
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await api.close();
    },
  };
}
